/**
 * Database access of the checkout: the cart with its products, the location's rules, slot counts and
 * placing the order. The hot path is three named prepared statements (the cart, the location,
 * `place_order`), none in an explicit transaction.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { isOptionSoldOut, productNameKey, type Schedule } from '@gh/domain';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf, runPrepared } from '../../db/prepared';
import { deliveryZones, locations, openingExceptions, openingHours, orders } from '../../db/schema';
import type { CartLineRow, CatalogueOption, CatalogueProduct } from './checkout-fns';

interface CartRow {
  id: string;
  product_id: string;
  name: string;
  quantity: number;
  selected_options: CartLineRow['selectedOptions'];
  location: string;
  product_name: string | null;
  product_name_en: string | null;
  category_slug: string | null;
  price_cents: number | null;
  not_loose_sauce: boolean | null;
  age_restricted: boolean | null;
  vat_rate: number | null;
  available: boolean | null;
  location_slug: string | null;
  allergens: string[] | null;
  may_contain: string[] | null;
  options: (CatalogueOption & { id: string })[] | null;
  sold_out_names: string[] | null;
}

/**
 * The one place checkout reads the cart (the cart module owns writing it): the session's lines in
 * order and, in the same statement, each line's product as the catalogue has it now (price,
 * availability, options), so the order is priced from the catalogue and never from the cart.
 */
export async function loadCart(
  db: DbOrTx,
  sessionId: string,
): Promise<{ lines: (CartLineRow & { location: string })[]; catalogue: Map<string, CatalogueProduct> }> {
  const result = await runPrepared(
    db,
    'checkout_load_cart_5',
    sql`
    select l.id, l.product_id, l.name, l.quantity, l.selected_options, l.location,
           p.name as product_name, p.name_en as product_name_en, p.category_slug, p.price_cents, p.not_loose_sauce, p.age_restricted, p.vat_rate, p.available, p.location_slug,
           p.allergens, p.may_contain,
           (select json_agg(json_build_object('id', o.id, 'choice', o.choice, 'choiceEn', o.choice_en, 'priceCents', o.price_cents,
                     'maxMultiplier', g.max_multiplier, 'allergens', o.allergens, 'mayContain', o.may_contain,
                     'soldOut', o.sold_out))
            from option_groups g join options o on o.group_id = g.id
            where g.product_id = p.id) as options,
           (select json_agg(q.name) from products q
            where q.location_slug = p.location_slug and not q.available) as sold_out_names
    from cart_lines l left join products p on p.id = l.product_id
    where l.session_id = ${sessionId}
    order by l.created_at, l.id`,
  );
  const lines: (CartLineRow & { location: string })[] = [];
  const catalogue = new Map<string, CatalogueProduct>();
  for (const row of rowsOf<CartRow>(result)) {
    lines.push({
      id: row.id,
      productId: row.product_id,
      name: row.name,
      quantity: row.quantity,
      selectedOptions: row.selected_options,
      location: row.location,
    });
    if (row.product_name === null || catalogue.has(row.product_id)) continue;
    const soldOutNames = new Set((row.sold_out_names ?? []).map(productNameKey));
    catalogue.set(row.product_id, {
      id: row.product_id,
      name: row.product_name,
      nameEn: row.product_name_en,
      categorySlug: row.category_slug!,
      priceCents: Number(row.price_cents),
      notLooseSauce: row.not_loose_sauce === true,
      ageRestricted: row.age_restricted === true,
      vatRate: Number(row.vat_rate ?? 9),
      available: row.available === true,
      locationSlug: row.location_slug!,
      allergens: row.allergens ?? [],
      mayContain: row.may_contain ?? [],
      options: new Map(
        (row.options ?? []).map((o) => [
          o.id,
          {
            choice: o.choice,
            choiceEn: o.choiceEn,
            priceCents: o.priceCents,
            maxMultiplier: o.maxMultiplier,
            allergens: o.allergens ?? [],
            mayContain: o.mayContain ?? [],
            soldOut: isOptionSoldOut(o, soldOutNames),
          },
        ]),
      ),
    });
  }
  return { lines, catalogue };
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
    .where(eq(locations.slug, slug.toLowerCase()))
    .prepare('checkout_load_location_1')
    .execute();
  if (!row) return null;
  return {
    location: row.location,
    schedule: { periods: row.periods, exceptions: row.exceptions },
    zones: row.zones,
  };
}

