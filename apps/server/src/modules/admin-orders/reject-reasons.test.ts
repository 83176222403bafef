/**
 * Issue 27 items 4 and 5: rejecting with a reason of the list (in the customer's language in the
 * e-mail), "Uitverkocht" taking what is out off the menu in the same step, "Bestel opnieuw" only for
 * what can still be ordered, and sold out / back from the board, with a reset at the next opening.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { optionGroups, options, orders, products } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider, payThroughWebhook } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open until 22:00; next opening Thursday 12:00.
const EVENING = new Date('2026-11-25T17:00:00Z');
const provider = fakeProvider();
let clock = EVENING;
let t: TestApp;
let cook: string;
let otherCook: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, paymentProvider: provider } });
  const db = t.database.db;
  cook = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok2@example.nl', role: 'staff', location: 'amsterdam' })).id,
    { now: EVENING },
  );
  otherCook = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok-rdam@example.nl', role: 'staff', location: 'rotterdam' })).id,
    { now: EVENING },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = EVENING;
  await t.database.db.update(products).set({ available: true, backAt: null });
  await t.database.db.update(options).set({ soldOut: false, backAt: null });
});

async function paidOrder(
  lang: 'nl' | 'en' = 'nl',
  items = [{ name: 'Halve kip van het spit', quantity: 1 }],
) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', items);
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/checkout${lang === 'en' ? '?lang=en' : ''}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({
      email: `klant-${Math.random().toString(36).slice(2)}@example.nl`,
      fulfilment: 'pickup',
    }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.publicId, placed.json().orderId));
  await payThroughWebhook(t, provider, order!.id);
  return order!;
}

const reject = (id: string, payload: unknown, cookie = cook) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/reject`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: payload as Record<string, unknown>,
  });
const soldOut = (payload: Record<string, unknown>, cookie = cook) =>
  t.app.inject({ method: 'POST', url: '/api/admin/sold-out', headers: { ...SAME_ORIGIN, cookie }, payload });
const soldOutList = (location = 'amsterdam', cookie = cook) =>
  t.app.inject({ method: 'GET', url: `/api/admin/sold-out?location=${location}`, headers: { cookie } });

async function mailTo(email: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((m) => m.to === email && /geannuleerd|cancelled/i.test(m.subject)).at(-1);
}

async function optionId(product: string, choice: string) {
  const [row] = await t.database.db
    .select({ id: options.id })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(products, eq(products.id, optionGroups.productId))
    .where(
      and(eq(products.locationSlug, 'amsterdam'), eq(products.name, product), eq(options.choice, choice)),
    );
  return row!.id;
}

async function menuOption(product: string, choice: string) {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu/amsterdam' })).json();
  const found = JSON.stringify(menu);
  expect(found).toContain(product);
  const items = (
    menu.categories as {
      products: { name: string; optionGroups: { options: { choice: string; soldOut: boolean }[] }[] }[];
    }[]
  )
    .flatMap((c) => c.products)
    .find((p) => p.name === product)!;
  return items.optionGroups.flatMap((g) => g.options).find((o) => o.choice === choice)!;
}

describe('rejecting with a reason of the list', () => {
  it.each([
    ['sold_out', 'Uitverkocht'],
    ['too_busy', 'Te druk'],
    ['closed', 'Gesloten'],
    ['outside_area', 'Buiten bezorggebied'],
  ])('%s: kept as "%s" and told to the customer', async (reason, text) => {
    const order = await paidOrder();
    const res = await reject(order.id, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.cancelReason).toBe(text);
    expect((await mailTo(order.email))?.text).toContain(`Reden: ${text}`);
  });

  it('"Anders" with its own text, folded to one line', async () => {
    const order = await paidOrder();
    expect((await reject(order.id, { reason: 'other', note: 'Oven\nkapot' })).statusCode).toBe(200);
    expect((await mailTo(order.email))?.text).toContain('Reden: Oven kapot');
  });

  it('tells an English customer the reason in English', async () => {
    const order = await paidOrder('en');
    expect((await reject(order.id, { reason: 'too_busy' })).statusCode).toBe(200);
    const mail = await mailTo(order.email);
    expect(mail?.text).toContain('Reason: Too busy');
    expect(mail?.text).not.toContain('Te druk');
  });

  it.each([
    [{}, 'Kies een reden: Uitverkocht, Te druk, Gesloten, Buiten bezorggebied of Anders.'],
    [
      { reason: 'Kip is op' },
      'Kies een reden: Uitverkocht, Te druk, Gesloten, Buiten bezorggebied of Anders.',
    ],
    [{ reason: 'other' }, 'Schrijf bij "Anders" kort de reden.'],
    [{ reason: 'too_busy', note: 'veel te druk' }, 'Een eigen tekst hoort alleen bij "Anders".'],
    [
      { reason: 'closed', soldOut: { productIds: [] } },
      'Uitverkocht melden kan alleen met de reden "Uitverkocht".',
    ],
    [
      { reason: 'sold_out', soldOut: { optionIds: ['nope'] } },
      'Kies producten of opties van deze locatie om als uitverkocht te melden.',
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    const order = await paidOrder();
    const res = await reject(order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('"Uitverkocht" takes the option off the menu in the same step; the mail offers only what can be ordered', async () => {
    const order = await paidOrder('nl', [
      { name: 'Halve kip van het spit', quantity: 1, options: ['Knoflooksaus'] } as never,
      { name: 'Friet', quantity: 1 },
    ]);
    const garlic = await optionId('Halve kip van het spit', 'Knoflooksaus');
    const res = await reject(order.id, { reason: 'sold_out', soldOut: { optionIds: [garlic] } });
    expect(res.statusCode).toBe(200);
    expect((await menuOption('Halve kip van het spit', 'Knoflooksaus')).soldOut).toBe(true);
    const text = (await mailTo(order.email))!.text;
    expect(text).toContain('Wat nog te bestellen is, bestel je zo opnieuw: ');
    expect(text).toContain('(niet meer leverbaar: Halve kip van het spit)');
  });

  it('offers no "Bestel opnieuw" when nothing of the order can be ordered any more', async () => {
    const order = await paidOrder();
    const [kip] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, 'Halve kip van het spit')));
    expect(
      (await reject(order.id, { reason: 'sold_out', soldOut: { productIds: [kip!.id] } })).statusCode,
    ).toBe(200);
    const text = (await mailTo(order.email))!.text;
    expect(text).not.toContain('Bestel opnieuw');
    expect(text).not.toContain('bestel-opnieuw');
  });

  it('refuses a product of another location in the sold-out marks, and changes nothing', async () => {
    const order = await paidOrder();
    const [rdam] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.locationSlug, 'rotterdam'))
      .limit(1);
    const res = await reject(order.id, { reason: 'sold_out', soldOut: { productIds: [rdam!.id] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dit product of deze optie bestaat niet op deze locatie.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });

  it('refuses staff of another location', async () => {
    const order = await paidOrder();
    expect((await reject(order.id, { reason: 'too_busy' }, otherCook)).statusCode).toBe(403);
  });
});

describe('sold out and back from the board', () => {
  it('an option sold out leaves the menu and checkout at once, and comes back from "Weer leverbaar"', async () => {
    const chili = await optionId('Halve kip van het spit', 'Chilisaus');
    const marked = await soldOut({ location: 'amsterdam', kind: 'option', id: chili, soldOut: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().items[0]).toMatchObject({
      kind: 'option',
      id: chili,
      name: 'Chilisaus',
      productName: 'Halve kip van het spit',
      soldOut: true,
      backAt: null,
    });
    expect((await menuOption('Halve kip van het spit', 'Chilisaus')).soldOut).toBe(true);

    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 1, options: ['Chilisaus'] } as never,
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({ email: 'chili@example.nl', fulfilment: 'pickup' }),
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toContain('Chilisaus');

    const back = await soldOut({ location: 'amsterdam', kind: 'option', id: chili, soldOut: false });
    expect(back.json().items.filter((i: { soldOut: boolean }) => i.soldOut)).toEqual([]);
    expect((await menuOption('Halve kip van het spit', 'Chilisaus')).soldOut).toBe(false);
  });

  it('sold out until the next opening comes back by itself then (injected clock)', async () => {
    const [friet] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, 'Friet')));
    const res = await soldOut({
      location: 'amsterdam',
      kind: 'product',
      id: friet!.id,
      soldOut: true,
      untilNextOpening: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      name: 'Friet',
      soldOut: true,
      backAt: '2026-11-26T11:00:00.000Z',
    });

    // The next morning's cook signs in anew (a session of the evening before has gone idle).
    clock = new Date('2026-11-26T10:59:00Z');
    const db = t.database.db;
    const morning = await sessionCookie(
      db,
      (await makeAccount(db, { email: 'ochtend@example.nl', role: 'staff', location: 'amsterdam' })).id,
      { now: clock },
    );
    expect((await soldOutList('amsterdam', morning)).json().items[0]).toMatchObject({
      name: 'Friet',
      soldOut: true,
    });
    clock = new Date('2026-11-26T11:00:00Z');
    const after = (await soldOutList('amsterdam', morning)).json().items;
    expect(after.filter((i: { soldOut: boolean }) => i.soldOut)).toEqual([]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, friet!.id));
    expect(row).toMatchObject({ available: true, backAt: null });
  });

  it('refuses bad input with a message, and staff of another location', async () => {
    const chili = await optionId('Halve kip van het spit', 'Chilisaus');
    const bad = await soldOut({ location: 'amsterdam', kind: 'sauce', id: chili, soldOut: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Kies een product of een optie.');
    const back = await soldOut({
      location: 'amsterdam',
      kind: 'option',
      id: chili,
      soldOut: false,
      untilNextOpening: true,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('"Tot de volgende opening" hoort alleen bij uitverkocht melden.');
    const [rdam] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.locationSlug, 'rotterdam'))
      .limit(1);
    const foreign = await soldOut({ location: 'amsterdam', kind: 'product', id: rdam!.id, soldOut: true });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await soldOut({ location: 'amsterdam', kind: 'option', id: chili, soldOut: true }, otherCook))
        .statusCode,
    ).toBe(403);
    expect((await soldOutList('amsterdam', otherCook)).statusCode).toBe(403);
    expect((await soldOutList('rotterdam', otherCook)).statusCode).toBe(200);
  });
});
