import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderEvents, orders, payments } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ORDERS_CHANNEL } from '../../db/channels';

const provider = fakeProvider();
let t: TestApp;
const notifications: string[] = [];
beforeAll(async () => {
  // Wednesday 25 November 2026, 18:00 in Amsterdam.
  t = await createTestApp({
    deps: { now: () => new Date('2026-11-25T17:00:00Z'), paymentProvider: provider },
  });
  await t.database.listen(ORDERS_CHANNEL, (payload) => notifications.push(payload));
});
afterAll(() => t.close());

async function placeOrder(location = 'amsterdam') {
  const { cookie, sessionId } = await seedCart(t.database.db, location, [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ fulfilment: 'pickup' }),
  });
  expect(res.statusCode).toBe(201);
  const { orderId } = res.json();
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
  return { publicId: orderId as string, order: order!, paymentId: payment!.id, sessionId, cookie };
}

async function cartOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { ...SAME_ORIGIN, cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function webhook(id: string) {
  // Like Mollie: form-encoded, no Origin of ours.
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });
}

async function statusOf(publicId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('payment webhook', () => {
  it('marks the order paid once for 100 identical webhooks: one e-mail, one kitchen notice', async () => {
    const { publicId, order, paymentId, sessionId, cookie } = await placeOrder();
    expect((await statusOf(publicId)).payment).toBe('processing');
    // Read before paying, so that the answer the server keeps for this cart must not be served after.
    expect((await cartOf(cookie)).count).toBe(2);
    provider.set(paymentId, 'paid');
    const before = { mails: t.mailer.sent.length, notices: notifications.length };
    const results = await Promise.all(Array.from({ length: 100 }, () => webhook(paymentId)));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200]));
    await settle();
    const summary = await statusOf(publicId);
    expect(summary).toMatchObject({ status: 'paid', payment: 'paid', canRetry: false, total: 19.9 });
    await t.app.outbox.drain();
    expect(t.mailer.sent.length - before.mails).toBe(1);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'sanne@example.nl' });
    const mine = notifications.slice(before.notices).map((n) => JSON.parse(n));
    expect(mine).toEqual([{ orderId: order.id, location: 'amsterdam', status: 'paid' }]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
    expect(await t.database.db.select().from(cartLines).where(eq(cartLines.sessionId, sessionId))).toEqual(
      [],
    );
    expect(await cartOf(cookie)).toEqual({ items: [], location: null, subtotal: 0, count: 0 });
  });

  it('never moves a paid order back when a stale "failed" arrives later', async () => {
    const { publicId, paymentId } = await placeOrder();
    provider.set(paymentId, 'paid');
    await webhook(paymentId);
    provider.set(paymentId, 'failed');
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await statusOf(publicId)).status).toBe('paid');
  });

  it('fails, then lets the customer retry with a new payment that succeeds', async () => {
    const { publicId, paymentId, sessionId } = await placeOrder('rotterdam');
    provider.set(paymentId, 'canceled');
    await webhook(paymentId);
    let summary = await statusOf(publicId);
    expect(summary).toMatchObject({ status: 'payment_failed', payment: 'cancelled', canRetry: true });
    // The cart stays while the payment has not succeeded.
    expect(
      await t.database.db.select().from(cartLines).where(eq(cartLines.sessionId, sessionId)),
    ).toHaveLength(1);

    const retries = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${publicId}/retry`,
          headers: SAME_ORIGIN,
          payload: {},
        }),
      ),
    );
    expect(retries.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(retries[0]!.json().checkoutUrl).toBe(retries[1]!.json().checkoutUrl);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(rows).toHaveLength(2);
    expect((await statusOf(publicId)).payment).toBe('processing');

    // The first attempt's late "expired" must not fail the order now paying with the second.
    const second = rows.find((p) => p.id !== paymentId)!;
    provider.set(paymentId, 'expired');
    await webhook(paymentId);
    expect((await statusOf(publicId)).status).toBe('pending_payment');

    provider.set(second.id, 'paid');
    await webhook(second.id);
    summary = await statusOf(publicId);
    expect(summary).toMatchObject({ status: 'paid', payment: 'paid' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/retry`,
      headers: SAME_ORIGIN,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze bestelling is al betaald.');
  });

  it('accepts a late success after a failure (out of order)', async () => {
    const { publicId, paymentId } = await placeOrder();
    provider.set(paymentId, 'failed');
    await webhook(paymentId);
    expect((await statusOf(publicId)).payment).toBe('failed');
    provider.set(paymentId, 'paid');
    await webhook(paymentId);
    expect((await statusOf(publicId)).status).toBe('paid');
  });

  it('answers an unknown id with 200 and changes nothing', async () => {
    const res = await webhook('tr_doesnotexist');
    expect(res.statusCode).toBe(200);
  });

  it('answers 5xx while the provider is down, so the provider retries', async () => {
    const { publicId, paymentId } = await placeOrder();
    provider.set(paymentId, 'paid');
    provider.setDown(true);
    try {
      const res = await webhook(paymentId);
      expect(res.statusCode).toBe(502);
      expect((await statusOf(publicId)).status).toBe('pending_payment');
    } finally {
      provider.setDown(false);
    }
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await statusOf(publicId)).status).toBe('paid');
  });

  it('does not mark an order paid when the paid amount differs', async () => {
    const { publicId, paymentId } = await placeOrder();
    provider.set(paymentId, 'paid', 1);
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await statusOf(publicId)).status).toBe('pending_payment');
  });

  it('reconciles a payment whose webhook never came', async () => {
    const { publicId, paymentId } = await placeOrder();
    provider.set(paymentId, 'paid');
    const checked = await t.app.orders.reconcile();
    expect(checked).toBeGreaterThan(0);
    expect((await statusOf(publicId)).status).toBe('paid');
  });

  it('answers a wrong payment body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'foo=bar',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/orders/:publicId', () => {
  it('shows status and summary without personal data, and 404 for an unknown id', async () => {
    const { publicId } = await placeOrder();
    const summary = await statusOf(publicId);
    expect(summary).toMatchObject({
      orderId: publicId,
      fulfilment: 'pickup',
      location: { slug: 'amsterdam', phone: '020 123 45 67' },
      lines: [{ name: 'Halve kip van het spit', quantity: 2, total: 19.9 }],
      subtotal: 19.9,
      deliveryFee: 0,
      total: 19.9,
      vat: 1.64,
    });
    expect(JSON.stringify(summary)).not.toContain('sanne@example.nl');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    const forged = await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}?status=paid` });
    expect(forged.json().status).toBe('pending_payment');
  });
});
