/** The toasts on screen: `toast()` adds one from anywhere, `<Toaster/>` shows them (spec section 8). */
import type { ToastStatus } from '@gh/domain';

export const TOAST_DEFAULT_DURATION = 5000;
const MAX_VISIBLE = 4;

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  status: ToastStatus;
  /** Milliseconds until it closes by itself; 5000 unless told. */
  duration?: number | undefined;
  isClosable?: boolean | undefined;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description: string | undefined;
  /** The path of the page it was made on: it goes when the customer leaves that page. */
  page: string;
}

type Listener = () => void;

let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

/**
 * The toaster says when a toast's words are on screen: only then does its time start (spec section
 * 9: 4 s for an error, 5 s for a status), so a toast made before the toaster's code was in (the first
 * cart load) still stays its full time. Once per toast; a move into a dialog does not restart it.
 */
export function toastShown(id: number): void {
  const entry = toasts.find((t) => t.id === id);
  if (!entry || timers.has(id) || !Number.isFinite(entry.duration) || entry.duration <= 0) return;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), entry.duration),
  );
}

const pathNow = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * A new page: the toasts of the pages left behind go with them; those made on this page stay (the
 * new page may have made one already while it mounted, like "Betaling geslaagd" on /betaald).
 */
export function keepToastsOf(page: string): void {
  const gone = toasts.filter((t) => t.page !== page);
  if (gone.length === 0) return;
  for (const old of gone) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  emit(toasts.filter((t) => t.page === page));
}

export function toast(options: ToastOptions): number {
  const entry: ToastEntry = {
    id: nextId++,
    title: options.title,
    description: options.description,
    status: options.status,
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    isClosable: options.isClosable ?? true,
    page: pathNow(),
  };
  // The same message again (one per tap on + or −) replaces the one on screen and starts its time
  // anew, instead of piling up over the page.
  const same = toasts.filter(
    (t) => t.title === entry.title && t.description === entry.description && t.status === entry.status,
  );
  for (const old of same) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  const others = toasts.filter((t) => !same.includes(t));
  const overflow = others.length + 1 - MAX_VISIBLE;
  for (const old of overflow > 0 ? others.slice(0, overflow) : []) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  emit([...(overflow > 0 ? others.slice(overflow) : others), entry]);
  return entry.id;
}

/**
 * Open modal dialogs make the rest of the page inert and cover it, so toasts are shown inside the
 * top-most one while it is open (see `useToastHost`).
 */
export interface ToastHost {
  element: HTMLElement;
  /** A part of the host the toasts stay above (a dialog's footer with its buttons). */
  avoid: HTMLElement | null;
}

let hosts: readonly ToastHost[] = [];

export function addToastHost(element: HTMLElement, avoid: HTMLElement | null = null): () => void {
  const host = { element, avoid };
  hosts = [...hosts, host];
  for (const listener of listeners) listener();
  return () => {
    hosts = hosts.filter((h) => h !== host);
    for (const listener of listeners) listener();
  };
}

export function getToastHost(): ToastHost | null {
  return hosts.at(-1) ?? null;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}
