import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Replaces the open order: the server cancels it and its payment. */
export function cancelOpenOrder(orderId: string) {
  return apiFetch<{ ok: true }>(api.checkoutOpenOrderCancel, {
    method: 'POST',
    body: { orderId },
    fallback: 'Het annuleren van je vorige bestelling is niet gelukt. Probeer het opnieuw.',
  });
}
