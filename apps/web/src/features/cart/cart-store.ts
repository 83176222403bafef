/**
 * The one cart store of the site, following spec section 4 to the letter. Framework-free (the React
 * binding is cart-context.tsx) so that its rules can be tested against a real server.
 */
import {
  CART_FALLBACK,
  coercePrice,
  coerceQuantity,
  errorToast,
  itemTotalCents,
  loadFailedMessage,
  locationConflictMessage,
  MAX_QUANTITY,
  STATUS_TOASTS,
  toCents,
  toEuros,
  type CartEvent,
  type ToastText,
} from '@gh/domain';
import type { Cart, CartItem } from '@gh/domain/cart';
import type { ReorderResponse } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../lib/api-client';
import { browserIsOffline } from '../../lib/offline/connection';
import { addToCart, type CartAddPayload } from './api/add-to-cart';
import { clearCart } from './api/clear-cart';
import { getCart } from './api/get-cart';
import { reorderOrder } from './api/reorder-order';
import { removeFromCart } from './api/remove-from-cart';
import { updateCart } from './api/update-cart';

/** Spec sections 8 and 9. */
export const ERROR_TOAST_MS = 4000;
export const STATUS_TOAST_MS = 5000;
export const NOTICE_CLEAR_MS = 500;
const PENDING_PREFIX = 'pending-';

/** What the menu hands to `add`: the spec's item, before the coercion of section 5. */
export interface CartItemInput {
  id: string | number;
  name: string;
  price?: unknown;
  quantity?: unknown;
  category?: string | null;
  location: string;
  selectedOptions?: readonly { choice: string; price?: unknown }[] | null;
  /** The owner's "Geen losse saus": prices the line until the server answers; never sent. */
  notLooseSauce?: boolean;
}

export interface CartSnapshot {
  items: CartItem[];
  location: string | null;
  count: number;
  subtotal: number;
  subtotalCents: number;
  /** The server's discount lines of its last answer (decision 030); the browser never computes them. */
  discounts: NonNullable<Cart['discounts']>;
  /** The coupon code the cart holds, and why it does not apply now. */
  coupon: Cart['coupon'] | null;
  loading: boolean;
  error: string | null;
  status: CartEvent | null;
}

export interface CartStoreOptions {
  /** Shows a toast (the app passes `toast` from components/toast). */
  show(toast: ToastText & { duration: number }): void;
}

export function lineTotalCents(item: CartItem): number {
  return itemTotalCents({
    name: item.name,
    category: item.category,
    priceCents: toCents(item.price),
    notLooseSauce: item.notLooseSauce,
    quantity: item.quantity,
    selectedOptions: item.selectedOptions.map((o) => ({ choice: o.choice, priceCents: toCents(o.price) })),
  });
}

/** Spec section 5: price a number (0 when not numeric), quantity at least 1, options a list. */
export function coerceItem(item: CartItemInput): CartAddPayload {
  return {
    id: String(item.id),
    name: item.name,
    price: coercePrice(item.price),
    quantity: coerceQuantity(item.quantity),
    category: item.category ?? '',
    location: item.location,
    selectedOptions: (item.selectedOptions ?? []).map((o) => ({
      choice: o.choice,
      price: coercePrice(o.price),
    })),
  };
}

function optionsKey(options: readonly { choice: string }[]): string {
  return options
    .map((o) => o.choice.trim().toLowerCase())
    .sort()
    .join('|');
}

interface PendingAdd {
  payload: CartAddPayload;
  notLooseSauce: boolean;
}

