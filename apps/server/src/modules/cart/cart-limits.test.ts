/**
 * A cart's size (issue 26 item 7, decision 045): at most 50 lines, 99 of one line and € 1.000 in all
 * (the settings' defaults), each refused with a clear Dutch message; checkout holds the same limits.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishMenuChanged } from '../../db/channels';
import { addPayload, seedProducts, visitor, type SeedProduct } from '../../../test/cart-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers';

let t: TestApp;
let sauces: SeedProduct[];
let platter: SeedProduct;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => new Date('2026-11-25T17:00:00Z') } });
  await t.database.db.execute(sql`
    insert into products (location_slug, category_slug, name, price_cents)
    select 'amsterdam', 'kip', 'Limietsaus ' || n, 100 from generate_series(1, 55) n`);
  await t.database.db.execute(sql`
    insert into products (location_slug, category_slug, name, price_cents)
    values ('amsterdam', 'kip', 'Familieschotel', 1500)`);
  await publishMenuChanged(t.database.db, { location: 'amsterdam' });
  await new Promise((r) => setTimeout(r, 100));
  const products = await seedProducts(t.database);
  sauces = products.filter((p) => p.name.startsWith('Limietsaus '));
  platter = products.find((p) => p.name === 'Familieschotel')!;
});
afterAll(() => t?.close());

describe('the limits of a cart', () => {
  it('are 50 lines and € 1.000 unless the settings say otherwise', () => {
    const config = testConfig();
    expect([config.CART_MAX_LINES, config.CART_MAX_TOTAL_EUROS]).toEqual([50, 1000]);
  });

  it('takes 50 different lines and refuses a 51st, while more of a line already in it is fine', async () => {
    const v = visitor(t.app);
    for (const sauce of sauces.slice(0, 50)) {
      expect((await v.call('POST', '/api/cart/add', addPayload(sauce))).statusCode).toBe(200);
    }
    const refused = await v.call('POST', '/api/cart/add', addPayload(sauces[50]!));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Je winkelwagen kan hoogstens 50 verschillende producten bevatten. Verhoog liever het aantal van een product dat er al in zit, of bel het restaurant voor een grote bestelling.',
    );
    const more = await v.call('POST', '/api/cart/add', addPayload(sauces[0]!, { quantity: 3 }));
    expect(more.statusCode).toBe(200);
    expect(more.json().items).toHaveLength(50);
  });

  it('refuses an add or a quantity that takes the cart past € 1.000, and says what it would be', async () => {
    const v = visitor(t.app);
    const added = await v.call('POST', '/api/cart/add', addPayload(platter, { quantity: 66 }));
    expect(added.statusCode).toBe(200);
    const line = added.json().items[0].id as string;
    const over = await v.call('POST', '/api/cart/add', addPayload(platter));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Online bestellen kan tot €\u00a01.000,00 per bestelling; met dit erbij zou het €\u00a01.005,00 worden. Bel het restaurant voor een grotere bestelling.',
    );
    const raised = await v.call('PUT', '/api/cart/update', { id: line, quantity: 80 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toMatch(/zou het €\u00a01\.200,00 worden/);
    // 99 of one line stays the limit it was.
    const tooMany = await v.call('PUT', '/api/cart/update', { id: line, quantity: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Je kunt maximaal 99 stuks per product bestellen.');
    expect((await v.call('PUT', '/api/cart/update', { id: line, quantity: 10 })).statusCode).toBe(200);
  });

  it('holds the limits again at checkout, for a cart that grew past them anyway', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Familieschotel', quantity: 99 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({ fulfilment: 'pickup', time: '2026-11-25T20:00:00+01:00' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Online bestellen kan tot €\u00a01\.000,00 per bestelling; .*€\u00a01\.485,00/,
    );
  });
});
