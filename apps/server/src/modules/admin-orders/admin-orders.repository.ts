/** Database access for the kitchen board: today's orders, status changes and their events. */
import { and, desc, eq, gte, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, orderEvents, orders, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

export const orderRepository = {
  async board(db: DbOrTx, location: string, openStatuses: readonly string[], since: Date) {
    return db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.locationSlug, location),
          inArray(orders.status, [...openStatuses]),
          // Placed in the last day, or due from then on: an order for a later day stays until it is done.
          or(gte(orders.createdAt, since), gte(orders.expectedAt, since)),
        ),
      )
      .orderBy(orders.expectedAt, orders.number);
  },
  async location(db: DbOrTx, slug: string): Promise<LocationRow | undefined> {
    const [row] = await db.select().from(locations).where(eq(locations.slug, slug));
    return row;
  },
  async todayTotals(db: DbOrTx, location: string, since: Date) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        // What stays with the restaurant: partial refunds (decision 028) come off.
        revenue: sql<number>`coalesce(sum(${orders.totalCents} - (select coalesce(sum(r.amount_cents), 0)
          from refunds r where r.order_id = "orders"."id")), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.locationSlug, location),
          gte(orders.paidAt, since),
          notInArray(orders.status, ['cancelled', 'pending_payment', 'payment_failed']),
        ),
      );
    return row ?? { count: 0, revenue: 0 };
  },
  async byId(db: DbOrTx, id: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },
  async lockById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },
  async locationOf(db: DbOrTx, id: string): Promise<string | null> {
    const [row] = await db.select({ slug: orders.locationSlug }).from(orders).where(eq(orders.id, id));
    return row?.slug ?? null;
  },
  async setStatus(db: DbOrTx, id: string, status: string, cancelReason: string | null) {
    await db
      .update(orders)
      .set({ status, updatedAt: new Date(), ...(cancelReason ? { cancelReason } : {}) })
      .where(eq(orders.id, id));
  },
  async update(db: DbOrTx, id: string, set: Partial<typeof orders.$inferInsert>) {
    await db
      .update(orders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(orders.id, id));
  },
  /** The order's payments that paid it (a refund of them may have given some back already). */
  async paidPayments(db: DbOrTx, orderId: string) {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(payments.createdAt);
  },
  /** Paid orders nobody accepted within their location's auto-accept minutes. */
  async autoAcceptDue(db: DbOrTx, now: Date, limit: number) {
    return db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(locations, eq(locations.slug, orders.locationSlug))
      .where(
        and(
          eq(orders.status, 'paid'),
          sql`${locations.autoAcceptMinutes} is not null`,
          lte(
            orders.paidAt,
            sql`${now.toISOString()}::timestamptz - make_interval(mins => ${locations.autoAcceptMinutes})`,
          ),
        ),
      )
      .orderBy(orders.paidAt)
      .limit(limit);
  },
  async addEvent(
    db: DbOrTx,
    event: { orderId: string; fromStatus: string; toStatus: string; actor: string; note: string | null },
  ) {
    await db.insert(orderEvents).values(event);
  },
  async recentEvents(db: DbOrTx, orderId: string) {
    return db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(desc(orderEvents.id));
  },
};
