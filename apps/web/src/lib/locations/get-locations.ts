/** GET /api/locations, fetched once per page load and shared by footer, widget and pages. */
import { apiFetch } from '../api-client';
import { api } from '../paths';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

export interface LocationInfo {
  slug: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  pickup: boolean;
  delivery: boolean;
  orderingPaused: boolean;
  openNow: boolean;
  nextOpening: string | null;
  closesAt: string | null;
  status: { state: 'open' | 'pickup-only' | 'later' | 'closed' | 'paused'; text: string };
  hours: { weekday: number; periods: { opens: string; closes: string }[] }[];
  exceptions: {
    date: string;
    closed: boolean;
    opens: string | null;
    closes: string | null;
    note: string | null;
  }[];
  deliveryZones: { name: string; postcodeFrom: number; postcodeTo: number; fee: number; minOrder: number }[];
  /** The legal entity the footer names (decision 044); null fields are not filled in yet. */
  business?: { legalName: string | null; kvkNumber: string | null; vatNumber: string | null };
}

let cached: Promise<LocationInfo[]> | undefined;
let cachedAt = 0;
/** The last answer once it is in: a page opened again (Back) shows it at once, at its full height. */
let settled: LocationInfo[] | undefined;
/**
 * `settled` is read at render, not through a store subscription: a store's change re-renders every
 * user at once, synchronously, and on a page still hydrating (the home page) that forced all of it
 * to hydrate in one long task (issue 28). Each user is told of a new answer instead, and takes it
 * through its own state as a transition: the footer, on screen all along, follows a newer answer
 * fetched by the next page.
 */
const noSubscription = () => () => undefined;
const users = new Set<(list: LocationInfo[]) => void>();
/** Open now / closed is part of the answer: a page left open for long asks again. */
const FRESH_MS = 60_000;

export function getLocations(): Promise<LocationInfo[]> {
  if (cached && Date.now() - cachedAt > FRESH_MS) cached = undefined;
  if (!cached) cachedAt = Date.now();
  cached ??= apiFetch<{ locations: LocationInfo[] }>(api.locations).then(
    (answer) => {
      settled = answer.locations;
      for (const take of users) take(answer.locations);
      return answer.locations;
    },
    (err: unknown) => {
      // Try again on the next call; the callers show the static addresses meanwhile.
      cached = undefined;
      throw err;
    },
  );
  return cached;
}

/** The locations, `null` while loading, or `'error'` when the API could not be reached. */
export function useLocations(): LocationInfo[] | null | 'error' {
  // What is in already, for a page rendered in the browser; while hydrating (also a part hydrated
  // later, like the footer) the server's snapshot, nothing, so both render the same.
  const known = useSyncExternalStore(
    noSubscription,
    () => settled,
    () => undefined,
  );
  const [state, setState] = useState<LocationInfo[] | null | 'error'>(null);
  useEffect(() => {
    let alive = true;
    const take = (answer: LocationInfo[] | 'error') => {
      if (alive) startTransition(() => setState(answer));
    };
    users.add(take);
    // A task of its own, as the cart's first load (features/cart/cart-context.tsx).
    const ask = setTimeout(() => getLocations().then(take, () => take('error')), 0);
    return () => {
      alive = false;
      users.delete(take);
      clearTimeout(ask);
    };
  }, []);
  return known ?? state;
}
