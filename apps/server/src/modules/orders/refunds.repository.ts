/** Database access for refunds (decision 028): one row per refund, claimed by one caller at a time. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds, type RefundLineSnapshot } from '../../db/schema';
import type { PaymentRow } from './payments.repository';
import type { VatPart } from '@gh/domain';

export type RefundRow = typeof refunds.$inferSelect;

export interface NewRefund {
  orderId: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  lines?: RefundLineSnapshot[] | null;
  vatParts: VatPart[];
  actor: string;
  idempotencyKey: string;
  createdAt: Date;
}

/** An order's refunds, oldest first. */
export async function refundsOfOrder(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.number));
}

/** What was given back of one order line, over all of its order's refunds. */
export interface LineRefund {
  quantity: number;
  cents: number;
}

/**
 * The refunded lines of these orders (decision 028's line snapshots, due or made): per order, per
 * line index, how many pieces and how much. Orders with no line refunds are absent.
 */
export async function lineRefundsOf(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, Map<number, LineRefund>>> {
  const out = new Map<string, Map<number, LineRefund>>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({ orderId: refunds.orderId, lines: refunds.lines })
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]));
  for (const row of rows) {
    for (const line of row.lines ?? []) {
      const perLine = out.get(row.orderId) ?? new Map<number, LineRefund>();
      const sum = perLine.get(line.index) ?? { quantity: 0, cents: 0 };
      perLine.set(line.index, { quantity: sum.quantity + line.quantity, cents: sum.cents + line.grossCents });
      out.set(row.orderId, perLine);
    }
  }
  return out;
}

export async function refundByKey(db: DbOrTx, orderId: string, key: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Records a refund to be made; null when the order already has one under this key. The provider is
 * asked with a key of the refund's own, so asking again after a crash is the same refund.
 */
export async function insertRefund(
  db: DbOrTx,
  refund: NewRefund,
  providerKey?: string,
): Promise<RefundRow | null> {
  const id = randomUUID();
  const [row] = await db
    .insert(refunds)
    .values({
      id,
      ...refund,
      lines: refund.lines ?? null,
      providerKey: providerKey ?? `refund-${id}`,
    })
    .onConflictDoNothing({ target: [refunds.orderId, refunds.idempotencyKey] })
    .returning();
  return row ?? null;
}

/** What a payment gave back so far, in cents. */
export async function refundedOfPayment(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.cents ?? 0);
}

/**
 * Marks the rest of a payment to be given back, once per payment (`auto:<id>`; the first reason
 * stays): a cancelled paid order, a payment that came too late or paid an order twice. Its provider
 * key is the one these refunds had before decision 028. Returns the new refund, or null.
 */
export async function refundRestOfPayment(
  db: DbOrTx,
  payment: PaymentRow,
  reason: string,
  at: Date,
  vatParts: (restCents: number) => VatPart[] = () => [],
): Promise<RefundRow | null> {
  const rest = payment.amountCents - (await refundedOfPayment(db, payment.id));
  if (rest <= 0) return null;
  return insertRefund(
    db,
    {
      orderId: payment.orderId,
      paymentId: payment.id,
      amountCents: rest,
      reason,
      vatParts: vatParts(rest),
      actor: 'system',
      idempotencyKey: `auto:${payment.id}`,
      createdAt: at,
    },
    `refund-${payment.id}`,
  );
}

/**
 * Takes the right to ask the provider for a refund: one caller at a time, however many cancel,
 * click or reconcile at once. A claim older than `staleBefore` belonged to a caller that died.
 */
export async function claimRefund(
  db: DbOrTx,
  id: string,
  at: Date,
  staleBefore: Date,
): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ claimedAt: at })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'due'),
        or(isNull(refunds.claimedAt), lt(refunds.claimedAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markRefunded(
  db: DbOrTx,
  id: string,
  providerRefundId: string,
  at: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'refunded', providerRefundId, refundedAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'due')));
}

/** Gives a claim back after the provider failed, so the next try need not wait for it to go stale. */
export async function releaseRefund(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(refunds)
    .set({ claimedAt: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'due')));
}

/** Refunds the provider has not made yet, oldest first. */
export async function refundsDue(db: DbOrTx, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.status, 'due'))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}
