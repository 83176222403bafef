/**
 * The reports' and exports' SQL: paid orders of a location (or all) in a period of Amsterdam dates,
 * read through named prepared statements and the indexes of migration 0011.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, runPrepared } from '../../db/prepared';
import type { OrderDiscount, OrderLineSnapshot, OrderVatPart } from '../../db/schema';

export interface Period {
  from: string;
  to: string;
  location: string | null;
}

/**
 * The paid orders of the period as a CTE: paid from the start of `from` to the end of `to` in
 * Amsterdam, with their VAT parts (an order stored without them was all 9%, decision 027).
 */
function paidOrders(p: Period): SQL {
  return sql`paid as (
    select o.id, o.number, o.location_slug, o.fulfilment, o.status, o.lines, o.subtotal_cents,
      o.delivery_fee_cents, o.delivery_vat_rate, o.total_cents, o.vat_cents, o.expected_at, o.paid_at,
      o.discount_cents, o.discounts,
      case when jsonb_array_length(o.vat_parts) = 0 and o.total_cents <> 0
        then jsonb_build_array(jsonb_build_object('rate', 9, 'grossCents', o.total_cents,
          'netCents', o.total_cents - o.vat_cents, 'vatCents', o.vat_cents))
        else o.vat_parts end as parts,
      o.paid_at at time zone 'Europe/Amsterdam' as paid_local
    from orders o
    where o.paid_at >= (${p.from}::date)::timestamp at time zone 'Europe/Amsterdam'
      and o.paid_at < (${p.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'
      and (${p.location}::text is null or o.location_slug = ${p.location}::text)
  )`;
}

export interface ExportOrderRow {
  id: string;
  number: number;
  paid_local: string;
  location_slug: string;
  /** The location as the owner names it (the accountant reads names, not slugs). */
  location_name: string;
  fulfilment: string;
  status: string;
  lines: OrderLineSnapshot[];
  subtotal_cents: number;
  delivery_fee_cents: number;
  delivery_vat_rate: number;
  total_cents: number;
  vat_cents: number;
  parts: OrderVatPart[];
  /** What offers and coupons took off (decision 030): subtotal − this + delivery fee = total. */
  discount_cents: number;
  /** The order's discount lines per VAT rate (decision 030). */
  discounts: OrderDiscount[] | null;
  /** The paid payments, oldest first: the provider's id, or the counter's way of paying. */
  payments: { id: string; provider: string; method: string | null }[] | null;
  refunded_cents: string | number;
}

/** Every paid order of the period with its provider payment ids, oldest first. */
export async function exportOrders(db: DbOrTx, p: Period): Promise<ExportOrderRow[]> {
  const result = await runPrepared(
    db,
    'reports_export_orders_5',
    sql`with ${paidOrders(p)}
      select o.id, o.number, to_char(o.paid_local, 'YYYY-MM-DD"T"HH24:MI') as paid_local, o.location_slug,
        (select l.name from locations l where l.slug = o.location_slug) as location_name,
        o.fulfilment, o.status, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.delivery_vat_rate,
        o.total_cents, o.vat_cents, o.parts, o.discount_cents, o.discounts,
        (select json_agg(json_build_object('id', pm.id, 'provider', pm.provider, 'method', pm.method)
            order by pm.created_at) from payments pm
          where pm.order_id = o.id and pm.status = 'paid') as payments,
        (select coalesce(sum(r.amount_cents), 0) from refunds r where r.order_id = o.id) as refunded_cents
      from paid o
      order by o.paid_at, o.number`,
  );
  return rowsOf<ExportOrderRow>(result);
}

export interface ReportRow {
  totals: { orders: number; gross: number; delivery_fees: number; discounts: number } | null;
  vat: { rate: number; gross: number; net: number; vat: number }[] | null;
  fulfilment: { fulfilment: string; orders: number; gross: number }[] | null;
  by_day: { date: string; orders: number; gross: number }[] | null;
  heatmap: { weekday: number; hour: number; orders: number }[] | null;
  top_products: { name: string; quantity: number; gross: number }[] | null;
  top_options: { choice: string; count: number }[] | null;
  slots: { used: number; full: number; average_fill: number | null; capacity: number | null } | null;
  /** The stamp cards' rewards given as discounts (decision 052): how many, and what they took off. */
  stamp_rewards: { count: number; amount: number } | null;
  refunds: {
    count: number;
    amount: number;
    vat: { rate: number; gross: number; net: number; vat: number }[] | null;
  } | null;
}

/**
 * The refunds of the period, by the day they were decided (not the day the order was paid): few
 * rows, read by their own index in both ways of computing a report. With the VAT they gave back per
 * rate (decision 028), which the report takes off the period's sales (decision 044).
 */
