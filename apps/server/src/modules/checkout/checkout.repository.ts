/** Database access of the checkout: the cart, the location's rules, the catalogue, slot counts. */
import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Schedule } from '@gh/domain';
import type { DbOrTx } from '../../db/client';
import {
  cartLines,
  deliveryZones,
  locations,
  openingExceptions,
  openingHours,
  optionGroups,
  options,
  orders,
  products,
} from '../../db/schema';
import type { CartLineRow, CatalogueProduct } from './checkout-fns';

/** The one place checkout reads the cart (the cart module owns writing it). */
export async function loadCartLines(
  tx: DbOrTx,
  sessionId: string,
): Promise<(CartLineRow & { location: string })[]> {
  return tx
    .select({
      productId: cartLines.productId,
      name: cartLines.name,
      quantity: cartLines.quantity,
      selectedOptions: cartLines.selectedOptions,
      location: cartLines.location,
    })
    .from(cartLines)
    .where(eq(cartLines.sessionId, sessionId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export type LocationRow = typeof locations.$inferSelect;
export type ZoneRow = typeof deliveryZones.$inferSelect;

export async function loadLocation(
  tx: DbOrTx,
  slug: string,
): Promise<{ location: LocationRow; schedule: Schedule; zones: ZoneRow[] } | null> {
  // One statement: the hours, the exceptions and the zones come along as JSON arrays.
  const [row] = await tx
    .select({
      location: locations,
      periods: sql<Schedule['periods']>`(
        select coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes)
          order by h.weekday, h.id), '[]'::json)
        from ${openingHours} h where h.location_slug = ${locations.slug})`,
      exceptions: sql<Schedule['exceptions']>`(
        select coalesce(json_agg(json_build_object('date', e.date, 'closed', e.closed, 'opens', e.opens,
          'closes', e.closes, 'note', e.note) order by e.date, e.id), '[]'::json)
        from ${openingExceptions} e where e.location_slug = ${locations.slug})`,
      zones: sql<ZoneRow[]>`(
        select coalesce(json_agg(json_build_object('id', z.id, 'locationSlug', z.location_slug, 'name', z.name,
          'postcodeFrom', z.postcode_from, 'postcodeTo', z.postcode_to, 'feeCents', z.fee_cents,
          'minOrderCents', z.min_order_cents) order by z.id), '[]'::json)
        from ${deliveryZones} z where z.location_slug = ${locations.slug})`,
    })
    .from(locations)
    .where(eq(locations.slug, slug.toLowerCase()));
  if (!row) return null;
  return {
    location: row.location,
    schedule: { periods: row.periods, exceptions: row.exceptions },
    zones: row.zones,
  };
}

export async function loadCatalogue(
  tx: DbOrTx,
  productIds: string[],
): Promise<Map<string, CatalogueProduct>> {
  const out = new Map<string, CatalogueProduct>();
  if (productIds.length === 0) return out;
  const rows = await tx.select().from(products).where(inArray(products.id, productIds));
  for (const p of rows) {
    out.set(p.id, {
      id: p.id,
      name: p.name,
      categorySlug: p.categorySlug,
      priceCents: p.priceCents,
      available: p.available,
      locationSlug: p.locationSlug,
      options: new Map(),
    });
  }
  const optionRows = await tx
    .select({
      productId: optionGroups.productId,
      id: options.id,
      choice: options.choice,
      priceCents: options.priceCents,
      maxMultiplier: optionGroups.maxMultiplier,
    })
    .from(options)
    .innerJoin(optionGroups, eq(options.groupId, optionGroups.id))
    .where(inArray(optionGroups.productId, productIds));
  for (const o of optionRows) {
    out.get(o.productId)?.options.set(o.id, {
      choice: o.choice,
      priceCents: o.priceCents,
      maxMultiplier: o.maxMultiplier,
    });
  }
  return out;
}

/** Orders that hold a slot (a failed or cancelled one gives its place back), per slot start. */
export async function slotCounts(
  tx: DbOrTx,
  location: string,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ at: orders.expectedAt, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.locationSlug, location),
        gte(orders.expectedAt, from),
        lt(orders.expectedAt, to),
        notInArray(orders.status, ['payment_failed', 'cancelled']),
      ),
    )
    .groupBy(orders.expectedAt);
  return new Map(rows.map((r) => [new Date(r.at).getTime(), Number(r.n)]));
}

/** Serialises the capacity check of one slot at one location until the transaction ends. */
export async function lockSlot(tx: DbOrTx, location: string, slot: Date): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`slot:${location}`}), ${Math.floor(slot.getTime() / 60_000) % 2_000_000_000})`,
  );
}
