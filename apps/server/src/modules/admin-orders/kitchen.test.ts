/**
 * The kitchen acknowledges every paid order (issue 18, decision 024): accept with a preparation time,
 * reject with a full refund (once, however often it is asked), "+10 min", auto-accept, busy mode and
 * a pause that ends by itself. Through the real checkout, webhook and admin routes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { locations, orderEvents, orders, payments, refunds as refundRows } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ORDERS_CHANNEL } from '../../db/channels';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open until 22:00.
const EVENING = new Date('2026-11-25T17:00:00Z');
const at = (minutes: number) => new Date(EVENING.getTime() + minutes * 60_000);

const provider = fakeProvider();
/** Every time the provider is asked for a refund, whatever its idempotency key makes of it. */
let refundCalls: string[] = [];
const refundPayment = provider.refundPayment.bind(provider);
provider.refundPayment = async (input) => {
  refundCalls.push(input.paymentId);
  // A provider takes a while: long enough for concurrent callers to overlap.
  await new Promise((r) => setTimeout(r, 30));
  return refundPayment(input);
};

let clock = EVENING;
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, paymentProvider: provider } });
  const db = t.database.db;
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' })).id,
    { now: EVENING },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = EVENING;
  refundCalls = [];
  await t.database.db
    .update(locations)
    .set({ busyMinutes: 0, autoAcceptMinutes: null, pausedUntil: null, orderingPaused: false })
    .where(eq(locations.slug, 'amsterdam'));
});

/** A customer checks out and pays; answers the paid order row. */
async function paidOrder(overrides: Record<string, unknown> = {}) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ email: `klant-${Math.random().toString(36).slice(2)}@example.nl`, ...overrides }),
  });
  expect(placed.statusCode).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.json().orderId));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
  provider.set(payment!.id, 'paid');
  expect((await webhook(payment!.id)).statusCode).toBe(200);
  return (await orderRow(order!.id))!;
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

function webhook(id: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });
}

function post(id: string, action: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/${action}`,
    headers: { ...SAME_ORIGIN, cookie: staff },
    payload,
  });
}

async function mailsTo(email: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

async function options(fulfilment = 'pickup') {
  return (
    await t.app.inject({
      method: 'GET',
      url: `/api/checkout/options?location=amsterdam&fulfilment=${fulfilment}`,
    })
  ).json();
}

describe('accepting a paid order', () => {
  it('moves it into preparation with the time the cook chose, tells every board and mails the customer', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    const heard: string[] = [];
    const unlisten = await t.database.listen(ORDERS_CHANNEL, (p) => heard.push(p));
    clock = at(2);
    const res = await post(order.id, 'accept', { minutes: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_preparation', expectedAt: at(22).toISOString() });
    expect(res.json().acceptedAt).toBe(at(2).toISOString());
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'in_preparation', acceptedAt: at(2), expectedAt: at(22) });

    await new Promise((r) => setTimeout(r, 50));
    await unlisten();
    expect(heard.map((p) => JSON.parse(p))).toContainEqual({
      orderId: order.id,
      publicId: order.publicId,
      location: 'amsterdam',
      status: 'in_preparation',
    });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'in_preparation',
      actor: 'admin:kok@example.nl',
    });
    const mail = (await mailsTo(order.email)).find((m) => /klaar rond/.test(m.subject));
    expect(mail?.subject).toBe(`Je bestelling #${order.number} is klaar rond woensdag 25 november 18:22`);
    expect(mail?.text).toContain(`/betaald?order=${order.publicId}`);

    // Accepted once: a second click (or a second cook) is told so, nothing moves.
    const again = await post(order.id, 'accept', { minutes: 45 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze bestelling is al geaccepteerd of geannuleerd.');
    expect((await orderRow(order.id))!.expectedAt).toEqual(at(22));
  });

  it('adds the drive and the busy minutes for a delivery, and never promises before the time asked for', async () => {
    await t.database.db.update(locations).set({ busyMinutes: 15 }).where(eq(locations.slug, 'amsterdam'));
    const delivery = await paidOrder({ fulfilment: 'delivery' });
    const accepted = await post(delivery.id, 'accept', { minutes: 10 });
    // 10 cooking + 30 driving (the location's delivery minutes) + 15 busy.
    expect(accepted.json().expectedAt).toBe(at(55).toISOString());
    const mail = (await mailsTo(delivery.email)).find((m) => /bezorgd rond/.test(m.subject));
    expect(mail?.text).toContain('We bezorgen hem rond woensdag 25 november 18:55.');

    await t.database.db.update(locations).set({ busyMinutes: 0 }).where(eq(locations.slug, 'amsterdam'));
    const later = await paidOrder({ fulfilment: 'pickup', time: '2026-11-25T20:30:00+01:00' });
    const res = await post(later.id, 'accept', { minutes: 15 });
    expect(res.json().expectedAt).toBe(new Date('2026-11-25T20:30:00+01:00').toISOString());
  });

  it('refuses a preparation time outside 5–120 minutes with a Dutch message', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    for (const minutes of [0, 3, 121, 12.5, '20']) {
      const res = await post(order.id, 'accept', { minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Kies een bereidingstijd tussen 5 en 120 minuten.');
    }
  });
});

