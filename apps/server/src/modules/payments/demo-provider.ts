/** The built-in test provider: a clearly labelled page where the buyer picks the outcome. */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DemoOutcome, PaymentStatus } from '@gh/domain/checkout';
import { langOfPath, localePath } from '@gh/i18n';
import type { Db } from '../../db/client';
import { demoPayments, demoRefunds } from '../../db/schema';
import { type PaymentProvider, type ProviderPayment, ProviderUnavailableError } from './payment-provider';

export interface DemoProvider extends PaymentProvider {
  readonly name: 'demo';
  find(id: string): Promise<(ProviderPayment & { description: string; redirectUrl: string }) | null>;
  /** The buyer's choice on the demo page; only an open payment changes. */
  decide(id: string, outcome: DemoOutcome): Promise<(ProviderPayment & { redirectUrl: string }) | null>;
}

type Row = typeof demoPayments.$inferSelect;

/**
 * The test checkout's page in the order's language (issue 20): the language of the page it returns
 * to, `/en/betaald` for an English order, so a row needs no language of its own.
 */
function checkoutPath(row: Row): string {
  const lang = langOfPath(new URL(row.redirectUrl, 'http://localhost').pathname);
  return localePath(`/demo-betaling/${row.id}`, lang);
}

function toPayment(row: Row): ProviderPayment & { description: string; redirectUrl: string } {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents,
    checkoutUrl: row.status === 'open' ? checkoutPath(row) : null,
    metadata: row.metadata,
    amountRefundedCents: row.amountRefundedCents,
    description: row.description,
    redirectUrl: row.redirectUrl,
  };
}

export function demoPaymentProvider(db: Db): DemoProvider {
  return {
    name: 'demo',
    async createPayment(input) {
      const id = `demo_${randomBytes(12).toString('base64url')}`;
      const [created] = await db
        .insert(demoPayments)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          description: input.description,
          redirectUrl: input.redirectUrl,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: demoPayments.idempotencyKey })
        .returning();
      if (created) return toPayment(created);
      // The key was used before (a retry, or a call at the same moment): that payment is the answer.
      const [row] = await db
        .select()
        .from(demoPayments)
        .where(eq(demoPayments.idempotencyKey, input.idempotencyKey));
      return toPayment(row!);
    },
    async getPayment(id) {
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      return row ? toPayment(row) : null;
    },
    async find(id) {
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      return row ? toPayment(row) : null;
    },
    async cancelPayment(id) {
      await db
        .update(demoPayments)
        .set({ status: 'canceled' })
        .where(and(eq(demoPayments.id, id), eq(demoPayments.status, 'open')));
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      return row && row.status === 'canceled' ? toPayment(row) : null;
    },
    async refundPayment(input) {
      // Like Mollie: the payment stays paid and adds up what was given back, partial refunds too,
      // never more than it paid; the same idempotency key is the same refund.
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(demoRefunds)
          .values({
            id: `demo_re_${randomBytes(9).toString('base64url')}`,
            idempotencyKey: input.idempotencyKey,
            paymentId: input.paymentId,
            amountCents: input.amountCents,
          })
          .onConflictDoNothing({ target: demoRefunds.idempotencyKey })
          .returning();
        if (!made) {
          const [known] = await tx
            .select()
            .from(demoRefunds)
            .where(eq(demoRefunds.idempotencyKey, input.idempotencyKey));
          return { id: known!.id };
        }
        const [row] = await tx
          .update(demoPayments)
          .set({ amountRefundedCents: sql`${demoPayments.amountRefundedCents} + ${input.amountCents}` })
          .where(
            and(
              eq(demoPayments.id, input.paymentId),
              eq(demoPayments.status, 'paid'),
              sql`${demoPayments.amountRefundedCents} + ${input.amountCents} <= ${demoPayments.amountCents}`,
            ),
          )
          .returning();
        if (!row) throw new ProviderUnavailableError(`demo payment ${input.paymentId} cannot be refunded`);
        return { id: made.id };
      });
    },
    async decide(id, outcome) {
      await db
        .update(demoPayments)
        .set({ status: outcome })
        .where(and(eq(demoPayments.id, id), eq(demoPayments.status, 'open')));
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      return row ? toPayment(row) : null;
    },
  };
}