function refundsFigure(p: Period): SQL {
  return sql`(with r as (
      select r.amount_cents, r.vat_parts from refunds r join orders o on o.id = r.order_id
      where r.created_at >= (${p.from}::date)::timestamp at time zone 'Europe/Amsterdam'
        and r.created_at < (${p.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'
        and (${p.location}::text is null or o.location_slug = ${p.location}::text))
    select json_build_object('count', (select count(*) from r),
      'amount', (select coalesce(sum(amount_cents), 0) from r),
      'vat', (select json_agg(v order by v.rate) from (
        select (pt->>'rate')::int as rate, sum((pt->>'grossCents')::bigint) as gross,
          sum((pt->>'netCents')::bigint) as net, sum((pt->>'vatCents')::bigint) as vat
        from r, jsonb_array_elements(r.vat_parts) pt group by 1) v)))`;
}

/** A credit note of the period (decision 028): when it was decided in Amsterdam, and its VAT per rate. */
export interface CreditNoteRow {
  created_local: string;
  parts: OrderVatPart[];
}

/** The period's credit notes (refunds by the day they were decided), oldest first. */
export async function creditNotes(db: DbOrTx, p: Period): Promise<CreditNoteRow[]> {
  const result = await runPrepared(
    db,
    'reports_credit_notes_1',
    sql`select to_char(r.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as created_local,
        r.vat_parts as parts
      from refunds r join orders o on o.id = r.order_id
      where r.created_at >= (${p.from}::date)::timestamp at time zone 'Europe/Amsterdam'
        and r.created_at < (${p.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'
        and (${p.location}::text is null or o.location_slug = ${p.location}::text)
      order by r.created_at, r.number`,
  );
  return rowsOf<CreditNoteRow>(result);
}

/**
 * Every figure of the reports page, from the rollup (migration 0016, decision 032): the period's rows
 * per location, day, kind and key, with the differences not yet folded into them (every figure is a
 * sum, so they simply add), which the triggers on orders keep equal to what reportFromOrders
 * computes from the orders themselves (a property test holds the two answers equal).
 *
 * A NEW FIGURE over paid orders: its kind in src/db/functions/report_facts.sql (no migration: decision
 * 037), its select here and in reportFromOrders, its field in ReportRow and toReport
 * (admin-reports.service.ts).
 */
export async function report(db: DbOrTx, p: Period): Promise<ReportRow> {
  const result = await runPrepared(
    db,
    'reports_report_rollup_4',
    sql`with f as (
        select r.location_slug, r.day, r.kind, r.key, r.n, r.a, r.b, r.c from report_rollup r
        where r.day >= ${p.from}::date and r.day <= ${p.to}::date
          and (${p.location}::text is null or r.location_slug = ${p.location}::text)
        union all
        select d.location_slug, d.day, d.kind, d.key, d.n, d.a, d.b, d.c from report_rollup_delta d
        where d.day >= ${p.from}::date and d.day <= ${p.to}::date
          and (${p.location}::text is null or d.location_slug = ${p.location}::text)),
      slot as (
        select f.location_slug, f.key, sum(f.n) as n, min(loc.slot_capacity) as capacity
        from f join locations loc on loc.slug = f.location_slug
        where f.kind = 'slot' group by 1, 2 having sum(f.n) > 0)
      select
        (select json_build_object('orders', coalesce(sum(n), 0), 'gross', coalesce(sum(a), 0),
          'delivery_fees', coalesce(sum(b), 0), 'discounts', coalesce(sum(c), 0))
          from f where kind = 'order') as totals,
        (select json_agg(v order by v.rate) from (
          select key::int as rate, sum(a) as gross, sum(b) as net, sum(c) as vat
          from f where kind = 'vat' group by 1 having sum(n) > 0) v) as vat,
        (select json_agg(x) from (
          select key as fulfilment, sum(n) as orders, sum(a) as gross
          from f where kind = 'order' group by 1 having sum(n) > 0) x) as fulfilment,
        (select json_agg(d order by d.date) from (
          select to_char(day, 'YYYY-MM-DD') as date, sum(n) as orders, sum(a) as gross
          from f where kind = 'order' group by day having sum(n) > 0) d) as by_day,
        (select json_agg(h order by h.weekday, h.hour) from (
          select extract(isodow from day)::int as weekday, key::int as hour, sum(n) as orders
          from f where kind = 'hour' group by 1, 2 having sum(n) > 0) h) as heatmap,
        (select json_agg(t) from (
          select key as name, sum(a) as quantity, sum(b) as gross
          from f where kind = 'product' group by 1 having sum(n) > 0 order by 2 desc, 1 limit 10) t)
          as top_products,
        (select json_agg(t) from (
          select key as choice, sum(a) as count
          from f where kind = 'option' group by 1 having sum(n) > 0 order by 2 desc, 1 limit 10) t)
          as top_options,
        (select json_build_object('used', count(*), 'full', count(*) filter (where n >= capacity),
          'average_fill', avg(least(n::numeric / nullif(capacity, 0), 1)), 'capacity', round(avg(capacity)))
          from slot) as slots,
        (select json_build_object('count', coalesce(sum(n), 0), 'amount', coalesce(sum(a), 0))
          from f where kind = 'stamp_reward') as stamp_rewards,
        ${refundsFigure(p)} as refunds`,
  );
  return rowsOf<ReportRow>(result)[0]!;
}

