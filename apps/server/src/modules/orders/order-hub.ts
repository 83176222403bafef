/**
 * Fans the `orders` NOTIFY channel out to the board streams and the customers' live order pages of
 * this instance. One LISTEN per process; since every instance listens, a status change on any of them
 * reaches every open board and order page. A payload that is none of the order events is logged and
 * dropped: it never reaches a stream, and never stops the hub.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ORDERS_CHANNEL } from '../../db/channels';
import type { Database } from '../../db/client';
import { readOrderEvent, type OrderEvent } from './order-events';

export function createOrderHub(database: Database, log: Pick<FastifyBaseLogger, 'warn'>) {
  const listeners = new Set<(event: OrderEvent) => void>();
  const resyncs = new Set<() => void>();
  let unlisten: Promise<() => Promise<void>> | undefined;

  function start() {
    unlisten ??= database.listen(
      ORDERS_CHANNEL,
      (payload) => {
        const read = readOrderEvent(payload);
        if ('problem' in read) {
          log.warn({ channel: ORDERS_CHANNEL, problem: read.problem }, 'ignored a malformed order event');
          return;
        }
        for (const listener of listeners) listener(read.event);
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

export type OrderHub = ReturnType<typeof createOrderHub>;
