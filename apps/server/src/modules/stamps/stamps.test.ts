/**
 * The stamp card (issue 29 item 2, decision 052) through the routes: the owner's card (400/422 with a
 * message, audited), a stamp per paid order from the minimum, a full refund takes it back and a partial
 * one keeps it, and a full card's reward only for the signed-in customer, once, as a discount line.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider, payThroughWebhook } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { reportFromOrders } from '../admin-reports/admin-reports.repository';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open, pickup slots every 15 minutes.
const EVENING = new Date('2026-11-25T17:00:00Z');
const provider = fakeProvider();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      now: () => EVENING,
      paymentProvider: provider,
      // The account module's sign-in, faked: the customer a test names is signed in.
      signedInEmail: async (request) => (request.headers['x-test-customer'] as string | undefined) ?? null,
    },
  });
  owner = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'eigenaar@example.nl' })).id,
  );
});
afterAll(() => t.close());

const card = { enabled: true, stampsNeeded: 2, reward: { amountOff: 5 }, minimumOrder: 15 };

function putCard(body: unknown, slug = 'amsterdam') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/locations/${slug}/stamp-card`,
    headers: { ...SAME_ORIGIN, cookie: owner },
    payload: body as object,
  });
}

function as(customer: string | null, cookie?: string) {
  return {
    ...SAME_ORIGIN,
    ...(customer ? { 'x-test-customer': customer } : {}),
    ...(cookie ? { cookie } : {}),
  };
}

async function stampsOf(customer: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/stamps', headers: as(customer) });
  expect(res.statusCode).toBe(200);
  return res.json().cards.find((c: { location: string }) => c.location === 'amsterdam')?.stamps;
}

/** Places an order of this cart for `email` (and pays it unless told not to); answers its row. */
async function order(email: string, quantity: number, opts: { pay?: boolean; cookie?: string } = {}) {
  const cookie =
    opts.cookie ??
    (await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit', quantity }])).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: as(null, cookie),
    payload: checkoutBody({ email, fulfilment: 'pickup', time: 'asap' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, res.json().orderId));
  if (opts.pay !== false) await payThroughWebhook(t, provider, row!.id);
  const [after] = await t.database.db.select().from(orders).where(eq(orders.id, row!.id));
  return after!;
}

function refund(orderId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: {
      ...SAME_ORIGIN,
      cookie: owner,
      'idempotency-key': `stamps-${Math.random().toString(36).slice(2)}`,
    },
    payload,
  });
}

