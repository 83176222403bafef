/**
 * 18+ as the Alcoholwet asks (issue 28 item 9, decision 048): the owner marks a product "Alcohol
 * (18+)" through the admin API, the menu and the cart say so, checkout refuses (422) until the
 * customer confirms being 18 or older, and the board's order says "Legitimatie controleren (18+)".
 */
import type { AdminOrder, AdminProduct } from '@gh/domain/admin';
import type { Cart } from '@gh/domain/cart';
import type { Menu } from '@gh/domain/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let owner: string;
const NOW = new Date('2026-11-25T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  const account = await makeAccount(t.database.db, { email: 'eigenaar-18@example.nl', role: 'admin' });
  owner = await sessionCookie(t.database.db, account.id, { now: NOW });
});
afterAll(() => t?.close());

async function asOwner(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: owner }, payload });
}

/** A new beer in Amsterdam, marked "Alcohol (18+)" by the owner, and its id. */
async function beer(name: string): Promise<AdminProduct> {
  const list = (await asOwner('GET', '/api/admin/products?location=amsterdam')).json() as
    AdminProduct[] | { products: AdminProduct[] };
  const products = Array.isArray(list) ? list : list.products;
  const model = products.find((p) => p.name === 'Heineken 0.0')!;
  const { id: _id, updatedAt: _at, ...input } = model;
  const made = await asOwner('POST', '/api/admin/products', {
    ...input,
    name,
    nameEn: name,
    vatRate: 21,
    ageRestricted: true,
    optionGroups: [],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as AdminProduct;
}

/** A visitor's cart with these products, through the cart API as the browser fills it. */
async function cartWith(...items: { id: string; name: string; category: string }[]) {
  let cookie = '';
  let cart: Cart | undefined;
  for (const item of items) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { ...item, price: 1, quantity: 1, location: 'amsterdam', selectedOptions: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((c) => c.name === 'gh_session');
    if (session) cookie = `gh_session=${session.value}`;
    cart = res.json() as Cart;
  }
  return { cookie, cart: cart! };
}

const checkout = (cookie: string, body: object, lang = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/checkout${lang}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: body,
  });

describe('a product marked "Alcohol (18+)"', () => {
  it('is kept and answered by the admin API, and the menu and the cart say so', async () => {
    const made = await beer('Bokbier');
    expect(made.ageRestricted).toBe(true);
    const stored = (await asOwner('GET', `/api/admin/products/${made.id}`)).json() as AdminProduct;
    expect(stored.ageRestricted).toBe(true);

    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu/amsterdam' })).json() as Menu;
    const products = menu.categories.flatMap((c) => c.products);
    expect(products.find((p) => p.id === made.id)?.ageRestricted).toBe(true);
    expect(products.find((p) => p.name === 'Heineken 0.0')?.ageRestricted).toBe(false);

    const chicken = products.find((p) => p.name === 'Halve kip van het spit')!;
    const { cart } = await cartWith(
      { id: chicken.id, name: chicken.name, category: chicken.category },
      { id: made.id, name: made.name, category: made.category },
    );
    expect(cart.items.map((i) => [i.name, i.ageRestricted ?? false])).toEqual([
      ['Halve kip van het spit', false],
      ['Bokbier', true],
    ]);

    // The owner takes the mark off: the cart no longer says it.
    const { id: _id, updatedAt: _at, ...input } = stored;
    const saved = await asOwner('PUT', `/api/admin/products/${made.id}`, { ...input, ageRestricted: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminProduct).ageRestricted).toBe(false);
  });

  it('needs ageConfirmed at checkout: 422 with a message without it (Dutch and English), 201 with it', async () => {
    const made = await beer('Tripel');
    const { cookie } = await cartWith({ id: made.id, name: made.name, category: made.category });
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/quote?fulfilment=pickup',
      headers: { cookie },
    });
    expect(quote.json().lines[0]).toMatchObject({ name: 'Tripel', ageRestricted: true });

    const refused = await checkout(cookie, checkoutBody({ fulfilment: 'pickup' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Je bestelling bevat alcohol (18+). Bevestig dat je 18 jaar of ouder bent.',
    );
    const notTicked = await checkout(
      cookie,
      checkoutBody({ fulfilment: 'pickup', ageConfirmed: false }),
      '?lang=en',
    );
    expect(notTicked.statusCode).toBe(422);
    expect(notTicked.json().message).toBe(
      'Your order contains alcohol (18+). Please confirm that you are 18 or older.',
    );

    const placed = await checkout(cookie, checkoutBody({ fulfilment: 'pickup', ageConfirmed: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    const demoId = (placed.json() as { checkoutUrl: string }).checkoutUrl.split('/').at(-1);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${demoId}`,
      headers: SAME_ORIGIN,
      payload: { outcome: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const board = (await asOwner('GET', '/api/admin/orders?location=amsterdam')).json() as {
      orders: AdminOrder[];
    };
    const order = board.orders.find((o) => o.lines.some((l) => l.name === 'Tripel'))!;
    expect(order.ageCheck).toBe(true);
    expect(board.orders.filter((o) => o.id !== order.id).every((o) => !o.ageCheck)).toBe(true);
  });

  it('asks nothing of an order without such a product', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu/amsterdam' })).json() as Menu;
    const chicken = menu.categories
      .flatMap((c) => c.products)
      .find((p) => p.name === 'Halve kip van het spit')!;
    const { cookie } = await cartWith({ id: chicken.id, name: chicken.name, category: chicken.category });
    const placed = await checkout(cookie, checkoutBody({ fulfilment: 'pickup' }));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
