import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLines, demoPayments, locations, orders, payments } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart, type CartItemSpec } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open (16:00-22:00).
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
// Monday 23 November 2026, 10:00: Amsterdam opens at 16:00, Rotterdam is closed all day.
const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');

let clock = WEDNESDAY_EVENING;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = WEDNESDAY_EVENING;
});

async function post(cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

async function cartAndCheckout(
  location: string,
  items: CartItemSpec[],
  overrides: Record<string, unknown> = {},
) {
  const { cookie, sessionId } = await seedCart(t.database.db, location, items);
  const res = await post(cookie, checkoutBody(overrides));
  return { res, cookie, sessionId };
}

async function orderOf(publicId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
  return order!;
}

describe('GET /api/checkout/options', () => {
  it('gives slots, zones and opening state for the form', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/options?location=amsterdam&fulfilment=delivery',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.location).toMatchObject({ slug: 'amsterdam', openNow: true, orderingPaused: false });
    expect(body.asap.available).toBe(true);
    // 18:00 + 20 min cooking + 30 min riding: the first delivery slot is 18:50 (every 15 minutes: 19:00).
    expect(body.slots[0]).toMatchObject({ label: 'vandaag 19:00', available: true });
    expect(body.slots.some((s: { label: string }) => s.label.startsWith('morgen'))).toBe(true);
    expect(body.zones).toContainEqual({
      name: 'De Pijp',
      postcodeFrom: 1071,
      postcodeTo: 1074,
      fee: 1.5,
      minOrder: 12.5,
    });
    expect(body.notice).toBeNull();
  });

  it('says a closed location is closed and offers its next slot', async () => {
    clock = MONDAY_MORNING;
    const res = await t.app.inject({ method: 'GET', url: '/api/checkout/options?location=rotterdam' });
    const body = res.json();
    expect(body.location.openNow).toBe(false);
    expect(body.asap.available).toBe(false);
    expect(body.notice).toMatch(
      /^Gouden Haan Rotterdam: (Nu|Vandaag) gesloten, bestel vooruit voor (afhalen vanaf )?morgen 16:\d\d/,
    );
  });

  it('says why the earliest delivery is tomorrow while the location is open (issue 17 item 6)', async () => {
    // Wednesday 21:20: delivery needs 50 minutes and Amsterdam closes at 22:00; pickup still fits.
    clock = new Date('2026-11-25T20:20:00Z');
    const options = async (fulfilment: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/checkout/options?location=amsterdam&fulfilment=${fulfilment}`,
        })
      ).json();
    const delivery = await options('delivery');
    expect(delivery.slots[0].label).toMatch(/^morgen /);
    expect(delivery.slotNote).toBe(
      'Bezorgen kost ongeveer 50 minuten (bereiden en rijden) en we sluiten om 22:00, dus vandaag lukt bezorgen niet meer.',
    );
    const pickup = await options('pickup');
    expect(pickup.slots[0].label).toBe('vandaag 21:45');
    expect(pickup.slotNote).toBeNull();
  });

  it('answers an unknown location with a Dutch 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checkout/options?location=utrecht' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Deze locatie kennen we niet.');
  });
});

describe('GET /api/checkout/quote', () => {
  it('prices the server cart from the catalogue with the fee for a postcode', async () => {
    const { cookie, sessionId } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Crispy chicken burger', options: ['Extra kaas'] },
    ]);
    await t.database.db.update(cartLines).set({ priceCents: 1 }).where(eq(cartLines.sessionId, sessionId));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/quote?fulfilment=delivery&postcode=1072ln',
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      location: 'amsterdam',
      lines: [
        {
          id: expect.any(String),
          productId: expect.any(String),
          problem: null,
          name: 'Crispy chicken burger',
          quantity: 1,
          selectedOptions: [{ choice: 'Extra kaas', price: 1 }],
          total: 9.95,
        },
      ],
      subtotal: 9.95,
      discounts: [],
      coupon: null,
      // Below the minimum the fee still reads the zone's, not € 0,00.
      deliveryFee: 1.5,
      total: 11.45,
      vat: 0.95,
      vatByRate: [{ rate: 9, gross: 11.45, net: 10.5, vat: 0.95 }],
      zone: { name: 'De Pijp', minOrder: 12.5 },
      problem:
        'Het minimale bestelbedrag voor bezorgen in De Pijp is €\u00a012,50. Voeg nog €\u00a02,55 toe of kies afhalen.',
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/checkout/quote' });
    expect(none.json()).toMatchObject({ location: null, lines: [] });
  });

  it('names each line that cannot be sold with its fix and keeps the rest orderable', async () => {
    const { cookie, sessionId } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Crispy chicken burger', options: ['Extra kaas'] },
      { name: 'Friet' },
      { name: 'Koolsla' },
    ]);
    const lines = await t.database.db.select().from(cartLines).where(eq(cartLines.sessionId, sessionId));
    const burger = lines.find((l) => l.name === 'Crispy chicken burger')!;
    const friet = lines.find((l) => l.name === 'Friet')!;
    await t.database.db.execute(sql`update products set available = false where id = ${friet.productId}`);
    // Its option was removed by the owner (the line still holds the old option's id).
    await t.database.db
      .update(cartLines)
      .set({ selectedOptions: [{ ...burger.selectedOptions[0]!, optionId: randomUUID() }] })
      .where(eq(cartLines.id, burger.id));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/checkout/quote', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const quote = res.json();
      const byName = (name: string) => quote.lines.find((l: { name: string }) => l.name === name);
      expect(quote.lines).toHaveLength(3);
      expect(byName('Crispy chicken burger')).toMatchObject({
        id: burger.id,
        problem: { kind: 'option', message: expect.stringMatching(/Kies opnieuw/) },
      });
      expect(byName('Friet')).toMatchObject({
        id: friet.id,
        problem: { kind: 'unavailable', message: expect.stringMatching(/^Friet is op dit moment niet/) },
      });
      expect(byName('Koolsla').problem).toBeNull();
      expect(quote.subtotal).toBe(byName('Koolsla').total);
      // Ordering names the first line to fix instead of an empty cart.
      const placed = await post(cookie, checkoutBody({}));
      expect(placed.statusCode).toBe(409);
      expect(placed.json().message).toMatch(/Crispy chicken burger|Friet/);
    } finally {
      await t.database.db.execute(sql`update products set available = true where id = ${friet.productId}`);
    }
  });
});

describe('POST /api/checkout', () => {
  it('places a delivery order with the zone fee, VAT and a payment', async () => {
    const { res, sessionId } = await cartAndCheckout('amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json();
    expect(orderId).toMatch(/^[\w-]{22}$/);
    expect(checkoutUrl).toMatch(/^\/demo-betaling\/demo_/);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'pending_payment',
      sessionId,
      fulfilment: 'delivery',
      postcode: '1072 LN',
      phone: '0612345678',
      subtotalCents: 1990,
      deliveryFeeCents: 150, // De Pijp (1071-1074) is narrower than Oud-West en Zuid (1052-1079).
      totalCents: 2140,
      vatCents: 177,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Halve kip van het spit',
        quantity: 2,
        unitPriceCents: 995,
        totalCents: 1990,
      }),
    ]);
    expect(order.expectedAt.toISOString()).toBe('2026-11-25T18:00:00.000Z'); // 19:00 in Amsterdam
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'demo', status: 'open', amountCents: 2140 });
  });

  it('recomputes prices from the catalogue, whatever the cart or the body says', async () => {
    const { cookie, sessionId } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Crispy chicken burger', quantity: 1, options: ['Extra kaas'] },
      { name: 'Losse saus', quantity: 2, options: ['Knoflooksaus x2'] },
    ]);
    await t.database.db.update(cartLines).set({ priceCents: 1 }).where(eq(cartLines.sessionId, sessionId));
    const res = await post(
      cookie,
      checkoutBody({ fulfilment: 'pickup', total: 0.01, subtotal: 0.01, deliveryFee: 0 }),
    );
    expect(res.statusCode).toBe(201);
    const order = await orderOf(res.json().orderId);
    // Burger 8,95 + kaas 1,00; two loose sauces of 2 x 0,75.
    expect(order.subtotalCents).toBe(995 + 300);
    expect(order.totalCents).toBe(1295);
    expect(order.deliveryFeeCents).toBe(0);
  });

  it('refuses a postcode outside the delivery zones', async () => {
    const { res } = await cartAndCheckout('amsterdam', [{ name: 'Halve kip van het spit', quantity: 2 }], {
      postcode: '9999 ZZ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'We bezorgen helaas niet op postcode 9999 ZZ. Je kunt je bestelling wel afhalen.',
    );
  });

  it("refuses a delivery under the zone's minimum order", async () => {
    const { res } = await cartAndCheckout('amsterdam', [{ name: 'Losse saus', options: ['Chilisaus x2'] }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Het minimale bestelbedrag voor bezorgen in De Pijp is €\u00a012,50. Voeg nog €\u00a011,00 toe of kies afhalen.',
    );
  });

  it('refuses "zo snel mogelijk" at a closed location and offers the next slot', async () => {
    clock = MONDAY_MORNING;
    const { res } = await cartAndCheckout('amsterdam', [{ name: 'Halve kip van het spit' }], {
      fulfilment: 'pickup',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      // The menu's sentence: both ways named, each with its own earliest time (issue 28 item 6).
      'Gouden Haan Amsterdam: Nu gesloten, bestel vooruit voor afhalen vanaf vandaag 16:30 of bezorgen vanaf vandaag 17:00.',
    );
  });

  it('accepts a later slot at a closed location, and refuses one outside opening hours', async () => {
    clock = MONDAY_MORNING;
    const ok = await cartAndCheckout('amsterdam', [{ name: 'Halve kip van het spit' }], {
      fulfilment: 'pickup',
      time: '2026-11-23T15:30:00.000Z',
    });
    expect(ok.res.statusCode).toBe(201);
    const closed = await cartAndCheckout('amsterdam', [{ name: 'Halve kip van het spit' }], {
      fulfilment: 'pickup',
      time: '2026-11-23T11:00:00+01:00',
    });
    expect(closed.res.statusCode).toBe(409);
    expect(closed.res.json().message).toBe(
      'Gouden Haan Amsterdam is op dat moment gesloten. Het eerstvolgende tijdstip is vandaag 16:30.',
    );
  });

  it('refuses orders while the location has paused online ordering', async () => {
    await t.database.db
      .update(locations)
      .set({ orderingPaused: true, pausedMessage: 'Het is erg druk.' })
      .where(eq(locations.slug, 'rotterdam'));
    try {
      const { res } = await cartAndCheckout('rotterdam', [{ name: 'Halve kip van het spit' }], {
        fulfilment: 'pickup',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /neemt op dit moment geen online bestellingen aan\. Het is erg druk\./,
      );
    } finally {
      await t.database.db
        .update(locations)
        .set({ orderingPaused: false })
        .where(eq(locations.slug, 'rotterdam'));
    }
  });

  it('refuses a full slot and names the next free one', async () => {
    await t.database.db.update(locations).set({ slotCapacity: 1 }).where(eq(locations.slug, 'rotterdam'));
    try {
      const slot = { fulfilment: 'pickup', time: '2026-11-25T19:00:00+01:00' };
      const first = await cartAndCheckout('rotterdam', [{ name: 'Halve kip van het spit' }], slot);
      expect(first.res.statusCode).toBe(201);
      const second = await cartAndCheckout('rotterdam', [{ name: 'Halve kip van het spit' }], slot);
      expect(second.res.statusCode).toBe(409);
      expect(second.res.json().message).toBe(
        'Dit tijdstip is helaas vol. Het eerstvolgende vrije tijdstip is vandaag 18:30.',
      );
    } finally {
      await t.database.db.update(locations).set({ slotCapacity: 8 }).where(eq(locations.slug, 'rotterdam'));
    }
  });

  it('refuses a product that is no longer available', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Gouden Haan menu', options: ['Friet', 'Coca-Cola'] },
    ]);
    await t.database.db.execute(
      sql`update products set available = false where name = 'Gouden Haan menu' and location_slug = 'amsterdam'`,
    );
    try {
      const res = await post(cookie, checkoutBody({ fulfilment: 'pickup' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Gouden Haan menu is op dit moment niet beschikbaar/);
    } finally {
      await t.database.db.execute(sql`update products set available = true where name = 'Gouden Haan menu'`);
    }
  });

  it('refuses an option that sold out after it went into the cart, as a product or by its own mark', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Gouden Haan menu', options: ['Koolsla', 'Spa blauw'] },
    ]);
    await t.database.db.execute(
      sql`update products set available = false where name = 'Koolsla' and location_slug = 'amsterdam'`,
    );
    try {
      const res = await post(cookie, checkoutBody({ fulfilment: 'pickup' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Koolsla bij Gouden Haan menu is op dit moment niet beschikbaar/);
    } finally {
      await t.database.db.execute(sql`update products set available = true where name = 'Koolsla'`);
    }
    await t.database.db.execute(sql`update options set sold_out = true where choice = 'Spa blauw'`);
    try {
      const res = await post(cookie, checkoutBody({ fulfilment: 'pickup' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Spa blauw bij Gouden Haan menu is op dit moment niet beschikbaar/);
    } finally {
      await t.database.db.execute(sql`update options set sold_out = false where choice = 'Spa blauw'`);
    }
    expect((await post(cookie, checkoutBody({ fulfilment: 'pickup' }))).statusCode).toBe(201);
  });

  it('keeps the allergens of what was actually chosen on the order line', async () => {
    const { res } = await cartAndCheckout(
      'amsterdam',
      [{ name: 'Halve kip menu', options: ['Koolsla', 'Coca-Cola', 'Knoflooksaus'] }],
      { fulfilment: 'pickup' },
    );
    expect(res.statusCode).toBe(201);
    const order = await orderOf(res.json().orderId);
    expect(order.lines[0]!.allergens).toEqual(['eieren', 'selderij', 'mosterd']);
  });

  it('sends an empty cart or a missing session back with a Dutch message', async () => {
    const none = await post(null, checkoutBody());
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Je winkelwagen is leeg. Kies eerst iets van het menu.');
    const { cookie } = await seedCart(t.database.db, 'amsterdam', []);
    const empty = await post(cookie, checkoutBody());
    expect(empty.statusCode).toBe(400);
  });

  it('answers invalid fields with the schema message', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    for (const [field, value, message] of [
      ['postcode', '12345', 'Vul een geldige postcode in, zoals 1234 AB.'],
      ['phone', '12', 'Vul een geldig telefoonnummer in, zoals 06 12345678 of +31 6 12345678.'],
      ['termsAccepted', false, 'Ga akkoord met de privacyverklaring en de voorwaarden.'],
      ['email', 'geen-mail', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
    ] as const) {
      const res = await post(cookie, checkoutBody({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(message);
    }
  });

  it('gives the same order and payment for a repeated idempotency key', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const body = checkoutBody();
    const first = await post(cookie, body);
    const again = await post(cookie, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Someone else replaying the key gets nothing of the order.
    const stranger = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const other = await post(stranger.cookie, body);
    expect(other.statusCode).toBe(409);
  });

  it('makes one order and one payment from 10 concurrent calls with one key', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const body = checkoutBody({ idempotencyKey: 'concurrent-key-0123456789' });
    const results = await Promise.all(Array.from({ length: 10 }, () => post(cookie, body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => r.json().orderId));
    const urls = new Set(results.map((r) => r.json().checkoutUrl));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    const order = await orderOf([...ids][0]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    const same = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, 'concurrent-key-0123456789'));
    expect(same).toHaveLength(1);
  });

  it('expires an unpaid demo order after 15 minutes and cancels its demo payment', async () => {
    const { res } = await cartAndCheckout('amsterdam', [{ name: 'Halve kip van het spit' }], {
      fulfilment: 'pickup',
      time: '2026-11-25T21:00:00+01:00',
    });
    const { orderId, checkoutUrl } = res.json();
    const demoId = checkoutUrl.split('/').at(-1);
    clock = new Date(WEDNESDAY_EVENING.getTime() + 15 * 60_000);
    await t.app.orders.expireHolds();
    expect((await orderOf(orderId)).status).toBe('payment_failed');
    const demo = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${demoId}` });
    expect(demo.json().status).toBe('canceled');
    const status = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
    expect(status.json()).toMatchObject({ payment: 'expired', canRetry: true });
  });

  it('refunds a demo payment made after its hold ran out when the slot filled up meanwhile', async () => {
    await t.database.db.update(locations).set({ slotCapacity: 1 }).where(eq(locations.slug, 'rotterdam'));
    try {
      const slot = { fulfilment: 'pickup', time: '2026-11-25T21:00:00+01:00' };
      const first = await cartAndCheckout('rotterdam', [{ name: 'Halve kip van het spit' }], slot);
      const { orderId, checkoutUrl } = first.res.json();
      clock = new Date(WEDNESDAY_EVENING.getTime() + 16 * 60_000);
      const second = await cartAndCheckout('rotterdam', [{ name: 'Halve kip van het spit' }], slot);
      expect(second.res.statusCode).toBe(201);
      // The first buyer pays on the demo page still open in their browser.
      const demoId = checkoutUrl.split('/').at(-1);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/payments/demo/${demoId}`,
        headers: SAME_ORIGIN,
        payload: { outcome: 'paid' },
      });
      expect(paid.statusCode).toBe(200);
      expect((await orderOf(orderId)).status).toBe('cancelled');
      const [row] = await t.database.db.select().from(demoPayments).where(eq(demoPayments.id, demoId));
      expect(row).toMatchObject({ status: 'paid', amountRefundedCents: row!.amountCents });
      expect(row!.amountCents).toBeGreaterThan(0);
      const status = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
      expect(status.json()).toMatchObject({ payment: 'refunded', canRetry: false });
    } finally {
      await t.database.db.update(locations).set({ slotCapacity: 8 }).where(eq(locations.slug, 'rotterdam'));
    }
  });
});
