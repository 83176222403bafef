import type { CheckoutOptions, Fulfilment } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getCheckoutOptions(location: string, fulfilment: Fulfilment, signal?: AbortSignal) {
  return apiFetch<CheckoutOptions>(api.checkoutOptions(location, fulfilment), {
    ...(signal ? { signal } : {}),
    fallback: 'Kon de tijden niet ophalen.',
  });
}
