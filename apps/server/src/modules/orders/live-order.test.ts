/**
 * The customer's live order page (issue 18 items 1, 2, 5): the order API shows nothing personal, the
 * order's event stream carries its summary on every change, and refunds show at the demo provider.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { insertOrder, makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { demoPaymentProvider } from '../payments/demo-provider';
import { ORDER_STREAM_LIMITS, ORDER_STREAMS_PER_ORDER } from './orders.routes';
import { publishOrderEvent } from './order-events';

let t: TestApp;
let staff: string;
let base: string;

beforeAll(async () => {
  // Loopback is the proxy: a test's streams may come from other addresses (X-Forwarded-For).
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  const db = t.database.db;
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'keuken@example.nl', role: 'staff', location: 'amsterdam' })).id,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function move(id: string, status: string, reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { ...SAME_ORIGIN, cookie: staff },
    payload: { status, ...(reason ? { reason: 'other', note: reason } : {}) },
  });
}

/** An order whose public id has the shape the routes accept. */
async function paidOrder(fulfilment: 'pickup' | 'delivery' = 'pickup') {
  const order = await insertOrder(t.database.db, { location: 'amsterdam', fulfilment });
  const publicId = `live${order.id.replace(/-/g, '').slice(0, 18)}`;
  await t.database.db.update(orders).set({ publicId }).where(eq(orders.id, order.id));
  return { ...order, publicId };
}

/** Reads a stream's `order` events as they come. */
async function openStream(publicId: string, signal: AbortSignal, query = '') {
  const res = await fetch(`${base}/api/orders/${publicId}/events${query}`, { signal });
  const reader = res.body?.getReader();
  let text = '';
  const summaries: { status: string; [key: string]: unknown }[] = [];
  const next = async (): Promise<(typeof summaries)[number]> => {
    for (;;) {
      const match = /event: order\ndata: (.*)\n\n/.exec(text);
      if (match) {
        text = text.slice(match.index + match[0].length);
        const summary = JSON.parse(match[1]!);
        summaries.push(summary);
        return summary;
      }
      const chunk = await reader!.read();
      if (chunk.done) throw new Error('stream ended');
      text += new TextDecoder().decode(chunk.value);
    }
  };
  return { res, next, summaries, ended: async () => (await reader!.read()).done };
}

describe('the order API shows nothing personal', () => {
  it('answers status, lines and times, never the name, e-mail, phone or address', async () => {
    const order = await paidOrder('delivery');
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    for (const personal of ['Sanne', 'sanne@example.nl', '0612345678', 'Ferdinand Bolstraat', '1072 LK']) {
      expect(text).not.toContain(personal);
    }
    expect(res.json()).toMatchObject({ status: 'paid', fulfilment: 'delivery', refund: null });
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'orderId',
        'number',
        'status',
        'statusLabel',
        'payment',
        'canRetry',
        'fulfilment',
        'location',
        'lines',
        'subtotal',
        'discounts',
        'deliveryFee',
        'total',
        'vat',
        'vatByRate',
        'expectedAt',
        'expectedLabel',
        'cancelReason',
        'refund',
      ].sort(),
    );
  });
});

describe('the live order stream', () => {
  it('sends the order as it stands, then each change of the kitchen, and ends when it is done', async () => {
    const order = await paidOrder('pickup');
    const other = await paidOrder('pickup');
    const controller = new AbortController();
    const stream = await openStream(order.publicId, controller.signal);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect((await stream.next()).status).toBe('paid');

    // Another order's change never reaches this page.
    expect((await move(other.id, 'in_preparation')).statusCode).toBe(200);
    expect((await move(order.id, 'in_preparation')).statusCode).toBe(200);
    const accepted = await stream.next();
    expect(accepted).toMatchObject({ status: 'in_preparation', orderId: order.publicId });

    // The kitchen moves the time (as its delay does): the next event carries the new time.
    const later = new Date(order.expectedAt.getTime() + 10 * 60_000);
    await t.database.db.update(orders).set({ expectedAt: later }).where(eq(orders.id, order.id));
    await publishOrderEvent(t.database.db, {
      orderId: order.id,
      location: 'amsterdam',
      status: 'in_preparation',
    });
    expect((await stream.next()).expectedAt).toBe(later.toISOString());

    expect((await move(order.id, 'ready')).statusCode).toBe(200);
    expect((await stream.next()).status).toBe('ready');
    expect((await move(order.id, 'completed')).statusCode).toBe(200);
    expect((await stream.next()).status).toBe('completed');
    expect(await stream.ended()).toBe(true);
    expect(stream.summaries.map((s) => s.orderId)).not.toContain(other.publicId);
    controller.abort();
  });

  it('keeps an English page in English when the kitchen’s changes come in (issue 20)', async () => {
    const order = await paidOrder('pickup');
    const controller = new AbortController();
    const stream = await openStream(order.publicId, controller.signal, '?lang=en');
    expect((await stream.next()).statusLabel).toBe('Received (paid)');
    expect((await move(order.id, 'in_preparation')).statusCode).toBe(200);
    const accepted = await stream.next();
    expect(accepted.statusLabel).toBe('Being prepared');
    expect(accepted.expectedLabel).toMatch(/^(today|tomorrow|\w+day \d+ \w+) \d{1,2}:\d\d [ap]m$/);
    controller.abort();
  });

  it('shows a cancelled paid order with the reason and the money that goes back', async () => {
    const order = await paidOrder('pickup');
    const controller = new AbortController();
    const stream = await openStream(order.publicId, controller.signal);
    await stream.next();
    expect((await move(order.id, 'cancelled', 'De kip is op')).statusCode).toBe(200);
    const cancelled = await stream.next();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: 'refunded',
      cancelReason: 'De kip is op',
      refund: { amount: 18.9, done: false },
    });
    controller.abort();
  });

  it('answers an unknown order with a Dutch 404 and a malformed id with a 400', async () => {
    const unknown = await fetch(`${base}/api/orders/${'x'.repeat(22)}/events`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Deze bestelling kennen we niet.');
    const bad = await fetch(`${base}/api/orders/kort/events`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Deze bestelling kennen we niet.');
  });

  it('holds a limited number of streams per client address, and frees them when closed', async () => {
    const order = await paidOrder('pickup');
    const controllers = Array.from({ length: ORDER_STREAM_LIMITS.perKey }, () => new AbortController());
    const open = await Promise.all(controllers.map((c) => openStream(order.publicId, c.signal)));
    expect(open.map((s) => s.res.status)).toEqual(controllers.map(() => 200));
    const refused = await fetch(`${base}/api/orders/${order.publicId}/events`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/te veel bestellingen tegelijk/);
    for (const c of controllers) c.abort();
    await new Promise((r) => setTimeout(r, 100));
    const again = new AbortController();
    expect((await openStream(order.publicId, again.signal)).res.status).toBe(200);
    again.abort();
  });
});

