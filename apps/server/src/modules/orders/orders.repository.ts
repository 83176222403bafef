/** Database access for orders, their events and their payments. */
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, orderEvents, orders, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
/** An order just placed: what paying for it needs. */
export type PayableOrderRow = Pick<
  OrderRow,
  'id' | 'publicId' | 'number' | 'totalCents' | 'locationSlug' | 'lang'
>;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export async function findOrderByKey(tx: DbOrTx, key: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

export async function findOrderByPublicId(tx: DbOrTx, publicId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.publicId, publicId));
  return row ?? null;
}

export async function findOrderById(tx: DbOrTx, id: string, forUpdate = false): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function addOrderEvent(
  tx: DbOrTx,
  event: { orderId: string; fromStatus: string | null; toStatus: string; actor: string; note?: string },
): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

export async function paymentsOfOrder(tx: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

export async function findPayment(tx: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.id });
}

/** Moves a payment's status on, never back from a final one. */
export async function updatePaymentStatus(tx: DbOrTx, id: string, status: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, ['open', 'pending', 'authorized'])));
}

/** The conditional move: only from the given statuses; null when another call got there first. */
export async function moveOrder(
  tx: DbOrTx,
  id: string,
  from: readonly string[],
  to: string,
  extra: Partial<NewOrder> = {},
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** An order's slot and the rules of its location, for counting the slot again (decision 018). */
export interface OrderSlot {
  location: string;
  at: Date;
  end: Date;
  capacity: number;
  /** The order's cart session, whose lock comes before the slot's. */
  sessionId: string | null;
}

export async function slotOfOrder(tx: DbOrTx, orderId: string): Promise<OrderSlot | null> {
  const [row] = await tx
    .select({
      location: orders.locationSlug,
      at: orders.expectedAt,
      slotMinutes: locations.slotMinutes,
      capacity: locations.slotCapacity,
      sessionId: orders.sessionId,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.slug, orders.locationSlug))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return {
    location: row.location,
    at: row.at,
    end: new Date(row.at.getTime() + row.slotMinutes * 60_000),
    capacity: row.capacity,
    sessionId: row.sessionId,
  };
}

/**
 * Takes the order's session lock and then its slot's until the transaction ends (the locks and the
 * order `place_order` and `renew_hold` take).
 */
export async function lockSessionAndSlot(tx: DbOrTx, slot: OrderSlot): Promise<void> {
  if (slot.sessionId)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session:${slot.sessionId}`})::bigint)`);
  await tx.execute(sql`select lock_slot(${slot.location}, ${slot.at.toISOString()}::timestamptz)`);
}

/** The session's other orders still waiting for payment (or failed), made from the cart just paid. */
export async function unpaidTwinsOf(tx: DbOrTx, order: OrderRow): Promise<OrderRow[]> {
  if (!order.sessionId) return [];
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, order.sessionId),
        ne(orders.id, order.id),
        inArray(orders.status, ['pending_payment', 'payment_failed']),
      ),
    );
}

/** Orders other than `except` holding a place in the slot at `now`; call under the slot's lock. */
export async function slotTaken(tx: DbOrTx, slot: OrderSlot, now: Date, except: string): Promise<number> {
  const result = await tx.execute(
    sql`select slot_taken(${slot.location}, ${slot.at.toISOString()}::timestamptz,
          ${slot.end.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${except}::uuid) as n`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

export type RenewOutcome = 'renewed' | 'holding' | 'past' | 'full' | 'too_many' | 'closed' | 'coupon_used_up';

/** Gives an unpaid order a place in its slot again until `holdUntil` (function `renew_hold`). */
export async function renewHold(
  tx: DbOrTx,
  orderId: string,
  slot: OrderSlot,
  limits: { now: Date; holdUntil: Date; sessionLimit: number },
): Promise<RenewOutcome> {
  const result = await tx.execute(
    sql`select renew_hold(${orderId}::uuid, ${slot.end.toISOString()}::timestamptz, ${slot.capacity}::integer,
          ${limits.now.toISOString()}::timestamptz, ${limits.holdUntil.toISOString()}::timestamptz,
          ${limits.sessionLimit}::integer) as outcome`,
  );
  return (result as unknown as { rows: { outcome: RenewOutcome }[] }).rows[0]!.outcome;
}

/** Unpaid orders whose hold ran out by `now`, oldest first. */
export async function holdsRunOut(tx: DbOrTx, now: Date, limit: number): Promise<{ id: string }[]> {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.holdUntil, now)))
    .orderBy(asc(orders.holdUntil))
    .limit(limit);
}

/** Moves an unpaid order whose hold ran out to payment_failed; null when it was paid or moved meanwhile. */
export async function expireOrder(tx: DbOrTx, id: string, now: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'payment_failed', expiredAt: now, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending_payment'), lte(orders.holdUntil, now)))
    .returning();
  return row ?? null;
}

/** The session's newest order waiting for payment whose hold still runs at `now`. */
export async function newestUnpaidOrder(tx: DbOrTx, sessionId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.sessionId, sessionId), eq(orders.status, 'pending_payment'), gt(orders.holdUntil, now)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}
