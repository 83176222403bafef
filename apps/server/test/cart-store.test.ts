/**
 * The browser's cart store (apps/web) against the real server: spec section 4's state rules with real
 * HTTP calls. The only stand-in is the browser itself: a fetch that resolves relative URLs and keeps
 * the session cookie, as a page would.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, seedProducts, type SeedProduct } from './cart-helpers';
import { createTestApp, type TestApp } from './helpers';
import { createCartStore, type CartItemInput } from '../../web/src/features/cart/cart-store';
import { applyCoupon } from '../../web/src/features/cart/api/coupon';
import { publishMenuChanged } from '../src/db/channels';

let t: TestApp;
let base: string;
let products: SeedProduct[];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  products = await seedProducts(t.database);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await t?.close();
});

interface Call {
  method: string;
  path: string;
  credentials: string | undefined;
}

/** A browser tab: relative URLs against the server, and a cookie jar for gh_session. */
function browser(options: { cookie?: string; base?: string } = {}) {
  const jar = { cookie: options.cookie };
  const calls: Call[] = [];
  const origin = options.base ?? base;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input).replace(/^\//, ''), `${origin}/`);
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, credentials: init?.credentials });
    const headers = new Headers(init?.headers);
    if (jar.cookie && init?.credentials === 'include') headers.set('cookie', `gh_session=${jar.cookie}`);
    const response = await realFetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const match = /^gh_session=([^;]*)/.exec(line);
      if (match) jar.cookie = match[1];
    }
    return response;
  }) as typeof fetch;
  return { jar, calls };
}

