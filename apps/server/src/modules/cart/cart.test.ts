import { locationConflictMessage } from '@gh/domain';
import type { Cart } from '@gh/domain/cart';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPayload, findProduct, seedProducts, visitor, type SeedProduct } from '../../../test/cart-helpers';
import { createTestApp, loseListener, memoryMailer, testConfig, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { publishMenuChanged } from '../../db/channels';

let t: TestApp;
let products: SeedProduct[];
let clock = new Date('2026-11-20T12:00:00Z');
const messages: string[] = [];

let burger: SeedProduct;
let halfChicken: SeedProduct;
let menu: SeedProduct;
let sauce: SeedProduct;
let rotterdamChicken: SeedProduct;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  products = await seedProducts(t.database);
  burger = findProduct(products, 'amsterdam', 'Crispy chicken burger');
  halfChicken = findProduct(products, 'amsterdam', 'Halve kip van het spit');
  menu = findProduct(products, 'amsterdam', 'Gouden Haan menu');
  sauce = findProduct(products, 'amsterdam', 'Losse saus');
  rotterdamChicken = findProduct(products, 'rotterdam', 'Halve kip van het spit');
});
afterAll(async () => {
  // Only the location refusal may say "conflict" (the browser turns it into its warning).
  const others = messages.filter((m) => !m.startsWith('Locatieconflict'));
  expect(others.filter((m) => m.toLowerCase().includes('conflict'))).toEqual([]);
  await t?.close();
});

function cartOf(res: { statusCode: number; json(): unknown }): Cart {
  expect(res.statusCode).toBe(200);
  return res.json() as Cart;
}

/** A new Amsterdam product, announced as staff's edits are, once the cart's catalogue has it; its id. */
async function newProduct(name: string, priceCents: number): Promise<string> {
  const result = await t.database.db.execute(sql`
    insert into products (location_slug, category_slug, name, price_cents)
    values ('amsterdam', 'kip', ${name}, ${priceCents}) returning id`);
  await publishMenuChanged(t.database.db, { location: 'amsterdam' });
  await new Promise((r) => setTimeout(r, 100));
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

function refused(res: { statusCode: number; json(): unknown }, status: number): string {
  expect(res.statusCode).toBe(status);
  const { message } = res.json() as { message: string };
  expect(message).toMatch(/\S/);
  messages.push(message);
  return message;
}

describe('GET /api/cart', () => {
  it('answers an empty cart without a cookie and starts no session', async () => {
    const v = visitor(t.app);
    const res = await v.call('GET', '/api/cart');
    expect(cartOf(res)).toEqual({ items: [], location: null, subtotal: 0, count: 0 });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 403 with a Dutch message and a fresh session for an unknown cookie', async () => {
    const v = visitor(t.app, 'bogus-token');
    const res = await v.call('GET', '/api/cart');
    expect(refused(res, 403)).toMatch(/sessie is verlopen/i);
    expect(v.cookie).not.toBe('bogus-token');
    expect(cartOf(await v.call('GET', '/api/cart')).items).toEqual([]);
  });

  it('expires an idle session after SESSION_IDLE_MINUTES and slides on use', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken)));
    clock = new Date(clock.getTime() + 100 * 60_000);
    expect(cartOf(await v.call('GET', '/api/cart')).count).toBe(1);
    clock = new Date(clock.getTime() + 100 * 60_000);
    expect(cartOf(await v.call('GET', '/api/cart')).count).toBe(1);
    const before = v.cookie;
    clock = new Date(clock.getTime() + 121 * 60_000);
    const res = await v.call('GET', '/api/cart');
    refused(res, 403);
    expect(v.cookie).not.toBe(before);
    expect(cartOf(await v.call('GET', '/api/cart'))).toEqual({
      items: [],
      location: null,
      subtotal: 0,
      count: 0,
    });
  });
});