describe('delaying an accepted order', () => {
  it('moves the time told to the customer and mails the new time', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    expect((await post(order.id, 'delay', { minutes: 10 })).statusCode).toBe(409);
    await post(order.id, 'accept', { minutes: 20 });
    const res = await post(order.id, 'delay', { minutes: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().expectedAt).toBe(at(30).toISOString());
    const mail = (await mailsTo(order.email)).find((m) => /later/.test(m.subject));
    expect(mail?.subject).toBe(
      `Je bestelling #${order.number} wordt later: nu rond woensdag 25 november 18:30`,
    );
    expect(mail?.text).toContain('loopt 10 minuten uit');

    // Already overdue: the delay counts from now, never a time in the past.
    clock = at(45);
    expect((await post(order.id, 'delay', { minutes: 10 })).json().expectedAt).toBe(at(55).toISOString());
  });
});

describe('rejecting a paid order', () => {
  it('cancels it with the reason, refunds it in full at the provider and mails the customer', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    const noReason = await post(order.id, 'reject', { reason: 'other', note: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Schrijf bij "Anders" kort de reden.');

    const res = await post(order.id, 'reject', { reason: 'other', note: 'Kip is op' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const refunds = provider.refunds.filter((r) => r.paymentId === payment!.id);
    expect(refunds).toEqual([expect.objectContaining({ amountCents: order.totalCents })]);
    expect(provider.payments.get(payment!.id)?.amountRefundedCents).toBe(order.totalCents);
    const recorded = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(recorded).toEqual([
      expect.objectContaining({
        status: 'refunded',
        providerRefundId: refunds[0]!.id,
        amountCents: order.totalCents,
      }),
    ]);

    const mails = (await mailsTo(order.email)).filter((m) => /geannuleerd/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([
      `Je bestelling #${order.number} is geannuleerd en terugbetaald`,
    ]);
    expect(mails[0]!.text).toContain('Reden: Kip is op');
    expect(mails[0]!.text).toContain(
      `We storten het volledige bedrag van ${formatEuro(order.totalCents)} terug`,
    );
    // Issue 18 item 4: "Bestel opnieuw" in the e-mails, here where it is wanted most.
    expect(mails[0]!.text).toContain(`Toch zin in hetzelfde? Bestel opnieuw: `);
    expect(mails[0]!.text).toContain(`/bestel-opnieuw/${order.publicId}`);
    const summary = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` })).json();
    expect(summary).toMatchObject({ status: 'cancelled', payment: 'refunded' });

    // Asked again: the same answer, no second refund, no second e-mail.
    const again = await post(order.id, 'reject', { reason: 'other', note: 'Nog eens' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    expect(provider.refunds.filter((r) => r.paymentId === payment!.id)).toHaveLength(1);
    expect((await mailsTo(order.email)).filter((m) => /geannuleerd/.test(m.subject))).toHaveLength(1);
  });

  it('asks the provider for the refund once under 20 concurrent cancels and a reconciliation', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    await post(order.id, 'accept', { minutes: 15 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => post(order.id, 'reject', { reason: 'other', note: 'Oven kapot' })),
      ...Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: { ...SAME_ORIGIN, cookie: staff },
          payload: { status: 'cancelled', reason: 'other', note: 'Oven kapot' },
        }),
      ),
      t.app.orders.reconcile(),
    ]);
    const statuses = answers.slice(0, 20).map((r) => (r as { statusCode: number }).statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    await t.app.orders.reconcile();
    expect(refundCalls).toHaveLength(1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const recorded = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(recorded.map((r) => r.status)).toEqual(['refunded']);
    expect(provider.payments.get(payment!.id)?.amountRefundedCents).toBe(order.totalCents);
  });

  it('refunds at the next reconciliation when the provider was down at the moment of rejecting', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    provider.setDown(true);
    try {
      expect((await post(order.id, 'reject', { reason: 'other', note: 'Storing' })).statusCode).toBe(200);
    } finally {
      provider.setDown(false);
    }
    const [due] = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(due).toMatchObject({ status: 'due', providerRefundId: null });
    await t.app.orders.reconcile();
    const [done] = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(done).toMatchObject({ status: 'refunded' });
    expect(provider.payments.get(done!.paymentId)?.amountRefundedCents).toBe(order.totalCents);
  });

  it('refunds a payment that arrives for an order the kitchen already cancelled', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    await post(order.id, 'reject', { reason: 'other', note: 'Gesloten' });
    // A second payment of the same order (paid in another tab) reports paid afterwards.
    const late = await t.app.orders.createPayment(order, 5, 'http://localhost');
    provider.set(late.id, 'paid');
    expect((await webhook(late.id)).statusCode).toBe(200);
    expect(provider.refunds.filter((r) => r.paymentId === late.id)).toHaveLength(1);
    expect((await orderRow(order.id))!.status).toBe('cancelled');
  });
});

describe('auto-accept', () => {
  it('accepts with the default preparation time once the location’s minutes have passed', async () => {
    await t.database.db
      .update(locations)
      .set({ autoAcceptMinutes: 3, prepMinutes: 20 })
      .where(eq(locations.slug, 'amsterdam'));
    const order = await paidOrder({ fulfilment: 'pickup' });
    clock = at(2);
    await t.app.kitchen.autoAccept();
    expect((await orderRow(order.id))!.status).toBe('paid');
    clock = at(3);
    await Promise.all([t.app.kitchen.autoAccept(), t.app.kitchen.autoAccept()]);
    const row = (await orderRow(order.id))!;
    expect(row).toMatchObject({ status: 'in_preparation', acceptedAt: at(3), expectedAt: at(23) });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.toStatus === 'in_preparation').map((e) => e.actor)).toEqual([
      'system:auto-accept',
    ]);
    expect((await mailsTo(order.email)).filter((m) => /klaar rond/.test(m.subject))).toHaveLength(1);
  });

  it('never accepts by itself where the location has it off', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    clock = at(60);
    expect(await t.app.kitchen.autoAccept()).toBe(0);
    expect((await orderRow(order.id))!.status).toBe('paid');
  });
});

describe('busy mode and a pause that ends by itself', () => {
  const put = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/locations/amsterdam/${path}`,
      headers: { ...SAME_ORIGIN, cookie: staff },
      payload,
    });

  it('adds the busy minutes to the first slots and tells customers it is busy', async () => {
    const before = await options();
    const res = await put('busy', { minutes: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json().busyMinutes).toBe(15);
    const after = await options();
    // The first slot moves by the busy minutes, and "zo snel mogelijk" is never before it.
    expect(new Date(after.asap.time).getTime()).toBeGreaterThanOrEqual(
      new Date(after.slots[0].time).getTime(),
    );
    expect(new Date(after.slots[0].time).getTime() - new Date(before.slots[0].time).getTime()).toBe(
      15 * 60_000,
    );
    const list = (await t.app.inject({ method: 'GET', url: '/api/locations' })).json();
    const amsterdam = list.locations.find((l: { slug: string }) => l.slug === 'amsterdam');
    expect(amsterdam.status.text).toContain('Het is druk: reken op 15 minuten extra');
    expect((await put('busy', { minutes: 20 })).json().message).toBe('Kies 0, 15 of 30 minuten extra.');
  });

  it('pauses new orders for 15 minutes, after which orders come in again without anyone switching back', async () => {
    const res = await put('pause', { orderingPaused: true, duration: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderingPaused: false, pausedUntil: at(15).toISOString() });
    const paused = await options();
    expect(paused.notice).toBe(
      'Gouden Haan Amsterdam neemt tot 18:15 geen online bestellingen aan. Bel ons gerust op 020 123 45 67.',
    );
    expect(paused.slots).toEqual([]);
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({ fulfilment: 'pickup' }),
    });
    expect(refused.statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: '/api/locations' })).json();
    expect(list.locations.find((l: { slug: string }) => l.slug === 'amsterdam').status.text).toBe(
      'Even geen online bestellingen tot 18:15',
    );

    clock = at(16);
    const open = await options();
    expect(open.notice).toBeNull();
    expect(open.slots.length).toBeGreaterThan(0);
  });

  it('pauses until the next opening, and resuming ends a timed pause at once', async () => {
    const res = await put('pause', { orderingPaused: true, duration: 'next_opening' });
    // Open until 22:00 tonight; Thursday opens again at the location's first hour.
    const until = new Date(res.json().pausedUntil);
    expect(until > at(4 * 60)).toBe(true);
    expect((await options()).slots).toEqual([]);
    const resumed = await put('pause', { orderingPaused: false });
    expect(resumed.json()).toMatchObject({ orderingPaused: false, pausedUntil: null });
    expect((await options()).slots.length).toBeGreaterThan(0);
    expect((await put('pause', { orderingPaused: true, duration: 45 })).statusCode).toBe(400);
  });
});