describe('the owner sets up a stamp card', () => {
  it('refuses a card that is not one with a 400 and a Dutch message', async () => {
    for (const body of [
      { ...card, stampsNeeded: 1 },
      { ...card, reward: { amountOff: 5, product: 'Friet' } },
      { ...card, reward: {} },
      { ...card, minimumOrder: -1 },
    ]) {
      const res = await putCard(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\w/);
    }
    expect((await putCard({ ...card, stampsNeeded: 1 })).json().message).toContain('minstens 2 stempels');
  });

  it('refuses a product that is not on the location’s menu with a 422', async () => {
    const res = await putCard({ ...card, reward: { product: 'Pizza' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Pizza staat niet op het menu van deze vestiging.');
    expect((await putCard(card, 'nergens')).statusCode).toBe(404);
  });

  it('saves the card, answers it and writes the audit log', async () => {
    const res = await putCard(card);
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toEqual({ location: 'amsterdam', ...card });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/locations/amsterdam/stamp-card',
      headers: { cookie: owner },
    });
    expect(read.json().card).toEqual({ location: 'amsterdam', ...card });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stamp_card_changed'));
    expect(entries.at(-1)).toMatchObject({ entityId: 'amsterdam', userEmail: 'eigenaar@example.nl' });
  });
});

describe('stamps and the reward', () => {
  it('a paid order from the minimum earns a stamp; below it, or unpaid, none', async () => {
    const email = 'lotte@example.nl';
    const one = await order(email, 1, { pay: true });
    // One half chicken is below € 15: no stamp.
    expect(one.subtotalCents).toBeLessThan(1500);
    expect(await stampsOf(email)).toBe(0);
    await order(email, 2, { pay: false });
    expect(await stampsOf(email)).toBe(0);
    const paid = await order('LOTTE@example.nl', 2);
    expect(paid.subtotalCents).toBeGreaterThanOrEqual(1500);
    expect(await stampsOf(email)).toBe(1);
    // The confirmation e-mail says it, by the order's address (earning needs no sign-in).
    await t.app.outbox.drain();
    const mail = t.mailer.sent.filter((x) => x.to === 'LOTTE@example.nl').at(-1)!;
    expect(mail.text).toContain('Deze bestelling gaf je een stempel. Stempelkaart: 1 van 2 stempels.');
    expect(mail.html).toContain('Een volle kaart geeft €\u00a05,00 korting.');
    const onPage = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.publicId}/stamps` });
    expect(onPage.json()).toEqual({
      earned: true,
      card: { location: 'amsterdam', stamps: 1, needed: 2, reward: '€\u00a05,00 korting' },
    });
  });

  it('a full refund takes the stamp back, a partial one keeps it', async () => {
    const email = 'ravi@example.nl';
    const a = await order(email, 2);
    const b = await order(email, 2);
    expect(await stampsOf(email)).toBe(2);
    expect((await refund(a.id, { amount: 1, reason: 'Saus vergeten' })).statusCode).toBe(201);
    expect(await stampsOf(email)).toBe(2);
    expect((await refund(b.id, { reason: 'Oven kapot' })).statusCode).toBe(201);
    expect(await stampsOf(email)).toBe(1);
    // Erased (decision 025): the stamps of the address's orders go with their personal data.
    await t.database.db.update(orders).set({ anonymisedAt: EVENING }).where(eq(orders.id, a.id));
    expect(await stampsOf(email)).toBe(0);
  });

  it('gives a full card’s reward only to the signed-in customer, once, as a discount line', async () => {
    const email = 'noor@example.nl';
    await order(email, 2);
    await order(email, 2);
    expect(await stampsOf(email)).toBe(2);
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const claim = (customer: string | null) =>
      t.app.inject({ method: 'PUT', url: '/api/stamps/amsterdam/reward', headers: as(customer, cookie) });
    // Knowing the address is not enough: signed out, or signed in as someone else, there is no reward.
    expect((await claim(null)).statusCode).toBe(401);
    expect((await claim('iemand@example.nl')).statusCode).toBe(409);
    const cartBefore = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(email, cookie) })
    ).json();
    expect(cartBefore.discounts).toEqual([]);

    const claimed = await claim(email);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ claimed: true, signedIn: true, card: { stamps: 2, needed: 2 } });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(email, cookie) })).json();
    expect(cart.discounts).toEqual([expect.objectContaining({ label: 'Stempelkaart vol', amount: 5 })]);
    expect(cart.total).toBeCloseTo(cart.subtotal - 5, 2);

    const rewarded = await order(email, 2, { cookie, pay: false });
    expect(rewarded.discounts.map((d) => [d.source, d.amountCents])).toEqual([['stamp:amsterdam', 500]]);
    expect(rewarded.totalCents).toBe(rewarded.subtotalCents - 500);
    // Held by its order: the card is empty, a second claim is refused.
    expect(await stampsOf(email)).toBe(0);
    const again = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/stamps/amsterdam/reward',
          headers: as(email, again.cookie),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('an order that uses the reward and is never paid gives it back; paid, it is used', async () => {
    const email = 'sem@example.nl';
    await order(email, 2);
    await order(email, 2);
    const first = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/stamps/amsterdam/reward',
      headers: as(email, first.cookie),
    });
    const unpaid = await order(email, 2, { cookie: first.cookie, pay: false });
    expect(await stampsOf(email)).toBe(0);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, unpaid.id));
    expect(await stampsOf(email)).toBe(2);

    const second = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/stamps/amsterdam/reward',
      headers: as(email, second.cookie),
    });
    const paid = await order(email, 2, { cookie: second.cookie });
    expect(paid.paidAt).not.toBeNull();
    // The card's 2 stamps are used; the reward's own order (€ 18,90 − € 5,00 is below € 15) earned none.
    expect(paid.subtotalCents - paid.discountCents).toBeLessThan(1500);
    expect(await stampsOf(email)).toBe(0);

    // The owner's report counts the rewards given apart from the other discounts (the rollup and the
    // orders themselves agree).
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?from=2026-11-25&to=2026-11-25&location=amsterdam',
      headers: { cookie: owner },
    });
    expect(report.json().stampRewards).toEqual({ count: 1, amount: 5 });
    expect(report.json().discounts).toBeGreaterThanOrEqual(5);
    const p = { from: '2026-11-25', to: '2026-11-25', location: 'amsterdam' };
    expect((await reportFromOrders(t.database.db, p)).stamp_rewards).toEqual({ count: 1, amount: 500 });
  });
});
