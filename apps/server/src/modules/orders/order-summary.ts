/**
 * What a customer reads of an order: the public summary behind its link and live page, and the open
 * order a checkout offers to go on paying.
 */
import * as m from '@gh/i18n/messages';
import {
  formatSlot,
  isOrderStatus,
  lineInLanguage,
  orderStatusLabel,
  storedVatParts,
  toEuros,
  vatPartsInEuros,
} from '@gh/domain';
import { LIVE_ORDER_MESSAGES } from '@gh/domain/checkout';
import type { OpenOrder, OrderSummary, PaymentStatus } from '@gh/domain/checkout';
import { currentLang } from '@gh/i18n';
import { NotFoundError } from '../../lib/errors';
import { findLocation } from '../locations';
import { discountsInEuros } from '../offers';
import { OPEN_PAYMENT, type OrdersDeps } from './order-payments';
import * as repo from './orders.repository';
import * as pay from './payments.repository';
import * as refunds from './refunds.repository';

export function createOrderSummary(deps: Pick<OrdersDeps, 'db' | 'now'>) {
  const { db, now } = deps;

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

  return { summary, openOrderOf, orderIdOf };
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
