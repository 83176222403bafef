/** A payment provider for tests: payments live in memory, statuses are set by the test. */
import type { PaymentStatus } from '@gh/domain/checkout';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { payments } from '../src/db/schema';
import type { App } from '../src/types';
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from '../src/modules/payments/payment-provider';

export function fakeProvider() {
  const byId = new Map<string, ProviderPayment>();
  const byKey = new Map<string, string>();
  let down = false;
  let seq = 0;
  const refunds: { id: string; paymentId: string; amountCents: number; key: string }[] = [];
  const provider: PaymentProvider & {
    payments: Map<string, ProviderPayment>;
    /** Refunds asked for, one per idempotency key, as a provider keeps them. */
    refunds: typeof refunds;
    /** Payments that refuse to be cancelled (as most of Mollie's iDEAL payments do). */
    notCancelable: Set<string>;
    setDown(value: boolean): void;
    set(id: string, status: PaymentStatus, amountCents?: number): void;
  } = {
    name: 'fake',
    payments: byId,
    refunds,
    notCancelable: new Set(),
    setDown(value) {
      down = value;
    },
    set(id, status, amountCents) {
      const p = byId.get(id)!;
      byId.set(id, { ...p, status, amountCents: amountCents ?? p.amountCents });
    },
    async createPayment(input) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      const known = byKey.get(input.idempotencyKey);
      if (known) return byId.get(known)!;
      const id = `tr_fake${++seq}`;
      const payment: ProviderPayment = {
        id,
        status: 'open',
        amountCents: input.amountCents,
        checkoutUrl: `https://pay.example/${id}`,
        metadata: input.metadata,
      };
      byId.set(id, payment);
      byKey.set(input.idempotencyKey, id);
      return payment;
    },
    async getPayment(id) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      return byId.get(id) ?? null;
    },
    async cancelPayment(id) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      const p = byId.get(id);
      if (!p || p.status !== 'open' || provider.notCancelable.has(id)) return null;
      const canceled = { ...p, status: 'canceled' as const, checkoutUrl: null };
      byId.set(id, canceled);
      return canceled;
    },
    async refundPayment(input) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      const known = refunds.find((r) => r.key === input.idempotencyKey);
      if (known) return { id: known.id };
      const paid = byId.get(input.paymentId);
      if (paid?.status !== 'paid') throw new Error('only a paid payment can be refunded');
      // As Mollie: never more back than the payment paid.
      if ((paid.amountRefundedCents ?? 0) + input.amountCents > paid.amountCents)
        throw new Error('the amount is higher than the refundable amount');
      const refund = { id: `re_fake${refunds.length + 1}`, ...input, key: input.idempotencyKey };
      refunds.push(refund);
      const p = byId.get(input.paymentId)!;
      byId.set(p.id, { ...p, amountRefundedCents: (p.amountRefundedCents ?? 0) + input.amountCents });
      return { id: refund.id };
    },
  };
  return provider;
}

/**
 * Pays order `orderId` as its customer would at the bank: the fake provider marks the order's payment
 * paid, and the server hears of it through the webhook, as from Mollie.
 */
export async function payThroughWebhook(
  t: { app: App; database: Database },
  provider: ReturnType<typeof fakeProvider>,
  orderId: string,
): Promise<void> {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  provider.set(payment!.id, 'paid');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(payment!.id)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
}
