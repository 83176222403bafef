/**
 * Orders after checkout: their payments (create, retry), the provider's status moving an order
 * forward (webhook and reconciliation, payment-status.ts), unpaid holds running out, refunds at the
 * provider, the confirmation e-mail and the public summary (order-summary.ts).
 */
import * as m from '@gh/i18n/messages';
import { COUPON_MESSAGES } from '@gh/domain/offers-api';
import {
  MAX_UNPAID_ORDERS_PER_ADDRESS,
  MAX_UNPAID_ORDERS_PER_SESSION,
  MESSAGES,
  UNPAID_HOLD_MINUTES,
} from '@gh/domain';
import { tooManyUnpaidFromAddress } from '@gh/domain/checkout';
import type { DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { findLocation } from '../locations';
import { confirmationMail } from './confirmation-mail';
import { stampsOfOrder } from '../stamps';
import { createOrderPayments, OPEN_PAYMENT, type OrdersDeps } from './order-payments';
import { createOrderSummary } from './order-summary';
import * as repo from './orders.repository';
import { createPaymentStatus } from './payment-status';
import * as pay from './payments.repository';
import { createProviderRefunds } from './provider-refunds';
import * as refunds from './refunds.repository';

export type { OrdersDeps } from './order-payments';

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: OrdersDeps) {
  const { db, outbox, log, now, siteUrl } = deps;
  const unpaidPerAddress = deps.unpaidPerAddress ?? MAX_UNPAID_ORDERS_PER_ADDRESS;
  const { paidUrl, createPayment, firstPayment, ensurePayment, cancelAtProvider } = createOrderPayments(deps);
  const { refund } = createProviderRefunds(deps);
  const { applyProviderStatus } = createPaymentStatus(deps, { refund, queueConfirmation, cancelAtProvider });
  const { summary, openOrderOf, orderIdOf } = createOrderSummary(deps);

  /**
   * A new payment for an order whose payment failed, was cancelled or expired. Its place in the slot
   * is taken again first, under the same locks and counts as placing it (decision 018): a slot that
   * filled up meanwhile, or has begun, cannot be paid for any more, nor one whose client address
   * (`clientKey`, the asker's; null for staff) already has its unpaid orders (issue 26 item 4).
   */
  async function retry(
    publicId: string,
    baseUrl: string,
    clientKey: string | null = null,
  ): Promise<{ orderId: string; checkoutUrl: string }> {
    let order = await repo.findOrderByPublicId(db, publicId);
    if (!order) throw new NotFoundError(m.server_order_unknown());
    let existing = await pay.paymentsOfOrder(db, order.id);
    // The buyer may be back before the webhook: ask the provider about the open payment first.
    const open = existing.find((p) => OPEN_PAYMENT.includes(p.status));
    if (open) {
      await applyProviderStatus(open.id).catch(() => undefined);
      order = (await repo.findOrderById(db, order.id))!;
      existing = await pay.paymentsOfOrder(db, order.id);
    }
    const closed = () =>
      new ConflictError(
        order!.status === 'cancelled' ? m.server_order_cancelled() : m.server_order_already_paid(),
      );
    if (order.status !== 'pending_payment' && order.status !== 'payment_failed') throw closed();
    const slot = (await repo.slotOfOrder(db, order.id))!;
    const at = now();
    const renewed = await repo.renewHold(db, order.id, slot, {
      now: at,
      holdUntil: new Date(at.getTime() + UNPAID_HOLD_MINUTES * 60_000),
      sessionLimit: MAX_UNPAID_ORDERS_PER_SESSION,
      clientKey,
      addressLimit: unpaidPerAddress,
    });
    if (renewed === 'too_many_address') throw await tooManyFromAddress(clientKey!, at);
    if (renewed === 'closed') {
      order = (await repo.findOrderById(db, order.id))!;
      throw closed();
    }
    if (renewed === 'past') throw new ConflictError(MESSAGES.slotPassed);
    if (renewed === 'full') throw new ConflictError(MESSAGES.slotTakenMeanwhile);
    if (renewed === 'too_many') throw new ConflictError(MESSAGES.tooManyUnpaidOrders);
    if (renewed === 'coupon_used_up') throw new ConflictError(COUPON_MESSAGES.usedUpMeanwhile);
    const stillOpen = existing.find((p) => OPEN_PAYMENT.includes(p.status) && p.checkoutUrl);
    if (stillOpen) {
      // Still within its hold: the same payment. A payment that outlived the hold may expire at the
      // provider any moment: it is cancelled where the provider allows, and a new one is made (if
      // both get paid, the second is given back).
      if (renewed === 'holding') return { orderId: order.publicId, checkoutUrl: stillOpen.checkoutUrl! };
      await cancelAtProvider(stillOpen.id);
    }
    const payment = await createPayment(order, existing.length + 1, baseUrl);
    return { orderId: order.publicId, checkoutUrl: payment.checkoutUrl ?? paidUrl(baseUrl, order) };
  }

  /**
   * The 429 for an address with its unpaid orders: when the first of their holds runs out (as it may
   * have just now, then in a minute).
   */
  async function tooManyFromAddress(clientKey: string, at: Date): Promise<TooManyRequestsError> {
    const free = await repo.firstHoldEndOfAddress(db, clientKey, at);
    const ms = Math.max(free ? free.getTime() - at.getTime() : 0, 60_000);
    const message = tooManyUnpaidFromAddress(unpaidPerAddress, Math.ceil(ms / 60_000));
    return new TooManyRequestsError(message, Math.ceil(ms / 1000));
  }

  /**
   * Ends the holds that ran out (decision 018): the order is asked of the provider once more (a
   * payment made at the last moment wins), then moved to payment_failed with `expired_at`, and its
   * open payments are cancelled where the provider allows. Several instances may sweep at once: the
   * conditional move lets one of them do each order. Capacity never waits for this: counts already
   * leave out holds that ran out.
   */
  async function expireHolds(): Promise<number> {
    const at = now();
    await repo.forgetClientKeys(db, at);
    const due = await repo.holdsRunOut(db, at, 500);
    let expired = 0;
    for (const { id } of due) {
      const open = (await pay.paymentsOfOrder(db, id)).filter((p) => OPEN_PAYMENT.includes(p.status));
      for (const payment of open) {
        await applyProviderStatus(payment.id).catch((err) =>
          log.warn({ err, paymentId: payment.id }, 'expiry could not check a payment'),
        );
      }
      const moved = await db.transaction(async (tx) => {
        const row = await repo.expireOrder(tx, id, at);
        if (row) {
          await repo.addOrderEvent(tx, {
            orderId: id,
            fromStatus: 'pending_payment',
            toStatus: 'payment_failed',
            actor: 'system',
            note: 'Betaaltermijn verlopen',
          });
        }
        return row;
      });
      if (!moved) continue;
      expired++;
      for (const payment of await pay.paymentsOfOrder(db, id)) {
        if (OPEN_PAYMENT.includes(payment.status)) await cancelAtProvider(payment.id);
      }
    }
    return expired;
  }

  /**
   * Puts the confirmation in the outbox, in the transaction that marks the order paid: exactly one
   * message per order (its dedupe key), sent by the outbox worker however often the payment is
   * reported. `confirmation_sent_at` records when it entered the outbox.
   */
  async function queueConfirmation(tx: DbOrTx, orderId: string): Promise<void> {
    const order = await repo.markConfirmationQueued(tx, orderId, now());
    if (!order) return;
    const location = await findLocation(tx, order.locationSlug);
    // The stamp card's progress of the order's e-mail address (decision 052), in the order's language.
    const stamps = await stampsOfOrder(tx, order.publicId, order.lang);
    await outbox.add(tx, confirmationMail(order, location!, siteUrl, stamps), {
      dedupeKey: `order-confirmation:${order.id}`,
    });
  }

  /**
   * Re-checks unpaid payments of the last hours with the provider (a webhook may have been lost)
   * and queues the confirmation of a paid order that has none (paid before the outbox existed).
   * Returns how many payments it checked.
   */
  async function reconcile(options: { hours?: number } = {}): Promise<number> {
    await expireHolds();
    for (const { id } of await refunds.refundsDue(db, 100)) {
      await refund(id).catch((err) =>
        log.warn({ err, refundId: id }, 'refund could not be made; will retry'),
      );
    }
    const since = new Date(now().getTime() - (options.hours ?? 6) * 3_600_000);
    const open = await pay.openPaymentsSince(db, since);
    for (const { id } of open) {
      try {
        await applyProviderStatus(id);
      } catch (err) {
        log.warn({ err, paymentId: id }, 'reconciliation could not check a payment');
      }
    }
    const unsent = await repo.paidWithoutConfirmation(db, since, new Date(now().getTime() - 60_000));
    for (const { id } of unsent) await db.transaction((tx) => queueConfirmation(tx, id));
    if (unsent.length > 0) outbox.wake();
    return open.length;
  }

  /**
   * The visitor replaces an unpaid order by a new one: it is cancelled and its open payments are
   * cancelled at the provider where it allows. One that gets paid anyway is refunded (decision 018).
   */
  async function cancelUnpaid(sessionId: string | null, publicId: string): Promise<void> {
    const order = await repo.findOrderByPublicId(db, publicId);
    if (!order || !sessionId || order.sessionId !== sessionId)
      throw new NotFoundError(m.server_order_unknown());
    const cancelled = await db.transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, order.id, ['pending_payment', 'payment_failed'], 'cancelled', {
        cancelReason: 'Vervangen door een nieuwe bestelling.',
      });
      if (moved) {
        await repo.addOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'cancelled',
          actor: 'customer',
          note: 'Vervangen door een nieuwe bestelling',
        });
      }
      return moved;
    });
    if (!cancelled) {
      const current = await repo.findOrderById(db, order.id);
      if (current?.status === 'cancelled') return;
      throw new ConflictError(m.server_order_already_paid());
    }
    for (const payment of await pay.paymentsOfOrder(db, order.id)) {
      if (OPEN_PAYMENT.includes(payment.status)) await cancelAtProvider(payment.id);
    }
  }

  return {
    ensurePayment,
    firstPayment,
    queueConfirmation,
    retry,
    applyProviderStatus,
    reconcile,
    expireHolds,
    tooManyFromAddress,
    unpaidPerAddress,
    openOrderOf,
    cancelUnpaid,
    refund,
    summary,
    orderIdOf,
    createPayment,
  };
}