/** The cart as it will be once a pending add lands: the same line raised, or a new line. */
function withPendingAdd(items: CartItem[], { payload, notLooseSauce }: PendingAdd, key: number): CartItem[] {
  const wanted = optionsKey(payload.selectedOptions);
  const index = items.findIndex(
    (i) => i.productId === payload.id && optionsKey(i.selectedOptions) === wanted,
  );
  if (index >= 0) {
    return items.map((item, n) => {
      if (n !== index) return item;
      // The server's answer says again whether the price changed, for the new quantity.
      const { previousTotal: _previous, ...unchanged } = item;
      const raised = { ...unchanged, quantity: Math.min(MAX_QUANTITY, item.quantity + payload.quantity) };
      return { ...raised, total: toEuros(lineTotalCents(raised)) };
    });
  }
  const line: CartItem = {
    id: `${PENDING_PREFIX}${key}`,
    productId: payload.id,
    name: payload.name,
    price: payload.price,
    quantity: Math.min(MAX_QUANTITY, payload.quantity),
    category: payload.category,
    location: payload.location,
    selectedOptions: payload.selectedOptions,
    total: 0,
    ...(notLooseSauce ? { notLooseSauce } : {}),
  };
  return [...items, { ...line, total: toEuros(lineTotalCents(line)) }];
}

export function isPendingLine(id: string): boolean {
  return id.startsWith(PENDING_PREFIX);
}

function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message !== '' ? err.message : fallback;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** What "Bestel opnieuw" came to: the lines added and those left out, or the refusal's message. */
export type ReorderOutcome =
  | { ok: true; added: number; leftOut: ReorderResponse['leftOut'] }
  | { ok: false; message: string; conflict: boolean };

