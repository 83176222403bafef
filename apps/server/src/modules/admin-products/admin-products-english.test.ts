/** Issue 20: the owner writes English beside the Dutch; visitors on /en read it, the audit log keeps it. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema } from '@gh/domain/menu';
import { auditLog, products } from '../../db/schema';
import { visitor } from '../../../test/cart-helpers';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { TEST_NOW } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The seeded family deal runs around the tests' day, and is priced in the cart on that day.
  t = await createTestApp({ deps: { now: () => TEST_NOW } });
  admin = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'admin@example.nl' })).id,
    { now: TEST_NOW },
  );
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const wrap = {
  location: 'amsterdam',
  category: 'wraps',
  name: 'Kipshoarma wrap',
  description: 'Kip van het spit met knoflooksaus en tomaat.',
  nameEn: 'Chicken shawarma wrap',
  descriptionEn: '',
  price: 8.5,
  image: null,
  allergens: ['gluten'],
  mayContain: [],
  available: true,
  popular: false,
  optionGroups: [
    {
      name: 'Saus',
      nameEn: 'Sauce',
      minChoices: 0,
      maxChoices: 1,
      maxMultiplier: 1,
      options: [
        { choice: 'Knoflooksaus', choiceEn: 'Garlic sauce', price: 0 },
        { choice: 'Sambal', choiceEn: '  ', price: 0 },
      ],
    },
  ],
};

async function englishMenuProduct(id: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu/amsterdam?lang=en' });
  return menuSchema
    .parse(res.json())
    .categories.flatMap((c) => c.products)
    .find((p) => p.id === id)!;
}

describe('admin products in English', () => {
  it('saves the English fields, answers them, and the English menu shows them at once', async () => {
    const res = await call('POST', '/api/admin/products', wrap);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ nameEn: 'Chicken shawarma wrap', descriptionEn: '' });
    expect(created.optionGroups[0]).toMatchObject({ nameEn: 'Sauce' });
    expect(created.optionGroups[0].options.map((o: { choiceEn: string }) => o.choiceEn)).toEqual([
      'Garlic sauce',
      '',
    ]);
    const product = await englishMenuProduct(created.id);
    expect(product).toMatchObject({
      name: 'Chicken shawarma wrap',
      description: 'Kip van het spit met knoflooksaus en tomaat.',
      untranslated: ['description'],
    });
    expect(product.optionGroups[0]!.options[1]).toMatchObject({ choice: 'Sambal', untranslated: ['choice'] });

    const edited = await call('PUT', `/api/admin/products/${created.id}`, {
      ...wrap,
      descriptionEn: 'Spit-roast chicken with garlic sauce and tomato.',
      optionGroups: [
        {
          ...wrap.optionGroups[0],
          id: created.optionGroups[0].id,
          options: created.optionGroups[0].options.map((o: { id: string; choice: string }, i: number) => ({
            ...wrap.optionGroups[0]!.options[i],
            id: o.id,
            choiceEn: i === 1 ? 'Sambal chilli paste' : 'Garlic sauce',
          })),
        },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = await englishMenuProduct(created.id);
    expect(after.description).toBe('Spit-roast chicken with garlic sauce and tomato.');
    expect(after.untranslated).toBeUndefined();
    expect(after.optionGroups[0]!.options.map((o) => o.choice)).toEqual([
      'Garlic sauce',
      'Sambal chilli paste',
    ]);

    // The audit log keeps what the product was before, English included.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product_updated'), eq(auditLog.entityId, created.id)));
    expect(entry!.details).toMatchObject({ before: { nameEn: 'Chicken shawarma wrap', descriptionEn: '' } });
  });

  it('keeps the stored English when an edit leaves the fields out, and refuses one too long', async () => {
    const created = (await call('POST', '/api/admin/products', { ...wrap, name: 'Kipshoarma groot' })).json();
    const {
      nameEn: _n,
      descriptionEn: _d,
      ...withoutEnglish
    } = { ...wrap, name: 'Kipshoarma groot', price: 9 };
    const edited = await call('PUT', `/api/admin/products/${created.id}`, {
      ...withoutEnglish,
      optionGroups: [{ ...wrap.optionGroups[0], id: created.optionGroups[0].id, nameEn: undefined }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nameEn: 'Chicken shawarma wrap', price: 9 });
    expect(edited.json().optionGroups[0].nameEn).toBe('Sauce');

    const bad = await call('PUT', `/api/admin/products/${created.id}`, { ...wrap, nameEn: 'x'.repeat(81) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/De Engelse naam is te lang/);
  });
});

describe('offers in English', () => {
  it('saves an offer English beside the Dutch; an English cart names its discount in English', async () => {
    const list = (await call('GET', '/api/admin/offers')).json();
    const family = list.offers.find((o: { title: string }) => o.title === 'Familiedeal');
    expect(family).toMatchObject({ titleEn: 'Family deal' });

    // The seeded bundle: a whole chicken, fries and coleslaw for € 19,95.
    const shopper = visitor(t.app);
    for (const name of ['Hele kip van het spit', 'Friet', 'Koolsla']) {
      const [row] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.name, name), eq(products.locationSlug, 'amsterdam')));
      const res = await shopper.call('POST', '/api/cart/add', {
        id: row!.id,
        name,
        price: 0,
        quantity: 1,
        category: 'x',
        location: 'amsterdam',
        selectedOptions: name === 'Friet' ? [{ choice: 'Normaal', price: 0 }] : [],
      });
      expect(res.statusCode).toBe(200);
    }
    const labels = async (query: string) =>
      (await shopper.call('GET', `/api/cart${query}`))
        .json()
        .discounts.map((d: { label: string }) => d.label);
    expect(await labels('')).toEqual(['Familiedeal']);
    expect(await labels('?lang=en')).toEqual(['Family deal']);

    const { id, ...rest } = family;
    const edited = await call('PUT', `/api/admin/offers/${id}`, {
      ...rest,
      titleEn: 'Family feast',
      descriptionEn: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Familiedeal', titleEn: 'Family feast', descriptionEn: '' });
    const offers = (await t.app.inject({ method: 'GET', url: '/api/offers?lang=en' })).json().offers;
    expect(offers.find((o: { id: number }) => o.id === id)).toMatchObject({
      title: 'Family feast',
      untranslated: ['description'],
    });
  });
});
