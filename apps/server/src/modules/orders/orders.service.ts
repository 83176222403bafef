/**
 * Orders after checkout: their payments (create, retry), the provider's status moving an order
 * forward (webhook and reconciliation), the confirmation e-mail and the public summary.
 */
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, isOrderStatus, statusesThatMayBecome, toEuros } from '@gh/domain';
import type { OrderSummary, PaymentStatus } from '@gh/domain/checkout';
import type { FastifyBaseLogger } from 'fastify';
import { notify, type Db, type DbOrTx } from '../../db/client';
import { cartLines, locations, orders, payments, sessions } from '../../db/schema';
import { ConflictError, NotFoundError, UpstreamError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { slotLabel } from '../checkout/checkout-fns';
import { countPaymentChange, countProviderUnavailable } from '../metrics/metrics';
import { type PaymentProvider, ProviderUnavailableError } from '../payments/payment-provider';
import { confirmationMail } from './confirmation-mail';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.repository';

export interface OrdersDeps {
  db: Db;
  provider: PaymentProvider;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => Date;
}

const OPEN_PAYMENT: readonly string[] = ['open', 'pending', 'authorized'];
const FAILED_PAYMENT: readonly string[] = ['failed', 'canceled', 'expired'];

export const PROVIDER_DOWN =
  'De betaalprovider is even niet bereikbaar. Probeer het over een minuut opnieuw.';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** What creating a payment needs of an order. */
export type PayableOrder = Pick<OrderRow, 'id' | 'publicId' | 'number' | 'totalCents'>;

export function createOrdersService(deps: OrdersDeps) {
  const { db, provider, outbox, log, now } = deps;

  function paidUrl(baseUrl: string, order: Pick<OrderRow, 'publicId'>): string {
    return `${baseUrl}/betaald?order=${encodeURIComponent(order.publicId)}`;
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
        description: `Bestelling ${order.number} bij Gouden Haan`,
        redirectUrl: paidUrl(baseUrl, order),
        webhookUrl: `${baseUrl}/api/payments/webhook`,
        metadata: { orderId: order.id, publicId: order.publicId },
        idempotencyKey: `${order.id}-${attempt}`,
      });
    } catch (err) {
      countProviderUnavailable();
      log.error({ err, orderId: order.id }, 'payment provider could not create a payment');
      throw new UpstreamError(PROVIDER_DOWN);
    }
    await repo.insertPayment(db, {
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
    const existing = await repo.paymentsOfOrder(db, order.id);
    const latest = existing[0];
    if (latest && OPEN_PAYMENT.includes(latest.status) && latest.checkoutUrl) return latest.checkoutUrl;
    if (!latest && order.status === 'pending_payment') return firstPayment(order, baseUrl);
    return paidUrl(baseUrl, order);
  }

  /** A new payment for an order whose payment failed, was cancelled or expired. */
  async function retry(publicId: string, baseUrl: string): Promise<{ orderId: string; checkoutUrl: string }> {
    let order = await repo.findOrderByPublicId(db, publicId);
    if (!order) throw new NotFoundError('Deze bestelling kennen we niet.');
    let existing = await repo.paymentsOfOrder(db, order.id);
    // The buyer may be back before the webhook: ask the provider about the open payment first.
    const open = existing.find((p) => OPEN_PAYMENT.includes(p.status));
    if (open) {
      await applyProviderStatus(open.id).catch(() => undefined);
      order = (await repo.findOrderById(db, order.id))!;
      existing = await repo.paymentsOfOrder(db, order.id);
    }
    if (order.status === 'cancelled') throw new ConflictError('Deze bestelling is geannuleerd.');
    if (order.status !== 'pending_payment' && order.status !== 'payment_failed') {
      throw new ConflictError('Deze bestelling is al betaald.');
    }
    const stillOpen = existing.find((p) => OPEN_PAYMENT.includes(p.status) && p.checkoutUrl);
    if (stillOpen) return { orderId: order.publicId, checkoutUrl: stillOpen.checkoutUrl! };
    const payment = await createPayment(order, existing.length + 1, baseUrl);
    await db.transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, order.id, ['payment_failed'], 'pending_payment');
      if (moved) {
        await repo.addOrderEvent(tx, {
          orderId: order.id,
          fromStatus: 'payment_failed',
          toStatus: 'pending_payment',
          actor: 'customer',
          note: 'Nieuwe betaling',
        });
      }
    });
    return { orderId: order.publicId, checkoutUrl: payment.checkoutUrl ?? paidUrl(baseUrl, order) };
  }

  /**
   * Fetches a payment's status from the provider and moves its order forward, idempotently: the
   * conditional UPDATE lets exactly one of any number of identical calls do the work.
   * Unknown ids change nothing; a provider that does not answer throws (the webhook answers 5xx).
   */
  async function applyProviderStatus(paymentId: string): Promise<'unknown' | 'ok'> {
    const local = await repo.findPayment(db, paymentId);
    if (!local) return 'unknown';
    let remote;
    try {
      remote = await provider.getPayment(paymentId);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        countProviderUnavailable();
        throw new UpstreamError(PROVIDER_DOWN);
      }
      throw err;
    }
    if (!remote) return 'unknown';
    const status = remote.status;
    let paidNow = false;
    let changedLocation: string | null = null;
    await db.transaction(async (tx) => {
      const order = await repo.findOrderById(tx, local.orderId, true);
      if (!order) return;
      if (status !== local.status) {
        await repo.updatePaymentStatus(tx, local.id, status);
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
        const moved = await repo.moveOrder(tx, order.id, statusesThatMayBecome('paid'), 'paid', {
          paidAt: now(),
        });
        if (!moved) {
          if (order.status === 'cancelled') {
            log.error({ paymentId, orderId: order.id }, 'payment received for a cancelled order: refund it');
          }
          return;
        }
        paidNow = true;
        await repo.addOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'paid',
          actor: 'payment',
          note: paymentId,
        });
        if (order.sessionId) {
          // The session row first, as every cart write does: its lock keeps an add from slipping a
          // line in between (it would survive with no location) or deadlocking with this delete.
          // The update also moves the cart's version, so no instance serves a kept answer after it.
          await tx.update(sessions).set({ location: null }).where(eq(sessions.id, order.sessionId));
          await tx.delete(cartLines).where(eq(cartLines.sessionId, order.sessionId));
        }
        await queueConfirmation(tx, order.id);
        await notify(
          tx,
          'orders',
          JSON.stringify({ orderId: order.id, location: order.locationSlug, status: 'paid' }),
        );
      } else if (FAILED_PAYMENT.includes(status) && order.status === 'pending_payment') {
        // Only the newest payment decides: a late "expired" of an earlier attempt fails nothing.
        const others = await repo.paymentsOfOrder(tx, order.id);
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
    return 'ok';
  }

  /**
   * Puts the confirmation in the outbox, in the transaction that marks the order paid: exactly one
   * message per order (its dedupe key), sent by the outbox worker however often the payment is
   * reported. `confirmation_sent_at` records when it entered the outbox.
   */
  async function queueConfirmation(tx: DbOrTx, orderId: string): Promise<void> {
    const [order] = await tx
      .update(orders)
      .set({ confirmationSentAt: now() })
      .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
      .returning();
    if (!order) return;
    const [location] = await tx.select().from(locations).where(eq(locations.slug, order.locationSlug));
    await outbox.add(
      tx,
      confirmationMail(order, location!, slotLabel(order.expectedAt, order.paidAt ?? now())),
      {
        dedupeKey: `order-confirmation:${order.id}`,
      },
    );
  }

  /**
   * Re-checks unpaid payments of the last hours with the provider (a webhook may have been lost)
   * and queues the confirmation of a paid order that has none (paid before the outbox existed).
   * Returns how many payments it checked.
   */
  async function reconcile(options: { hours?: number } = {}): Promise<number> {
    const since = new Date(now().getTime() - (options.hours ?? 6) * 3_600_000);
    const open = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.status, [...OPEN_PAYMENT]), gte(payments.createdAt, since)));
    for (const { id } of open) {
      try {
        await applyProviderStatus(id);
      } catch (err) {
        log.warn({ err, paymentId: id }, 'reconciliation could not check a payment');
      }
    }
    const unsent = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          isNull(orders.confirmationSentAt),
          inArray(orders.status, ['paid', 'in_preparation', 'ready', 'out_for_delivery', 'completed']),
          gte(orders.paidAt, since),
          lt(orders.paidAt, new Date(now().getTime() - 60_000)),
        ),
      );
    for (const { id } of unsent) await db.transaction((tx) => queueConfirmation(tx, id));
    if (unsent.length > 0) outbox.wake();
    return open.length;
  }

  async function summary(publicId: string): Promise<OrderSummary> {
    const order = await repo.findOrderByPublicId(db, publicId);
    if (!order) throw new NotFoundError('Deze bestelling kennen we niet.');
    const [location] = await db.select().from(locations).where(eq(locations.slug, order.locationSlug));
    const latest = (await repo.paymentsOfOrder(db, order.id))[0];
    const status = isOrderStatus(order.status) ? order.status : 'pending_payment';
    return {
      orderId: order.publicId,
      number: order.number,
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      payment: paymentView(status, latest?.status as PaymentStatus | undefined),
      canRetry: status === 'payment_failed',
      fulfilment: order.fulfilment === 'delivery' ? 'delivery' : 'pickup',
      location: {
        slug: location!.slug,
        name: location!.name,
        phone: location!.phone,
        email: location!.email,
      },
      lines: order.lines.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        selectedOptions: l.selectedOptions.map((o) => ({ choice: o.choice, price: toEuros(o.priceCents) })),
        total: toEuros(l.totalCents),
      })),
      subtotal: toEuros(order.subtotalCents),
      deliveryFee: toEuros(order.deliveryFeeCents),
      total: toEuros(order.totalCents),
      vat: toEuros(order.vatCents),
      expectedAt: order.expectedAt.toISOString(),
      expectedLabel: slotLabel(order.expectedAt, now()),
    };
  }

  return {
    ensurePayment,
    firstPayment,
    retry,
    applyProviderStatus,
    reconcile,
    summary,
    createPayment,
  };
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
