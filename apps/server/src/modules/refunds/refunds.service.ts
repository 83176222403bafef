/**
 * Refunds from the admin (issue 19.1, decision 028): full, an amount or chosen lines, with a reason,
 * never more than was paid, one refund per idempotency key, a credit note to the customer.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import {
  REFUND_MESSAGES,
  creditNoteNumber,
  lineRefundCents,
  splitOverRates,
  type OrderRefunds,
  type Refund,
  type RefundBody,
} from '@gh/domain/refunds';
import {
  formatEuro,
  lineVatRate,
  linesAfterDiscounts,
  storedVatParts,
  toCents,
  toEuros,
  vatParts,
  vatPartsInEuros,
} from '@gh/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RefundLineSnapshot } from '../../db/schema';
import { audit, type Actor } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { findLocation } from '../locations';
import { creditNoteMail } from './credit-note-mail';
import {
  findOrderById,
  insertRefund,
  lockOrder,
  paidPayments,
  paymentsOfOrder,
  publishOrderEvent,
  refundByKey,
  refundsOfOrder,
  statusOf,
  type RefundRow,
} from '../orders';

export interface RefundsDeps {
  db: Db;
  outbox: Outbox;
  now: () => Date;
  siteUrl: string;
  /** Asks the provider for a refund that is due, once (the orders service's `refund`). */
  refundAtProvider: (refundId: string) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const sum = (rows: readonly { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);

function who(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  return actor === 'system' ? 'systeem' : actor;
}

export function toRefund(r: RefundRow): Refund {
  return {
    id: r.id,
    creditNote: creditNoteNumber(r.number),
    paymentId: r.paymentId,
    amount: toEuros(r.amountCents),
    reason: r.reason,
    lines:
      r.lines?.map((l) => ({
        index: l.index,
        name: l.name,
        quantity: l.quantity,
        amount: toEuros(l.grossCents),
        vatRate: l.vatRate,
      })) ?? null,
    vatByRate: vatPartsInEuros(r.vatParts),
    status: r.status === 'refunded' ? 'refunded' : 'due',
    providerRefundId: r.providerRefundId,
    by: who(r.actor),
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

/** How many of each line earlier refunds gave back. */
function refundedQuantities(earlier: readonly RefundRow[]): Map<number, number> {
  const done = new Map<number, number>();
  for (const r of earlier)
    for (const l of r.lines ?? []) done.set(l.index, (done.get(l.index) ?? 0) + l.quantity);
  return done;
}

/** A Postgres error from the trigger that keeps refunds within their payment (a last line of defence). */
function isOverRefund(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'refunds_within_payment') return true;
  }
  return false;
}

/** Two equal refunds of one order within this long are one (issue 26 item 7, decision 045). */
export const TWIN_REFUND_MS = 10_000;

/** Whether `earlier` is the refund `body` asks for again: same reason, amount or lines, just now. */
function isTwin(earlier: RefundRow, body: RefundBody, at: Date): boolean {
  if (at.getTime() - earlier.createdAt.getTime() >= TWIN_REFUND_MS) return false;
  if (earlier.reason !== body.reason) return false;
  if (body.lines) {
    const asked = body.lines.map((l) => `${l.index}x${l.quantity}`).join(',');
    return asked === (earlier.lines ?? []).map((l) => `${l.index}x${l.quantity}`).join(',');
  }
  if (earlier.lines) return false;
  return body.amount === undefined || toCents(body.amount) === earlier.amountCents;
}

export function createRefundsService(deps: RefundsDeps) {
  const { db, outbox, now, siteUrl } = deps;

  /** The order's payments, refunds and refundable lines. */
  async function ofOrder(orderId: string): Promise<OrderRefunds> {
    const order = await findOrderById(db, orderId);
    if (!order) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
    const [all, given] = await Promise.all([paymentsOfOrder(db, orderId), refundsOfOrder(db, orderId)]);
    const paid = all.filter((p) => p.status === 'paid');
    const done = refundedQuantities(given);
    return {
      orderId: order.id,
      number: order.number,
      paid: toEuros(sum(paid)),
      refunded: toEuros(sum(given)),
      remaining: toEuros(Math.max(0, sum(paid) - sum(given))),
      payments: [...all].reverse().map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: toEuros(p.amountCents),
        refunded: toEuros(sum(given.filter((r) => r.paymentId === p.id))),
        createdAt: p.createdAt.toISOString(),
      })),
      lines: linesAfterDiscounts(order.lines, order.discounts).map((l, index) => ({
        index,
        name: l.name,
        quantity: l.quantity,
        refundedQuantity: done.get(index) ?? 0,
        total: toEuros(l.totalCents),
        vatRate: lineVatRate(l),
      })),
      refunds: given.map(toRefund),
    };
  }

  /**
   * Records a refund under the order's row lock, so staff refunding at once are put in line and the
   * second sees the first: never more than the payments paid minus earlier refunds (a trigger holds
   * the same per payment). A key seen before answers the refund made under it, and so does the same
   * refund (amount or lines, and reason) of the order asked within TWIN_REFUND_MS, key or not (issue
   * 26 item 7): two tabs, or a double click without a key, give back once. The credit note goes into
   * the outbox in the same transaction; the provider is asked after commit.
   */
  async function create(
    actor: Actor,
    orderId: string,
    body: RefundBody,
    key: string | null,
  ): Promise<{ created: boolean; refunds: OrderRefunds }> {
    const idempotencyKey = key ? `admin:${key}` : null;
    let made: RefundRow | null;
    let twin: RefundRow | null = null;
    try {
      made = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
        if (idempotencyKey && (await refundByKey(tx, orderId, idempotencyKey))) return null;
        const paid = await paidPayments(tx, orderId);
        if (order.paidAt === null || paid.length === 0) throw new ConflictError(REFUND_MESSAGES.notPaid);
        const earlier = await refundsOfOrder(tx, orderId);
        twin = earlier.find((r) => isTwin(r, body, now())) ?? null;
        if (twin) return null;
        const rests = paid
          .map((p) => ({
            payment: p,
            rest: p.amountCents - sum(earlier.filter((r) => r.paymentId === p.id)),
          }))
          .sort((a, b) => b.rest - a.rest);
        const remaining = rests.reduce((s, r) => s + Math.max(0, r.rest), 0);
        if (remaining <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);

        let lines: RefundLineSnapshot[] | null = null;
        let amountCents: number;
        if (body.lines) {
          const done = refundedQuantities(earlier);
          const sold = linesAfterDiscounts(order.lines, order.discounts);
          lines = body.lines.map(({ index, quantity }) => {
            const line = sold[index];
            if (!line) throw new ValidationError(REFUND_MESSAGES.badLine);
            const before = done.get(index) ?? 0;
            if (before + quantity > line.quantity)
              throw new ConflictError(REFUND_MESSAGES.tooManyOfLine(line.name, line.quantity - before));
            return {
              index,
              name: line.name,
              quantity,
              grossCents: lineRefundCents(line, before, quantity),
              vatRate: lineVatRate(line),
            };
          });
          amountCents = lines.reduce((s, l) => s + l.grossCents, 0);
        } else {
          amountCents = body.amount === undefined ? remaining : toCents(body.amount);
        }
        if (amountCents > remaining) throw new ConflictError(REFUND_MESSAGES.tooHigh(formatEuro(remaining)));
        const target = rests[0]!;
        if (amountCents > target.rest)
          throw new ConflictError(REFUND_MESSAGES.perPayment(formatEuro(target.rest)));

        // What remains goes back with exactly the VAT that remains; chosen lines at their own rates;
        // an amount in proportion to what each rate still holds (decision 028).
        const earlierParts = earlier.flatMap((r) => r.vatParts);
        const parts =
          lines && amountCents !== remaining
            ? vatParts(lines.map((l) => ({ rate: l.vatRate, grossCents: l.grossCents })))
            : splitOverRates(amountCents, storedVatParts(order), earlierParts);
        const refund = await insertRefund(tx, {
          orderId,
          paymentId: target.payment.id,
          amountCents,
          reason: body.reason,
          lines,
          vatParts: parts,
          actor: `admin:${actor.email}`,
          idempotencyKey: idempotencyKey ?? `admin:${randomUUID()}`,
          createdAt: now(),
        });
        if (!refund) return null;
        await audit(tx, actor, 'order_refunded', 'order', orderId, {
          refundId: refund.id,
          creditNote: creditNoteNumber(refund.number),
          amountCents,
          reason: body.reason,
          lines: lines?.map((l) => ({ index: l.index, quantity: l.quantity })) ?? null,
        });
        // An order whose personal data was erased (decision 025) has no address left to write to.
        if (!order.anonymisedAt) {
          const location = await findLocation(tx, order.locationSlug);
          await outbox.add(tx, creditNoteMail(order, refund, location!, siteUrl), {
            dedupeKey: `credit-note:${orderId}:${refund.id}`,
          });
        }
        await publishOrderEvent(tx, {
          orderId,
          publicId: order.publicId,
          location: order.locationSlug,
          status: statusOf(order),
        });
        return refund;
      });
    } catch (err) {
      if (isOverRefund(err)) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
      throw err;
    }
    if (made) outbox.wake();
    // A replay whose refund is still due asks again too: the claim lets one caller through.
    const toAsk = made ?? twin ?? (idempotencyKey ? await refundByKey(db, orderId, idempotencyKey) : null);
    if (toAsk?.status === 'due') {
      await deps
        .refundAtProvider(toAsk.id)
        .catch((err) =>
          deps.log?.warn({ err, refundId: toAsk.id }, 'refund will be retried by the reconciliation'),
        );
    }
    return { created: made !== null, refunds: await ofOrder(orderId) };
  }

  return { ofOrder, create };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
