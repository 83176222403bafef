import { CART_FALLBACK } from '@gh/domain';
import type { Cart } from '@gh/domain/cart';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function clearCart(): Promise<Cart> {
  return apiFetch<Cart>(api.cartClear, { method: 'DELETE', fallback: CART_FALLBACK.clear });
}
