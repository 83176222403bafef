/**
 * Whether the site can reach its server (issue 29 item 3): the browser's own word (`navigator.onLine`
 * and its `online`/`offline` events), and a request that failed for want of a connection while the
 * browser still thought it was online. Ordering waits for it. Free of DOM types: the cart store that
 * reads it is also tested on the server (apps/server/test/cart-store.test.ts).
 */
import { useSyncExternalStore } from 'react';

/** The element that says why ordering waits (components/offline-notice.tsx): controls point to it. */
export const OFFLINE_NOTICE_ID = 'offline-melding';

let failed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const events = globalThis as unknown as EventTarget;

/** The API client's word after each call: `false` when the server could not be reached. */
export function noteConnection(reached: boolean): void {
  if (failed !== reached) return;
  failed = !reached;
  notify();
}

/** The browser says it has no network at all (`navigator.onLine`); false where there is no browser. */
export function browserIsOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}

function back(): void {
  failed = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    events.addEventListener('online', back);
    events.addEventListener('offline', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    events.removeEventListener('online', back);
    events.removeEventListener('offline', notify);
  };
}

export const isOffline = (): boolean => failed || browserIsOffline();

/** True while offline; the server renders, and the browser hydrates, as online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
