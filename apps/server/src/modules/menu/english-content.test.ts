/** Issue 20: the menu, the cart and the order's lines in English with `?lang=en`, Dutch without it. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema, type Menu } from '@gh/domain/menu';
import { checkoutBody, SAME_ORIGIN } from '../../../test/checkout-fixtures';
import { insertOrder, makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { visitor } from '../../../test/cart-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { optionGroups, options, orders, products } from '../../db/schema';
import { invalidate } from './menu.routes';
import { publishMenuChanged } from '../../db/channels';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');

let t: TestApp;
let englishOrderId = '';
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
});
afterAll(() => t.close());

async function getMenu(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/menu/amsterdam${query}` });
}

function product(menu: Menu, id: string) {
  return menu.categories.flatMap((c) => c.products).find((p) => p.id === id)!;
}

async function productId(name: string, location = 'amsterdam'): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.name, name), eq(products.locationSlug, location)));
  return row!.id;
}

describe('GET /api/menu/:location?lang=en', () => {
  it('answers the English menu, with no field marked untranslated when all are written', async () => {
    const res = await getMenu('?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    const menu = menuSchema.parse(res.json());
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Chicken',
      'Burgers',
      'Wraps',
      'Meals',
      'Sides',
      'Sauces',
      'Drinks',
      'Desserts',
    ]);
    const chicken = product(menu, await productId('Halve kip van het spit'));
    expect(chicken).toMatchObject({ name: 'Half spit-roast chicken', price: 9.95, category: 'kip' });
    expect(chicken.description).toMatch(/^Half a free-range chicken/);
    expect(chicken.optionGroups[0]!.name).toBe('Choice of sauce');
    expect(chicken.optionGroups[0]!.options.map((o) => o.choice)).toContain('Garlic sauce');
    expect(res.body).not.toContain('untranslated');
  });

  it('stays Dutch without lang, and with lang=nl, each with its own ETag', async () => {
    const dutch = await getMenu();
    const nl = await getMenu('?lang=nl');
    const en = await getMenu('?lang=en');
    expect(dutch.headers['content-language']).toBe('nl');
    expect(dutch.body).toBe(nl.body);
    const menu = menuSchema.parse(dutch.json());
    expect(product(menu, await productId('Halve kip van het spit')).name).toBe('Halve kip van het spit');
    expect(dutch.body).not.toContain('untranslated');
    expect(en.headers.etag).not.toBe(dutch.headers.etag);
    // A client holding the Dutch ETag is not told the English menu is the same.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/menu/amsterdam?lang=en',
      headers: { 'if-none-match': dutch.headers.etag as string },
    });
    expect(again.statusCode).toBe(200);
  });

  it('shows the Dutch where no English is written yet and says which fields, after a change', async () => {
    const id = await productId('Kippenpoten (4 stuks)');
    // Both languages are cached before the change; the change must reach both.
    await getMenu();
    await getMenu('?lang=en');
    await t.database.db.update(products).set({ nameEn: '', descriptionEn: null }).where(eq(products.id, id));
    const [group] = await t.database.db.select().from(optionGroups).where(eq(optionGroups.productId, id));
    await t.database.db.update(optionGroups).set({ nameEn: '  ' }).where(eq(optionGroups.id, group!.id));
    await t.database.db
      .update(options)
      .set({ choiceEn: null })
      .where(and(eq(options.groupId, group!.id), eq(options.choice, 'Chilisaus')));
    invalidate('amsterdam');

    const legs = product(menuSchema.parse((await getMenu('?lang=en')).json()), id);
    expect(legs).toMatchObject({
      name: 'Kippenpoten (4 stuks)',
      description: expect.stringMatching(/^Vier sappige kippenpoten/),
      untranslated: ['name', 'description'],
    });
    expect(legs.optionGroups[0]).toMatchObject({ name: 'Saus keuze', untranslated: ['name'] });
    expect(legs.optionGroups[0]!.options.find((o) => o.choice === 'Chilisaus')).toMatchObject({
      untranslated: ['choice'],
    });
    expect(legs.optionGroups[0]!.options.find((o) => o.choice === 'Garlic sauce')?.untranslated).toBe(
      undefined,
    );
    // The Dutch menu names the same as before and marks nothing.
    const dutch = await getMenu();
    expect(product(menuSchema.parse(dutch.json()), id).name).toBe('Kippenpoten (4 stuks)');
    expect(dutch.body).not.toContain('untranslated');
  });

  it('refuses an unknown language with a 400 and a message', async () => {
    const res = await getMenu('?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Onbekende taal: gebruik lang=nl of lang=en.' });
  });
});

describe('the cart and the order in English', () => {
  it('takes an option by its English name and answers the cart in the language asked', async () => {
    const id = await productId('Halve kip van het spit');
    const shopper = visitor(t.app);
    const add = await shopper.call('POST', '/api/cart/add?lang=en', {
      id,
      name: 'Half spit-roast chicken',
      price: 9.95,
      quantity: 1,
      category: 'kip',
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Garlic sauce', price: 0.75 }],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().items[0]).toMatchObject({
      name: 'Half spit-roast chicken',
      selectedOptions: [{ choice: 'Garlic sauce', price: 0.75 }],
    });
    // The same option by its Dutch name is the same line.
    await shopper.call('POST', '/api/cart/add', {
      id,
      name: 'Halve kip van het spit',
      price: 9.95,
      quantity: 1,
      category: 'kip',
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Knoflooksaus', price: 0.75 }],
    });
    const dutch = (await shopper.call('GET', '/api/cart')).json();
    expect(dutch.items).toHaveLength(1);
    expect(dutch.items[0]).toMatchObject({
      name: 'Halve kip van het spit',
      quantity: 2,
      selectedOptions: [{ choice: 'Knoflooksaus', price: 0.75 }],
    });
    // The language switch keeps the cart, now named in English (not the Dutch answer kept).
    const english = (await shopper.call('GET', '/api/cart?lang=en')).json();
    expect(english.items[0]).toMatchObject({
      name: 'Half spit-roast chicken',
      quantity: 2,
      selectedOptions: [{ choice: 'Garlic sauce', price: 0.75 }],
    });
    expect(english.items[0].untranslated).toBeUndefined();
  });

  it('keeps the Dutch names on the order line for the kitchen and the English ones beside them', async () => {
    const id = await productId('Losse saus');
    const shopper = visitor(t.app);
    const add = await shopper.call('POST', '/api/cart/add?lang=en', {
      id,
      name: 'Extra sauce',
      price: 0,
      quantity: 1,
      category: 'sauzen',
      location: 'amsterdam',
      selectedOptions: [
        { choice: 'Barbecue sauce x2', price: 0.75 },
        { choice: 'Piri-piri sauce', price: 0.9 },
      ],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().items[0].selectedOptions.map((o: { choice: string }) => o.choice)).toEqual([
      'Barbecue sauce x2',
      'Piri-piri sauce',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout?lang=en',
      headers: { ...SAME_ORIGIN, cookie: `gh_session=${shopper.cookie}` },
      payload: checkoutBody({ fulfilment: 'pickup', postcode: undefined, houseNumber: undefined }),
    });
    expect(res.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, res.json().orderId as string));
    expect(order!.lang).toBe('en');
    englishOrderId = order!.id;
    expect(order!.lines).toEqual([
      expect.objectContaining({
        name: 'Losse saus',
        nameEn: 'Extra sauce',
        selectedOptions: [
          expect.objectContaining({ choice: 'Barbecuesaus x2', choiceEn: 'Barbecue sauce x2' }),
          expect.objectContaining({ choice: 'Piri-pirisaus', choiceEn: 'Piri-piri sauce' }),
        ],
      }),
    ]);
  });
});

describe('the language of an order for staff (who stay Dutch)', () => {
  it('is on the kitchen board and in the order history, English names nowhere there', async () => {
    expect(englishOrderId).not.toBe('');
    const db = t.database.db;
    const admin = await sessionCookie(db, (await makeAccount(db, { email: 'baas@example.nl' })).id, {
      now: WEDNESDAY_EVENING,
    });
    await db
      .update(orders)
      .set({ status: 'paid', paidAt: WEDNESDAY_EVENING })
      .where(eq(orders.id, englishOrderId));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

    const board = (await get('/api/admin/orders?location=amsterdam')).json();
    const card = board.orders.find((o: { id: string }) => o.id === englishOrderId);
    expect(card).toMatchObject({ lang: 'en', lines: [expect.objectContaining({ name: 'Losse saus' })] });
    expect(card.lines[0].optionTexts.join(' ')).toContain('Barbecuesaus');
    expect(JSON.stringify(card)).not.toContain('Extra sauce');

    const list = (await get('/api/admin/order-history?location=amsterdam')).json();
    expect(list.orders.find((o: { id: string }) => o.id === englishOrderId)).toMatchObject({ lang: 'en' });
    const detail = (await get(`/api/admin/order-history/${englishOrderId}`)).json();
    expect(detail.order).toMatchObject({ lang: 'en' });
  });
});

describe('ordering again in English', () => {
  it('names what is no longer sold in English', async () => {
    const id = await productId('Spicy kipvleugels (8 stuks)', 'rotterdam');
    const order = await insertOrder(t.database.db, { location: 'rotterdam' });
    const publicId = `reorder-english-${Date.now()}`.slice(0, 22);
    await t.database.db
      .update(orders)
      .set({
        publicId,
        lines: [
          {
            productId: id,
            name: 'Spicy kipvleugels (8 stuks)',
            nameEn: 'Spicy chicken wings (8)',
            category: 'kip',
            quantity: 1,
            unitPriceCents: 775,
            totalCents: 775,
            selectedOptions: [],
          },
        ],
      })
      .where(eq(orders.id, order.id));
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, id));
    await publishMenuChanged(t.database.db, { location: 'rotterdam' });
    await new Promise((r) => setTimeout(r, 50));
    const res = await visitor(t.app).call('POST', `/api/orders/${publicId}/reorder?lang=en`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().leftOut).toEqual([
      { name: 'Spicy chicken wings (8)', reason: expect.stringContaining('Spicy chicken wings (8)') },
    ]);
  });
});

describe('the pages content in English', () => {
  async function get(url: string) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('answers news, offers, vacancies, the gallery and popular dishes in English with ?lang=en', async () => {
    const news = await get('/api/news?lang=en');
    expect(news.articles.map((a: { title: string }) => a.title)).toContain('Gouden Haan opens in Rotterdam!');
    const article = await get('/api/news/nieuwe-vestiging-rotterdam?lang=en');
    expect(article.article.body).toMatch(/^Rotterdam, here we are!/);
    const offers = await get('/api/offers?lang=en');
    expect(offers.offers).toContainEqual(
      expect.objectContaining({ title: 'Family deal', badge: 'Together €19.95' }),
    );
    const vacancies = await get('/api/vacancies?lang=en');
    expect(vacancies.vacancies).toContainEqual(
      expect.objectContaining({
        slug: 'kok-amsterdam',
        title: 'Spit-roast cook',
        hours: '24 to 38 hours a week',
      }),
    );
    const gallery = await get('/api/gallery?lang=en');
    expect(gallery.images[0]).toMatchObject({ caption: 'Our whole chicken, marinated for 24 hours' });
    const popular = await get('/api/popular?lang=en');
    expect(popular.products.map((p: { name: string }) => p.name)).toContain('Half spit-roast chicken');
    for (const answer of [news, article, offers, vacancies, gallery, popular]) {
      expect(JSON.stringify(answer)).not.toContain('untranslated');
    }
  });

  it('stays Dutch without lang', async () => {
    const offers = await get('/api/offers');
    expect(offers.offers).toContainEqual(
      expect.objectContaining({ title: 'Familiedeal', badge: 'Samen € 19,95' }),
    );
    expect((await get('/api/gallery')).images[0].caption).toBe('Onze hele kip, 24 uur gemarineerd');
  });
});
