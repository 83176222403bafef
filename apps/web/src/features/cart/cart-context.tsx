/** React binding of the cart store: one store per app, loaded once at start; the drawer's open state. */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Cart } from '@gh/domain/cart';
import { toast } from '../../components/toast';
import {
  createCartStore,
  type CartItemInput,
  type CartSnapshot,
  type CartStore,
  type ReorderOutcome,
} from './cart-store';

interface CartContextValue {
  store: CartStore;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCartStore({ show: toast }));
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    // In a task of its own, not among the effects of the hydration's last task (issue 28): a
    // page's first request costs a phone's main thread more than any after it.
    const first = setTimeout(() => void store.load(), 0);
    // A first load that found no connection is tried again once there is one.
    const retry = () => void store.load();
    addEventListener('online', retry);
    return () => {
      clearTimeout(first);
      removeEventListener('online', retry);
    };
  }, [store]);
  const value = useMemo(() => ({ store, drawerOpen, setDrawerOpen }), [store, drawerOpen]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function useCartContext(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart needs a <CartProvider> around the app');
  return context;
}

export interface UseCart extends Omit<CartSnapshot, 'error' | 'status'> {
  add(item: CartItemInput): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  update(id: string, quantity: number): Promise<boolean>;
  clear(): Promise<boolean>;
  markPaid(): void;
  reorder(publicId: string): Promise<ReorderOutcome>;
  takeAnswer(cart: Cart): void;
}

/** The cart: `{ items, location, count, subtotal, loading, add, remove, update, clear, markPaid }`. */
export function useCart(): UseCart {
  const { store } = useCartContext();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    items: snapshot.items,
    location: snapshot.location,
    count: snapshot.count,
    subtotal: snapshot.subtotal,
    subtotalCents: snapshot.subtotalCents,
    discounts: snapshot.discounts,
    coupon: snapshot.coupon,
    loading: snapshot.loading,
    add: store.add,
    remove: store.remove,
    update: store.update,
    clear: store.clear,
    markPaid: store.markPaid,
    reorder: store.reorder,
    takeAnswer: store.takeAnswer,
  };
}

/**
 * One value of the cart that re-renders its component only when that value changes: the menu
 * needs the cart's city, not every line, so adding a product does not redraw the whole menu.
 */
export function useCartValue<T>(select: (snapshot: CartSnapshot) => T): T {
  const { store } = useCartContext();
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The cart's actions alone; they never change, so they never re-render anyone. */
export function useCartActions(): Pick<
  UseCart,
  'add' | 'remove' | 'update' | 'clear' | 'markPaid' | 'reorder'
> &
  Pick<CartStore, 'whenLoaded' | 'location'> {
  const { store } = useCartContext();
  return store;
}

export function useCartDrawer(): { open: boolean; setOpen(open: boolean): void } {
  const { drawerOpen, setDrawerOpen } = useCartContext();
  return { open: drawerOpen, setOpen: setDrawerOpen };
}
