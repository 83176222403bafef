import type { Cart } from '@gh/domain/cart';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** GET /api/cart. An empty fallback lets the store tell "no message from the server" apart (spec section 8). */
export function getCart(): Promise<Cart> {
  return apiFetch<Cart>(api.cart, { fallback: '' });
}
