/**
 * Unpaid orders hold their slot only while their payment can still succeed (issue 16 item 3,
 * decision 018): a session has at most 3 of them, holds run out after 15 minutes, and a payment
 * that arrives too late, or a second time, is given back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gh/domain';
import { orderEvents, orders, payments, refunds as refundRows } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open until 22:00, pickup slots every 15 minutes
// for 8 orders each.
const EVENING = new Date('2026-11-25T17:00:00Z');
const minutes = (n: number) => new Date(EVENING.getTime() + n * 60_000);

const provider = fakeProvider();
let clock = EVENING;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, paymentProvider: provider } });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = EVENING;
});

/** A pickup at this Amsterdam time today. */
const pickupAt = (time: string) => ({ fulfilment: 'pickup', time: `2026-11-25T${time}:00+01:00` });

async function checkout(cookie: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody(overrides),
  });
}

async function newVisitor() {
  return seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 2 }]);
}

/** Whether the checkout form offers this pickup time as free. */
async function offered(time: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/options?location=amsterdam&fulfilment=pickup',
  });
  const slot = res
    .json()
    .slots.find((s: { time: string }) => s.time === new Date(pickupAt(time).time).toISOString());
  return slot.available;
}

async function orderOf(publicId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
  return order!;
}

async function paymentsOf(publicId: string) {
  const order = await orderOf(publicId);
  return t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
}

function webhook(id: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });
}

