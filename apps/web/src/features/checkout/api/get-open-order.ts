import type { OpenOrder } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** The visitor's order that still waits for payment, if any (one cart, one open order). */
export async function getOpenOrder(signal?: AbortSignal): Promise<OpenOrder> {
  const { order } = await apiFetch<{ order: OpenOrder }>(api.checkoutOpenOrder, {
    ...(signal ? { signal } : {}),
    fallback: 'Kon je openstaande bestelling niet ophalen.',
  });
  return order;
}
