/**
 * "Combineert met aanbiedingen" (issue 31 item 3, decision 038): the owner's flag per coupon, in the
 * admin API, and what the cart, the quote and the placed order then say and charge.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open, and not the burgers' Tuesday.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
  admin = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'baas@example.nl' })).id,
    { now: WEDNESDAY_EVENING },
  );
});
afterAll(() => t.close());

function adminCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

const couponBody = (overrides: Record<string, unknown>) => ({
  percentOff: 10,
  location: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  maxUses: null,
  minimumOrder: 0,
  ...overrides,
});

/** The Familiedeal's three products without extras: € 23,95, the deal takes € 4,00 off. */
const FAMILY = [{ name: 'Hele kip van het spit' }, { name: 'Friet' }, { name: 'Koolsla' }];

async function cartWith(items: { name: string; quantity?: number }[], code: string) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', items);
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/cart/coupon',
    headers: { ...SAME_ORIGIN, cookie },
    payload: { code },
  });
  expect(applied.statusCode).toBe(200);
  const quote = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/quote?fulfilment=pickup',
    headers: { cookie },
  });
  return { cookie, cart: applied.json(), quote: quote.json() };
}

function placeOrder(cookie: string, name: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ fulfilment: 'pickup', postcode: undefined, name }),
  });
}

const labels = (discounts: { label: string }[]) => discounts.map((d) => d.label);

describe('the admin coupon API', () => {
  it('keeps the flag: off unless the owner ticks it, and editable', async () => {
    const plain = await adminCall('POST', '/api/admin/coupons', couponBody({ code: 'GEWOON' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().combinesWithOffers).toBe(false);
    const both = await adminCall(
      'POST',
      '/api/admin/coupons',
      couponBody({ code: 'SAMEN', combinesWithOffers: true }),
    );
    expect(both.json().combinesWithOffers).toBe(true);
    const edited = await adminCall(
      'PUT',
      `/api/admin/coupons/${plain.json().id}`,
      couponBody({ code: 'GEWOON', combinesWithOffers: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().combinesWithOffers).toBe(true);
    const list = (await adminCall('GET', '/api/admin/coupons')).json().coupons;
    expect(
      list.map((c: { code: string; combinesWithOffers: boolean }) => [c.code, c.combinesWithOffers]),
    ).toEqual(
      expect.arrayContaining([
        ['GEWOON', true],
        ['SAMEN', true],
      ]),
    );
  });
});

describe('a coupon and the offers in one basket', () => {
  it('does not combine: the deal gives more, the basket says why, the order is charged the deal', async () => {
    await adminCall('POST', '/api/admin/coupons', couponBody({ code: 'ALLEEN10' }));
    const { cookie, cart, quote } = await cartWith(FAMILY, 'ALLEEN10');
    const notice =
      'Code ALLEEN10 geldt niet samen met aanbiedingen. Met Familiedeal krijg je meer korting ' +
      '(€\u00a04,00) dan met de code (€\u00a02,40), dus de code telt nu niet mee.';
    expect(labels(cart.discounts)).toEqual(['Familiedeal']);
    expect(cart.total).toBe(19.95);
    expect(cart.coupon).toEqual({ code: 'ALLEEN10', problem: null, notice });
    expect(quote.coupon).toEqual(cart.coupon);
    expect(quote.total).toBe(19.95);
    // The customer was told: checkout places it at the deal's price, without using the code.
    expect((await placeOrder(cookie, 'Alleen Deal')).statusCode).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.customerName, 'Alleen Deal'));
    expect(order!.totalCents).toBe(1995);
    expect(order!.couponId).toBeNull();
  });

  it('does not combine: the code gives more, so only the code counts', async () => {
    await adminCall('POST', '/api/admin/coupons', couponBody({ code: 'ALLEEN10B' }));
    const { cookie, cart, quote } = await cartWith(
      [...FAMILY, { name: 'Gouden Haan burger', quantity: 4 }],
      'ALLEEN10B',
    );
    expect(cart.subtotal).toBe(65.95);
    expect(labels(cart.discounts)).toEqual(['Kortingscode ALLEEN10B (10%)']);
    expect(cart.total).toBe(59.35);
    expect(cart.coupon.notice).toBe(
      'Code ALLEEN10B geldt niet samen met aanbiedingen. Met de code krijg je meer korting ' +
        '(€\u00a06,60) dan met Familiedeal (€\u00a04,00), dus alleen de code telt.',
    );
    expect(quote.total).toBe(59.35);
    expect((await placeOrder(cookie, 'Alleen Code')).statusCode).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.customerName, 'Alleen Code'));
    expect(order!.totalCents).toBe(5935);
    expect(order!.couponId).not.toBeNull();
  });

  it('combines: the code on what is left after the deal', async () => {
    await adminCall('POST', '/api/admin/coupons', couponBody({ code: 'SAMEN10', combinesWithOffers: true }));
    const { cart, quote } = await cartWith(
      [...FAMILY, { name: 'Gouden Haan burger', quantity: 4 }],
      'SAMEN10',
    );
    expect(labels(cart.discounts)).toEqual(['Familiedeal', 'Kortingscode SAMEN10 (10%)']);
    expect(cart.discounts.map((d: { amount: number }) => d.amount)).toEqual([4, 6.2]);
    expect(cart.total).toBe(55.75);
    expect(cart.coupon).toEqual({ code: 'SAMEN10', problem: null, notice: null });
    expect(quote.total).toBe(55.75);
  });

  it('combines, but short of its minimum after the deal: said, nothing taken off, checkout refuses', async () => {
    await adminCall(
      'POST',
      '/api/admin/coupons',
      couponBody({ code: 'VANAF30', combinesWithOffers: true, minimumOrder: 30 }),
    );
    const { cookie, cart } = await cartWith([...FAMILY, { name: 'Crispy chicken burger' }], 'VANAF30');
    expect(cart.subtotal).toBe(32.9);
    expect(labels(cart.discounts)).toEqual(['Familiedeal']);
    expect(cart.total).toBe(28.9);
    const problem =
      'Code VANAF30 geldt vanaf €\u00a030,00 na aftrek van de aanbiedingen. Voeg nog €\u00a01,10 toe.';
    expect(cart.coupon).toEqual({ code: 'VANAF30', problem, notice: null });
    const refused = await placeOrder(cookie, 'Te Weinig');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(problem);
  });
});
