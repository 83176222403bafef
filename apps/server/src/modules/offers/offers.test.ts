/** Offers and coupon codes (issue 19.7, decision 030): what the cart, the quote and the order say and charge. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { locations, orders, payments } from '../../db/schema';
import { confirmationMail } from '../orders/confirmation-mail';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open, and not the burgers' Tuesday.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;
let clock = WEDNESDAY_EVENING;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  admin = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'baas@example.nl' })).id,
    { now: clock },
  );
});
afterAll(() => t.close());

async function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'WELKOM10',
  percentOff: 10,
  location: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  maxUses: null,
  minimumOrder: 0,
  ...overrides,
});

async function createCoupon(overrides: Record<string, unknown> = {}) {
  const res = await adminCall('POST', '/api/admin/coupons', coupon(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

function apply(cookie: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/coupon',
    headers: { ...SAME_ORIGIN, cookie },
    payload: { code },
  });
}

describe('coupon codes in the cart', () => {
  it('applies a code as its own discount line and removes it again', async () => {
    await createCoupon();
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const res = await apply(cookie, ' welkom10 ');
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.location).toBe('amsterdam');
    expect(cart.items).toHaveLength(1);
    expect(cart.subtotal).toBe(19.9);
    expect(cart.discounts).toEqual([
      expect.objectContaining({
        source: 'coupon:WELKOM10',
        label: 'Kortingscode WELKOM10 (10%)',
        amount: 1.99,
      }),
    ]);
    expect(cart.total).toBe(17.91);
    expect(cart.coupon).toEqual({ code: 'WELKOM10', problem: null, notice: null });
    // GET /api/cart says the same.
    const loaded = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    expect(loaded.json().discounts).toEqual(cart.discounts);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/coupon',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ discounts: [], total: 19.9, coupon: null });
  });

  it('says in Dutch why a code does not apply', async () => {
    await createCoupon({ code: 'OUD', validFrom: '2026-01-01', validUntil: '2026-10-31' });
    await createCoupon({ code: 'KERST', validFrom: '2026-12-20', validUntil: '2026-12-26' });
    await createCoupon({ code: 'ROTTERDAM5', percentOff: null, amountOff: 5, location: 'rotterdam' });
    await createCoupon({ code: 'GROOT', minimumOrder: 30 });
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const cases: [string, number, string][] = [
      ['BESTAATNIET', 404, 'Deze kortingscode kennen we niet. Controleer de code en probeer het opnieuw.'],
      ['OUD', 400, 'Deze kortingscode is verlopen: hij was geldig tot en met 31 oktober 2026.'],
      ['KERST', 400, 'Deze kortingscode is nog niet geldig: je kunt hem gebruiken vanaf 20 december 2026.'],
      ['ROTTERDAM5', 400, 'Deze kortingscode geldt alleen bij onze vestiging in Rotterdam.'],
      ['GROOT', 400, 'Deze kortingscode geldt vanaf €\u00a030,00. Voeg nog €\u00a020,05 toe.'],
      ['', 400, 'Vul een kortingscode in.'],
    ];
    for (const [code, status, message] of cases) {
      const res = await apply(cookie, code);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const empty = await seedCart(t.database.db, 'amsterdam', []);
    expect((await apply(empty.cookie, 'WELKOM10')).statusCode).toBe(400);
  });

  it('keeps a code whose minimum the cart no longer reaches, says why, and takes nothing off', async () => {
    await createCoupon({ code: 'VANAF20', percentOff: null, amountOff: 5, minimumOrder: 20 });
    const { cookie, sessionId } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 3 },
    ]);
    const cart = (await apply(cookie, 'VANAF20')).json();
    expect(cart.discounts[0].amount).toBe(5);
    const [line] = cart.items;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { id: line.id, quantity: 1 },
    });
    expect(updated.statusCode).toBe(200);
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/quote?fulfilment=pickup',
      headers: { cookie },
    });
    expect(quote.json().discounts).toEqual([]);
    expect(quote.json().coupon).toEqual({
      code: 'VANAF20',
      problem: 'Deze kortingscode geldt vanaf €\u00a020,00. Voeg nog €\u00a010,05 toe.',
      notice: null,
    });
    expect(sessionId).toBeTruthy();
  });
});

describe('offers in the price engine', () => {
  it('applies the family deal in the cart and charges the discounted price, VAT after it', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Hele kip van het spit' },
      { name: 'Friet' },
      { name: 'Koolsla' },
    ]);
    const loaded = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json();
    const deal = loaded.discounts.find((d: { label: string }) => d.label === 'Familiedeal');
    expect(deal).toBeDefined();
    expect(loaded.subtotal - deal.amount).toBeCloseTo(19.95, 2);
    expect(loaded.total).toBe(19.95);

    const quote = (
      await t.app.inject({ method: 'GET', url: '/api/checkout/quote?fulfilment=pickup', headers: { cookie } })
    ).json();
    expect(quote.total).toBe(19.95);
    expect(quote.vatByRate.reduce((s: number, p: { gross: number }) => s + p.gross, 0)).toBeCloseTo(19.95, 2);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({ fulfilment: 'pickup', postcode: undefined, name: 'Familie Deal' }),
    });
    expect(res.statusCode).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.customerName, 'Familie Deal'));
    expect(order!.totalCents).toBe(1995);
    expect(order!.discountCents).toBe(order!.subtotalCents - 1995);
    expect(order!.discounts.map((d) => d.label)).toEqual(['Familiedeal']);
    expect(order!.vatParts.reduce((s, p) => s + p.grossCents, 0)).toBe(1995);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment!.amountCents).toBe(1995);

    // The order page and the e-mail show the deal as its own line.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order!.publicId}`,
      headers: { cookie },
    });
    expect(status.json().discounts).toEqual([expect.objectContaining({ label: 'Familiedeal' })]);
    expect(status.json().total).toBe(19.95);
    const [location] = await t.database.db.select().from(locations).where(eq(locations.slug, 'amsterdam'));
    const mail = confirmationMail(order!, location!, 'http://localhost:3000');
    expect(mail.text).toContain(`Familiedeal: − ${formatEuro(order!.discountCents)}`);
    expect(mail.text).toContain('Totaal: €\u00a019,95');

    // Reports count the discount apart; the export's lines of each rate add up to the order's part.
    await t.database.db
      .update(orders)
      .set({ status: 'paid', paidAt: WEDNESDAY_EVENING })
      .where(eq(orders.id, order!.id));
    const report = (await adminCall('GET', '/api/admin/reports?from=2026-11-25&to=2026-11-25')).json();
    expect(report.discounts).toBe(order!.discountCents / 100);
    expect(report.gross).toBe(19.95);
    const csv = (await adminCall('GET', '/api/admin/reports/export.csv?from=2026-11-25&to=2026-11-25')).body;
    const rows = csv.split('\r\n').filter((r) => r.includes(';Familiedeal;'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`-${String(order!.discountCents / 100).replace('.', ',')}`);
  });

  it('the owner creates, edits and deactivates an offer; the cart follows', async () => {
    const created = await adminCall('POST', '/api/admin/offers', {
      title: 'Wrapwoensdag',
      description: 'Elke woensdag € 2 korting op elke wrap.',
      location: 'amsterdam',
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
      weekdays: [3],
      rule: { kind: 'amount-off', amount: 2, match: { categories: ['wraps'] } },
    });
    expect(created.statusCode).toBe(201);
    // The carts' kept offers are dropped when menu_changed is heard.
    await new Promise((r) => setTimeout(r, 100));
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Spicy kipwrap' }]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json();
    expect(cart.discounts.map((d: { label: string; amount: number }) => [d.label, d.amount])).toEqual([
      ['Wrapwoensdag', 2],
    ]);
    const list = (await adminCall('GET', '/api/admin/offers')).json();
    expect(list.offers.find((o: { title: string }) => o.title === 'Wrapwoensdag').rule).toMatchObject({
      kind: 'amount-off',
      amount: 2,
    });
    const off = await adminCall('DELETE', `/api/admin/offers/${created.json().id}`);
    expect(off.json().active).toBe(false);
    // The kept cart answer is dropped with the change (menu_changed).
    await new Promise((r) => setTimeout(r, 100));
    const after = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json();
    expect(after.discounts).toEqual([]);
  });
});

describe('the offers page’s list', () => {
  it('lists the active offers of the chosen location and of all; a switched-off one is gone', async () => {
    const titles = async (query: string) =>
      ((await t.app.inject({ url: `/api/offers${query}` })).json().offers as { title: string }[]).map(
        (o) => o.title,
      );
    const rotterdam = await titles('?location=rotterdam');
    expect(rotterdam).toContain('Openingsfeest Rotterdam');
    expect(rotterdam).toContain('Familiedeal');
    expect(rotterdam).not.toContain('Studentenmenu Amsterdam');
    expect(await titles('')).toContain('Studentenmenu Amsterdam');
    const all = (await t.app.inject({ url: '/api/offers' })).json().offers as {
      title: string;
      computed: boolean;
    }[];
    expect(all.find((o) => o.title === 'Familiedeal')!.computed).toBe(true);
    expect(all.find((o) => o.title === 'Studentenmenu Amsterdam')!.computed).toBe(false);
    const list = (await adminCall('GET', '/api/admin/offers')).json();
    const student = list.offers.find((o: { title: string }) => o.title === 'Studentenmenu Amsterdam');
    await adminCall('DELETE', `/api/admin/offers/${student.id}`);
    expect(await titles('?location=amsterdam')).not.toContain('Studentenmenu Amsterdam');
  });
});

describe('admin coupon routes', () => {
  it('refuses a duplicate code, both kinds at once and an unknown location, in Dutch', async () => {
    await createCoupon({ code: 'DUBBEL' });
    const dup = await adminCall('POST', '/api/admin/coupons', coupon({ code: 'dubbel' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Deze kortingscode bestaat al. Kies een andere code.');
    const both = await adminCall('POST', '/api/admin/coupons', coupon({ code: 'BEIDE', amountOff: 5 }));
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('Kies een percentage of een bedrag korting, niet allebei.');
    const where = await adminCall(
      'POST',
      '/api/admin/coupons',
      coupon({ code: 'NERGENS', location: 'utrecht' }),
    );
    expect(where.statusCode).toBe(400);
    expect(where.json().message).toBe('Deze locatie kennen we niet.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: SAME_ORIGIN,
      payload: coupon({ code: 'ANONIEM' }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits and deactivates a coupon; a deactivated code no longer applies', async () => {
    const made = await createCoupon({ code: 'TIJDELIJK' });
    const edited = await adminCall(
      'PUT',
      `/api/admin/coupons/${made.id}`,
      coupon({ code: 'TIJDELIJK', percentOff: 15 }),
    );
    expect(edited.json()).toMatchObject({ percentOff: 15, uses: 0 });
    await adminCall('DELETE', `/api/admin/coupons/${made.id}`);
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const res = await apply(cookie, 'TIJDELIJK');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Deze kortingscode is niet meer geldig.');
    const got = await adminCall('GET', '/api/admin/coupons');
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().coupons.find((c: { code: string }) => c.code === 'TIJDELIJK').active).toBe(false);
  });
});

describe('a coupon’s use limit', () => {
  it('20 concurrent checkouts with a coupon of 5 uses make 5 orders', async () => {
    await createCoupon({ code: 'VIJFKEER', maxUses: 5 });
    const carts = [];
    for (let i = 0; i < 20; i++) {
      const cart = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
      expect((await apply(cart.cookie, 'VIJFKEER')).statusCode).toBe(200);
      carts.push(cart);
    }
    const results = await Promise.all(
      carts.map((cart) =>
        t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...SAME_ORIGIN, cookie: cart.cookie },
          payload: checkoutBody({ fulfilment: 'pickup', postcode: undefined, time: 'asap' }),
        }),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    const usedUp = results.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(usedUp).toHaveLength(15);
    for (const r of usedUp) {
      expect(r.json().message).toMatch(/^Deze kortingscode is al zo vaak gebruikt als mogelijk was\./);
    }
    const list = (await adminCall('GET', '/api/admin/coupons')).json();
    expect(list.coupons.find((c: { code: string }) => c.code === 'VIJFKEER').uses).toBe(5);
  });

  it('a hold that ran out gives its use back; a new payment for it is refused once the use is gone', async () => {
    await createCoupon({ code: 'EENMAAL', maxUses: 1 });
    const order = async (name: string) => {
      const cart = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
      expect((await apply(cart.cookie, 'EENMAAL')).statusCode).toBe(200);
      return t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...SAME_ORIGIN, cookie: cart.cookie },
        payload: checkoutBody({ fulfilment: 'pickup', postcode: undefined, time: 'asap', name }),
      });
    };
    const first = await order('Eerste Klant');
    expect(first.statusCode).toBe(201);
    try {
      // 16 minutes later the first order's hold has run out: its use is free again.
      clock = new Date(WEDNESDAY_EVENING.getTime() + 16 * 60_000);
      const second = await order('Tweede Klant');
      expect(second.statusCode).toBe(201);
      const retry = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${first.json().orderId}/retry`,
        headers: SAME_ORIGIN,
      });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().message).toBe(
        'De kortingscode van deze bestelling is intussen zo vaak gebruikt als mogelijk was. Plaats je bestelling opnieuw zonder de code.',
      );
    } finally {
      clock = WEDNESDAY_EVENING;
    }
  });
});
