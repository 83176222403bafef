/** Test fixtures for checkout: a visitor session with cart lines written straight into the DB. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cartLines, optionGroups, options, products, sessions } from '../src/db/schema';

export const SAME_ORIGIN = { origin: 'http://localhost:3000' };

export interface CartItemSpec {
  name: string;
  quantity?: number;
  options?: string[];
}

/** Creates a session with these cart lines; returns the cookie header and the session id. */
export async function seedCart(db: Db, location: string, items: CartItemSpec[]) {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  await db.insert(sessions).values({ id, location, expiresAt: new Date('2099-01-01T00:00:00Z') });
  for (const item of items) {
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.locationSlug, location), eq(products.name, item.name)));
    if (!product) throw new Error(`No product ${item.name} in ${location}`);
    const picked = [];
    if (item.options?.length) {
      const groups = await db.select().from(optionGroups).where(eq(optionGroups.productId, product.id));
      const rows = await db
        .select()
        .from(options)
        .where(
          inArray(
            options.groupId,
            groups.map((g) => g.id),
          ),
        );
      for (const label of item.options) {
        const base = label.replace(/\s*x\d+$/i, '');
        const option = rows.find((o) => o.choice === base);
        if (!option) throw new Error(`No option ${label} on ${item.name}`);
        picked.push({ optionId: option.id, choice: label, priceCents: option.priceCents });
      }
    }
    await db.insert(cartLines).values({
      sessionId: id,
      productId: product.id,
      lineKey: randomUUID(),
      name: product.name,
      category: product.categorySlug,
      location,
      priceCents: product.priceCents,
      quantity: item.quantity ?? 1,
      selectedOptions: picked,
    });
  }
  return { cookie: `gh_session=${token}`, sessionId: id };
}

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    fulfilment: 'delivery',
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    phone: '06 12345678',
    postcode: '1072 ln',
    houseNumber: '12',
    addition: 'B',
    street: 'Ferdinand Bolstraat',
    city: 'Amsterdam',
    time: 'asap',
    remarks: 'Graag aanbellen',
    termsAccepted: true,
    idempotencyKey: randomBytes(16).toString('hex'),
    ...overrides,
  };
}
