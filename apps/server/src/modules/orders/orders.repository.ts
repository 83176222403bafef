/** Database access for orders, their events and their payments. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
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