/**
 * Every figure of the reports page computed from the period's paid orders themselves, in one
 * statement: the reference the rollup is held to (and what the reports read before migration 0016;
 * a year of a busy location took about a second).
 */
export async function reportFromOrders(db: DbOrTx, p: Period): Promise<ReportRow> {
  const result = await runPrepared(
    db,
    'reports_report_5',
    sql`with ${paidOrders(p)},
      line as (select o.id, l from paid o, jsonb_array_elements(o.lines) l),
      slot as (
        select o.location_slug, o.expected_at, count(*)::int as n, min(loc.slot_capacity) as capacity
        from paid o join locations loc on loc.slug = o.location_slug
        group by o.location_slug, o.expected_at)
      select
        (select json_build_object('orders', count(*), 'gross', coalesce(sum(total_cents), 0),
          'delivery_fees', coalesce(sum(delivery_fee_cents), 0),
          'discounts', coalesce(sum(discount_cents), 0)) from paid) as totals,
        (select json_agg(v order by v.rate) from (
          select (pt->>'rate')::int as rate, sum((pt->>'grossCents')::bigint) as gross,
            sum((pt->>'netCents')::bigint) as net, sum((pt->>'vatCents')::bigint) as vat
          from paid o, jsonb_array_elements(o.parts) pt group by 1) v) as vat,
        (select json_agg(f) from (
          select fulfilment, count(*) as orders, sum(total_cents) as gross from paid group by 1) f) as fulfilment,
        (select json_agg(d order by d.date) from (
          select to_char(paid_local, 'YYYY-MM-DD') as date, count(*) as orders, sum(total_cents) as gross
          from paid group by 1) d) as by_day,
        (select json_agg(h order by h.weekday, h.hour) from (
          select extract(isodow from paid_local)::int as weekday, extract(hour from paid_local)::int as hour,
            count(*) as orders from paid group by 1, 2) h) as heatmap,
        (select json_agg(t) from (
          select l->>'name' as name, sum((l->>'quantity')::int) as quantity, sum((l->>'totalCents')::bigint) as gross
          from line group by 1 order by 2 desc, 1 limit 10) t) as top_products,
        (select json_agg(t) from (
          select regexp_replace(opt->>'choice', '\\s*x\\d+$', '', 'i') as choice,
            sum(coalesce((opt->>'count')::int, 1) * (l->>'quantity')::int) as count
          from line, jsonb_array_elements(l->'selectedOptions') opt group by 1 order by 2 desc, 1 limit 10) t)
          as top_options,
        (select json_build_object('used', count(*), 'full', count(*) filter (where n >= capacity),
          'average_fill', avg(least(n::numeric / nullif(capacity, 0), 1)), 'capacity', round(avg(capacity)))
          from slot) as slots,
        (select json_build_object('count', count(*), 'amount', coalesce(sum((d->>'amountCents')::bigint), 0))
          from paid o, jsonb_array_elements(o.discounts) d where d->>'source' like 'stamp:%') as stamp_rewards,
        ${refundsFigure(p)} as refunds`,
  );
  return rowsOf<ReportRow>(result)[0]!;
}

/**
 * Folds the differences the triggers wrote (report_rollup_delta) into the sums; every
 * RECONCILE_SECONDS on each instance (server.ts). Answers the sums written.
 */
export async function compactRollup(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select report_rollup_compact() as written`);
  return Number(rowsOf<{ written: string | number }>(result)[0]!.written);
}

/** Builds the rollup again from every paid order; answers the rows written. */
export async function rebuildRollup(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select report_rollup_rebuild() as written`);
  return Number(rowsOf<{ written: string | number }>(result)[0]!.written);
}

/** Where the kept rollup differs from a fresh computation from the orders (empty when it is right). */
export async function rollupDrift(db: DbOrTx) {
  return rowsOf<{ location_slug: string; day: string; kind: string; key: string }>(
    await db.execute(sql`select * from report_rollup_drift()`),
  );
}

export async function locationExists(db: DbOrTx, slug: string): Promise<boolean> {
  const result = await runPrepared(
    db,
    'reports_location_exists_1',
    sql`select 1 from locations where slug = ${slug}`,
  );
  return rowsOf(result).length > 0;
}