describe('POST /api/cart/add', () => {
  it('starts an HttpOnly SameSite=Lax session and prices from the catalogue, not the payload', async () => {
    const v = visitor(t.app);
    const res = await v.call(
      'POST',
      '/api/cart/add',
      addPayload(burger, {
        price: 0.01,
        name: 'Gratis burger',
        category: 'sauzen',
        selectedOptions: [{ choice: 'Extra kaas', price: -100 }],
        admin: true,
      }),
    );
    const cookie = res.cookies.find((c) => c.name === 'gh_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const cart = cartOf(res);
    expect(cart.location).toBe('amsterdam');
    expect(cart.count).toBe(1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: burger.id,
      name: 'Crispy chicken burger',
      price: burger.priceCents / 100,
      quantity: 1,
      category: 'burgers',
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Extra kaas', price: 1 }],
      total: (burger.priceCents + 100) / 100,
    });
    expect(cart.items[0]!.id).not.toBe(burger.id);
    expect(cart.subtotal).toBe((burger.priceCents + 100) / 100);
  });

  it('coerces quantity and options as spec section 5 says', async () => {
    const v = visitor(t.app);
    let cart = cartOf(
      await v.call('POST', '/api/cart/add', addPayload(halfChicken, { quantity: 'veel', price: 'x' })),
    );
    expect(cart.items[0]!.quantity).toBe(1);
    cart = cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken, { quantity: -4 })));
    expect(cart.items[0]!.quantity).toBe(2);
    cart = cartOf(
      await v.call(
        'POST',
        '/api/cart/add',
        addPayload(halfChicken, { quantity: '3', selectedOptions: null }),
      ),
    );
    expect(cart.items[0]!.quantity).toBe(5);
    expect(cart.items).toHaveLength(1);
    // Only id and location given: everything else takes its default.
    cart = cartOf(await v.call('POST', '/api/cart/add', { id: halfChicken.id, location: 'amsterdam' }));
    expect(cart.items[0]!.quantity).toBe(6);
    cart = cartOf(
      await v.call('POST', '/api/cart/add', {
        id: burger.id,
        location: 'amsterdam',
        selectedOptions: [{ choice: 'Extra kaas' }],
      }),
    );
    expect(cart.items[1]).toMatchObject({
      quantity: 1,
      selectedOptions: [{ choice: 'Extra kaas', price: 1 }],
    });
  });

  it('raises the quantity for the same options and makes a new line for others, with stable ids', async () => {
    const v = visitor(t.app);
    const first = cartOf(
      await v.call(
        'POST',
        '/api/cart/add',
        addPayload(burger, { selectedOptions: [{ choice: 'Extra kaas', price: 1 }] }),
      ),
    );
    const id = first.items[0]!.id;
    const second = cartOf(
      await v.call(
        'POST',
        '/api/cart/add',
        addPayload(burger, { quantity: 2, selectedOptions: [{ choice: 'extra kaas ', price: 1 }] }),
      ),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ id, quantity: 3 });
    const third = cartOf(await v.call('POST', '/api/cart/add', addPayload(burger)));
    expect(third.items.map((i) => i.id)).toEqual([id, expect.any(String)]);
    expect(third.items[1]).toMatchObject({ quantity: 1, selectedOptions: [] });
    // Option order does not make a new line.
    const both = [
      { choice: 'Jalapeños', price: 0 },
      { choice: 'Extra kaas', price: 0 },
    ];
    cartOf(await v.call('POST', '/api/cart/add', addPayload(burger, { selectedOptions: both })));
    const fourth = cartOf(
      await v.call('POST', '/api/cart/add', addPayload(burger, { selectedOptions: [...both].reverse() })),
    );
    expect(fourth.items).toHaveLength(3);
    expect(fourth.items[2]).toMatchObject({ quantity: 2 });
    expect(fourth.items[2]!.selectedOptions.map((o) => o.choice)).toEqual(['Extra kaas', 'Jalapeños']);
    expect(fourth.count).toBe(6);
  });

  it('prices a loose sauce from its options times their multipliers', async () => {
    const v = visitor(t.app);
    const cart = cartOf(
      await v.call(
        'POST',
        '/api/cart/add',
        addPayload(sauce, {
          quantity: 2,
          selectedOptions: [
            { choice: 'Knoflooksaus x3', price: 0 },
            { choice: 'Chilisaus', price: 0 },
          ],
        }),
      ),
    );
    expect(cart.items[0]!.selectedOptions).toEqual([
      { choice: 'Knoflooksaus x3', price: 0.75 },
      { choice: 'Chilisaus', price: 0.75 },
    ]);
    expect(cart.items[0]!.total).toBe(6);
    expect(cart.subtotal).toBe(6);
  });

  it('refuses unknown, unavailable and tampered products and options with 400 and a Dutch message', async () => {
    const v = visitor(t.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [addPayload(burger, { id: '00000000-0000-4000-8000-000000000000' }), /kennen we niet/],
      [addPayload(burger, { id: 'DROP TABLE products' }), /kennen we niet/],
      [addPayload(burger, { location: 'rotterdam' }), /andere vestiging/],
      [addPayload(burger, { selectedOptions: [{ choice: 'Gouden staaf', price: 0 }] }), /optie/],
      [addPayload(burger, { selectedOptions: [{ choice: 'Coca-Cola', price: 0 }] }), /optie/],
      [addPayload(burger, { selectedOptions: [{ choice: 'Extra kaas x2', price: 0 }] }), /één/],
      [addPayload(sauce, { selectedOptions: [{ choice: 'Knoflooksaus x11', price: 0 }] }), /1 tot 10/],
      [addPayload(sauce, { selectedOptions: [{ choice: 'Knoflooksaus x0', price: 0 }] }), /1 tot 10/],
      [addPayload(sauce, { selectedOptions: [] }), /minstens 1 optie bij Saus keuze/],
      [
        addPayload(sauce, {
          selectedOptions: [
            { choice: 'Knoflooksaus', price: 0 },
            { choice: 'knoflooksaus x2', price: 0 },
          ],
        }),
        /twee keer/,
      ],
      [addPayload(menu, { selectedOptions: [{ choice: 'Friet', price: 0 }] }), /minstens 1 optie bij Drank/],
      [
        addPayload(menu, {
          selectedOptions: [
            { choice: 'Friet', price: 0 },
            { choice: 'Coca-Cola', price: 0 },
            { choice: 'Coca-Cola Zero', price: 0 },
          ],
        }),
        /hoogstens 1 optie bij Drank/,
      ],
      [addPayload(burger, { quantity: 100 }), /maximaal 99/],
      [addPayload(burger, { location: '' }), /locatie/i],
      [{ ...addPayload(burger), id: undefined }, /\S/],
    ];
    for (const [payload, message] of cases) {
      const res = await v.call('POST', '/api/cart/add', payload);
      expect(refused(res, 400), JSON.stringify(payload)).toMatch(message);
    }
    expect(v.cookie).toBeUndefined();

    await t.database.db.execute(sql`update products set available = false where id = ${halfChicken.id}`);
    await publishMenuChanged(t.database.db, { location: 'amsterdam' });
    await new Promise((r) => setTimeout(r, 100));
    try {
      expect(refused(await v.call('POST', '/api/cart/add', addPayload(halfChicken)), 400)).toMatch(
        /niet beschikbaar/,
      );
    } finally {
      await t.database.db.execute(sql`update products set available = true where id = ${halfChicken.id}`);
      await publishMenuChanged(t.database.db, { location: 'amsterdam' });
      await new Promise((r) => setTimeout(r, 100));
    }
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken)));
  });

  it("refuses an option that is sold out: by the owner's mark or as a sold-out product of that name", async () => {
    const v = visitor(t.app);
    const choose = (side: string, drink = 'Coca-Cola') =>
      addPayload(menu, {
        selectedOptions: [
          { choice: side, price: 0 },
          { choice: drink, price: 0 },
        ],
      });
    // Uienringen is seeded sold out in Amsterdam: it can't be the side of a menu either.
    expect(refused(await v.call('POST', '/api/cart/add', choose('Uienringen')), 400)).toBe(
      'Uienringen is op dit moment niet beschikbaar. Kies iets anders.',
    );
    await t.database.db.execute(sql`
      update options set sold_out = true
      where choice = 'Fanta Sinas' and group_id in (select id from option_groups where product_id = ${menu.id})`);
    await publishMenuChanged(t.database.db, { location: 'amsterdam' });
    await new Promise((r) => setTimeout(r, 100));
    try {
      expect(refused(await v.call('POST', '/api/cart/add', choose('Friet', 'Fanta Sinas')), 400)).toBe(
        'Fanta Sinas is op dit moment niet beschikbaar. Kies iets anders.',
      );
    } finally {
      await t.database.db.execute(sql`update options set sold_out = false where choice = 'Fanta Sinas'`);
      await publishMenuChanged(t.database.db, { location: 'amsterdam' });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(cartOf(await v.call('POST', '/api/cart/add', choose('Friet', 'Fanta Sinas'))).items).toHaveLength(
      1,
    );
  });

  it('caps a line at 99 without changing it', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken, { quantity: 60 })));
    expect(
      refused(await v.call('POST', '/api/cart/add', addPayload(halfChicken, { quantity: 40 })), 400),
    ).toMatch(/maximaal 99/);
    const cart = cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken, { quantity: 39 })));
    expect(cart.items[0]!.quantity).toBe(99);
  });

  it('refuses a product of the other location with the Locatieconflict message, case-insensitively', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken, { location: 'AMSTERDAM' })));
    const message = refused(await v.call('POST', '/api/cart/add', addPayload(rotterdamChicken)), 409);
    expect(message).toBe(locationConflictMessage('amsterdam', 'rotterdam'));
    expect(message).toContain('conflict');
    const cart = cartOf(await v.call('GET', '/api/cart'));
    expect(cart).toMatchObject({ location: 'amsterdam', count: 1 });
  });

  it('refuses an add whose location field differs from the cart’s with the conflict message, whatever its product', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken)));
    // An Amsterdam product sent as Rotterdam's: spec section 5 compares the item's location field.
    for (const body of [
      addPayload(burger, { location: 'Rotterdam' }),
      addPayload(burger, { location: 'rotterdam', id: '00000000-0000-4000-8000-000000000000' }),
    ]) {
      const message = refused(await v.call('POST', '/api/cart/add', body), 409);
      expect(message).toBe(locationConflictMessage('amsterdam', 'rotterdam'));
    }
    // The same product under the cart's own location is still what it is: a product of elsewhere.
    expect(
      refused(
        await v.call('POST', '/api/cart/add', addPayload(rotterdamChicken, { location: 'amsterdam' })),
        400,
      ),
    ).toMatch(/andere vestiging/);
    expect(cartOf(await v.call('GET', '/api/cart'))).toMatchObject({ location: 'amsterdam', count: 1 });
  });

  it('loses no update when 50 adds of one product run in parallel on one session', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(burger)));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => v.call('POST', '/api/cart/add', addPayload(halfChicken))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const cart = cartOf(await v.call('GET', '/api/cart'));
    expect(cart.items.find((i) => i.productId === halfChicken.id)?.quantity).toBe(50);
    expect(cart.items).toHaveLength(2);
  });

  it('never mixes locations when adds of both cities race on an empty cart', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(burger)));
    for (let round = 0; round < 3; round++) {
      cartOf(await v.call('DELETE', '/api/cart/clear'));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          v.call('POST', '/api/cart/add', addPayload(i % 2 ? rotterdamChicken : halfChicken)),
        ),
      );
      const cart = cartOf(await v.call('GET', '/api/cart'));
      expect(new Set(cart.items.map((i) => i.location)).size).toBe(1);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(cart.count);
      expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    }
  });
});

