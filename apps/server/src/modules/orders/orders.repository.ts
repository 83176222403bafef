/**
 * Database access for orders, their events and their payments: the one repository of the `orders`
 * table (a new order is inserted by checkout's `place_order` statement). Its status moves only
 * through `moveOrder`, from the statuses the caller expects; the few other fields that change later
 * have a function each. Payments and refunds are in payments.repository.ts and refunds.repository.ts.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { canTransition, isOrderStatus, type OrderStatus } from '@gh/domain';
import type { DbOrTx } from '../../db/client';
import { cartLines, locations, orderEvents, orders, sessions } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** An order just placed: what paying for it needs. */
export type PayableOrderRow = Pick<
  OrderRow,
  'id' | 'publicId' | 'number' | 'totalCents' | 'locationSlug' | 'lang'
>;

export type NewOrder = typeof orders.$inferInsert;

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

/** The order under its row lock until the transaction ends: writers that decide on it queue up. */
export function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | null> {
  return findOrderById(tx, id, true);
}

/** The location of an order, or null when there is no such order. */
export async function locationOfOrder(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ slug: orders.locationSlug }).from(orders).where(eq(orders.id, id));
  return row?.slug ?? null;
}

export async function addOrderEvent(
  tx: DbOrTx,
  event: {
    orderId: string;
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** What a move may set beside the status: when it was paid or accepted, the time told, why it ended. */
export type MoveFields = Partial<Pick<NewOrder, 'paidAt' | 'acceptedAt' | 'expectedAt' | 'cancelReason'>>;

/**
 * The guarded move, the one way an order's status changes: only from the statuses the caller
 * expects (each of which may become `to` in the domain's status machine); null when the order is in
 * none of them (another call got there first).
 */
export async function moveOrder(
  tx: DbOrTx,
  id: string,
  from: readonly string[],
  to: OrderStatus,
  fields: MoveFields = {},
): Promise<OrderRow | null> {
  const wrong = from.find((status) => !isOrderStatus(status) || !canTransition(status, to));
  if (wrong !== undefined) throw new Error(`An order never moves from ${wrong} to ${to}`);
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...fields })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** The kitchen moves the time told to the customer of an accepted order ("+10 min"); its status stays. */
export async function setExpectedAt(tx: DbOrTx, id: string, expectedAt: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ expectedAt, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row ?? null;
}

/**
 * An order to be paid at pickup was paid at the counter (decision 029): its payment time, once; null
 * when it had one already.
 */
export async function setPaidAtCounter(tx: DbOrTx, id: string, at: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ paidAt: at, updatedAt: at })
    .where(and(eq(orders.id, id), sql`${orders.paidAt} is null`))
    .returning();
  return row ?? null;
}

/**
 * Marks the confirmation of an order as queued, once: the order when this call did it, null when
 * it was queued before.
 */
export async function markConfirmationQueued(tx: DbOrTx, id: string, at: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ confirmationSentAt: at })
    .where(and(eq(orders.id, id), isNull(orders.confirmationSentAt)))
    .returning();
  return row ?? null;
}

/** Paid orders of `since` and later, paid before `before`, whose confirmation was never queued. */
export async function paidWithoutConfirmation(
  db: DbOrTx,
  since: Date,
  before: Date,
): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.confirmationSentAt),
        inArray(orders.status, ['paid', 'in_preparation', 'ready', 'out_for_delivery', 'completed']),
        gte(orders.paidAt, since),
        lt(orders.paidAt, before),
      ),
    );
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

export type RenewOutcome =
  'renewed' | 'holding' | 'past' | 'full' | 'too_many' | 'too_many_address' | 'closed' | 'coupon_used_up';

/** Gives an unpaid order a place in its slot again until `holdUntil` (function `renew_hold`). */
export async function renewHold(
  tx: DbOrTx,
  orderId: string,
  slot: OrderSlot,
  limits: {
    now: Date;
    holdUntil: Date;
    sessionLimit: number;
    clientKey: string | null;
    addressLimit: number;
  },
): Promise<RenewOutcome> {
  const result = await tx.execute(
    sql`select renew_hold(${orderId}::uuid, ${slot.end.toISOString()}::timestamptz, ${slot.capacity}::integer,
          ${limits.now.toISOString()}::timestamptz, ${limits.holdUntil.toISOString()}::timestamptz,
          ${limits.sessionLimit}::integer, ${limits.clientKey}::text, ${limits.addressLimit}::integer) as outcome`,
  );
  return (result as unknown as { rows: { outcome: RenewOutcome }[] }).rows[0]!.outcome;
}

/**
 * When the first hold of a client address's unpaid orders runs out (`orders.client_key`, issue 26
 * item 4): from then on it may place an order again. Null when none holds a place at `now`.
 */
export async function firstHoldEndOfAddress(tx: DbOrTx, clientKey: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | Date | null>`min(${orders.holdUntil})` })
    .from(orders)
    .where(
      and(eq(orders.clientKey, clientKey), eq(orders.status, 'pending_payment'), gt(orders.holdUntil, now)),
    );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Forgets the client address of orders that no longer hold a place at `now` (paid, failed, cancelled
 * or run out): it is kept only while it counts (decision 045).
 */
export async function forgetClientKeys(tx: DbOrTx, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ clientKey: null })
    .where(
      and(
        sql`${orders.clientKey} is not null`,
        or(ne(orders.status, 'pending_payment'), lte(orders.holdUntil, now)),
      ),
    );
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

/**
 * Moves an unpaid order whose hold ran out to payment_failed (a guarded move with the hold as a
 * second condition); null when it was paid or moved meanwhile.
 */
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

/**
 * The cart of a session whose order was just paid goes: the session row first, as every cart write
 * does (its lock keeps an add from slipping a line in between, or deadlocking with the delete). The
 * update also moves the cart's version, so no instance serves a kept answer after it, and the coupon
 * used by the order goes with it (decision 030).
 */
export async function emptyPaidCart(tx: DbOrTx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ location: null, couponId: null }).where(eq(sessions.id, sessionId));
  await tx.delete(cartLines).where(eq(cartLines.sessionId, sessionId));
}

/** A location's open orders for its kitchen board: placed since `since`, or due from then on. */
export async function boardOrders(
  db: DbOrTx,
  location: string,
  openStatuses: readonly string[],
  since: Date,
): Promise<OrderRow[]> {
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
}

/** A location's orders paid since `since` and what stays with the restaurant of them. */
export async function paidTotalsSince(
  db: DbOrTx,
  location: string,
  since: Date,
): Promise<{ count: number; revenue: number }> {
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
}

/** Paid orders nobody accepted within their location's auto-accept minutes. */
export async function autoAcceptDue(db: DbOrTx, now: Date, limit: number): Promise<{ id: string }[]> {
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
}
