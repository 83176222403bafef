import type { CheckoutQuote, Fulfilment } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getCheckoutQuote(fulfilment: Fulfilment, postcode?: string, signal?: AbortSignal) {
  return apiFetch<CheckoutQuote>(api.checkoutQuote(fulfilment, postcode), {
    ...(signal ? { signal } : {}),
    fallback: 'Kon je winkelwagen niet ophalen.',
  });
}