describe('live order streams from many addresses (issue 26 item 7)', () => {
  it('holds a few per address and a few per order, so filling the pool takes many addresses and orders', async () => {
    expect(ORDER_STREAM_LIMITS).toEqual({ perKey: 4, total: 500 });
    const order = await paidOrder('pickup');
    const other = await paidOrder('pickup');
    const controller = new AbortController();
    const from = (publicId: string, address: string) =>
      fetch(`${base}/api/orders/${publicId}/events`, {
        signal: controller.signal,
        headers: { 'x-forwarded-for': address },
      });
    try {
      const open = await Promise.all(
        Array.from({ length: ORDER_STREAMS_PER_ORDER }, (_, i) => from(order.publicId, `203.0.113.${i + 1}`)),
      );
      expect(open.map((r) => r.status)).toEqual(open.map(() => 200));
      const refused = await from(order.publicId, '203.0.113.99');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Deze bestelling wordt al op te veel schermen tegelijk gevolgd. Sluit een paar tabbladen; deze pagina ververst zich intussen vanzelf.',
      );
      // That address follows another order as before, until that order has its few screens too.
      expect((await from(other.publicId, '203.0.113.99')).status).toBe(200);
      const v6 = await Promise.all([1, 2, 3].map((i) => from(other.publicId, `2001:db8:26:7::${i}`)));
      expect(v6.map((r) => r.status)).toEqual([200, 200, 200]);
      const fifth = await from(`${other.publicId}`, '2001:db8:26:7::ff');
      expect(fifth.status).toBe(429);
    } finally {
      controller.abort();
    }
  });
});

describe('refunds at the demo provider (issue 18 item 6)', () => {
  it("shows what was given back as amountRefunded, like Mollie's payment answer", async () => {
    const order = await paidOrder('pickup');
    // The app's own demo provider, on the same table: a payment made, then paid on its test page.
    const demo = demoPaymentProvider(t.database.db);
    const payment = await demo.createPayment({
      amountCents: order.totalCents,
      description: 'test',
      redirectUrl: `${base}/betaald?order=${order.publicId}`,
      webhookUrl: `${base}/api/payments/webhook`,
      metadata: { orderId: order.id, publicId: order.publicId },
      idempotencyKey: `${order.id}-1`,
      lang: 'nl',
    });
    await demo.decide(payment.id, 'paid');
    await t.database.db.insert(payments).values({
      id: payment.id,
      orderId: order.id,
      provider: 'demo',
      status: 'paid',
      amountCents: order.totalCents,
    });
    const before = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${payment.id}` });
    expect(before.json()).toMatchObject({ status: 'paid', amount: 18.9, amountRefunded: 0 });

    // The customer's page, open while the kitchen cancels: the refund (due, then made at the demo
    // provider right after), and only once it is made the stream ends.
    const controller = new AbortController();
    const stream = await openStream(order.publicId, controller.signal);
    await stream.next();
    expect((await move(order.id, 'cancelled', 'Oven kapot')).statusCode).toBe(200);
    let last = await stream.next();
    expect(last).toMatchObject({ status: 'cancelled', payment: 'refunded', refund: { amount: 18.9 } });
    while (!(last.refund as { done: boolean }).done) last = await stream.next();
    expect(await stream.ended()).toBe(true);

    const after = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${payment.id}` });
    expect(after.json()).toMatchObject({ status: 'paid', amountRefunded: 18.9 });
    controller.abort();
  });
});
