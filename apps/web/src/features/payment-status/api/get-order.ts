import type { OrderSummary } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getOrder(publicId: string, signal?: AbortSignal) {
  return apiFetch<OrderSummary>(api.order(publicId), {
    ...(signal ? { signal } : {}),
    fallback: 'Kon de status van je bestelling niet ophalen.',
  });
}
