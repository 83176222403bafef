/** Database access for products with their option groups, as the admin area edits them. */
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, locations, optionGroups, options, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export interface GroupWithOptions {
  name: string;
  minChoices: number;
  maxChoices: number;
  maxMultiplier: number;
  options: {
    choice: string;
    priceCents: number;
    allergens: string[];
    mayContain: string[];
    soldOut: boolean;
  }[];
}
export type ProductWithGroups = ProductRow & { groups: GroupWithOptions[] };

export interface ProductValues {
  locationSlug: string;
  categorySlug: string;
  name: string;
  description: string;
  priceCents: number;
  image: string | null;
  allergens: string[];
  mayContain: string[];
  available: boolean;
  popular: boolean;
  notLooseSauce: boolean;
}

async function withGroups(db: DbOrTx, rows: ProductRow[]): Promise<ProductWithGroups[]> {
  if (rows.length === 0) return [];
  const groups = await db
    .select()
    .from(optionGroups)
    .where(
      inArray(
        optionGroups.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(optionGroups.position));
  const opts =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(options)
          .where(
            inArray(
              options.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(options.position));
  return rows.map((row) => ({
    ...row,
    groups: groups
      .filter((g) => g.productId === row.id)
      .map((g) => ({
        name: g.name,
        minChoices: g.minChoices,
        maxChoices: g.maxChoices,
        maxMultiplier: g.maxMultiplier,
        options: opts
          .filter((o) => o.groupId === g.id)
          .map((o) => ({
            choice: o.choice,
            priceCents: o.priceCents,
            allergens: o.allergens,
            mayContain: o.mayContain,
            soldOut: o.soldOut,
          })),
      })),
  }));
}

async function insertGroups(db: DbOrTx, productId: string, groups: GroupWithOptions[]): Promise<void> {
  for (const [position, group] of groups.entries()) {
    const [row] = await db
      .insert(optionGroups)
      .values({
        productId,
        name: group.name,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        maxMultiplier: group.maxMultiplier,
        position,
      })
      .returning({ id: optionGroups.id });
    if (group.options.length > 0) {
      await db.insert(options).values(
        group.options.map((o, i) => ({
          groupId: row!.id,
          choice: o.choice,
          priceCents: o.priceCents,
          allergens: o.allergens,
          mayContain: o.mayContain,
          soldOut: o.soldOut,
          position: i,
        })),
      );
    }
  }
}

export const productRepository = {
  async list(db: DbOrTx, filter: { location: string; category?: string; q?: string }) {
    const where: SQL[] = [eq(products.locationSlug, filter.location)];
    if (filter.category) where.push(eq(products.categorySlug, filter.category));
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
    }
    const rows = await db
      .select({ product: products })
      .from(products)
      .innerJoin(categories, eq(categories.slug, products.categorySlug))
      .where(and(...where))
      .orderBy(asc(categories.position), asc(products.position), asc(products.name));
    return withGroups(
      db,
      rows.map((r) => r.product),
    );
  },
  async byId(db: DbOrTx, id: string): Promise<ProductWithGroups | undefined> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row ? (await withGroups(db, [row]))[0] : undefined;
  },
  async locationOf(db: DbOrTx, id: string): Promise<string | null> {
    const [row] = await db.select({ slug: products.locationSlug }).from(products).where(eq(products.id, id));
    return row?.slug ?? null;
  },
  async categories(db: DbOrTx) {
    return db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position));
  },
  async locationExists(db: DbOrTx, slug: string): Promise<boolean> {
    const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug));
    return Boolean(row);
  },
  async categoryExists(db: DbOrTx, slug: string): Promise<boolean> {
    const [row] = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, slug));
    return Boolean(row);
  },
  async insert(
    db: DbOrTx,
    values: ProductValues & { position?: number },
    groups: GroupWithOptions[],
  ): Promise<string> {
    const [row] = await db.insert(products).values(values).returning({ id: products.id });
    await insertGroups(db, row!.id, groups);
    return row!.id;
  },
  /** Replaces the product's fields and its option groups; false when it does not exist. */
  async update(db: DbOrTx, id: string, values: ProductValues, groups: GroupWithOptions[]): Promise<boolean> {
    const updated = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) return false;
    await db.delete(optionGroups).where(eq(optionGroups.productId, id));
    await insertGroups(db, id, groups);
    return true;
  },
  async setAvailable(db: DbOrTx, id: string, available: boolean) {
    const [row] = await db
      .update(products)
      .set({ available, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id, locationSlug: products.locationSlug, name: products.name });
    return row;
  },
  async delete(db: DbOrTx, id: string) {
    const [row] = await db
      .delete(products)
      .where(eq(products.id, id))
      .returning({ locationSlug: products.locationSlug, name: products.name });
    return row;
  },
};
