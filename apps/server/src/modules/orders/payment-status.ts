/**
 * The provider's status moving an order forward (the webhook, the reconciliation): paid, failed, or
 * paid when it should not be (twice, too late, cancelled meanwhile) and so given back.
 */
import * as m from '@gh/i18n/messages';
import { orderRef, statusesThatMayBecome, type OrderStatus } from '@gh/domain';
import type { DbOrTx } from '../../db/client';
import { UpstreamError } from '../../lib/errors';
import { countPaymentChange, countProviderUnavailable } from '../metrics';
import { ProviderUnavailableError } from '../payments';
import { publishOrderEvent } from './order-events';
import { FAILED_PAYMENT, OPEN_PAYMENT, providerDown, type OrdersDeps } from './order-payments';
import * as repo from './orders.repository';
import * as pay from './payments.repository';
import * as refunds from './refunds.repository';

/** What the status needs of the rest of the orders service. */
export interface PaymentStatusHelpers {
  /** Asks the provider for a refund that is due (provider-refunds.ts). */
  refund(refundId: string): Promise<void>;
  /** Puts the order's confirmation in the outbox, once, in the transaction that marks it paid. */
  queueConfirmation(tx: DbOrTx, orderId: string): Promise<void>;
  /** Cancels an open payment at the provider where it allows that. */
  cancelAtProvider(paymentId: string): Promise<void>;
}

