import { CART_FALLBACK } from '@gh/domain';
import type { Cart } from '@gh/domain/cart';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function updateCart(lineId: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(api.cartUpdate, {
    method: 'PUT',
    body: { id: lineId, quantity },
    fallback: CART_FALLBACK.update,
  });
}