async function summary(publicId: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}` })).json();
}

/** Fills a slot of 8 with one order from each of 8 visitors; answers their order ids. */
async function fillSlot(time: string): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < 8; i++) {
    const { cookie } = await newVisitor();
    const res = await checkout(cookie, pickupAt(time));
    expect(res.statusCode).toBe(201);
    ids.push(res.json().orderId as string);
  }
  return ids;
}

describe('one visitor cannot block a slot', () => {
  it('refuses a 4th unpaid order of one session, so one cart cannot fill a slot of 8', async () => {
    const { cookie } = await newVisitor();
    const bodies = Array.from({ length: 8 }, () => checkoutBody(pickupAt('19:00')));
    const answers = [];
    for (const body of bodies) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...SAME_ORIGIN, cookie },
          payload: body,
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(answers[3]!.json().message).toBe(MESSAGES.tooManyUnpaidOrders);
    // Retrying a key that placed an order still answers that order.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: bodies[1],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answers[1]!.json());
    // The slot stays open to someone else.
    expect(await offered('19:00')).toBe(true);
    const other = await newVisitor();
    expect((await checkout(other.cookie, pickupAt('19:00'))).statusCode).toBe(201);
  });

  it('refuses the 4th even when the session sends them all at once', async () => {
    const { cookie } = await newVisitor();
    const answers = await Promise.all(
      ['19:15', '19:30', '19:45', '20:00', '20:15', '20:30'].map((time) => checkout(cookie, pickupAt(time))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
  });

  it('frees a slot held by unpaid orders once their holds run out, without waiting for the sweep', async () => {
    const held = await fillSlot('20:45');
    const late = await newVisitor();
    const full = await checkout(late.cookie, pickupAt('20:45'));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Dit tijdstip is helaas vol\./);
    expect(await offered('20:45')).toBe(false);

    clock = minutes(15);
    expect(await offered('20:45')).toBe(true);
    const now = await checkout(late.cookie, pickupAt('20:45'));
    expect(now.statusCode).toBe(201);

    // The sweep then ends the holds: failed as expired, payments cancelled at the provider.
    expect(await t.app.orders.expireHolds()).toBeGreaterThanOrEqual(8);
    expect(await t.app.orders.expireHolds()).toBe(0);
    for (const id of held) {
      expect(await orderOf(id)).toMatchObject({ status: 'payment_failed', expiredAt: clock });
      const [payment] = await paymentsOf(id);
      expect(payment!.status).toBe('canceled');
      expect(provider.payments.get(payment!.id)!.status).toBe('canceled');
      expect(await summary(id)).toMatchObject({ payment: 'expired', canRetry: true });
    }
    expect((await orderOf(now.json().orderId)).status).toBe('pending_payment');
  });

  it('lets a session order again once its unpaid orders ran out', async () => {
    const { cookie } = await newVisitor();
    for (const time of ['21:00', '21:00', '21:00'])
      expect((await checkout(cookie, pickupAt(time))).statusCode).toBe(201);
    expect((await checkout(cookie, pickupAt('21:00'))).statusCode).toBe(409);
    clock = minutes(15);
    expect((await checkout(cookie, pickupAt('21:00'))).statusCode).toBe(201);
  });
});

describe('a payment after the hold ran out', () => {
  it('is kept when the slot still has room', async () => {
    const { cookie } = await newVisitor();
    const { orderId } = (await checkout(cookie, pickupAt('21:15'))).json();
    clock = minutes(20);
    await t.app.orders.expireHolds();
    const [payment] = await paymentsOf(orderId);
    // Mollie's iDEAL payments mostly cannot be cancelled: this one was paid anyway.
    provider.set(payment!.id, 'paid');
    expect((await webhook(payment!.id)).statusCode).toBe(200);
    expect((await orderOf(orderId)).status).toBe('paid');
    expect(provider.refunds.filter((r) => r.paymentId === payment!.id)).toHaveLength(0);
  });

  it('is given back, and the order cancelled, when the slot filled up meanwhile', async () => {
    const first = await newVisitor();
    const { orderId } = (await checkout(first.cookie, pickupAt('21:30'))).json();
    const [payment] = await paymentsOf(orderId);
    provider.notCancelable.add(payment!.id);
    clock = minutes(16);
    await fillSlot('21:30');
    await t.app.orders.expireHolds();
    expect((await orderOf(orderId)).status).toBe('payment_failed');
    expect(provider.payments.get(payment!.id)!.status).toBe('open');

    provider.set(payment!.id, 'paid');
    expect((await webhook(payment!.id)).statusCode).toBe(200);
    expect((await webhook(payment!.id)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paidAt: null });
    const refunds = provider.refunds.filter((r) => r.paymentId === payment!.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 1990, key: `refund-${payment!.id}` });
    const recorded = await t.database.db
      .select()
      .from(refundRows)
      .where(eq(refundRows.orderId, (await orderOf(orderId)).id));
    expect(recorded).toEqual([
      expect.objectContaining({ status: 'refunded', providerRefundId: refunds[0]!.id, vatParts: [] }),
    ]);
    expect(await summary(orderId)).toMatchObject({ payment: 'refunded', canRetry: false });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderOf(orderId)).id));
    expect(events.map((e) => e.toStatus)).toEqual(['pending_payment', 'payment_failed', 'cancelled']);
  });

  it('refuses a new payment for an expired order whose slot filled up, and takes one where there is room', async () => {
    const first = await newVisitor();
    const { orderId } = (await checkout(first.cookie, pickupAt('21:45'))).json();
    clock = minutes(16);
    await t.app.orders.expireHolds();
    const retry = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/retry`, headers: SAME_ORIGIN });
    const ok = await retry();
    expect(ok.statusCode).toBe(201);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending_payment', expiredAt: null });
    expect((await orderOf(orderId)).holdUntil).toEqual(minutes(31));
    expect(await paymentsOf(orderId)).toHaveLength(2);

    clock = minutes(32);
    await fillSlot('21:45');
    const refused = await retry();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.slotTakenMeanwhile);
  });
});