function harness() {
  const toasts: { title: string; description?: string | undefined; status: string; duration: number }[] = [];
  const store = createCartStore({ show: (toast) => toasts.push(toast) });
  stores.push(store);
  return { store, toasts };
}
const stores: ReturnType<typeof createCartStore>[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function item(product: SeedProduct, extra: Partial<CartItemInput> = {}): CartItemInput {
  return {
    id: product.id,
    name: product.name,
    price: product.priceCents / 100,
    quantity: 1,
    category: product.category,
    location: product.location,
    selectedOptions: [],
    ...extra,
  };
}

describe('the cart store (spec section 4) against the real server', () => {
  it('loads once, with credentials on every call and the loading flag on during each call', async () => {
    const { calls } = browser();
    const { store, toasts } = harness();
    const loading = store.load();
    expect(store.getSnapshot().loading).toBe(true);
    await loading;
    await store.load();
    expect(calls.filter((c) => c.path === '/api/cart')).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({ items: [], location: null, count: 0, loading: false });
    expect(toasts).toEqual([]);

    const burger = findProduct(products, 'amsterdam', 'Crispy chicken burger');
    const adding = store.add(item(burger));
    expect(store.getSnapshot().loading).toBe(true);
    await adding;
    const line = store.getSnapshot().items[0]!.id;
    await store.update(line, 2);
    await store.remove(line);
    await store.clear();
    expect(store.getSnapshot().loading).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/cart',
      'POST /api/cart/add',
      'PUT /api/cart/update',
      `DELETE /api/cart/remove/${line}`,
      'DELETE /api/cart/clear',
    ]);
    expect(calls.every((c) => c.credentials === 'include')).toBe(true);
  });

  it('shows an add at once, then takes the items, prices and location from the answer', async () => {
    browser();
    const { store, toasts } = harness();
    await store.load();
    const burger = findProduct(products, 'amsterdam', 'Crispy chicken burger');
    const adding = store.add(
      item(burger, {
        price: '0.01',
        quantity: 'twee',
        selectedOptions: [{ choice: 'Extra kaas', price: 'gratis' }],
      }),
    );
    // Optimistic: counted before the server answers.
    expect(store.getSnapshot()).toMatchObject({ count: 1, location: 'amsterdam' });
    expect(store.getSnapshot().items[0]!.id).toMatch(/^pending-/);
    expect(await adding).toBe(true);
    const after = store.getSnapshot();
    expect(after.items[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.items[0]).toMatchObject({
      price: burger.priceCents / 100,
      selectedOptions: [{ choice: 'Extra kaas', price: 1 }],
    });
    expect(after.subtotalCents).toBe(burger.priceCents + 100);
    expect(after.status).toBe('ITEM_ADDED');
    expect(toasts.at(-1)).toEqual({ title: 'Product toegevoegd', status: 'success', duration: 5000 });
    await wait(600);
    expect(store.getSnapshot().status).toBeNull();
  });

  it('keeps an add made while the first load was under way, whichever answer comes last', async () => {
    // A quick "Toevoegen" replayed at hydration: its answer arrives before the older load's.
    browser();
    const withCookie = globalThis.fetch;
    let addAnswered!: () => void;
    const added = new Promise<void>((resolve) => (addAnswered = resolve));
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const loading = (init?.method ?? 'GET') === 'GET' && String(input).endsWith('/api/cart');
      const answer = await withCookie(input, init);
      if (loading) await added;
      else addAnswered();
      return answer;
    }) as typeof fetch;
    const { store } = harness();
    const loading = store.load();
    const burger = findProduct(products, 'amsterdam', 'Crispy chicken burger');
    expect(await store.add(item(burger))).toBe(true);
    await loading;
    expect(store.getSnapshot()).toMatchObject({ count: 1, location: 'amsterdam' });
  });

  it('prices a pending line of a "Geen losse saus" dish as the server will, before it answers (decision 017)', async () => {
    const burger = findProduct(products, 'amsterdam', 'Crispy chicken burger');
    // The owner's dish whose name says "saus", taken out of the loose-sauce rule.
    await t.database.db.execute(
      sql`update products set name = 'Kip in pindasaus', not_loose_sauce = true where id = ${burger.id}`,
    );
    await publishMenuChanged(t.database.db, { location: 'amsterdam' });
    try {
      browser();
      const { store } = harness();
      await store.load();
      const dish = { ...burger, name: 'Kip in pindasaus' };
      const extra = { selectedOptions: [{ choice: 'Extra kaas', price: 1 }], notLooseSauce: true };
      await expect
        .poll(async () => {
          await store.clear();
          const adding = store.add(item(dish, extra));
          const pending = store.getSnapshot().subtotalCents;
          await adding;
          return [pending, store.getSnapshot().subtotalCents, store.getSnapshot().items[0]?.notLooseSauce];
        })
        .toEqual([burger.priceCents + 100, burger.priceCents + 100, true]);
    } finally {
      await t.database.db.execute(
        sql`update products set name = ${burger.name}, not_loose_sauce = false where id = ${burger.id}`,
      );
      await publishMenuChanged(t.database.db, { location: 'amsterdam' });
    }
  });

  it('refuses an add of the other location before sending, with the Locatieconflict warning', async () => {
    const { calls } = browser();
    const { store, toasts } = harness();
    await store.load();
    await store.add(item(findProduct(products, 'amsterdam', 'Halve kip van het spit')));
    const sent = calls.length;
    expect(await store.add(item(findProduct(products, 'rotterdam', 'Halve kip van het spit')))).toBe(false);
    expect(calls).toHaveLength(sent);
    expect(store.getSnapshot().error).toContain('conflict');
    expect(toasts.at(-1)).toEqual({
      title: 'Locatieconflict',
      description: 'Je winkelwagen bevat producten van een andere locatie.',
      status: 'warning',
      duration: 4000,
    });
    expect(store.getSnapshot()).toMatchObject({ count: 1, location: 'amsterdam' });
    await wait(600);
    expect(store.getSnapshot().error).toBeNull();
  });

  it('rolls an optimistic add back when the server refuses it', async () => {
    const { jar } = browser();
    const first = harness();
    await first.store.load();
    await first.store.add(item(findProduct(products, 'amsterdam', 'Halve kip van het spit')));
    // A second tab that has not seen the cart: the server refuses for it.
    browser({ cookie: jar.cookie! });
    const { store, toasts } = harness();
    const refused = store.add(item(findProduct(products, 'rotterdam', 'Halve kip van het spit')));
    expect(store.getSnapshot().count).toBe(1);
    expect(await refused).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ count: 0, items: [], location: null });
    expect(toasts.at(-1)).toMatchObject({ title: 'Locatieconflict', status: 'warning', duration: 4000 });

    const unknown = await store.add({ id: 'bestaat-niet', name: 'Niets', location: 'amsterdam' });
    expect(unknown).toBe(false);
    expect(toasts.at(-1)).toEqual({
      title: 'Foutmelding',
      description: 'Dit product kennen we niet.',
      status: 'error',
      duration: 4000,
    });
  });

  it('updates items only, and removes instead of updating below 1', async () => {
    const { calls } = browser();
    const { store, toasts } = harness();
    await store.load();
    await store.add(item(findProduct(products, 'amsterdam', 'Crispy chicken burger')));
    const line = store.getSnapshot().items[0]!.id;
    expect(await store.update(line, 3)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ count: 3, location: 'amsterdam' });
    expect(toasts.at(-1)).toEqual({
      title: 'Winkelwagen bijgewerkt',
      description: 'Aantal succesvol aangepast',
      status: 'success',
      duration: 5000,
    });
    expect(await store.update(line, 0)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/cart/remove/${line}` });
    expect(store.getSnapshot()).toMatchObject({ items: [], location: null, count: 0 });
    expect(toasts.at(-1)).toMatchObject({ title: 'Product verwijderd' });

    expect(await store.update(line, 2)).toBe(false);
    expect(toasts.at(-1)).toMatchObject({ title: 'Foutmelding', status: 'error', duration: 4000 });
  });

  it('clears the cart and marks it paid', async () => {
    browser();
    const { store, toasts } = harness();
    await store.load();
    await store.add(item(findProduct(products, 'amsterdam', 'Crispy chicken burger')));
    expect(await store.clear()).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ items: [], location: null });
    expect(toasts.at(-1)).toEqual({ title: 'Winkelwagen geleegd', status: 'info', duration: 5000 });
    await store.add(item(findProduct(products, 'rotterdam', 'Crispy chicken burger')));
    store.markPaid();
    expect(store.getSnapshot()).toMatchObject({
      items: [],
      location: null,
      count: 0,
      status: 'PAYMENT_SUCCESS',
    });
    expect(toasts.at(-1)).toMatchObject({ title: 'Betaling geslaagd', status: 'success', duration: 5000 });
  });

  it('empties the cart and shows SESSION_EXPIRED on a 403 at load', async () => {
    const { jar } = browser({ cookie: 'verlopen-sessie' });
    const { store, toasts } = harness();
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ items: [], location: null, status: 'SESSION_EXPIRED' });
    expect(toasts).toEqual([
      {
        title: 'Sessie verlopen',
        description: 'Je winkelwagen is verlopen. Begin opnieuw.',
        status: 'warning',
        duration: 5000,
      },
    ]);
    expect(jar.cookie).not.toBe('verlopen-sessie');
    await wait(600);
    expect(store.getSnapshot().status).toBeNull();
  });

  it('reports load failures as the spec words them', async () => {
    browser({ base: `${base}/api/nergens` });
    const notFound = harness();
    await notFound.store.load();
    expect(notFound.toasts).toEqual([
      {
        title: 'Foutmelding',
        description: 'Fout bij ophalen winkelwagen (Dit adres kennen we niet.)',
        status: 'error',
        duration: 4000,
      },
    ]);
    browser({ base: 'http://127.0.0.1:9' });
    const offline = harness();
    await offline.store.load();
    expect(offline.toasts.at(-1)).toMatchObject({ description: 'Kon winkelwagen niet ophalen' });
  });

  it('keeps the server’s discount lines with every answer, an update’s too, and drops them when paid', async () => {
    await t.database.db.execute(
      sql`insert into coupons (code, percent_off, valid_from, valid_until) values ('WINKEL10', 10, '2000-01-01', '2999-12-31')`,
    );
    browser();
    const { store } = harness();
    await store.load();
    const chicken = findProduct(products, 'amsterdam', 'Halve kip van het spit');
    await store.add(item(chicken));
    expect(store.getSnapshot().discounts).toEqual([]);
    store.takeAnswer(await applyCoupon('winkel10'));
    expect(store.getSnapshot().coupon).toEqual({ code: 'WINKEL10', problem: null, notice: null });
    const first = store.getSnapshot().discounts;
    expect(first.map((d) => d.label)).toEqual(['Kortingscode WINKEL10 (10%)']);
    await store.update(store.getSnapshot().items[0]!.id, 2);
    const second = store.getSnapshot().discounts;
    // 10% of € 9,95 is € 1,00 (rounded to the cent); of € 19,90 it is € 1,99.
    expect([first[0]!.amount, second[0]!.amount]).toEqual([1, 1.99]);
    store.markPaid();
    expect(store.getSnapshot()).toMatchObject({ discounts: [], coupon: null });
  });
});
