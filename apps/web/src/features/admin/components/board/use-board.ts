/**
 * The board's orders, live: loaded at once and again on every event of the location's stream (and
 * after a reconnect, so orders that came in meanwhile appear). Orders that appear after the first
 * load are new: highlighted for a while, and kept as arrivals for the new-order overlay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminOrderBoard } from '@gh/domain/admin';
import { ApiError } from '../../../../lib/api-client';
import { getOrders, subscribeToOrders } from '../../api/orders';

const HIGHLIGHT_MS = 15_000;

export function useBoard(location: string, onUnauthorized: () => void) {
  const [board, setBoard] = useState<AdminOrderBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [everConnected, setEverConnected] = useState(false);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  /** Every order that appeared after the first load, in the order they came. */
  const [arrived, setArrived] = useState<string[]>([]);
  const known = useRef<Set<string> | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await getOrders(location);
      const ids = new Set(next.orders.map((o) => o.id));
      if (known.current) {
        const added = next.orders.filter((o) => !known.current!.has(o.id)).map((o) => o.id);
        if (added.length > 0) {
          setFresh((prev) => new Set([...prev, ...added]));
          setArrived((prev) => [...prev, ...added.filter((id) => !prev.includes(id))]);
          setTimeout(
            () => setFresh((prev) => new Set([...prev].filter((id) => !added.includes(id)))),
            HIGHLIGHT_MS,
          );
        }
        // An order that left the board and comes back (never, today) is new again only once.
        known.current = new Set([...known.current, ...ids]);
      } else {
        known.current = ids;
      }
      setBoard(next);
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setError(err instanceof ApiError ? err.message : 'De bestellingen konden niet worden geladen.');
    }
  }, [location, onUnauthorized]);

  useEffect(() => {
    known.current = null;
    void load();
    return subscribeToOrders(
      location,
      () => void load(),
      (up) => {
        setConnected(up);
        if (up) setEverConnected(true);
      },
    );
  }, [location, load]);

  /** Runs a cook's action, then reloads; a failure is shown on the board. */
  const act = useCallback(
    async (action: () => Promise<unknown>, fallback: string) => {
      try {
        await action();
        await load();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else setError(err instanceof ApiError ? err.message : fallback);
      }
    },
    [load, onUnauthorized],
  );

  return { board, error, setError, connected, everConnected, fresh, arrived, load, act };
}
