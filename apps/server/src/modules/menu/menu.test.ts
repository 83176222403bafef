import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS } from '@gh/domain';
import { menuSchema, type Menu } from '@gh/domain/menu';
import { createTestApp, loseListener, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema';
import { invalidate } from './menu.routes';
import { publishMenuChanged } from '../../db/channels';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getMenu(slug: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/menu/${slug}`, headers });
}

function allProducts(menu: Menu) {
  return menu.categories.flatMap((c) => c.products);
}

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('GET /api/menu/:location', () => {
  it('answers the whole menu of a city in the documented shape, prices in euros', async () => {
    const res = await getMenu('amsterdam');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const menu = menuSchema.parse(res.json());
    expect(menu.location).toBe('amsterdam');
    expect(menu.categories.map((c) => c.slug)).toEqual([
      'kip',
      'burgers',
      'wraps',
      'menus',
      'bijgerechten',
      'sauzen',
      'dranken',
      'desserts',
    ]);
    expect(menu.categories.find((c) => c.slug === 'menus')?.name).toBe("Menu's");
    const list = allProducts(menu);
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.every((p) => p.location === 'amsterdam')).toBe(true);
    const chicken = list.find((p) => p.name === 'Halve kip van het spit')!;
    expect(chicken.price).toBe(9.95);
    expect(chicken.category).toBe('kip');
    const sauce = list.find((p) => p.name === 'Losse saus')!;
    expect(sauce.category).toBe('sauzen');
    expect(sauce.optionGroups[0]).toMatchObject({ name: 'Saus keuze', min: 1, max: 4, maxMultiplier: 10 });
    expect(sauce.optionGroups[0]!.options).toContainEqual({
      choice: 'Knoflooksaus',
      price: 0.75,
      allergens: ['eieren'],
      mayContain: [],
      soldOut: false,
    });
    const menuItem = list.find((p) => p.name === 'Gouden Haan menu')!;
    expect(menuItem.optionGroups.map((g) => g.name)).toEqual(['Bijgerecht', 'Drank', "Extra's"]);
    for (const p of list) for (const a of [...p.allergens, ...p.mayContain]) expect(ALLERGENS).toContain(a);
  });

  it('gives options their allergens and marks an option sold out where the same product is', async () => {
    const side = (answer: unknown) =>
      allProducts(menuSchema.parse(answer))
        .find((p) => p.name === 'Halve kip menu')!
        .optionGroups.find((g) => g.name === 'Bijgerecht')!.options;
    const amsterdam = side((await getMenu('amsterdam')).json());
    const rotterdam = side((await getMenu('rotterdam')).json());
    // Uienringen is seeded sold out in Amsterdam only.
    expect(amsterdam.find((o) => o.choice === 'Uienringen')).toMatchObject({
      allergens: ['gluten', 'melk'],
      soldOut: true,
    });
    expect(rotterdam.find((o) => o.choice === 'Uienringen')!.soldOut).toBe(false);
    expect(amsterdam.find((o) => o.choice === 'Friet')).toMatchObject({
      mayContain: ['gluten'],
      soldOut: false,
    });
  });

  it('has its own prices and dishes per city', async () => {
    const amsterdam = allProducts((await getMenu('amsterdam')).json());
    const rotterdam = allProducts((await getMenu('rotterdam')).json());
    expect(rotterdam.length).toBeGreaterThanOrEqual(35);
    expect(rotterdam.find((p) => p.name === 'Halve kip van het spit')!.price).toBe(9.5);
    expect(rotterdam.some((p) => p.name === 'Kipsaté (3 spiezen)')).toBe(true);
    expect(amsterdam.some((p) => p.name === 'Kipsaté (3 spiezen)')).toBe(false);
    expect(new Set(amsterdam.map((p) => p.id)).size).toBe(amsterdam.length);
    expect(amsterdam.some((p) => rotterdam.some((r) => r.id === p.id))).toBe(false);
  });

  it('answers an unknown location with a Dutch 404', async () => {
    const res = await getMenu('utrecht');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Deze locatie kennen we niet.' });
  });

  it('answers odd slugs with a clear 4xx, never a 5xx', async () => {
    for (const slug of [
      'AMSTERDAM',
      '%00',
      'amsterdam%00',
      'a'.repeat(10_000),
      '%E2%82',
      '..%2F..',
      "x'--",
      '1',
    ]) {
      const res = await getMenu(slug);
      expect(res.statusCode, slug.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, slug.slice(0, 20)).toBeLessThan(500);
      expect(typeof res.json().message, slug.slice(0, 20)).toBe('string');
    }
  });

  it('sends a strong ETag and answers If-None-Match with 304', async () => {
    const first = await getMenu('amsterdam');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await getMenu('amsterdam', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await getMenu('amsterdam', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect((await getMenu('rotterdam')).headers.etag).not.toBe(etag);
  });

  it('sends brotli or gzip as the client accepts, with the same content', async () => {
    const plain = await getMenu('rotterdam', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await getMenu('rotterdam', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await getMenu('rotterdam', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const noBr = await getMenu('rotterdam', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('serves a changed product after a menu_changed notification', async () => {
    const before = await getMenu('amsterdam');
    const db = t.database.db;
    await db
      .update(products)
      .set({ priceCents: 1234, available: false })
      .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, 'Halve kip van het spit')));
    // Without a notification the cached answer stays.
    expect((await getMenu('amsterdam')).headers.etag).toBe(before.headers.etag);
    await publishMenuChanged(db, { location: 'amsterdam' });
    await waitFor(async () => (await getMenu('amsterdam')).headers.etag !== before.headers.etag);
    const after = allProducts((await getMenu('amsterdam')).json());
    expect(after.find((p) => p.name === 'Halve kip van het spit')).toMatchObject({
      price: 12.34,
      available: false,
    });
    const stale = await getMenu('amsterdam', { 'if-none-match': before.headers.etag as string });
    expect(stale.statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'serves a change it did not hear about once its listening connection is back',
    async () => {
      const before = await getMenu('rotterdam');
      await t.database.db
        .update(products)
        .set({ description: 'Gemaakt terwijl niemand luisterde.' })
        .where(and(eq(products.locationSlug, 'rotterdam'), eq(products.name, 'Halve kip van het spit')));
      await loseListener(t.database);
      await waitFor(async () => (await getMenu('rotterdam')).headers.etag !== before.headers.etag, 10_000);
      const after = allProducts((await getMenu('rotterdam')).json());
      expect(after.find((p) => p.name === 'Halve kip van het spit')!.description).toBe(
        'Gemaakt terwijl niemand luisterde.',
      );
    },
  );

  it('drops the cache through the exported invalidate too', async () => {
    const before = await getMenu('rotterdam');
    await t.database.db
      .update(products)
      .set({ description: 'Nieuw recept.' })
      .where(and(eq(products.locationSlug, 'rotterdam'), eq(products.name, 'Friet')));
    invalidate('rotterdam');
    const after = await getMenu('rotterdam');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(allProducts(after.json()).find((p) => p.name === 'Friet')!.description).toBe('Nieuw recept.');
  });
});
