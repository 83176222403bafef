/** Reads one location's catalogue: categories, products, option groups and options. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, locations, optionGroups, options, products } from '../../db/schema';

export async function locationExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug));
  return row !== undefined;
}

export async function listLocationSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: locations.slug }).from(locations);
  return rows.map((row) => row.slug);
}

export async function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export async function listProducts(db: DbOrTx, locationSlug: string) {
  return db
    .select()
    .from(products)
    .where(eq(products.locationSlug, locationSlug))
    .orderBy(asc(products.position), asc(products.name));
}

export async function listOptionGroups(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(optionGroups)
    .where(inArray(optionGroups.productId, productIds))
    .orderBy(asc(optionGroups.position));
}

export async function listOptions(db: DbOrTx, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db.select().from(options).where(inArray(options.groupId, groupIds)).orderBy(asc(options.position));
}
