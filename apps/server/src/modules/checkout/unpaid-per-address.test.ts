/**
 * Holds one address cannot pile up (issue 26 item 4, decision 045): at most 3 unpaid orders per client
 * address (an IPv6 client by its /64) at once, across sessions; a fourth gets 429 in Dutch saying when
 * to try again; a paid order never counts; each hold lasts 15 minutes.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open (16:00-22:00).
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let clock = WEDNESDAY_EVENING;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UNPAID_ORDERS_PER_ADDRESS: '3' }, deps: { now: () => clock } });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = WEDNESDAY_EVENING;
});

/** A fresh session (a new cookie) from `address` orders at `time` in Rotterdam. */
async function checkoutAt(address: string, time: string) {
  const { cookie } = await seedCart(t.database.db, 'rotterdam', [{ name: 'Halve kip van het spit' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ fulfilment: 'pickup', time }),
    remoteAddress: address,
  });
}

async function slotOpen(time: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/options?location=rotterdam&fulfilment=pickup',
  });
  const slots = res.json().slots as { time: string; available: boolean }[];
  return slots.find((s) => Date.parse(s.time) === Date.parse(time))!.available;
}

async function pay(checkoutUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${checkoutUrl.split('/').at(-1)}`,
    headers: SAME_ORIGIN,
    payload: { outcome: 'paid' },
  });
}

describe('unpaid orders per client address', () => {
  it('holds 3 per address for 15 minutes, answers a fourth with 429 in Dutch, and counts others apart', async () => {
    const freshCheckout = (address: string) => checkoutAt(address, '2026-11-25T19:00:00+01:00');
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const res = await freshCheckout('10.26.4.1');
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().orderId as string);
    }
    const [first] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed[0]!));
    expect(first!.holdUntil.getTime() - WEDNESDAY_EVENING.getTime()).toBe(15 * 60_000);
    // The address itself is not stored, only a hash of it.
    expect(first!.clientKey).toMatch(/^[\w-]{43}$/);
    expect(first!.clientKey).not.toContain('10.26');

    clock = new Date(WEDNESDAY_EVENING.getTime() + 5 * 60_000);
    const fourth = await freshCheckout('10.26.4.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Vanaf dit adres wachten al 3 bestellingen op betaling. Betaal er eerst een, of probeer het over 10 minuten opnieuw.',
    );
    expect(Number(fourth.headers['retry-after'])).toBe(600);
    // Another address orders as before.
    expect((await freshCheckout('10.26.4.2')).statusCode).toBe(201);

    // Once the first holds run out, the address may order again.
    clock = new Date(WEDNESDAY_EVENING.getTime() + 15 * 60_000);
    expect((await freshCheckout('10.26.4.1')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const freshCheckout = (address: string) => checkoutAt(address, '2026-11-25T19:15:00+01:00');
    for (let i = 1; i <= 3; i++) {
      expect((await freshCheckout(`2001:db8:26:4::${i}`)).statusCode).toBe(201);
    }
    const other = await freshCheckout('2001:db8:26:4:ffff:ffff:ffff:ffff');
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toMatch(/^Vanaf dit adres wachten al 3 bestellingen op betaling\./);
    expect((await freshCheckout('2001:db8:26:5::1')).statusCode).toBe(201);
  });

  it('never counts a paid order', async () => {
    const freshCheckout = (address: string) => checkoutAt(address, '2026-11-25T19:30:00+01:00');
    const urls: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await freshCheckout('10.26.4.3');
      expect(res.statusCode).toBe(201);
      urls.push(res.json().checkoutUrl as string);
      ids.push(res.json().orderId as string);
    }
    expect((await freshCheckout('10.26.4.3')).statusCode).toBe(429);
    expect((await pay(urls[0]!)).statusCode).toBe(200);
    const fourth = await freshCheckout('10.26.4.3');
    expect(fourth.statusCode).toBe(201);
    ids.push(fourth.json().orderId as string);
    expect((await freshCheckout('10.26.4.3')).statusCode).toBe(429);
    // Paid and run-out orders forget the address when the holds are swept.
    clock = new Date(WEDNESDAY_EVENING.getTime() + 16 * 60_000);
    await t.app.orders.expireHolds();
    await t.app.orders.expireHolds();
    const kept = await t.database.db
      .select({ key: orders.clientKey })
      .from(orders)
      .where(inArray(orders.publicId, ids));
    expect(kept).toEqual(ids.map(() => ({ key: null })));
  });

  it('refuses a new payment of a run-out order while the address holds 3 others', async () => {
    const freshCheckout = (address: string) => checkoutAt(address, '2026-11-25T19:45:00+01:00');
    const stale = await freshCheckout('10.26.4.4');
    const staleId = stale.json().orderId as string;
    clock = new Date(WEDNESDAY_EVENING.getTime() + 16 * 60_000);
    for (let i = 0; i < 3; i++) expect((await freshCheckout('10.26.4.4')).statusCode).toBe(201);
    const retry = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${staleId}/retry`,
        headers: SAME_ORIGIN,
        remoteAddress: address,
      });
    const refused = await retry('10.26.4.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/probeer het over 15 minuten opnieuw\.$/);
    // From another address (the customer's phone on mobile data) it may be paid.
    expect((await retry('10.26.4.5')).statusCode).toBe(201);
  });

  it('leaves every slot open to others after 20 fresh sessions from one address', async () => {
    const time = '2026-11-25T21:00:00+01:00';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await checkoutAt('10.26.4.6', time)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await slotOpen(time)).toBe(true);
    expect((await checkoutAt('10.26.4.7', time)).statusCode).toBe(201);
  });
});
