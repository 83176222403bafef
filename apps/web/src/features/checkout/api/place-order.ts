import type { CheckoutResponse } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Sends the form as typed; the server parses it with the same schema as the browser. */
export function placeOrder(body: object) {
  return apiFetch<CheckoutResponse>(api.checkout, {
    method: 'POST',
    body,
    fallback: 'Bestellen is niet gelukt. Probeer het opnieuw.',
  });
}
