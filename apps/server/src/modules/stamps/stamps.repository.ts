/** The stamp card's tables (migration 0028, decision 052); the trigger orders_stamps writes stamps and uses. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/prepared';
import { locations, products, stampCards, stampClaims, stamps } from '../../db/schema';

export type StampCardRow = typeof stampCards.$inferSelect;

export async function cardOf(db: DbOrTx, location: string): Promise<StampCardRow | null> {
  const [row] = await db.select().from(stampCards).where(eq(stampCards.locationSlug, location));
  return row ?? null;
}

export async function enabledCards(db: DbOrTx): Promise<StampCardRow[]> {
  return db.select().from(stampCards).where(eq(stampCards.enabled, true)).orderBy(stampCards.locationSlug);
}

export async function putCard(db: DbOrTx, row: Omit<StampCardRow, 'updatedAt'>): Promise<void> {
  const { locationSlug: _slug, ...set } = row;
  await db
    .insert(stampCards)
    .values(row)
    .onConflictDoUpdate({ target: stampCards.locationSlug, set: { ...set, updatedAt: sql`now()` } });
}

export async function locationExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug));
  return Boolean(row);
}

/** The product of that name (any case) on the location's menu, with its name as the menu writes it. */
export async function productNamed(db: DbOrTx, location: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.locationSlug, location), sql`lower(${products.name}) = lower(${name})`))
    .limit(1);
  return row?.name ?? null;
}

/** The stamps on the customer's card now (the SQL function `stamp_balance`). */
export async function balance(db: DbOrTx, location: string, email: string): Promise<number> {
  const result = await db.execute(sql`select stamp_balance(${location}, ${email}) as n`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function claimOf(db: DbOrTx, sessionId: string) {
  const [row] = await db.select().from(stampClaims).where(eq(stampClaims.sessionId, sessionId));
  return row ?? null;
}

export async function setClaim(db: DbOrTx, sessionId: string, location: string, email: string) {
  await db
    .insert(stampClaims)
    .values({ sessionId, locationSlug: location, email })
    .onConflictDoUpdate({ target: stampClaims.sessionId, set: { locationSlug: location, email } });
}

export async function dropClaim(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(stampClaims).where(eq(stampClaims.sessionId, sessionId));
}

/** An order's location and e-mail address, and whether it earned a stamp. */
export async function orderStamp(
  db: DbOrTx,
  publicId: string,
): Promise<{ location: string; email: string; earned: boolean } | null> {
  const result = await db.execute(sql`
    select o.location_slug as location, lower(o.email) as email,
      exists (select 1 from ${stamps} s where s.order_id = o.id) as earned
    from orders o where o.public_id = ${publicId}`);
  return rowsOf<{ location: string; email: string; earned: boolean }>(result)[0] ?? null;
}
