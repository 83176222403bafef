/** The orders channel's events: one checked shape, and a hub that drops what is none of them. */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createOrderHub } from './order-hub';
import { readOrderEvent } from './order-events';

/** A database whose one LISTEN the test feeds by hand. */
function fakeDatabase() {
  let deliver: (payload: string) => void = () => {};
  const database = {
    async listen(_channel: string, onMessage: (payload: string) => void) {
      deliver = onMessage;
      return async () => {};
    },
  } as unknown as Database;
  return { database, send: (payload: string) => deliver(payload) };
}

describe('order events', () => {
  it('reads the payloads the orders channel carries', () => {
    expect(readOrderEvent('{"orderId":"a1","location":"amsterdam","status":"paid"}')).toEqual({
      event: { orderId: 'a1', location: 'amsterdam', status: 'paid' },
    });
    expect(readOrderEvent('{"orderId":null,"location":"rotterdam","status":"printer"}')).toEqual({
      event: { orderId: null, location: 'rotterdam', status: 'printer' },
    });
  });

  it('refuses what is not JSON, has no location, or names an unknown status', () => {
    expect(readOrderEvent('not json')).toHaveProperty('problem');
    expect(readOrderEvent('{"orderId":"a1","status":"paid"}')).toHaveProperty('problem');
    expect(readOrderEvent('{"orderId":"a1","location":"amsterdam","status":"eaten"}')).toHaveProperty(
      'problem',
    );
    expect(readOrderEvent('{"orderId":null,"location":"amsterdam","status":"paid"}')).toHaveProperty(
      'problem',
    );
  });

  it('lets a board hear its location, warns of a malformed payload and goes on', async () => {
    const { database, send } = fakeDatabase();
    const warnings: unknown[] = [];
    const hub = createOrderHub(database, { warn: (...args: unknown[]) => warnings.push(args) });
    const heard: unknown[] = [];
    await hub.subscribe(
      'amsterdam',
      (event) => heard.push(event),
      () => {},
    );
    expect(() => send('{"orderId":')).not.toThrow();
    send('{"orderId":"a1","location":"amsterdam","status":"bezorgd"}');
    send('{"orderId":"a2","location":"rotterdam","status":"paid"}');
    send('{"orderId":"a3","location":"amsterdam","status":"ready"}');
    expect(heard).toEqual([{ orderId: 'a3', location: 'amsterdam', status: 'ready' }]);
    expect(warnings).toHaveLength(2);
    await hub.close();
  });
});
