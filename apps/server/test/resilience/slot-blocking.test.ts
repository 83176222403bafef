/**
 * Issue 16 item 3 on a real server: nobody can block ordering. One session trying ~200 checkouts
 * over every offered slot, and as many fresh sessions of one address on one slot; then the holds
 * run out (moved into the past in the database, as 15 minutes would) and another customer orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from '../checkout-fixtures';
import {
  addPayload,
  createDatabase,
  menuProducts,
  plainProduct,
  queryDatabase,
  recordFigure,
  scale,
  startServer,
  Visitor,
  type MenuProduct,
  type RunningServer,
  type TestDatabase,
} from './harness';

let database: TestDatabase;
let server: RunningServer;
let product: MenuProduct;

beforeAll(async () => {
  database = await createDatabase();
  server = await startServer(database);
  product = plainProduct(await menuProducts(server.url, 'amsterdam'));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Slot {
  time: string;
  available: boolean;
}

async function pickupSlots(): Promise<Slot[]> {
  const res = await fetch(`${server.url}/api/checkout/options?location=amsterdam&fulfilment=pickup`);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

async function visitorWithCart(): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  const res = await visitor.call('POST', '/api/cart/add', addPayload(product));
  expect(res.status).toBe(200);
  return visitor;
}

function checkoutAt(visitor: Visitor, time: string) {
  return visitor.call('POST', '/api/checkout', checkoutBody({ fulfilment: 'pickup', time }));
}

describe('18. nobody can block ordering', () => {
  it('keeps every slot open to another customer, whatever one visitor does', async () => {
    const attempts = scale(200, 24);
    const before = (await pickupSlots()).filter((s) => s.available).map((s) => s.time);
    expect(before.length).toBeGreaterThan(1);

    // One session, a fresh idempotency key each time, spread over every slot on offer.
    const attacker = await visitorWithCart();
    const answers = new Map<number, number>();
    for (let i = 0; i < attempts; i++) {
      const res = await checkoutAt(attacker, before[i % before.length]!);
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
    }
    const after = new Set((await pickupSlots()).filter((s) => s.available).map((s) => s.time));
    const exhausted = before.filter((time) => !after.has(time)).length;
    const placed = answers.get(201) ?? 0;
    const refused = [...answers]
      .filter(([status]) => status !== 201)
      .map(([status, n]) => `${n} refused with ${status}`)
      .join(', ');
    const other = await visitorWithCart();
    const otherOrdered = (await checkoutAt(other, before[0]!)).status === 201;
    recordFigure({
      id: 18,
      area: 'Slot blocking',
      figure: `slots a single session can exhaust (${attempts} checkouts over ${before.length} pickup slots of 8; ${placed} placed, ${refused}; another customer then ordered the first slot: ${otherOrdered ? 'yes' : 'no'})`,
      value: exhausted,
      target: '0',
      ok: exhausted === 0 && otherOrdered,
    });
    expect(placed).toBeLessThanOrEqual(3);
    expect(exhausted).toBe(0);
    expect(otherOrdered).toBe(true);

    // Fresh sessions from one address (a per-address limit of checkout is the rate limiter's job):
    // they can fill one slot, but only until their holds run out.
    const target = before[1]!;
    let freshPlaced = 0;
    for (let i = 0; i < attempts; i++) {
      const res = await checkoutAt(await visitorWithCart(), target);
      if (res.status === 201) freshPlaced++;
      else expect([409, 429]).toContain(res.status);
    }
    const filled = !(await pickupSlots()).find((s) => s.time === target)!.available;

    // 15 minutes later: every hold has run out (moved into the past; the embedded database must
    // be let go by its server for that).
    const expire = `update orders set hold_until = now() - interval '1 second' where status = 'pending_payment'`;
    if (database.url) await queryDatabase(database, expire);
    else {
      await server.stop();
      await queryDatabase(database, expire);
      server = await startServer(database);
    }
    const stillBlocked = (await pickupSlots()).find((s) => s.time === target)!.available ? 0 : 1;
    const customer = await visitorWithCart();
    const ordered = (await checkoutAt(customer, target)).status === 201;
    recordFigure({
      id: 18,
      area: 'Slot blocking',
      figure: `slots still closed to another customer once the holds ran out (15 min), after ${attempts} checkouts from fresh sessions of one address on one slot (${freshPlaced} placed, slot full before: ${filled ? 'yes' : 'no'}; the customer then ordered: ${ordered ? 'yes' : 'no'})`,
      value: stillBlocked,
      target: '0',
      ok: stillBlocked === 0 && ordered,
    });
    expect(stillBlocked).toBe(0);
    expect(ordered).toBe(true);
  });
});
