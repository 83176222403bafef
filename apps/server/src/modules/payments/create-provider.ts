import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { demoPaymentProvider } from './demo-provider';
import { molliePaymentProvider } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';

/** `mollie` with MOLLIE_API_KEY, otherwise the built-in demo (config decides). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.paymentProvider === 'mollie'
    ? molliePaymentProvider({ apiKey: config.MOLLIE_API_KEY!, apiEndpoint: config.MOLLIE_API_ENDPOINT })
    : demoPaymentProvider(db);
}
