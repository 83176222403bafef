/** Database access for the kitchen board: today's orders, status changes and their events. */
import { and, desc, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, orderEvents, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

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
  async locationName(db: DbOrTx, location: string) {
    const [row] = await db
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.slug, location));
    return row?.name ?? location;
  },
  async todayTotals(db: DbOrTx, location: string, since: Date) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
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
