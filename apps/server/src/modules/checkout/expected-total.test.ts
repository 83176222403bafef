/**
 * No surprise at the pay button (issue 31 item 4): checkout takes the total the customer was shown;
 * when the owner changed a price meanwhile nothing is placed, and the 409 names the old and the new
 * total with the new quote, so the page can show it and the customer confirms with one more press.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open.
const clock = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  const account = await makeAccount(t.database.db, { email: 'eigenaar@example.nl' });
  admin = await sessionCookie(t.database.db, account.id, { now: clock });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

async function raisePrice(name: string, by: number) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, name)));
  const stored = (await call('GET', `/api/admin/products/${row!.id}`, admin)).json();
  const { id: _id, updatedAt: _at, ...input } = stored;
  const saved = await call('PUT', `/api/admin/products/${row!.id}`, admin, {
    ...input,
    price: stored.price + by,
  });
  expect(saved.statusCode).toBe(200);
}

const ordersOf = (name: string) => t.database.db.select().from(orders).where(eq(orders.customerName, name));

describe('the total the customer was shown', () => {
  it('places the order when it is the server’s total', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const quote = (await call('GET', '/api/checkout/quote?fulfilment=pickup', cookie)).json();
    const placed = await call(
      'POST',
      '/api/checkout',
      cookie,
      checkoutBody({ fulfilment: 'pickup', name: 'Zelfde Bedrag', expectedTotal: quote.total }),
    );
    expect(placed.statusCode).toBe(201);
  });

  it('places nothing after a price rise, names both totals, and places it at the new one on the next press', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Crispy chicken burger', quantity: 2 },
      { name: 'Friet' },
    ]);
    const before = (await call('GET', '/api/checkout/quote?fulfilment=pickup', cookie)).json();
    await raisePrice('Crispy chicken burger', 1);

    // The drawer follows the owner's edit and agrees with the quote.
    await expect
      .poll(async () => (await call('GET', '/api/cart', cookie)).json().total)
      .toBe(before.total + 2);
    const refused = await call(
      'POST',
      '/api/checkout',
      cookie,
      checkoutBody({ fulfilment: 'pickup', name: 'Nieuw Bedrag', expectedTotal: before.total }),
    );
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    const euro = (n: number) => `€\u00a0${n.toFixed(2).replace('.', ',')}`;
    expect(answer.message).toBe(
      `Het totaal is veranderd: je bestelling kost nu ${euro(before.total + 2)} in plaats van ` +
        `${euro(before.total)}. Er is nog niets besteld. Klopt het nieuwe bedrag, druk dan nog een ` +
        'keer op Bestellen en betalen.',
    );
    expect(answer.quote.total).toBe(before.total + 2);
    expect(answer.quote.lines).toHaveLength(2);
    expect(await ordersOf('Nieuw Bedrag')).toHaveLength(0);

    const confirmed = await call(
      'POST',
      '/api/checkout',
      cookie,
      checkoutBody({ fulfilment: 'pickup', name: 'Nieuw Bedrag', expectedTotal: answer.quote.total }),
    );
    expect(confirmed.statusCode).toBe(201);
    const [order] = await ordersOf('Nieuw Bedrag');
    expect(order!.totalCents).toBe(Math.round((before.total + 2) * 100));
  });

  it('says it in English on /en', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Koolsla' }]);
    const refused = await call(
      'POST',
      '/api/checkout?lang=en',
      cookie,
      checkoutBody({ fulfilment: 'pickup', name: 'Engels Bedrag', expectedTotal: 0.01 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The total has changed: your order now costs €\d/);
  });
});