describe('update, remove and clear', () => {
  it('updates a quantity, removes on a quantity below 1 and clears the location with the last line', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken)));
    const cart = cartOf(await v.call('POST', '/api/cart/add', addPayload(burger)));
    const [chickenLine, burgerLine] = cart.items.map((i) => i.id);
    const updated = cartOf(await v.call('PUT', '/api/cart/update', { id: burgerLine, quantity: 4 }));
    expect(updated.items.map((i) => [i.id, i.quantity])).toEqual([
      [chickenLine, 1],
      [burgerLine, 4],
    ]);
    expect(updated.count).toBe(5);
    expect(refused(await v.call('PUT', '/api/cart/update', { id: burgerLine, quantity: 100 }), 400)).toMatch(
      /99/,
    );
    const removed = cartOf(await v.call('PUT', '/api/cart/update', { id: burgerLine, quantity: 0 }));
    expect(removed.items.map((i) => i.id)).toEqual([chickenLine]);
    const empty = cartOf(await v.call('DELETE', `/api/cart/remove/${chickenLine}`));
    expect(empty).toEqual({ items: [], location: null, subtotal: 0, count: 0 });
    // With the cart empty the other city is welcome.
    expect(cartOf(await v.call('POST', '/api/cart/add', addPayload(rotterdamChicken))).location).toBe(
      'rotterdam',
    );
  });

  it('answers 404 with a Dutch message for lines that are not in this cart', async () => {
    const owner = visitor(t.app);
    const line = cartOf(await owner.call('POST', '/api/cart/add', addPayload(burger))).items[0]!.id;
    const stranger = visitor(t.app);
    cartOf(await stranger.call('POST', '/api/cart/add', addPayload(burger)));
    expect(refused(await stranger.call('DELETE', `/api/cart/remove/${line}`), 404)).toMatch(/winkelwagen/);
    refused(await stranger.call('PUT', '/api/cart/update', { id: line, quantity: 2 }), 404);
    refused(await stranger.call('DELETE', '/api/cart/remove/niet-een-id'), 404);
    refused(await visitor(t.app).call('DELETE', `/api/cart/remove/${line}`), 404);
    expect(cartOf(await owner.call('GET', '/api/cart')).items[0]).toMatchObject({ id: line, quantity: 1 });
  });

  it('clears the cart and answers items and location', async () => {
    const v = visitor(t.app);
    cartOf(await v.call('POST', '/api/cart/add', addPayload(burger)));
    expect(cartOf(await v.call('DELETE', '/api/cart/clear'))).toEqual({
      items: [],
      location: null,
      subtotal: 0,
      count: 0,
    });
    expect(cartOf(await v.call('GET', '/api/cart')).items).toEqual([]);
    expect(cartOf(await visitor(t.app).call('DELETE', '/api/cart/clear')).items).toEqual([]);
    // A DELETE carries no body: one that does is refused, not ignored.
    refused(await v.call('DELETE', '/api/cart/clear', { all: true }), 400);
  });

  it('forgets a stale location when a deleted product took the last line with it', async () => {
    const v = visitor(t.app);
    const extra = await newProduct('Tijdelijke kip', 500);
    cartOf(await v.call('POST', '/api/cart/add', { ...addPayload(halfChicken), id: extra }));
    // Read once first, so that the answer this instance keeps for the cart must not be served again.
    expect(cartOf(await v.call('GET', '/api/cart')).items).toHaveLength(1);
    // As staff delete a product: its lines go by a cascade, and every instance hears menu_changed.
    await t.database.db.execute(sql`delete from products where id = ${extra}`);
    await publishMenuChanged(t.database.db, { location: 'amsterdam' });
    await new Promise((r) => setTimeout(r, 100));
    expect(cartOf(await v.call('GET', '/api/cart'))).toMatchObject({ items: [], location: null });
    expect(cartOf(await v.call('POST', '/api/cart/add', addPayload(rotterdamChicken))).location).toBe(
      'rotterdam',
    );
  });
});