/**
 * Orders that hold a slot at `now`, per slot start: a failed or cancelled one gives its place back,
 * and one waiting for payment holds it only until its hold runs out (decision 018).
 */
export async function slotCounts(
  tx: DbOrTx,
  location: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ at: orders.expectedAt, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.locationSlug, location),
        gte(orders.expectedAt, from),
        lt(orders.expectedAt, to),
        sql`order_holds_slot(${orders.status}, ${orders.holdUntil}, ${now.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(orders.expectedAt);
  return new Map(rows.map((r) => [new Date(r.at).getTime(), Number(r.n)]));
}

/**
 * The fields of a new order, each under the column `place_order` stores it in: the same columns, in
 * the same order, as the function's insert (src/db/functions/place_order.sql), which
 * place-order.test.ts holds equal.
 */
export const ORDER_COLUMNS = {
  publicId: orders.publicId,
  idempotencyKey: orders.idempotencyKey,
  sessionId: orders.sessionId,
  locationSlug: orders.locationSlug,
  fulfilment: orders.fulfilment,
  customerName: orders.customerName,
  email: orders.email,
  phone: orders.phone,
  postcode: orders.postcode,
  houseNumber: orders.houseNumber,
  addition: orders.addition,
  street: orders.street,
  city: orders.city,
  requestedTime: orders.requestedTime,
  expectedAt: orders.expectedAt,
  remarks: orders.remarks,
  lines: orders.lines,
  subtotalCents: orders.subtotalCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  totalCents: orders.totalCents,
  vatCents: orders.vatCents,
  holdUntil: orders.holdUntil,
  vatParts: orders.vatParts,
  deliveryVatRate: orders.deliveryVatRate,
  discounts: orders.discounts,
  discountCents: orders.discountCents,
  couponId: orders.couponId,
  lang: orders.lang,
  clientKey: orders.clientKey,
};

export type PlaceOutcome =
  | { outcome: 'placed' | 'replay'; orderId: string; number: number }
  | { outcome: 'full' }
  | { outcome: 'too_many' }
  | { outcome: 'too_many_address' }
  | { outcome: 'coupon_used_up' };

/**
 * Inserts the order with its first event when its slot (from `expectedAt` to `slotEnd`) holds fewer
 * than `capacity` orders at `now`, its session has fewer than `sessionLimit` unpaid orders holding a
 * slot and its client address (`clientKey`) fewer than `addressLimit`, all counted under locks; or finds the order its idempotency key already placed. One
 * statement (function `place_order`, src/db/functions/place_order.sql), run on its own: its counts
 * rely on READ COMMITTED taking a fresh snapshot after the locks, which a REPEATABLE READ or
 * SERIALIZABLE transaction around it would not.
 */
export async function placeOrder(
  db: Db,
  order: Pick<typeof orders.$inferInsert, keyof typeof ORDER_COLUMNS>,
  limits: { slotEnd: Date; capacity: number; now: Date; sessionLimit: number; addressLimit: number },
): Promise<PlaceOutcome> {
  // The order under its SQL column names, as `jsonb_populate_record` in the function reads it.
  const record = Object.fromEntries(
    Object.entries(order).map(([key, value]) => {
      const column = (ORDER_COLUMNS as Record<string, { name: string } | undefined>)[key];
      // The function would drop it without a word.
      if (!column)
        throw new Error(`place_order stores no ${key}: add it to ORDER_COLUMNS and to the function`);
      return [column.name, value];
    }),
  );
  const result = await runPrepared(
    db,
    'checkout_place_order_4',
    sql`select outcome, order_id, order_number
        from place_order(${JSON.stringify(record)}::jsonb, ${limits.slotEnd.toISOString()}::timestamptz,
          ${limits.capacity}::integer, ${limits.now.toISOString()}::timestamptz, ${limits.sessionLimit}::integer,
          ${limits.addressLimit}::integer)`,
  );
  const [row] = rowsOf<{ outcome: string; order_id: string | null; order_number: number | null }>(result);
  if (!row) throw new Error('place_order returned no row');
  if (row.outcome === 'full') return { outcome: 'full' };
  if (row.outcome === 'too_many') return { outcome: 'too_many' };
  if (row.outcome === 'too_many_address') return { outcome: 'too_many_address' };
  if (row.outcome === 'coupon_used_up') return { outcome: 'coupon_used_up' };
  return {
    outcome: row.outcome === 'placed' ? 'placed' : 'replay',
    orderId: row.order_id!,
    number: Number(row.order_number),
  };
}