describe('one order, one payment', () => {
  it('gives back a second payment of an order that is already paid', async () => {
    const { cookie } = await newVisitor();
    const { orderId } = (await checkout(cookie, pickupAt('20:00'))).json();
    const [firstPayment] = await paymentsOf(orderId);
    provider.notCancelable.add(firstPayment!.id);
    clock = minutes(16);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/retry`,
      headers: SAME_ORIGIN,
    });
    expect(again.statusCode).toBe(201);
    const second = (await paymentsOf(orderId)).find((p) => p.id !== firstPayment!.id)!;
    provider.set(second.id, 'paid');
    await webhook(second.id);
    expect((await orderOf(orderId)).status).toBe('paid');
    // The first payment page was still open in another tab: paid too.
    provider.set(firstPayment!.id, 'paid');
    await webhook(firstPayment!.id);
    await webhook(second.id);
    expect((await orderOf(orderId)).status).toBe('paid');
    expect(
      provider.refunds.map((r) => r.paymentId).filter((id) => id === firstPayment!.id || id === second.id),
    ).toEqual([firstPayment!.id]);
    expect(await summary(orderId)).toMatchObject({ payment: 'paid' });
  });

  it('offers the open order back at checkout, and replaces it on request', async () => {
    const { cookie } = await newVisitor();
    const openOrder = async (c = cookie) =>
      (await t.app.inject({ method: 'GET', url: '/api/checkout/open-order', headers: { cookie: c } })).json();
    expect(await openOrder()).toEqual({ order: null });
    const placed = (await checkout(cookie, pickupAt('20:15'))).json();
    expect(await openOrder()).toEqual({
      order: {
        orderId: placed.orderId,
        number: (await orderOf(placed.orderId)).number,
        total: 19.9,
        checkoutUrl: placed.checkoutUrl,
        expectedLabel: 'vandaag 20:15',
      },
    });

    const cancel = (c: string, orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/open-order/cancel',
        headers: { ...SAME_ORIGIN, cookie: c },
        payload: { orderId },
      });
    // Someone else's session cannot cancel it.
    const stranger = await newVisitor();
    expect((await cancel(stranger.cookie, placed.orderId)).statusCode).toBe(404);
    expect((await cancel(cookie, placed.orderId)).statusCode).toBe(200);
    expect((await cancel(cookie, placed.orderId)).statusCode).toBe(200);
    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'cancelled' });
    const [payment] = await paymentsOf(placed.orderId);
    expect(provider.payments.get(payment!.id)!.status).toBe('canceled');
    expect(await openOrder()).toEqual({ order: null });
    // The cart is still there for the new order.
    expect((await checkout(cookie, pickupAt('20:30'))).statusCode).toBe(201);
  });

  it('refunds a payment of a replaced order that was paid anyway', async () => {
    const { cookie } = await newVisitor();
    const placed = (await checkout(cookie, pickupAt('20:30'))).json();
    const [payment] = await paymentsOf(placed.orderId);
    provider.notCancelable.add(payment!.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/checkout/open-order/cancel',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { orderId: placed.orderId },
    });
    provider.set(payment!.id, 'paid');
    await webhook(payment!.id);
    expect((await orderOf(placed.orderId)).status).toBe('cancelled');
    expect(provider.refunds.filter((r) => r.paymentId === payment!.id)).toHaveLength(1);
    expect(await summary(placed.orderId)).toMatchObject({ payment: 'refunded' });
  });

  it('cancels the other unpaid orders of a cart once one is paid, and refunds one paid anyway', async () => {
    const { cookie } = await newVisitor();
    const first = (await checkout(cookie, pickupAt('20:45'))).json();
    const second = (await checkout(cookie, pickupAt('21:00'))).json();
    const [firstPayment] = await paymentsOf(first.orderId);
    const [secondPayment] = await paymentsOf(second.orderId);
    provider.notCancelable.add(firstPayment!.id);
    // Both payment pages are open; the second is paid first.
    provider.set(secondPayment!.id, 'paid');
    await webhook(secondPayment!.id);
    expect((await orderOf(second.orderId)).status).toBe('paid');
    expect((await orderOf(first.orderId)).status).toBe('cancelled');
    provider.set(firstPayment!.id, 'paid');
    await webhook(firstPayment!.id);
    expect((await orderOf(first.orderId)).status).toBe('cancelled');
    expect(provider.refunds.filter((r) => r.paymentId === firstPayment!.id)).toHaveLength(1);
    expect(provider.refunds.filter((r) => r.paymentId === secondPayment!.id)).toHaveLength(0);
    expect(await summary(first.orderId)).toMatchObject({ payment: 'refunded' });
  });

  it('pays a cart once when two of its orders are paid at the same moment', async () => {
    const { cookie } = await newVisitor();
    const a = (await checkout(cookie, pickupAt('21:15'))).json();
    const b = (await checkout(cookie, pickupAt('21:15'))).json();
    const [pa] = await paymentsOf(a.orderId);
    const [pb] = await paymentsOf(b.orderId);
    provider.set(pa!.id, 'paid');
    provider.set(pb!.id, 'paid');
    await Promise.all([webhook(pa!.id), webhook(pb!.id), webhook(pa!.id), webhook(pb!.id)]);
    const statuses = [(await orderOf(a.orderId)).status, (await orderOf(b.orderId)).status].sort();
    expect(statuses).toEqual(['cancelled', 'paid']);
    const refunded = provider.refunds.filter((r) => r.paymentId === pa!.id || r.paymentId === pb!.id);
    expect(refunded).toHaveLength(1);
  });
});
