/** The cart feature: the one store, its provider and hook, the navbar button and the drawer. */
export {
  CartProvider,
  useCart,
  useCartActions,
  useCartDrawer,
  useCartValue,
  type UseCart,
} from './cart-context';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { type CartItemInput } from './cart-store';
