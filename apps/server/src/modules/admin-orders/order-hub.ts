/**
 * Fans the `orders` NOTIFY channel out to the board streams and the customers' live order pages of
 * this instance. One LISTEN per process; since every instance listens, a status change on any of them
 * reaches every open board and order page.
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

  async function subscribeWhere(
    match: (event: OrderEvent) => boolean,
    onEvent: (event: OrderEvent) => void,
    onResync: () => void,
  ): Promise<() => void> {
    const listener = (event: OrderEvent) => {
      if (match(event)) onEvent(event);
    };
    listeners.add(listener);
    resyncs.add(onResync);
    await start();
    return () => {
      listeners.delete(listener);
      resyncs.delete(onResync);
    };
  }

  return {
    /** Events of one location (a kitchen board). */
    subscribe(location: string, onEvent: (event: OrderEvent) => void, onResync: () => void) {
      return subscribeWhere((event) => event.location === location, onEvent, onResync);
    },
    /** Events of one order alone (the customer's live order page). */
    subscribeOrder(orderId: string, onEvent: (event: OrderEvent) => void, onResync: () => void) {
      return subscribeWhere((event) => event.orderId === orderId, onEvent, onResync);
    },
    async close() {
      listeners.clear();
      resyncs.clear();
      if (unlisten) await (await unlisten)().catch(() => {});
    },
  };
}
