/** Refunds asked of the payment provider (decision 028), once however many callers ask at once. */
import { orderRef } from '@gh/domain';
import { publishOrderEvent, statusOf } from './order-events';
import type { OrdersDeps } from './order-payments';
import * as repo from './orders.repository';
import * as pay from './payments.repository';
import * as refunds from './refunds.repository';

/** A refund claim older than this belonged to a process that died: another may ask again. */
const REFUND_CLAIM_MS = 2 * 60_000;

export function createProviderRefunds(deps: Pick<OrdersDeps, 'db' | 'provider' | 'log' | 'now'>) {
  const { db, provider, log, now } = deps;

  /**
   * Asks the provider for a refund that is due (decision 028), once: of any number of callers (staff
   * clicking twice, 20 cancels at once, the reconciliation) the one that claims it asks, with the
   * refund's own idempotency key as a second line. A payment the provider already shows as given back
   * in full is only recorded. A failed call gives its claim back; the reconciliation asks again.
   */
  async function refund(refundId: string): Promise<void> {
    const at = now();
    const claimed = await refunds.claimRefund(db, refundId, at, new Date(at.getTime() - REFUND_CLAIM_MS));
    if (!claimed) return;
    try {
      const order = (await repo.findOrderById(db, claimed.orderId))!;
      const payment = (await pay.findPayment(db, claimed.paymentId))!;
      const remote = await provider.getPayment(claimed.paymentId);
      if (remote && (remote.amountRefundedCents ?? 0) >= payment.amountCents) {
        await refunds.markRefunded(db, refundId, 'refunded-at-provider', now());
      } else {
        const made = await provider.refundPayment({
          paymentId: claimed.paymentId,
          amountCents: claimed.amountCents,
          description: `Terugbetaling bestelling ${orderRef(order.number)} bij Gouden Haan`,
          idempotencyKey: claimed.providerKey,
        });
        await refunds.markRefunded(db, refundId, made.id, now());
        log.warn(
          { paymentId: claimed.paymentId, refundId, providerRefundId: made.id, reason: claimed.reason },
          'payment refunded',
        );
      }
      // The customer's live order page says "teruggestort" as soon as it is (decision 026).
      await publishOrderEvent(db, {
        orderId: order.id,
        publicId: order.publicId,
        location: order.locationSlug,
        status: statusOf(order),
      });
    } catch (err) {
      await refunds.releaseRefund(db, refundId).catch(() => undefined);
      throw err;
    }
  }

  return { refund };
}
