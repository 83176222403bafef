import { CART_FALLBACK } from '@gh/domain';
import type { Cart } from '@gh/domain/cart';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function removeFromCart(lineId: string): Promise<Cart> {
  return apiFetch<Cart>(api.cartRemove(lineId), { method: 'DELETE', fallback: CART_FALLBACK.remove });
}
