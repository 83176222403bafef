/** Database access for the payments of orders: the provider's, and those taken at the counter. */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

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

/** Payments still open (open, pending, authorized) made since `since`. */
export async function openPaymentsSince(db: DbOrTx, since: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, ['open', 'pending', 'authorized']), gte(payments.createdAt, since)));
}

/** The order's payments that paid it (a refund of them may have given some back already). */
export async function paidPayments(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(payments.createdAt);
}

/** The order's payment taken at the counter, if any (decision 029). */
export async function counterPaymentOf(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'counter')));
  return row ?? null;
}

export async function insertCounterPayment(
  db: DbOrTx,
  row: { id: string; orderId: string; amountCents: number; method: string; at: Date },
): Promise<void> {
  await db
    .insert(payments)
    .values({
      id: row.id,
      orderId: row.orderId,
      provider: 'counter',
      status: 'paid',
      amountCents: row.amountCents,
      method: row.method,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoNothing();
}

/** Moves a payment's status on, never back from a final one. */
export async function updatePaymentStatus(tx: DbOrTx, id: string, status: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, ['open', 'pending', 'authorized'])));
}
