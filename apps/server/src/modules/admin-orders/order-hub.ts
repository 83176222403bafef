/**
 * Fans the `orders` NOTIFY channel out to the board streams of this instance. One LISTEN per process;
 * since every instance listens, a status change on any of them reaches every open board.
 */
import type { Database } from '../../db/client';

export interface OrderEvent {
  orderId: string;
  location: string;
  status: string;
}

export function createOrderHub(database: Database) {
  const listeners = new Set<(event: OrderEvent) => void>();
  const resyncs = new Set<() => void>();
  let unlisten: Promise<() => Promise<void>> | undefined;

  function start() {
    unlisten ??= database.listen(
      'orders',
      (payload) => {
        let event: OrderEvent;
        try {
          event = JSON.parse(payload) as OrderEvent;
        } catch {
          return;
        }
        for (const listener of listeners) listener(event);
      },
      () => {
        // The LISTEN connection was lost and re-made: events may have been missed, boards reload.
        for (const resync of resyncs) resync();
      },
    );
    return unlisten;
  }

  return {
    async subscribe(
      location: string,
      onEvent: (event: OrderEvent) => void,
      onResync: () => void,
    ): Promise<() => void> {
      const listener = (event: OrderEvent) => {
        if (event.location === location) onEvent(event);
      };
      listeners.add(listener);
      resyncs.add(onResync);
      await start();
      return () => {
        listeners.delete(listener);
        resyncs.delete(onResync);
      };
    },
    /** Events of one order alone (the customer's live order page), on any instance. */
    async subscribeOrder(
      orderId: string,
      onEvent: (event: OrderEvent) => void,
      onResync: () => void,
    ): Promise<() => void> {
      const listener = (event: OrderEvent) => {
        if (event.orderId === orderId) onEvent(event);
      };
      listeners.add(listener);
      resyncs.add(onResync);
      await start();
      return () => {
        listeners.delete(listener);
        resyncs.delete(onResync);
      };
    },
    async close() {
      listeners.clear();
      resyncs.clear();
      if (unlisten) await (await unlisten)().catch(() => {});
    },
  };
}
