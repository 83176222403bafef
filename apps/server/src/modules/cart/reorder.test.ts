/**
 * "Bestel opnieuw" (issue 18 item 4): an earlier order's lines go into the cart at today's prices;
 * what is no longer sold is named and left out; a cart of the other city is refused by the spec's rule.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroups, options, orders, products } from '../../db/schema';
import { insertOrder } from '../../../test/admin-helpers';
import { addPayload, findProduct, seedProducts, visitor, type SeedProduct } from '../../../test/cart-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { publishMenuChanged } from '../../db/channels';

let t: TestApp;
let catalogue: SeedProduct[];

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedProducts(t.database);
});
afterAll(() => t.close());

const line = (p: SeedProduct, quantity: number, choices: { choice: string; priceCents: number }[] = []) => ({
  productId: p.id,
  name: p.name,
  category: p.category,
  quantity,
  unitPriceCents: p.priceCents,
  totalCents: p.priceCents * quantity,
  selectedOptions: choices,
});

/** A paid Amsterdam order with these lines; answers its public id. */
async function pastOrder(lines: ReturnType<typeof line>[], location = 'amsterdam') {
  const order = await insertOrder(t.database.db, { location });
  const publicId = randomBytes(16).toString('base64url').slice(0, 22);
  await t.database.db.update(orders).set({ publicId, lines }).where(eq(orders.id, order.id));
  return publicId;
}

async function menuChanged() {
  await publishMenuChanged(t.database.db, 'pages');
  await new Promise((r) => setTimeout(r, 50));
}

describe('POST /api/orders/:publicId/reorder', () => {
  it("puts the order's lines into the cart at today's prices and names what is no longer sold", async () => {
    const halve = findProduct(catalogue, 'amsterdam', 'Halve kip van het spit');
    const poten = findProduct(catalogue, 'amsterdam', 'Kippenpoten (4 stuks)');
    const friet = findProduct(catalogue, 'amsterdam', 'Friet');
    const vleugels = findProduct(catalogue, 'amsterdam', 'Spicy kipvleugels (8 stuks)');
    const publicId = await pastOrder([
      line(halve, 2, [{ choice: 'Knoflooksaus', priceCents: 75 }]),
      line(poten, 1, [{ choice: 'Chilisaus', priceCents: 75 }]),
      line(friet, 1),
      line(vleugels, 1),
    ]);
    // Since the order: the half chicken costs more, fries are sold out, the chili sauce of the drumsticks
    // is gone and the wings are no longer on the menu.
    const db = t.database.db;
    await db.update(products).set({ priceCents: 1095 }).where(eq(products.id, halve.id));
    await db.update(products).set({ available: false }).where(eq(products.id, friet.id));
    const groups = await db.select().from(optionGroups).where(eq(optionGroups.productId, poten.id));
    await db.delete(options).where(
      and(
        inArray(
          options.groupId,
          groups.map((g) => g.id),
        ),
        eq(options.choice, 'Chilisaus'),
      ),
    );
    await db.delete(products).where(eq(products.id, vleugels.id));
    await menuChanged();

    const customer = visitor(t.app);
    const res = await customer.call('POST', `/api/orders/${publicId}/reorder`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBe(1);
    expect(body.cart.location).toBe('amsterdam');
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({
      productId: halve.id,
      quantity: 2,
      price: 10.95,
      selectedOptions: [{ choice: 'Knoflooksaus', price: 0.75 }],
      total: 23.4,
    });
    expect(body.leftOut).toEqual([
      { name: 'Kippenpoten (4 stuks)', reason: 'Kippenpoten (4 stuks): Chilisaus bieden we niet meer aan.' },
      { name: 'Friet', reason: 'Friet is op dit moment uitverkocht.' },
      { name: 'Spicy kipvleugels (8 stuks)', reason: 'Spicy kipvleugels (8 stuks) verkopen we niet meer.' },
    ]);
    // The cart the visitor loads next is that cart.
    expect((await customer.call('GET', '/api/cart')).json().items).toHaveLength(1);

    // Asking again (a double click, the mail's link after the page's button) adds nothing more.
    const again = await customer.call('POST', `/api/orders/${publicId}/reorder`, {});
    expect(again.json().cart.items[0].quantity).toBe(2);
  });

  it('names a sold-out option and keeps the rest of the order', async () => {
    const halve = findProduct(catalogue, 'rotterdam', 'Halve kip van het spit');
    const hele = findProduct(catalogue, 'rotterdam', 'Hele kip van het spit');
    const publicId = await pastOrder(
      [line(halve, 1, [{ choice: 'Barbecuesaus', priceCents: 75 }]), line(hele, 1)],
      'rotterdam',
    );
    const groups = await t.database.db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.productId, halve.id));
    await t.database.db
      .update(options)
      .set({ soldOut: true })
      .where(
        and(
          inArray(
            options.groupId,
            groups.map((g) => g.id),
          ),
          eq(options.choice, 'Barbecuesaus'),
        ),
      );
    await menuChanged();
    const res = await visitor(t.app).call('POST', `/api/orders/${publicId}/reorder`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items.map((i: { name: string }) => i.name)).toEqual(['Hele kip van het spit']);
    expect(res.json().leftOut).toEqual([
      {
        name: 'Halve kip van het spit',
        reason: 'Halve kip van het spit: Barbecuesaus is op dit moment uitverkocht.',
      },
    ]);
  });

  it("refuses to mix cities: a cart of the other city stays as it is, with the spec's conflict message", async () => {
    const amsterdamCola = findProduct(catalogue, 'amsterdam', 'Coca-Cola');
    const rotterdamKip = findProduct(catalogue, 'rotterdam', 'Hele kip van het spit');
    const publicId = await pastOrder([line(rotterdamKip, 1)], 'rotterdam');
    const customer = visitor(t.app);
    expect((await customer.call('POST', '/api/cart/add', addPayload(amsterdamCola))).statusCode).toBe(200);
    const res = await customer.call('POST', `/api/orders/${publicId}/reorder`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Locatieconflict: producten uit Rotterdam kun je niet toevoegen aan een winkelwagen met producten uit Amsterdam. Leeg eerst je winkelwagen.',
    );
    const cart = (await customer.call('GET', '/api/cart')).json();
    expect(cart.items.map((i: { name: string }) => i.name)).toEqual(['Coca-Cola']);
    // Emptied first, as the message says, the order goes in.
    await customer.call('DELETE', '/api/cart/clear');
    const after = await customer.call('POST', `/api/orders/${publicId}/reorder`, {});
    expect(after.statusCode).toBe(200);
    expect(after.json().cart.location).toBe('rotterdam');
  });

  it('answers a malformed id with a Dutch 400 and an unknown one with a Dutch 404', async () => {
    const customer = visitor(t.app);
    const bad = await customer.call('POST', '/api/orders/kort/reorder', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Deze bestelling kennen we niet.');
    const unknown = await customer.call('POST', `/api/orders/${'a'.repeat(22)}/reorder`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Deze bestelling kennen we niet.');
  });
});
