import type { CheckoutResponse } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function retryPayment(publicId: string) {
  return apiFetch<CheckoutResponse>(api.orderRetry(publicId), {
    method: 'POST',
    body: {},
    fallback: 'Opnieuw betalen is niet gelukt. Probeer het zo nog eens.',
  });
}
