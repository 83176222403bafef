import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products } from '../../db/schema';
import { insertOrder, makeAccount, productOf, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { visitor } from '../../../test/cart-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { MENU_CHANNEL } from '../../db/channels';

let t: TestApp;
let admin: string;
let staff: string;
const menuChanged: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'admin@example.nl' })).id);
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'keuken@example.nl', role: 'staff', location: 'amsterdam' })).id,
  );
  await t.database.listen(MENU_CHANNEL, (payload) => menuChanged.push(payload));
});
afterAll(() => t.close());

const burger = {
  location: 'amsterdam',
  category: 'burgers',
  name: 'Pittige kipburger',
  description: 'Met jalapeños en chipotle-mayonaise.',
  price: 9.25,
  image: null,
  allergens: ['gluten', 'eieren'],
  mayContain: ['sesamzaad'],
  available: true,
  popular: false,
  optionGroups: [
    {
      name: 'Saus',
      minChoices: 1,
      maxChoices: 2,
      maxMultiplier: 2,
      options: [
        { choice: 'Knoflooksaus', price: 0.75 },
        { choice: 'Chilisaus', price: 0.5 },
      ],
    },
  ],
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function settle() {
  await new Promise((r) => setTimeout(r, 50));
}

describe('admin products', () => {
  it('creates a product with option groups, audits it and tells the menu', async () => {
    menuChanged.length = 0;
    const res = await call('POST', '/api/admin/products', burger);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Pittige kipburger', price: 9.25, location: 'amsterdam' });
    expect(created.optionGroups[0].options).toMatchObject(
      burger.optionGroups[0]!.options.map((o) => ({ ...o, allergens: [], mayContain: [], soldOut: false })),
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.priceCents).toBe(925);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit[0]).toMatchObject({ action: 'product_created', userEmail: 'admin@example.nl' });
    await settle();
    expect(menuChanged).toContain('amsterdam');

    const list = await call('GET', '/api/admin/products?location=amsterdam&q=pittige');
    const found = list.json().products as { id: string; name: string; description: string }[];
    expect(found.map((p) => p.id)).toContain(created.id);
    expect(found.every((p) => /pittige/i.test(`${p.name} ${p.description}`))).toBe(true);
    const byCategory = await call('GET', '/api/admin/products?location=amsterdam&category=dranken');
    expect(byCategory.json().products.every((p: { category: string }) => p.category === 'dranken')).toBe(
      true,
    );
    expect(byCategory.json().categories.length).toBeGreaterThan(5);
  });

  it("keeps an option's allergens and sold-out mark, and the menu shows both", async () => {
    const body = {
      ...burger,
      name: 'Kipburger met saus naar keuze',
      optionGroups: [
        {
          ...burger.optionGroups[0]!,
          options: [
            { choice: 'Knoflooksaus', price: 0.75, allergens: ['eieren'], soldOut: false },
            { choice: 'Chilisaus', price: 0.5, allergens: [], soldOut: true },
          ],
        },
      ],
    };
    const res = await call('POST', '/api/admin/products', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().optionGroups[0].options).toMatchObject([
      { choice: 'Knoflooksaus', price: 0.75, allergens: ['eieren'], mayContain: [], soldOut: false },
      { choice: 'Chilisaus', price: 0.5, allergens: [], mayContain: [], soldOut: true },
    ]);
    await settle();
    const menu = await t.app.inject({ method: 'GET', url: '/api/menu/amsterdam' });
    const product = menu
      .json()
      .categories.flatMap((c: { products: { id: string }[] }) => c.products)
      .find((p: { id: string }) => p.id === res.json().id);
    expect(product.optionGroups[0].options).toEqual([
      { choice: 'Knoflooksaus', price: 0.75, allergens: ['eieren'], mayContain: [], soldOut: false },
      { choice: 'Chilisaus', price: 0.5, allergens: [], mayContain: [], soldOut: true },
    ]);

    const bad = await call('POST', '/api/admin/products', {
      ...body,
      optionGroups: [
        { ...body.optionGroups[0]!, options: [{ choice: 'Saus', price: 0, allergens: ['kaas'] }] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Onbekend allergeen.');
  });

  it('answers bad input with Dutch messages', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...burger, name: '' }, /naam/],
      [{ ...burger, price: -1 }, /negatief/],
      [{ ...burger, price: 1.234 }, /twee decimalen/],
      [{ ...burger, category: 'soep' }, /categorie kennen we niet/],
      [{ ...burger, allergens: ['kip'] }, /allergeen/i],
      [{ ...burger, optionGroups: [{ ...burger.optionGroups[0], minChoices: 3 }] }, /minimum/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/admin/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses two options with the same name in one group, on create and on edit', async () => {
    const twice = {
      ...burger,
      optionGroups: [
        {
          ...burger.optionGroups[0]!,
          options: [
            { choice: 'Knoflooksaus', price: 0.75 },
            { choice: 'knoflooksaus ', price: 0.5 },
          ],
        },
      ],
    };
    const res = await call('POST', '/api/admin/products', twice);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De keuze "knoflooksaus" staat twee keer in de groep "Saus".');
    const created = await call('POST', '/api/admin/products', burger);
    expect(created.statusCode).toBe(201);
    const edit = await call('PUT', `/api/admin/products/${created.json().id}`, twice);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toMatch(/staat twee keer in de groep "Saus"/);
  });

  it('updates, toggles availability (staff of the location too) and copies to the other city', async () => {
    const id = (await call('POST', '/api/admin/products', burger)).json().id;
    const updated = await call('PUT', `/api/admin/products/${id}`, {
      ...burger,
      price: 9.5,
      optionGroups: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 9.5, optionGroups: [] });

    menuChanged.length = 0;
    const soldOut = await call(
      'PATCH',
      `/api/admin/products/${id}/availability`,
      { available: false },
      staff,
    );
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json().available).toBe(false);
    await settle();
    expect(menuChanged).toEqual(['amsterdam']);

    const staffEdit = await call('PUT', `/api/admin/products/${id}`, burger, staff);
    expect(staffEdit.statusCode).toBe(403);

    const copy = await call('POST', `/api/admin/products/${id}/copy`, { location: 'rotterdam' });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ location: 'rotterdam', name: 'Pittige kipburger', price: 9.5 });
    expect(copy.json().id).not.toBe(id);
    const same = await call('POST', `/api/admin/products/${id}/copy`, { location: 'amsterdam' });
    expect(same.statusCode).toBe(400);
  });

  it('keeps the ids of unchanged groups and options on an edit, so open carts stay orderable', async () => {
    const created = (await call('POST', '/api/admin/products', burger)).json();
    const customer = visitor(t.app);
    const added = await customer.call('POST', '/api/cart/add', {
      id: created.id,
      name: created.name,
      price: created.price,
      quantity: 1,
      category: created.category,
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Knoflooksaus', price: 0.75 }],
    });
    expect(added.statusCode).toBe(200);

    // The form sends back what it loaded, with only the price changed.
    const priceOnly = await call('PUT', `/api/admin/products/${created.id}`, { ...created, price: 9.75 });
    expect(priceOnly.statusCode).toBe(200);
    expect(priceOnly.json().optionGroups[0].id).toBe(created.optionGroups[0].id);
    expect(priceOnly.json().optionGroups[0].options.map((o: { id: string }) => o.id)).toEqual(
      created.optionGroups[0].options.map((o: { id: string }) => o.id),
    );
    const quote = (await customer.call('GET', '/api/checkout/quote')).json();
    expect(quote.problem).toBeNull();
    expect(quote.lines).toHaveLength(1);
    expect(quote.total).toBe(10.5);

    // An option added keeps the others; the one removed is the only one that goes.
    const group = created.optionGroups[0];
    const edited = await call('PUT', `/api/admin/products/${created.id}`, {
      ...created,
      optionGroups: [{ ...group, options: [group.options[0], { choice: 'Mayonaise', price: 0.5 }] }],
    });
    const kept = edited.json().optionGroups[0].options;
    expect(kept.map((o: { choice: string }) => o.choice)).toEqual(['Knoflooksaus', 'Mayonaise']);
    expect(kept[0].id).toBe(group.options[0].id);
    expect((await customer.call('GET', '/api/checkout/quote')).json().problem).toBeNull();
  });

  it('deletes a product while orders keep their snapshot', async () => {
    const id = await productOf(t.database.db, 'amsterdam');
    const order = await insertOrder(t.database.db, { location: 'amsterdam' });
    const res = await call('DELETE', `/api/admin/products/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${id}`)).json().message).toBe(
      'Dit product bestaat niet (meer).',
    );
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.lines[0]!.name).toBe('Halve kip van het spit');
  });
});

