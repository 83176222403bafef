import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema';
import { insertOrder, makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertPaidOrder } from '../../../test/report-fixtures';
import { ORDERS_CHANNEL } from '../../db/channels';
import { publishOrderEvent } from '../orders/order-events';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'admin@example.nl' })).id);
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'keuken@example.nl', role: 'staff', location: 'amsterdam' })).id,
  );
});
afterAll(() => t.close());

function move(id: string, status: string, reason?: string, cookie = staff) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: { status, ...(reason ? { reason: 'other', note: reason } : {}) },
  });
}

describe('the order board', () => {
  it("lists today's open orders of a location with count and revenue", async () => {
    const open = await insertOrder(t.database.db, { location: 'amsterdam', totalCents: 2500 });
    await insertOrder(t.database.db, { location: 'amsterdam', status: 'pending_payment', totalCents: 999 });
    await insertOrder(t.database.db, { location: 'rotterdam', totalCents: 1000 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?location=amsterdam',
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.orders.map((o: { id: string }) => o.id)).toEqual([open.id]);
    expect(board.orders[0]).toMatchObject({
      status: 'paid',
      total: 25,
      customerName: 'Sanne de Vries',
      asap: true,
    });
    expect(board.today).toEqual({ count: 1, revenue: 25 });
  });

  it("counts a partly refunded order in today's revenue with what was kept", async () => {
    const today = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/orders?location=amsterdam',
          headers: { cookie: staff },
        })
      ).json().today as { count: number; revenue: number };
    const before = await today();
    // € 12,90 paid, € 3,50 given back: € 9,40 stays.
    await insertPaidOrder(t.database.db, {
      location: 'amsterdam',
      paidAt: new Date(),
      status: 'preparing',
      partialRefunds: [350],
      lines: [{ name: 'Kippenpoot', priceCents: 645, quantity: 2, vatRate: 9 }],
    });
    const after = await today();
    expect(after.count).toBe(before.count + 1);
    expect(Math.round((after.revenue - before.revenue) * 100)).toBe(940);
  });

  it('keeps an order placed days ago for a later day, and names the location (issue 17 item 8)', async () => {
    const db = t.database.db;
    const day = 24 * 3600_000;
    const ahead = await insertOrder(db, { location: 'amsterdam' });
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * day), expectedAt: new Date(Date.now() + 2 * 3600_000) })
      .where(eq(orders.id, ahead.id));
    const stale = await insertOrder(db, { location: 'amsterdam' });
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * day), expectedAt: new Date(Date.now() - 2 * day) })
      .where(eq(orders.id, stale.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?location=amsterdam',
      headers: { cookie: staff },
    });
    const board = res.json();
    const ids = board.orders.map((o: { id: string }) => o.id);
    expect(ids).toContain(ahead.id);
    expect(ids).not.toContain(stale.id);
    expect(board.location).toMatchObject({ slug: 'amsterdam', name: 'Gouden Haan Amsterdam' });
  });

  it('moves an order forward only, records the event and notifies the boards', async () => {
    const order = await insertOrder(t.database.db, { location: 'amsterdam', fulfilment: 'delivery' });
    const heard: string[] = [];
    const unlisten = await t.database.listen(ORDERS_CHANNEL, (p) => heard.push(p));
    expect((await move(order.id, 'in_preparation')).statusCode).toBe(200);
    const back = await move(order.id, 'paid');
    expect(back.statusCode).toBe(400);
    expect((await move(order.id, 'ready')).statusCode).toBe(409); // a delivery is never "ready for pickup"
    const out = await move(order.id, 'out_for_delivery');
    expect(out.json().status).toBe('out_for_delivery');
    expect((await move(order.id, 'in_preparation')).json().message).toBe(
      'Deze statuswijziging is niet mogelijk.',
    );
    expect((await move(order.id, 'completed')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    await unlisten();
    expect(heard.map((p) => JSON.parse(p).status)).toEqual([
      'in_preparation',
      'out_for_delivery',
      'completed',
    ]);
    expect(JSON.parse(heard[0]!)).toEqual({
      orderId: order.id,
      publicId: order.publicId,
      location: 'amsterdam',
      status: 'in_preparation',
    });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['paid', 'in_preparation', 'admin:keuken@example.nl'],
      ['in_preparation', 'out_for_delivery', 'admin:keuken@example.nl'],
      ['out_for_delivery', 'completed', 'admin:keuken@example.nl'],
    ]);
    await t.app.outbox.drain();
    expect(t.mailer.sent.filter((m) => m.to === 'sanne@example.nl').map((m) => m.subject)).toContain(
      `Je bestelling #${order.number} is onderweg`,
    );
  });

  it('cancels only with a reason, and tells the customer', async () => {
    const order = await insertOrder(t.database.db, { location: 'amsterdam', email: 'annuleer@example.nl' });
    const noReason = await move(order.id, 'cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Geef een reden op voor het annuleren.');
    expect((await move(order.id, 'cancelled', 'Kip is op')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Kip is op' });
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'annuleer@example.nl');
    expect(mail?.text).toMatch(/Reden: Kip is op/);
  });

  it('sends board events as Server-Sent Events over a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/orders/stream?location=amsterdam`, {
      headers: { cookie: admin },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until(/verbonden/);
    const order = await insertOrder(t.database.db, { location: 'amsterdam' });
    // What the payment webhook does when an order is paid; another location's order must not show.
    await publishOrderEvent(t.database.db, { orderId: 'x', location: 'rotterdam', status: 'paid' });
    await publishOrderEvent(t.database.db, { orderId: order.id, location: 'amsterdam', status: 'paid' });
    await until(/event: order\ndata: .*\n\n/);
    expect(text).not.toMatch(/rotterdam/);
    expect(text).toContain(`"orderId":"${order.id}"`);
    controller.abort();
  });
});
