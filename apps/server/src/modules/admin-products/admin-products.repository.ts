/** Database access for products with their option groups, as the admin area edits them. */
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, locations, optionGroups, options, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
/** `id` is the stored row's id: kept on an edit so open carts that hold the option stay valid. */
export interface GroupWithOptions {
  id?: string | undefined;
  name: string;
  /** English (issue 20): null not translated; undefined on an edit keeps what is stored. */
  nameEn?: string | null | undefined;
  minChoices: number;
  maxChoices: number;
  maxMultiplier: number;
  options: {
    id?: string | undefined;
    choice: string;
    choiceEn?: string | null | undefined;
    priceCents: number;
    allergens: string[];
    mayContain: string[];
    soldOut: boolean;
  }[];
}
export type StoredGroup = Omit<GroupWithOptions, 'id' | 'options'> & {
  id: string;
  options: (GroupWithOptions['options'][number] & { id: string })[];
};
export type ProductWithGroups = ProductRow & { groups: StoredGroup[] };

export interface ProductValues {
  locationSlug: string;
  categorySlug: string;
  name: string;
  description: string;
  /** English (issue 20): null not translated; undefined on an edit keeps what is stored. */
  nameEn?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  priceCents: number;
  image: string | null;
  allergens: string[];
  mayContain: string[];
  available: boolean;
  popular: boolean;
  notLooseSauce: boolean;
  ageRestricted: boolean;
  vatRate: number;
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
        id: g.id,
        name: g.name,
        nameEn: g.nameEn,
        minChoices: g.minChoices,
        maxChoices: g.maxChoices,
        maxMultiplier: g.maxMultiplier,
        options: opts
          .filter((o) => o.groupId === g.id)
          .map((o) => ({
            id: o.id,
            choice: o.choice,
            choiceEn: o.choiceEn,
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
        nameEn: group.nameEn,
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
          choiceEn: o.choiceEn,
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

async function syncGroups(db: DbOrTx, productId: string, groups: GroupWithOptions[]): Promise<void> {
  const existing = await db
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(eq(optionGroups.productId, productId));
  const groupIds = new Set(existing.map((g) => g.id));
  const existingOptions =
    existing.length === 0
      ? []
      : await db
          .select({ id: options.id, groupId: options.groupId })
          .from(options)
          .where(inArray(options.groupId, [...groupIds]));
  // An id that is not this product's (a copy, a stale form) is treated as a new row.
  const seen = new Set<string>();
  const keptGroups = groups.map((g) => {
    if (!g.id || !groupIds.has(g.id) || seen.has(g.id)) return undefined;
    seen.add(g.id);
    return g.id;
  });
  const removedGroups = [...groupIds].filter((id) => !keptGroups.includes(id));
  if (removedGroups.length > 0) await db.delete(optionGroups).where(inArray(optionGroups.id, removedGroups));
  const optionGroupOf = new Map(existingOptions.map((o) => [o.id, o.groupId]));
  const keptOptions = new Set<string>();
  for (const [position, group] of groups.entries()) {
    const fields = {
      name: group.name,
      nameEn: group.nameEn,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      maxMultiplier: group.maxMultiplier,
      position,
    };
    let groupId = keptGroups[position];
    if (groupId) {
      await db.update(optionGroups).set(fields).where(eq(optionGroups.id, groupId));
    } else {
      const [row] = await db
        .insert(optionGroups)
        .values({ productId, ...fields })
        .returning({ id: optionGroups.id });
      groupId = row!.id;
    }
    for (const [i, option] of group.options.entries()) {
      const values = {
        groupId,
        choice: option.choice,
        choiceEn: option.choiceEn,
        priceCents: option.priceCents,
        allergens: option.allergens,
        mayContain: option.mayContain,
        soldOut: option.soldOut,
        position: i,
      };
      // Options stay with their group: one moved to another group gets a new identity.
      if (option.id && optionGroupOf.get(option.id) === groupId && !keptOptions.has(option.id)) {
        keptOptions.add(option.id);
        await db.update(options).set(values).where(eq(options.id, option.id));
      } else {
        const [row] = await db.insert(options).values(values).returning({ id: options.id });
        keptOptions.add(row!.id);
      }
    }
  }
  const removedOptions = existingOptions
    .filter((o) => !keptOptions.has(o.id) && !removedGroups.includes(o.groupId))
    .map((o) => o.id);
  if (removedOptions.length > 0) await db.delete(options).where(inArray(options.id, removedOptions));
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
  /**
   * Replaces the product's fields and syncs its option groups by id: a group or option with a
   * known id is updated in place, one without is inserted, and only those left out are deleted.
   * False when the product does not exist.
   */
  async update(db: DbOrTx, id: string, values: ProductValues, groups: GroupWithOptions[]): Promise<boolean> {
    const updated = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) return false;
    await syncGroups(db, id, groups);
    return true;
  },
  async setAvailable(db: DbOrTx, id: string, available: boolean) {
    const [row] = await db
      .update(products)
      .set({ available, backAt: null, updatedAt: new Date() })
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