export function createPaymentStatus(deps: OrdersDeps, helpers: PaymentStatusHelpers) {
  const { db, provider, outbox, log, now } = deps;
  const { refund, queueConfirmation, cancelAtProvider } = helpers;

  /**
   * Fetches a payment's status from the provider and moves its order forward, idempotently: the
   * conditional UPDATE lets exactly one of any number of identical calls do the work.
   * Unknown ids change nothing; a provider that does not answer throws (the webhook answers 5xx).
   */
  async function applyProviderStatus(paymentId: string): Promise<'unknown' | 'ok'> {
    const local = await pay.findPayment(db, paymentId);
    if (!local) return 'unknown';
    let remote;
    try {
      remote = await provider.getPayment(paymentId);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        countProviderUnavailable();
        throw new UpstreamError(providerDown());
      }
      throw err;
    }
    if (!remote) return 'unknown';
    const status = remote.status;
    let paidNow = false;
    const refundNow: string[] = [];
    const twinsCancelled: string[] = [];
    let changedLocation: string | null = null;
    // A success may need its order's place in the slot again (its hold ran out), and must not pay
    // a cart twice: both are decided under the session's and the slot's locks, taken before the
    // order's row lock as everywhere (decision 018).
    const slot = status === 'paid' ? await repo.slotOfOrder(db, local.orderId) : null;
    await db.transaction(async (tx) => {
      if (slot) await repo.lockSessionAndSlot(tx, slot);
      const order = await repo.findOrderById(tx, local.orderId, true);
      if (!order) return;
      if (status !== local.status) {
        await pay.updatePaymentStatus(tx, local.id, status);
        changedLocation = order.locationSlug;
      }
      if (status === 'paid') {
        if (remote.amountCents !== local.amountCents || local.amountCents !== order.totalCents) {
          log.error(
            { paymentId, orderId: order.id, paid: remote.amountCents, expected: order.totalCents },
            'payment amount does not match the order; order not marked paid',
          );
          return;
        }
        const giveBack = async (reason: string) => {
          const made = await refunds.refundRestOfPayment(tx, { ...local, status }, reason, now());
          if (made) refundNow.push(made.id);
          log.warn({ paymentId, orderId: order.id, reason }, 'payment will be refunded');
        };
        if (!statusesThatMayBecome('paid').includes(order.status as OrderStatus)) {
          // Paid before by another payment of the order (Back, pay again), or cancelled before it was
          // ever paid: this money goes back. A replay of the payment that paid it changes nothing.
          const others = await pay.paymentsOfOrder(tx, order.id);
          const givenBack = new Set(
            (await refunds.refundsOfOrder(tx, order.id))
              .filter((r) => r.idempotencyKey.startsWith('auto:'))
              .map((r) => r.paymentId),
          );
          const paidByAnother = others.some(
            (p) => p.id !== local.id && p.status === 'paid' && !givenBack.has(p.id),
          );
          if (order.status === 'cancelled') {
            // Cancelled before it was paid, or by the kitchen after (issue 18): the money goes back.
            if (!givenBack.has(local.id))
              await giveBack(order.paidAt === null ? 'order cancelled before payment' : 'order cancelled');
          } else if (paidByAnother && !givenBack.has(local.id)) {
            await giveBack('order already paid by another payment');
          }
          return;
        }
        const holding = order.status === 'pending_payment' && order.holdUntil > now();
        if (!holding) {
          // Paid after its hold ran out: kept when its slot is still ahead and has room, else the
          // order is cancelled and the money given back.
          const room =
            order.expectedAt > now() && (await repo.slotTaken(tx, slot!, now(), order.id)) < slot!.capacity;
          if (!room) {
            await giveBack('paid after its hold ran out; the slot is full or has begun');
            const cancelled = await repo.moveOrder(
              tx,
              order.id,
              ['pending_payment', 'payment_failed'],
              'cancelled',
              {
                cancelReason: m.order_reason_paid_late({}, { locale: 'nl' }),
              },
            );
            if (cancelled) {
              await repo.addOrderEvent(tx, {
                orderId: order.id,
                fromStatus: order.status,
                toStatus: 'cancelled',
                actor: 'payment',
                note: `${paymentId}: te laat betaald, tijdstip vol; terugbetaald`,
              });
            }
            return;
          }
        }
        const moved = await repo.moveOrder(tx, order.id, statusesThatMayBecome('paid'), 'paid', {
          paidAt: now(),
        });
        if (!moved) return;
        paidNow = true;
        // The session's other unpaid orders were made from the cart just paid (one cart, one order):
        // they are cancelled, their payments too after commit. One paid anyway meets a cancelled
        // order and is refunded; the session's lock keeps two payments of one cart from passing
        // each other.
        for (const twin of await repo.unpaidTwinsOf(tx, moved)) {
          const cancelled = await repo.moveOrder(
            tx,
            twin.id,
            ['pending_payment', 'payment_failed'],
            'cancelled',
            {
              cancelReason: m.order_reason_cart_paid_twice({}, { locale: 'nl' }),
            },
          );
          if (!cancelled) continue;
          twinsCancelled.push(twin.id);
          await repo.addOrderEvent(tx, {
            orderId: twin.id,
            fromStatus: twin.status,
            toStatus: 'cancelled',
            actor: 'payment',
            note: `Dezelfde winkelwagen is betaald met bestelling ${orderRef(order.number)}`,
          });
        }
        await repo.addOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'paid',
          actor: 'payment',
          note: holding ? paymentId : `${paymentId} (na verlopen betaaltermijn)`,
        });
        // The cart just paid goes, with the coupon this order used (decision 030).
        if (order.sessionId) await repo.emptyPaidCart(tx, order.sessionId);
        await queueConfirmation(tx, order.id);
        await publishOrderEvent(tx, { orderId: order.id, location: order.locationSlug, status: 'paid' });
      } else if (FAILED_PAYMENT.includes(status) && order.status === 'pending_payment') {
        // Only the newest payment decides: a late "expired" of an earlier attempt fails nothing.
        const others = await pay.paymentsOfOrder(tx, order.id);
        const livelier = others.some(
          (p) => p.id !== local.id && (OPEN_PAYMENT.includes(p.status) || p.status === 'paid'),
        );
        if (livelier) return;
        const moved = await repo.moveOrder(tx, order.id, ['pending_payment'], 'payment_failed');
        if (moved) {
          await repo.addOrderEvent(tx, {
            orderId: order.id,
            fromStatus: 'pending_payment',
            toStatus: 'payment_failed',
            actor: 'payment',
            note: `${paymentId}: ${status}`,
          });
        }
      }
    });
    if (changedLocation !== null) {
      countPaymentChange({
        status,
        location: changedLocation,
        orderPaid: paidNow,
        changedAt: remote.changedAt,
        now: now(),
      });
    }
    if (paidNow) outbox.wake();
    for (const twin of twinsCancelled) {
      for (const payment of await pay.paymentsOfOrder(db, twin)) {
        if (OPEN_PAYMENT.includes(payment.status)) await cancelAtProvider(payment.id);
      }
    }
    for (const refundId of refundNow)
      await refund(refundId).catch((err) => log.warn({ err, paymentId, refundId }, 'refund will be retried'));
    return 'ok';
  }

  return { applyProviderStatus };
}
