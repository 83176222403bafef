import type { Cart } from '@gh/domain/cart';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** POST /api/cart/coupon: the cart with the code's discount, or a Dutch 4xx saying why not. */
export function applyCoupon(code: string): Promise<Cart> {
  return apiFetch<Cart>(api.cartCoupon, {
    method: 'POST',
    body: { code },
    fallback: m.cart_coupon_apply_failed(),
  });
}

/** DELETE /api/cart/coupon: the cart without its coupon. */
export function removeCoupon(): Promise<Cart> {
  return apiFetch<Cart>(api.cartCoupon, { method: 'DELETE', fallback: m.cart_coupon_remove_failed() });
}
