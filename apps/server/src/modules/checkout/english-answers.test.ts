/**
 * The API answers in the language of `?lang=` (issue 20, decision 034): validation messages, the
 * cart's and checkout's refusals and the formats inside them are English with `lang=en` and the
 * spec's Dutch without it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open (16:00-22:00).
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
// Monday 23 November 2026, 10:00: Amsterdam opens at 16:00.
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

async function call(method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { message?: string } };
}

describe('POST /api/cart/add with a bad body', () => {
  const bad = { id: 'x', location: '', quantity: 1 };

  it('answers Dutch without lang', async () => {
    const res = await call('POST', '/api/cart/add', bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Kies eerst een locatie.');
  });

  it('answers English with lang=en', async () => {
    const res = await call('POST', '/api/cart/add?lang=en', bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a location first.');
  });

  it('gives zod’s own messages in the request’s language too', async () => {
    const nl = await call('POST', '/api/cart/add', { id: 'x', location: 42 });
    const en = await call('POST', '/api/cart/add?lang=en', { id: 'x', location: 42 });
    expect(nl.status).toBe(400);
    expect(en.status).toBe(400);
    expect(nl.body.message).toMatch(/Ongeldige invoer/);
    expect(en.body.message).toMatch(/Invalid input/);
  });

  it('says a body that is no JSON in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add?lang=en',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The data isn't valid JSON.");
  });

  it('refuses an unknown product in English', async () => {
    const res = await call('POST', '/api/cart/add?lang=en', {
      id: '00000000-0000-0000-0000-000000000000',
      location: 'amsterdam',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("We don't know this product.");
  });
});

describe('the checkout in English', () => {
  it('refuses a postcode outside the delivery zones', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const res = await call('POST', '/api/checkout?lang=en', checkoutBody({ postcode: '9999 ZZ' }), cookie);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Sorry, we don't deliver to postcode 9999 ZZ. You can still pick up your order.",
    );
  });

  it('names the minimum order in euros the English way', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Losse saus', options: ['Chilisaus x2'] },
    ]);
    const res = await call('POST', '/api/checkout?lang=en', checkoutBody(), cookie);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'The minimum order for delivery to De Pijp is €12.50. Please add €11.00 more or choose pickup.',
    );
  });

  it('says a closed location is closed, with its next time in English', async () => {
    clock = MONDAY_MORNING;
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const body = checkoutBody({ fulfilment: 'pickup' });
    const en = await call('POST', '/api/checkout?lang=en', body, cookie);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'Gouden Haan Amsterdam: Closed now; order ahead for pickup from today 4:30 pm or delivery from today 5:00 pm.',
    );
    const nl = await call('POST', '/api/checkout', body, cookie);
    expect(nl.body.message).toBe(
      'Gouden Haan Amsterdam: Nu gesloten, bestel vooruit voor afhalen vanaf vandaag 16:30 of bezorgen vanaf vandaag 17:00.',
    );
  });

  it('gives the form’s field messages in English', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    for (const [field, value, message] of [
      ['postcode', '12345', 'Please enter a valid Dutch postcode, such as 1234 AB.'],
      ['termsAccepted', false, 'Please accept the privacy statement and the terms.'],
      ['email', 'no-mail', 'Please enter a valid email address, such as name@example.com.'],
    ] as const) {
      const res = await call('POST', '/api/checkout?lang=en', checkoutBody({ [field]: value }), cookie);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe(message);
    }
  });

  it('labels the time slots and the closed notice in English', async () => {
    clock = MONDAY_MORNING;
    const en = await call('GET', '/api/checkout/options?location=amsterdam&fulfilment=pickup&lang=en');
    expect(en.status).toBe(200);
    const slots = en.body.slots as { label: string }[];
    expect(slots[0]!.label).toBe('today 4:30 pm');
    expect(slots.some((s) => s.label.startsWith('tomorrow '))).toBe(true);
    const nl = await call('GET', '/api/checkout/options?location=amsterdam&fulfilment=pickup');
    expect((nl.body.slots as { label: string }[])[0]!.label).toBe('vandaag 16:30');
  });

  it('says an empty cart is empty', async () => {
    const res = await call('POST', '/api/checkout?lang=en', checkoutBody());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your basket is empty. Please choose something from the menu first.');
  });
});

describe('a location that does not exist', () => {
  it('is unknown in both languages', async () => {
    const en = await call('GET', '/api/checkout/options?location=utrecht&lang=en');
    expect(en.status).toBe(404);
    expect(en.body.message).toBe("We don't know this location.");
    const nl = await call('GET', '/api/checkout/options?location=utrecht');
    expect(nl.body.message).toBe('Deze locatie kennen we niet.');
    const menu = await call('GET', '/api/menu/utrecht?lang=en');
    expect(menu.status).toBe(404);
    expect(menu.body.message).toBe("We don't know this location.");
    const long = await call('GET', `/api/menu/${'a'.repeat(70)}?lang=en`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("We don't know this location.");
  });
});

describe('a coupon in English', () => {
  it('is named in English in the cart, and kept in Dutch with the order for staff', async () => {
    const admin = await sessionCookie(
      t.database.db,
      (await makeAccount(t.database.db, { email: 'eigenaar-en@example.nl' })).id,
      { now: clock },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: {
        code: 'HELLO10',
        percentOff: 10,
        location: null,
        validFrom: '2026-11-01',
        validUntil: '2026-12-31',
        maxUses: null,
        minimumOrder: 0,
      },
    });
    expect(created.statusCode).toBe(201);
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const unknown = await call('POST', '/api/cart/coupon?lang=en', { code: 'NOPE' }, cookie);
    expect(unknown.body.message).toBe(
      "We don't recognise this discount code. Please check it and try again.",
    );
    const cart = await call('POST', '/api/cart/coupon?lang=en', { code: 'hello10' }, cookie);
    expect(cart.status).toBe(200);
    expect((cart.body.discounts as { label: string }[])[0]!.label).toBe('Discount code HELLO10 (10%)');
    const placed = await call(
      'POST',
      '/api/checkout?lang=en',
      checkoutBody({ fulfilment: 'pickup' }),
      cookie,
    );
    expect(placed.status).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, placed.body.orderId as string));
    expect(order!.lang).toBe('en');
    expect(JSON.stringify(order!.discounts)).toContain('Kortingscode HELLO10 (10%)');
    // The customer's order page (and e-mails) name it as they saw it; staff's stays Dutch.
    const english = await call('GET', `/api/orders/${placed.body.orderId as string}?lang=en`);
    expect(english.status).toBe(200);
    expect((english.body.discounts as { label: string }[])[0]!.label).toBe('Discount code HELLO10 (10%)');
    const dutch = await call('GET', `/api/orders/${placed.body.orderId as string}`);
    expect((dutch.body.discounts as { label: string }[])[0]!.label).toBe('Kortingscode HELLO10 (10%)');
  });
});