describe('after the listening connection was lost', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'drops a line whose product went meanwhile, unheard',
    async () => {
      const v = visitor(t.app);
      const extra = await newProduct('Kip van de dag', 600);
      cartOf(await v.call('POST', '/api/cart/add', addPayload(halfChicken)));
      cartOf(await v.call('POST', '/api/cart/add', { ...addPayload(halfChicken), id: extra }));
      expect(cartOf(await v.call('GET', '/api/cart')).count).toBe(2);
      // Deleted without the notification a product delete sends: as if it came while nobody listened.
      await t.database.db.execute(sql`delete from products where id = ${extra}`);
      await loseListener(t.database);
      await expect
        .poll(async () => cartOf(await v.call('GET', '/api/cart')).items.map((i) => i.name), {
          timeout: 10_000,
        })
        .toEqual(['Halve kip van het spit']);
    },
  );
});

describe('a second instance on the same database', () => {
  it('changes a cart that the first one has just read, and the first one serves the change', async () => {
    const other = await buildApp({
      config: testConfig(),
      database: t.database,
      mailer: memoryMailer(),
      now: () => clock,
    });
    try {
      const here = visitor(t.app);
      cartOf(await here.call('POST', '/api/cart/add', addPayload(burger)));
      const there = visitor(other, here.cookie);
      const read = async () => cartOf(await here.call('GET', '/api/cart'));
      const lines = async () => (await read()).items.map((i) => `${i.name} x${i.quantity}`);

      expect(await lines()).toEqual(['Crispy chicken burger x1']);
      cartOf(await there.call('POST', '/api/cart/add', addPayload(halfChicken)));
      expect(await lines()).toEqual(['Crispy chicken burger x1', 'Halve kip van het spit x1']);
      cartOf(await there.call('POST', '/api/cart/add', addPayload(burger)));
      expect(await lines()).toEqual(['Crispy chicken burger x2', 'Halve kip van het spit x1']);
      const [first] = (await read()).items;
      cartOf(await there.call('PUT', '/api/cart/update', { id: first!.id, quantity: 5 }));
      expect(await lines()).toEqual(['Crispy chicken burger x5', 'Halve kip van het spit x1']);
      cartOf(await there.call('DELETE', `/api/cart/remove/${first!.id}`));
      expect(await lines()).toEqual(['Halve kip van het spit x1']);
      cartOf(await there.call('DELETE', '/api/cart/clear'));
      expect(await read()).toEqual({ items: [], location: null, subtotal: 0, count: 0 });
      cartOf(await there.call('POST', '/api/cart/add', addPayload(rotterdamChicken)));
      expect(await read()).toMatchObject({
        location: 'rotterdam',
        count: 1,
        subtotal: rotterdamChicken.priceCents / 100,
      });
    } finally {
      await other.close();
    }
  });
});

describe('only JSON from our own origin', () => {
  it('refuses a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { origin: 'https://evil.example' },
      payload: addPayload(burger),
    });
    expect(refused(res, 403)).toMatch(/niet van onze website/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    refused(del, 403);
  });

  it('refuses form and text bodies with 415', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { origin: 'http://localhost:3000', 'content-type': type },
        payload: `id=${burger.id}&location=amsterdam`,
      });
      expect(refused(res, 415)).toMatch(/JSON/);
    }
  });

  it('refuses a body with a __proto__ or constructor.prototype key with 400', async () => {
    for (const key of ['"__proto__":{"priceCents":1}', '"constructor":{"prototype":{"priceCents":1}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: `{"id":"${burger.id}","location":"amsterdam",${key}}`,
      });
      expect(refused(res, 400)).toMatch(/JSON/);
    }
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://goudenhaan.example',
        SMTP_URL: 'smtp://localhost:2525',
        PAYMENT_PROVIDER: 'demo',
        ALLOW_DEMO_PAYMENTS: 'true',
      },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { origin: 'https://goudenhaan.example' },
        payload: addPayload(burger),
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'gh_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await prod.close();
    }
  });
});