describe('product photo upload', () => {
  function upload(bytes: Buffer, filename = 'foto.png', type = 'image/png') {
    const boundary = `----gh${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/products',
      headers: { ...SAME_ORIGIN, cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('turns a PNG into WebP sizes served under /uploads', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const { image, srcset } = res.json();
    expect(image).toMatch(/^\/uploads\/products\/[\w-]+-640\.webp$/);
    expect(srcset).toMatch(/320w, .*640w, .*1024w$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    // The product form can then use it.
    const created = await call('POST', '/api/admin/products', { ...burger, image });
    expect(created.statusCode).toBe(201);
  });

  it('refuses files that are not JPEG, PNG or WebP, whatever their name says', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'foto.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload een JPEG-, PNG- of WebP-afbeelding.');
    const gif = await upload(Buffer.from('GIF89a........'), 'foto.gif', 'image/gif');
    expect(gif.statusCode).toBe(400);
  });

  it('refuses files over 5 MB and broken images', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('De afbeelding is groter dan 5 MB.');
    const broken = Buffer.alloc(2000);
    Buffer.from([0xff, 0xd8, 0xff]).copy(broken);
    const bad = await upload(broken, 'foto.jpg', 'image/jpeg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Deze afbeelding kunnen we niet lezen.');
  });
});
