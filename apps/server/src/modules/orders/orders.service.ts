/**
 * Orders after checkout: their payments (create, retry), the provider's status moving an order
 * forward (webhook and reconciliation), the confirmation e-mail and the public summary.
 */
import * as m from '@gh/i18n/messages';
import { COUPON_MESSAGES } from '@gh/domain/offers-api';
import { discountsInEuros } from '../offers';
import {
  MAX_UNPAID_ORDERS_PER_SESSION,
  MESSAGES,
  orderStatusLabel,
  UNPAID_HOLD_MINUTES,
  isOrderStatus,
  statusesThatMayBecome,
  storedVatParts,
  toEuros,
  vatPartsInEuros,
  orderRef,
  lineInLanguage,
  formatSlot,
} from '@gh/domain';
import type { OrderStatus } from '@gh/domain';
import { LIVE_ORDER_MESSAGES } from '@gh/domain/checkout';
import type { OpenOrder, OrderSummary, PaymentStatus } from '@gh/domain/checkout';
import type { FastifyBaseLogger } from 'fastify';
import { currentLang, localePath } from '@gh/i18n';
import type { Db, DbOrTx } from '../../db/client';
import { publishOrderEvent, statusOf } from './order-events';
import { ConflictError, NotFoundError, UpstreamError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { findLocation } from '../locations';
import { countPaymentChange, countProviderUnavailable } from '../metrics';
import { type PaymentProvider, ProviderUnavailableError } from '../payments';
import { confirmationMail } from './confirmation-mail';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.repository';
import * as pay from './payments.repository';
import * as refunds from './refunds.repository';

export interface OrdersDeps {
  db: Db;
  provider: PaymentProvider;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  /** The site's public address, for the links in e-mails. */
  siteUrl: string;
}

const OPEN_PAYMENT: readonly string[] = ['open', 'pending', 'authorized'];
const FAILED_PAYMENT: readonly string[] = ['failed', 'canceled', 'expired'];

/** A refund claim older than this belonged to a process that died: another may ask again. */
const REFUND_CLAIM_MS = 2 * 60_000;

/** Made when refused, in the request's language. */
export const providerDown = () => m.server_provider_down();

export type OrdersService = ReturnType<typeof createOrdersService>;

/** What creating a payment needs of an order. */
export type PayableOrder = Pick<OrderRow, 'id' | 'publicId' | 'number' | 'totalCents' | 'lang'>;

export function createOrdersService(deps: OrdersDeps) {
  const { db, provider, outbox, log, now, siteUrl } = deps;

  /** The order's status page, in the language it was placed in (`/en/betaald` for English, issue 20). */
  function paidUrl(baseUrl: string, order: Pick<OrderRow, 'publicId' | 'lang'>): string {
    return `${baseUrl}${localePath(`/betaald?order=${encodeURIComponent(order.publicId)}`, order.lang)}`;
  }

  /**
   * Creates payment number `attempt` of an order at the provider and records it. The provider's
   * idempotency key is the order id plus the attempt, so a retry after a crash, or two calls at
   * once, get the same provider payment, and the `payments` row is written once (its id is the key).
   */
  async function createPayment(order: PayableOrder, attempt: number, baseUrl: string) {
    let payment;
    try {
      payment = await provider.createPayment({
        amountCents: order.totalCents,
        description: m.order_payment_description({ number: orderRef(order.number) }, { locale: order.lang }),
        redirectUrl: paidUrl(baseUrl, order),
        webhookUrl: `${baseUrl}/api/payments/webhook`,
        metadata: { orderId: order.id, publicId: order.publicId },
        idempotencyKey: `${order.id}-${attempt}`,
        lang: order.lang,
      });
    } catch (err) {
      countProviderUnavailable();
      log.error({ err, orderId: order.id }, 'payment provider could not create a payment');
      throw new UpstreamError(providerDown());
    }
    await pay.insertPayment(db, {
      id: payment.id,
      orderId: order.id,
      provider: provider.name,
      status: payment.status,
      amountCents: order.totalCents,
      checkoutUrl: payment.checkoutUrl,
      createdAt: now(),
      updatedAt: now(),
    });
    return payment;
  }

  /** The first payment of an order, and where the buyer goes to pay it. */
  async function firstPayment(order: PayableOrder, baseUrl: string): Promise<string> {
    const payment = await createPayment(order, 1, baseUrl);
    return payment.checkoutUrl ?? paidUrl(baseUrl, order);
  }

  /** Where the buyer goes next for an order: its open payment, a first payment, or the status page. */
  async function ensurePayment(order: OrderRow, baseUrl: string): Promise<string> {
    const existing = await pay.paymentsOfOrder(db, order.id);
    const latest = existing[0];
    if (latest && OPEN_PAYMENT.includes(latest.status) && latest.checkoutUrl) return latest.checkoutUrl;
    if (!latest && order.status === 'pending_payment') return firstPayment(order, baseUrl);
    return paidUrl(baseUrl, order);
  }

  /**
   * A new payment for an order whose payment failed, was cancelled or expired. Its place in the slot
   * is taken again first, under the same locks and counts as placing it (decision 018): a slot that
   * filled up meanwhile, or has begun, cannot be paid for any more.
   */
  async function retry(publicId: string, baseUrl: string): Promise<{ orderId: string; checkoutUrl: string }> {
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
    });
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

  /** Cancels an open payment at the provider where it allows that, and records what it says. */
  async function cancelAtProvider(paymentId: string): Promise<void> {
    try {
      const canceled = await provider.cancelPayment(paymentId);
      if (canceled) await pay.updatePaymentStatus(db, paymentId, canceled.status);
    } catch (err) {
      // Not cancelable now: it expires at the provider, and a late payment is handled as such.
      log.warn({ err, paymentId }, 'payment could not be cancelled at the provider');
    }
  }

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

  /**
   * Ends the holds that ran out (decision 018): the order is asked of the provider once more (a
   * payment made at the last moment wins), then moved to payment_failed with `expired_at`, and its
   * open payments are cancelled where the provider allows. Several instances may sweep at once: the
   * conditional move lets one of them do each order. Capacity never waits for this: counts already
   * leave out holds that ran out.
   */
  async function expireHolds(): Promise<number> {
    const at = now();
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
    await outbox.add(tx, confirmationMail(order, location!, siteUrl), {
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

  /** The session's newest order that waits for payment within its hold, with its open payment. */
  async function openOrderOf(sessionId: string): Promise<OpenOrder> {
    const order = await repo.newestUnpaidOrder(db, sessionId, now());
    if (!order) return null;
    const open = (await pay.paymentsOfOrder(db, order.id)).find(
      (p) => OPEN_PAYMENT.includes(p.status) && p.checkoutUrl,
    );
    if (!open) return null;
    return {
      orderId: order.publicId,
      number: order.number,
      total: toEuros(order.totalCents),
      checkoutUrl: open.checkoutUrl!,
      expectedLabel: formatSlot(order.expectedAt, now()),
    };
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

  /** The order's own id for its public one (the live page's stream filters the hub's events by it). */
  async function orderIdOf(publicId: string): Promise<string> {
    const order = await repo.findOrderByPublicId(db, publicId);
    if (!order) throw new NotFoundError(LIVE_ORDER_MESSAGES.orderNotFound);
    return order.id;
  }

  /**
   * What anyone with the order's link may see: its state, lines, totals and time, the location's
   * contact; never the customer's name, address, phone or e-mail.
   */
  async function summary(publicId: string): Promise<OrderSummary> {
    const order = await repo.findOrderByPublicId(db, publicId);
    if (!order) throw new NotFoundError(LIVE_ORDER_MESSAGES.orderNotFound);
    const location = await findLocation(db, order.locationSlug);
    const all = await pay.paymentsOfOrder(db, order.id);
    const latest = all[0];
    const status = isOrderStatus(order.status) ? order.status : 'pending_payment';
    const givenBack = await refunds.refundsOfOrder(db, order.id);
    const refunded = status === 'cancelled' && (givenBack.length > 0 || order.paidAt !== null);
    // Every refund, partial ones of an order that goes on too (decision 028); a paid order that is
    // cancelled goes back in full, and until its refund is recorded it is due.
    const moneyBack =
      givenBack.length > 0
        ? {
            amount: toEuros(givenBack.reduce((sum, r) => sum + r.amountCents, 0)),
            done: givenBack.every((r) => r.status === 'refunded'),
          }
        : refunded
          ? { amount: toEuros(order.totalCents), done: false }
          : null;
    return {
      orderId: order.publicId,
      number: order.number,
      status,
      statusLabel: orderStatusLabel(status),
      payment: refunded
        ? 'refunded'
        : order.expiredAt && status === 'payment_failed'
          ? 'expired'
          : paymentView(status, latest?.status as PaymentStatus | undefined),
      canRetry: status === 'payment_failed',
      fulfilment: order.fulfilment === 'delivery' ? 'delivery' : 'pickup',
      location: {
        slug: location!.slug,
        name: location!.name,
        phone: location!.phone,
        email: location!.email,
      },
      // Named in the language the page asks in (`?lang=en`), Dutch where the line has no English.
      lines: order.lines
        .map((line) => lineInLanguage(line, currentLang()))
        .map((l) => ({
          name: l.name,
          quantity: l.quantity,
          selectedOptions: l.selectedOptions.map((o) => ({ choice: o.choice, price: toEuros(o.priceCents) })),
          total: toEuros(l.totalCents),
        })),
      subtotal: toEuros(order.subtotalCents),
      discounts: discountsInEuros(order.discounts ?? []),
      deliveryFee: toEuros(order.deliveryFeeCents),
      total: toEuros(order.totalCents),
      vat: toEuros(order.vatCents),
      vatByRate: vatPartsInEuros(storedVatParts(order)),
      expectedAt: order.expectedAt.toISOString(),
      expectedLabel: formatSlot(order.expectedAt, now()),
      cancelReason: status === 'cancelled' ? reasonInLanguage(order.cancelReason) : null,
      refund: moneyBack,
    };
  }

  return {
    ensurePayment,
    firstPayment,
    queueConfirmation,
    retry,
    applyProviderStatus,
    reconcile,
    expireHolds,
    openOrderOf,
    cancelUnpaid,
    refund,
    summary,
    orderIdOf,
    createPayment,
  };
}

/**
 * The reasons this module gives for cancelling an order are kept in Dutch for staff; the customer's
 * page reads them in its own language (issue 20). A reason staff typed stays as they wrote it.
 */
const SYSTEM_REASONS = [m.order_reason_paid_late, m.order_reason_cart_paid_twice];

function reasonInLanguage(reason: string | null): string | null {
  const message = SYSTEM_REASONS.find((said) => said({}, { locale: 'nl' }) === reason);
  return message ? message() : reason;
}

function paymentView(status: string, payment: PaymentStatus | undefined): OrderSummary['payment'] {
  if (status === 'pending_payment') return 'processing';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'payment_failed') {
    if (payment === 'canceled') return 'cancelled';
    if (payment === 'expired') return 'expired';
    return 'failed';
  }
  return 'paid';
}
