/**
 * Issue 27 item 6: a line staff refunded stands on the board's card and the kitchen ticket with what
 * was given back, so nobody makes it; the board's answer carries it per line.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { fakeProvider } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertPaidOrder } from '../../../test/report-fixtures';

const provider = fakeProvider();
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { paymentProvider: provider } });
  owner = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'baas@example.nl' })).id,
  );
});
afterAll(() => t.close());

/** An order in the kitchen: 2 × Kippenpoot (€ 12,90) and 2 × T-shirt (€ 30,00), paid a minute ago. */
async function orderInKitchen() {
  const { order, paymentId } = await insertPaidOrder(t.database.db, {
    location: 'amsterdam',
    paidAt: new Date(Date.now() - 60_000),
    fulfilment: 'pickup',
    email: 'klant@example.nl',
    status: 'in_preparation',
    lines: [
      { name: 'Kippenpoot', priceCents: 645, quantity: 2, vatRate: 9 },
      { name: 'T-shirt Gouden Haan', priceCents: 1500, quantity: 2, vatRate: 21 },
    ],
  });
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, order.id));
  provider.payments.set(paymentId, {
    id: paymentId,
    status: 'paid',
    amountCents: order.totalCents,
    checkoutUrl: null,
    metadata: { orderId: order.id, publicId: order.publicId },
  });
  return order;
}

async function refund(orderId: string, payload: Record<string, unknown>, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...SAME_ORIGIN, cookie: owner, 'idempotency-key': `refund-line-${key}` },
    payload,
  });
  return res;
}

async function boardOrder(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders?location=amsterdam',
    headers: { cookie: owner },
  });
  expect(res.statusCode).toBe(200);
  const found = (
    res.json() as { orders: { id: string; lines: { name: string; refunded?: unknown }[] }[] }
  ).orders.find((o) => o.id === id);
  expect(found).toBeDefined();
  return found!;
}

describe('refunded lines on the board', () => {
  it('carries per line what was refunded, summed over refunds, and nothing for an amount refund', async () => {
    const order = await orderInKitchen();
    expect((await boardOrder(order.id)).lines.map((l) => l.refunded)).toEqual([null, null]);

    // An amount refund names no line: no line is struck through.
    expect((await refund(order.id, { amount: 1, reason: 'Te lang gewacht' }, 'k1')).statusCode).toBe(201);
    expect((await boardOrder(order.id)).lines.map((l) => l.refunded)).toEqual([null, null]);

    expect(
      (await refund(order.id, { lines: [{ index: 1, quantity: 1 }], reason: 'Maat op' }, 'k2')).statusCode,
    ).toBe(201);
    expect(
      (await refund(order.id, { lines: [{ index: 0, quantity: 1 }], reason: 'Poot op' }, 'k3')).statusCode,
    ).toBe(201);
    const lines = (await boardOrder(order.id)).lines;
    expect(lines[0]).toMatchObject({ name: 'Kippenpoot', refunded: { quantity: 1, amount: 6.45 } });
    expect(lines[1]).toMatchObject({ name: 'T-shirt Gouden Haan', refunded: { quantity: 1, amount: 15 } });

    // The second piece of the first line: both pieces, € 12,90 in all.
    expect(
      (await refund(order.id, { lines: [{ index: 0, quantity: 1 }], reason: 'Ook op' }, 'k4')).statusCode,
    ).toBe(201);
    expect((await boardOrder(order.id)).lines[0]!.refunded).toEqual({ quantity: 2, amount: 12.9 });
  });

  it('answers an accepted order with its refunded lines too', async () => {
    const order = await orderInKitchen();
    await t.database.db
      .update(orders)
      .set({ status: 'paid', acceptedAt: null })
      .where(eq(orders.id, order.id));
    expect(
      (await refund(order.id, { lines: [{ index: 1, quantity: 1 }], reason: 'Maat op' }, 'a1')).statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/accept`,
      headers: { ...SAME_ORIGIN, cookie: owner },
      payload: { minutes: 20 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[1].refunded).toEqual({ quantity: 1, amount: 15 });
  });
});
