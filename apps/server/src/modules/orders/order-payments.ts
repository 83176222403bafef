/**
 * An order's payments at the provider: creating one (and where the buyer goes to pay it), and
 * cancelling an open one. The deps every part of the orders service shares are declared here.
 */
import * as m from '@gh/i18n/messages';
import { orderRef } from '@gh/domain';
import type { FastifyBaseLogger } from 'fastify';
import { localePath } from '@gh/i18n';
import type { Db } from '../../db/client';
import { UpstreamError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { countProviderUnavailable } from '../metrics';
import type { PaymentProvider } from '../payments';
import type { OrderRow } from './orders.repository';
import * as pay from './payments.repository';

export interface OrdersDeps {
  db: Db;
  provider: PaymentProvider;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  /** The site's public address, for the links in e-mails. */
  siteUrl: string;
  /**
   * Orders one client address may have waiting for payment at once (UNPAID_ORDERS_PER_ADDRESS,
   * issue 26 item 4); MAX_UNPAID_ORDERS_PER_ADDRESS when not given.
   */
  unpaidPerAddress?: number;
}

export const OPEN_PAYMENT: readonly string[] = ['open', 'pending', 'authorized'];
export const FAILED_PAYMENT: readonly string[] = ['failed', 'canceled', 'expired'];

/** Made when refused, in the request's language. */
export const providerDown = () => m.server_provider_down();

/** What creating a payment needs of an order. */
export type PayableOrder = Pick<OrderRow, 'id' | 'publicId' | 'number' | 'totalCents' | 'lang'>;

export function createOrderPayments(deps: OrdersDeps) {
  const { db, provider, log, now } = deps;

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

  return { paidUrl, createPayment, firstPayment, ensurePayment, cancelAtProvider };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
