import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { demoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';

/**
 * `mollie` with MOLLIE_API_KEY, otherwise the built-in demo (config decides). Mollie's client is
 * loaded only when it is used (some 20 MB of memory).
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.paymentProvider !== 'mollie') return demoPaymentProvider(db);
  const { molliePaymentProvider } = await import('./mollie-provider');
  return molliePaymentProvider({ apiKey: config.MOLLIE_API_KEY!, apiEndpoint: config.MOLLIE_API_ENDPOINT });
}
