import { CART_FALLBACK } from '@gh/domain';
import type { Cart } from '@gh/domain/cart';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** The spec's add payload (section 7), already coerced as section 5 says. */
export interface CartAddPayload {
  id: string;
  name: string;
  price: number;
  quantity: number;
  category: string;
  location: string;
  selectedOptions: { choice: string; price: number }[];
}

export function addToCart(payload: CartAddPayload): Promise<Cart> {
  return apiFetch<Cart>(api.cartAdd, { method: 'POST', body: payload, fallback: CART_FALLBACK.add });
}
