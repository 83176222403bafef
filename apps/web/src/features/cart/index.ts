/** The cart feature: the one store, its provider and hook, and the navbar button (the drawer loads on demand). */
export {
  CartProvider,
  useCart,
  useCartActions,
  useCartDrawer,
  useCartValue,
  type UseCart,
} from './cart-context';
export { CartButton } from './components/cart-button';
export { LazyCouponField } from './components/lazy-coupon-field';
export { type CartItemInput, type ReorderOutcome } from './cart-store';