export function createCartStore(options: CartStoreOptions) {
  let confirmed: { items: CartItem[]; location: string | null } = { items: [], location: null };
  let offers: Pick<CartSnapshot, 'discounts' | 'coupon'> = { discounts: [], coupon: null };
  const pending = new Map<number, PendingAdd>();
  let pendingSeq = 0;
  let inFlight = 0;
  let error: string | null = null;
  let status: CartEvent | null = null;
  let loadStarted = false;
  let loaded: () => void = () => undefined;
  const firstLoad = new Promise<void>((resolve) => (loaded = resolve));
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let snapshot = build();

  function build(): CartSnapshot {
    let items = confirmed.items;
    let location = confirmed.location;
    for (const [key, add] of pending) {
      items = withPendingAdd(items, add, key);
      location ??= add.payload.location;
    }
    const subtotalCents = items.reduce((sum, item) => sum + lineTotalCents(item), 0);
    return {
      items,
      location: items.length > 0 ? location : null,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: toEuros(subtotalCents),
      subtotalCents,
      // Lines still on their way change the sum: the server's discounts follow with its answer.
      ...(pending.size > 0 ? { discounts: [], coupon: offers.coupon } : offers),
      loading: inFlight > 0,
      error,
      status,
    };
  }

  function emit(): void {
    snapshot = build();
    for (const listener of listeners) listener();
  }

  function later(fn: () => void, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  /** Spec section 4: the error is shown, then cleared 500 ms later. */
  function showError(message: string): void {
    error = message;
    emit();
    options.show({ ...errorToast(message), duration: ERROR_TOAST_MS });
    later(() => {
      if (error === message) {
        error = null;
        emit();
      }
    }, NOTICE_CLEAR_MS);
  }

  function showStatus(event: CartEvent): void {
    status = event;
    emit();
    options.show({ ...STATUS_TOASTS[event], duration: STATUS_TOAST_MS });
    later(() => {
      if (status === event) {
        status = null;
        emit();
      }
    }, NOTICE_CLEAR_MS);
  }

  /** Spec section 4: the loading flag is on during each cart call. */
  async function track<T>(call: () => Promise<T>): Promise<T> {
    inFlight++;
    emit();
    try {
      return await call();
    } finally {
      inFlight--;
      emit();
    }
  }

  /** Answers taken so far: the first load's answer is stale once a change's answer came first. */
  let accepted = 0;
  function accept(cart: Cart, replaceLocation = true): void {
    accepted += 1;
    confirmed = { items: cart.items, location: replaceLocation ? cart.location : confirmed.location };
    offers = { discounts: cart.discounts ?? [], coupon: cart.coupon ?? null };
  }

  async function remove(id: string): Promise<boolean> {
    if (isPendingLine(id)) return false;
    return track(async () => {
      try {
        accept(await removeFromCart(id));
        showStatus('ITEM_REMOVED');
        return true;
      } catch (err) {
        showError(messageOf(err, CART_FALLBACK.remove));
        return false;
      }
    });
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): CartSnapshot {
      return snapshot;
    },

    /** Loads the cart; only the first call does anything (the cart loads once at start). */
    async load(): Promise<void> {
      if (loadStarted) return;
      loadStarted = true;
      await track(async () => {
        try {
          const before = accepted;
          const cart = await getCart();
          // A quick "Toevoegen" (replayed at hydration) may have been answered first: keep its cart.
          if (accepted === before) accept(cart);
        } catch (err) {
          if (err instanceof ApiError && err.status === 403) {
            // The session expired: the cart is emptied and the location cleared.
            confirmed = { items: [], location: null };
            offers = { discounts: [], coupon: null };
            showStatus('SESSION_EXPIRED');
          } else if (err instanceof ApiError && err.status !== 0) {
            showError(loadFailedMessage(err.message !== '' ? err.message : err.status));
          } else {
            // Not reached for want of a connection: the next load tries again (back online), and the
            // offline notice already says why, so no toast while the browser knows it is offline.
            loadStarted = false;
            if (!browserIsOffline()) showError(CART_FALLBACK.load);
          }
        }
      });
      loaded();
    },

    /** Resolves once the first load has answered: until then the cart's city is not known. */
    whenLoaded(): Promise<void> {
      return firstLoad;
    },

    /** The cart's city as it stands now (null when the cart is empty). */
    location(): string | null {
      return snapshot.location;
    },

    /** Adds an item; the line shows at once and is reconciled with (or rolled back on) the answer. */
    async add(item: CartItemInput): Promise<boolean> {
      const payload = coerceItem(item);
      const { items, location } = snapshot;
      if (
        items.length > 0 &&
        location !== null &&
        location.toLowerCase() !== payload.location.toLowerCase()
      ) {
        showError(locationConflictMessage(location, payload.location));
        return false;
      }
      const key = ++pendingSeq;
      pending.set(key, { payload, notLooseSauce: item.notLooseSauce === true });
      return track(async () => {
        try {
          const cart = await addToCart(payload);
          pending.delete(key);
          accept(cart);
          showStatus('ITEM_ADDED');
          return true;
        } catch (err) {
          pending.delete(key);
          showError(messageOf(err, CART_FALLBACK.add));
          return false;
        }
      });
    },

    remove,

    /** A quantity below 1 removes the line instead; the answer replaces the items, not the location. */
    async update(id: string, quantity: number): Promise<boolean> {
      if (quantity < 1) return remove(id);
      if (isPendingLine(id)) return false;
      return track(async () => {
        try {
          accept(await updateCart(id, Math.floor(quantity)), false);
          showStatus('ITEM_UPDATED');
          return true;
        } catch (err) {
          showError(messageOf(err, CART_FALLBACK.update));
          return false;
        }
      });
    },

    async clear(): Promise<boolean> {
      return track(async () => {
        try {
          accept(await clearCart());
          showStatus('CART_CLEARED');
          return true;
        } catch (err) {
          showError(messageOf(err, CART_FALLBACK.clear));
          return false;
        }
      });
    },

    /**
     * "Bestel opnieuw": the server fills the cart from an earlier order; its answer replaces the cart.
     * A cart of the other city is refused by the server with the spec's conflict message (its toast).
     */
    async reorder(publicId: string): Promise<ReorderOutcome> {
      return track(async () => {
        try {
          const answer = await reorderOrder(publicId);
          accept(answer.cart);
          if (answer.added > 0) showStatus('ITEM_ADDED');
          return { ok: true, added: answer.added, leftOut: answer.leftOut };
        } catch (err) {
          const message = messageOf(err, m.cart_reorder_failed());
          showError(message);
          return { ok: false, message, conflict: err instanceof ApiError && err.status === 409 };
        }
      });
    },

    /** A coupon call's answer (the lazy coupon field makes the call): the cart as the server says it. */
    takeAnswer(cart: Cart): void {
      accept(cart);
      emit();
    },

    /** After a paid order: the cart is emptied here (the server emptied it when the order was placed). */
    markPaid(): void {
      confirmed = { items: [], location: null };
      offers = { discounts: [], coupon: null };
      pending.clear();
      showStatus('PAYMENT_SUCCESS');
    },

    dispose(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      listeners.clear();
    },
  };
}
