/** The checkout limit per client address (issue 16 item 3): new orders count, replays of a key do not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CHECKOUT_LIMIT_PER_ADDRESS: '3' },
    deps: { now: () => new Date('2026-11-25T17:00:00Z') },
  });
});
afterAll(() => t?.close());

async function checkout(address: string, body = checkoutBody()) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: body,
    remoteAddress: address,
  });
}

describe('POST /api/checkout from one address', () => {
  it('places the allowed number of orders, replays a key without counting it, then answers 429 in Dutch', async () => {
    const first = checkoutBody();
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...SAME_ORIGIN, cookie },
        payload: first,
        remoteAddress: '10.9.0.1',
      });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    // A double click or a retry of the same order: the same answer, and not counted.
    for (let i = 0; i < 5; i++) {
      const again = await place();
      expect(again.statusCode).toBe(201);
      expect(again.json().orderId).toBe(placed.json().orderId);
    }
    expect((await checkout('10.9.0.1')).statusCode).toBe(201);
    expect((await checkout('10.9.0.1')).statusCode).toBe(201);
    const refused = await checkout('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Er zijn vanaf dit adres veel bestellingen na elkaar geplaatst\. Probeer het over \d+ minuten opnieuw/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address orders as before.
    expect((await checkout('10.9.0.2')).statusCode).toBe(201);
  });
});
