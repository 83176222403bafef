/**
 * The staff's orders view (issue 19.3): search and filters over all orders, newest first, a page at a
 * time by keyset (created_at, id), on the indexes of migration 0011; and one order's timeline.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, outbox, payments, refunds } from '../../db/schema';

export interface OrderFilter {
  text: { number?: number; email?: string; phoneDigits?: string; postcode?: string; name?: string } | null;
  location: string | null;
  status: string | null;
  fulfilment: string | null;
  from: string | null;
  to: string | null;
  after: { createdAt: Date; id: string } | null;
  limit: number;
}

const amsterdamStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

export async function search(db: DbOrTx, f: OrderFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.location) where.push(eq(orders.locationSlug, f.location));
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.fulfilment) where.push(eq(orders.fulfilment, f.fulfilment));
  if (f.from) where.push(gte(orders.createdAt, amsterdamStart(f.from)));
  if (f.to)
    where.push(lt(orders.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`));
  if (f.after) {
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${f.after.createdAt.toISOString()}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  const t = f.text;
  if (t) {
    // Each way of finding an order uses its own index; a name is matched anywhere in it.
    where.push(
      or(
        t.number !== undefined ? eq(orders.number, t.number) : undefined,
        t.email
          ? sql`lower(${orders.email}) like ${`${t.email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
          : undefined,
        t.phoneDigits
          ? sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`${t.phoneDigits}%`}`
          : undefined,
        t.postcode ? eq(orders.postcode, t.postcode) : undefined,
        t.name ? ilike(orders.customerName, `%${t.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    );
  }
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      locationSlug: orders.locationSlug,
      status: orders.status,
      fulfilment: orders.fulfilment,
      customerName: orders.customerName,
      email: orders.email,
      phone: orders.phone,
      postcode: orders.postcode,
      totalCents: orders.totalCents,
      source: orders.source,
      enteredByEmail: orders.enteredByEmail,
      payAtPickup: orders.payAtPickup,
      paidAt: orders.paidAt,
      lang: orders.lang,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.limit + 1);
}

export async function orderById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** What happened to an order: its status changes, payments and refunds, and the e-mails about it. */
export async function history(db: DbOrTx, id: string) {
  const [events, pays, given, mails] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.createdAt, orderEvents.id),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.createdAt),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.createdAt, refunds.number),
    // Every message about an order carries its id in its dedupe key (`order-confirmation:<id>`, …).
    db
      .select({
        subject: sql<string>`${outbox.message}->>'subject'`,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(sql`${outbox.dedupeKey} like ${`%${id}%`}`)
      .orderBy(outbox.createdAt),
  ]);
  return { events, payments: pays, refunds: given, mails };
}
