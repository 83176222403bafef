/**
 * Sold out from the board (issue 27 items 4 and 5): products and options of one location off the menu
 * at once, back by a cook's tap or by themselves at the next opening. Every change sends `menu_changed`,
 * so the menu, carts and checkout of every instance follow.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { KITCHEN_MESSAGES, type SoldOutItem } from '@gh/domain';
import { publishMenuChanged } from '../../db/channels';
import type { DbOrTx } from '../../db/client';
import { optionGroups, options, products } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export interface SoldOutMarks {
  productIds: readonly string[];
  optionIds: readonly string[];
}

const optionsOf = (location: string) =>
  sql`${options.groupId} in (select ${optionGroups.id} from ${optionGroups} join ${products} on ${products.id} = ${optionGroups.productId} where ${products.locationSlug} = ${location})`;

/**
 * Marks (or, with `soldOut` false, puts back) products and options of `location`. An id of another
 * location, or none at all, is refused as a whole: nothing changes.
 */
export async function setSoldOut(
  tx: DbOrTx,
  location: string,
  marks: SoldOutMarks,
  soldOut: boolean,
  backAt: Date | null,
): Promise<void> {
  const at = soldOut ? backAt : null;
  const changedProducts = marks.productIds.length
    ? await tx
        .update(products)
        .set({ available: !soldOut, backAt: at })
        .where(and(inArray(products.id, [...marks.productIds]), eq(products.locationSlug, location)))
        .returning({ id: products.id })
    : [];
  const changedOptions = marks.optionIds.length
    ? await tx
        .update(options)
        .set({ soldOut, backAt: at })
        .where(and(inArray(options.id, [...marks.optionIds]), optionsOf(location)))
        .returning({ id: options.id })
    : [];
  const wanted = new Set([...marks.productIds, ...marks.optionIds]).size;
  if (changedProducts.length + changedOptions.length !== wanted)
    throw new NotFoundError(KITCHEN_MESSAGES.soldOutNotHere);
  if (wanted > 0) await publishMenuChanged(tx, { location });
}

/** Everything of the location a cook can mark: sold out first (the "Weer leverbaar" list), then by name. */
export async function soldOutList(db: DbOrTx, location: string): Promise<SoldOutItem[]> {
  const [productRows, optionRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        available: products.available,
        backAt: products.backAt,
      })
      .from(products)
      .where(eq(products.locationSlug, location))
      .orderBy(asc(products.position), asc(products.name)),
    db
      .select({
        id: options.id,
        name: options.choice,
        soldOut: options.soldOut,
        backAt: options.backAt,
        productName: products.name,
      })
      .from(options)
      .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
      .innerJoin(products, eq(products.id, optionGroups.productId))
      .where(eq(products.locationSlug, location))
      .orderBy(asc(products.position), asc(optionGroups.position), asc(options.position)),
  ]);
  const items: SoldOutItem[] = [
    ...productRows.map((p) => ({
      kind: 'product' as const,
      id: p.id,
      name: p.name,
      productName: null,
      soldOut: !p.available,
      backAt: p.backAt?.toISOString() ?? null,
    })),
    ...optionRows.map((o) => ({
      kind: 'option' as const,
      id: o.id,
      name: o.name,
      productName: o.productName,
      soldOut: o.soldOut,
      backAt: o.backAt?.toISOString() ?? null,
    })),
  ];
  return [...items.filter((i) => i.soldOut), ...items.filter((i) => !i.soldOut)];
}

/**
 * Puts back what was sold out "tot de volgende opening" once that moment has come; sends `menu_changed`
 * per location. Run by a timer (app.ts) and before the board reads its list.
 */
export async function releaseDueSoldOut(db: DbOrTx, now: Date): Promise<number> {
  const back = await db
    .update(products)
    .set({ available: true, backAt: null })
    .where(and(isNotNull(products.backAt), lte(products.backAt, now)))
    .returning({ location: products.locationSlug });
  const backOptions = await db
    .update(options)
    .set({ soldOut: false, backAt: null })
    .where(and(isNotNull(options.backAt), lte(options.backAt, now)))
    .returning({ groupId: options.groupId });
  const locations = new Set(back.map((r) => r.location));
  if (backOptions.length > 0) {
    const rows = await db
      .selectDistinct({ location: products.locationSlug })
      .from(optionGroups)
      .innerJoin(products, eq(products.id, optionGroups.productId))
      .where(inArray(optionGroups.id, [...new Set(backOptions.map((r) => r.groupId))]));
    for (const row of rows) locations.add(row.location);
  }
  for (const location of locations) await publishMenuChanged(db, { location });
  return back.length + backOptions.length;
}
