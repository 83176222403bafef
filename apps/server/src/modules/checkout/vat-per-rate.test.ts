/** VAT per product (issue 19.2, decision 027): what the admin sets, what the order keeps, what the customer reads. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatIncluded } from '@gh/domain';
import { auditLog, locations, orders, products } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { confirmationMail } from '../orders/confirmation-mail';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
  admin = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'baas@example.nl' })).id,
    { now: WEDNESDAY_EVENING },
  );
});
afterAll(() => t.close());

async function product(name: string) {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, name)));
  return row!;
}

async function adminCall(method: 'GET' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

describe('VAT per product', () => {
  it('the admin sets 21% on a product, and refuses another rate in Dutch', async () => {
    const friet = await product('Friet');
    const got = await adminCall('GET', `/api/admin/products/${friet.id}`);
    expect(got.json().vatRate).toBe(9);
    const { id: _id, updatedAt: _u, ...input } = got.json();
    const bad = await adminCall('PUT', `/api/admin/products/${friet.id}`, { ...input, vatRate: 15 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Kies een btw-tarief: 9% of 21%.');
    const saved = await adminCall('PUT', `/api/admin/products/${friet.id}`, { ...input, vatRate: 21 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().vatRate).toBe(21);
    expect((await product('Friet')).vatRate).toBe(21);
  });

  it('an order keeps each line’s rate and its VAT per rate; the fee follows the main rate', async () => {
    const friet = await product('Friet'); // 21% since the test above
    const burger = await product('Crispy chicken burger'); // 9%
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Crispy chicken burger', quantity: 2 },
      { name: 'Friet', quantity: 1 },
    ]);
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/quote?fulfilment=delivery&postcode=1072ln',
      headers: { cookie },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody(),
    });
    expect(res.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerName, 'Sanne de Vries'));
    const gross9 = 2 * burger.priceCents;
    const gross21 = friet.priceCents;
    expect(gross9).toBeGreaterThan(gross21);
    // The burgers are the larger part: the delivery fee goes at 9%.
    const fee = order!.deliveryFeeCents;
    expect(order!.deliveryVatRate).toBe(9);
    expect(order!.lines.map((l) => [l.name, l.vatRate])).toEqual([
      ['Crispy chicken burger', 9],
      ['Friet', 21],
    ]);
    const vat9 = vatIncluded(gross9 + fee, 9);
    const vat21 = vatIncluded(gross21, 21);
    expect(order!.vatParts).toEqual([
      { rate: 9, grossCents: gross9 + fee, netCents: gross9 + fee - vat9, vatCents: vat9 },
      { rate: 21, grossCents: gross21, netCents: gross21 - vat21, vatCents: vat21 },
    ]);
    expect(order!.vatCents).toBe(vat9 + vat21);
    expect(quote.json().vatByRate).toEqual([
      { rate: 9, gross: (gross9 + fee) / 100, net: (gross9 + fee - vat9) / 100, vat: vat9 / 100 },
      { rate: 21, gross: gross21 / 100, net: (gross21 - vat21) / 100, vat: vat21 / 100 },
    ]);

    // A later change of the product's rate does not touch what was sold.
    await t.database.db.update(products).set({ vatRate: 9 }).where(eq(products.id, friet.id));
    const [again] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(again!.vatParts).toEqual(order!.vatParts);

    // The confirmation e-mail says net and VAT per rate.
    const [location] = await t.database.db.select().from(locations).where(eq(locations.slug, 'amsterdam'));
    const mail = confirmationMail(again!, location!, 'http://localhost:3000');
    expect(mail.text).toContain('Waarvan btw (9%) over €');
    expect(mail.text).toMatch(/Waarvan btw \(21%\) over €\u00a0\d+,\d\d netto: €\u00a0\d+,\d\d/);
    expect(mail.html).toContain('Waarvan btw (21%)');
  });

  it('the owner sets the delivery fee’s rate on the location: orders after it use it, older ones keep theirs', async () => {
    const db = t.database.db;
    async function placeDelivery(name: string) {
      // Two burgers at 9%: above the zone's minimum order.
      const { cookie } = await seedCart(db, 'amsterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...SAME_ORIGIN, cookie },
        payload: checkoutBody({ name }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [order] = await db.select().from(orders).where(eq(orders.customerName, name));
      return order!;
    }
    const settings = async () => (await adminCall('GET', '/api/admin/locations/amsterdam')).json();
    const save = async (deliveryVatRate: unknown) => {
      const { slug: _s, name: _n, ...body } = await settings();
      return adminCall('PUT', '/api/admin/locations/amsterdam', { ...body, deliveryVatRate });
    };

    expect((await settings()).deliveryVatRate).toBeNull();
    const before = await placeDelivery('Voor de wijziging');
    expect(before.deliveryVatRate).toBe(9); // a burger at 9%: the main rate

    const bad = await save(15);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Kies voor de bezorgkosten het hoofdtarief van de bestelling');

    const saved = await save(21);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().deliveryVatRate).toBe(21);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'delivery_vat_rate_changed'));
    expect(entry).toMatchObject({
      entity: 'location',
      entityId: 'amsterdam',
      details: { from: null, to: 21 },
    });

    const after = await placeDelivery('Na de wijziging');
    expect(after.deliveryVatRate).toBe(21);
    const fee = after.deliveryFeeCents;
    expect(after.vatParts.find((p) => p.rate === 21)).toEqual({
      rate: 21,
      grossCents: fee,
      netCents: fee - vatIncluded(fee, 21),
      vatCents: vatIncluded(fee, 21),
    });
    // The order placed before keeps the rate it was charged at.
    const [kept] = await db.select().from(orders).where(eq(orders.id, before.id));
    expect(kept!.deliveryVatRate).toBe(9);
    expect(kept!.vatParts).toEqual(before.vatParts);

    // Back to the main rate; a save that leaves the field out changes nothing.
    expect((await save(null)).json().deliveryVatRate).toBeNull();
    const { slug: _s, name: _n, deliveryVatRate: _d, ...rest } = await settings();
    await save(21);
    const untouched = await adminCall('PUT', '/api/admin/locations/amsterdam', rest);
    expect(untouched.json().deliveryVatRate).toBe(21);
    await save(null);
  });

  it('the owner’s rate for the delivery fee wins over the main rate', async () => {
    await t.database.db.update(locations).set({ deliveryVatRate: 21 }).where(eq(locations.slug, 'amsterdam'));
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Crispy chicken burger' }]);
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/quote?fulfilment=delivery&postcode=1072ln',
      headers: { cookie },
    });
    const body = quote.json();
    expect(body.vatByRate.map((p: { rate: number }) => p.rate)).toEqual([9, 21]);
    expect(body.vatByRate[1].gross).toBe(body.deliveryFee);
    await t.database.db
      .update(locations)
      .set({ deliveryVatRate: null })
      .where(eq(locations.slug, 'amsterdam'));
  });
});
