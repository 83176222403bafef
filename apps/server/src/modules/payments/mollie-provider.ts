/** Mollie through its official client: amounts as `{ currency: 'EUR', value: '12.50' }`. */
// The named export: under Node's own ESM loader (how `npm start` runs us) the package's default
// import is its whole CommonJS exports object, not the function.
import { createMollieClient, Locale, MollieApiError } from '@mollie/api-client';
import type { PaymentStatus } from '@gh/domain/checkout';
import { PAYMENT_STATUSES } from '@gh/domain/checkout';
import { type PaymentProvider, type ProviderPayment, ProviderUnavailableError } from './payment-provider';

interface MolliePaymentLike {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  metadata?: unknown;
  paidAt?: string | null;
  failedAt?: string | null;
  canceledAt?: string | null;
  expiredAt?: string | null;
  getCheckoutUrl(): string | null;
}

function toCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

/** When Mollie says the payment reached its final status. */
function changedAt(payment: MolliePaymentLike): Date | null {
  const at = payment.paidAt ?? payment.failedAt ?? payment.canceledAt ?? payment.expiredAt;
  return at ? new Date(at) : null;
}

function toPayment(payment: MolliePaymentLike): ProviderPayment {
  const status = (PAYMENT_STATUSES as readonly string[]).includes(payment.status)
    ? (payment.status as PaymentStatus)
    : 'open';
  const metadata = (payment.metadata && typeof payment.metadata === 'object' ? payment.metadata : {}) as {
    orderId?: string;
    publicId?: string;
  };
  return {
    id: payment.id,
    status,
    // Only euros are ever asked for; any other currency must never count as paid.
    amountCents: payment.amount.currency === 'EUR' ? toCents(payment.amount.value) : -1,
    checkoutUrl: payment.getCheckoutUrl(),
    metadata,
    changedAt: changedAt(payment),
    amountRefundedCents: payment.amountRefunded ? toCents(payment.amountRefunded.value) : 0,
  };
}

export function molliePaymentProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',
    async createPayment(input) {
      try {
        const payment = await client.payments.create({
          amount: { currency: 'EUR', value: (input.amountCents / 100).toFixed(2) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          // Mollie refuses a webhook it cannot reach (localhost); without one, reconciliation polls.
          ...(isPublicUrl(input.webhookUrl) ? { webhookUrl: input.webhookUrl } : {}),
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
          locale: input.lang === 'en' ? Locale.en_GB : Locale.nl_NL,
        });
        return toPayment(payment as unknown as MolliePaymentLike);
      } catch (err) {
        throw new ProviderUnavailableError('Mollie could not create the payment', { cause: err });
      }
    },
    async getPayment(id) {
      // Not a Mollie payment id: nothing Mollie could know about.
      if (!/^tr_\w+$/.test(id)) return null;
      try {
        const payment = await client.payments.get(id);
        return toPayment(payment as unknown as MolliePaymentLike);
      } catch (err) {
        if (err instanceof MollieApiError && err.statusCode === 404) return null;
        throw new ProviderUnavailableError('Mollie did not answer', { cause: err });
      }
    },
    async cancelPayment(id) {
      if (!/^tr_\w+$/.test(id)) return null;
      try {
        const payment = await client.payments.cancel(id);
        return toPayment(payment as unknown as MolliePaymentLike);
      } catch (err) {
        // 422: not cancelable (most iDEAL payments, or no longer open); 404: unknown. It expires.
        if (err instanceof MollieApiError && (err.statusCode === 422 || err.statusCode === 404)) return null;
        throw new ProviderUnavailableError('Mollie could not cancel the payment', { cause: err });
      }
    },
    async refundPayment(input) {
      try {
        const refund = await client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: 'EUR', value: (input.amountCents / 100).toFixed(2) },
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        });
        return { id: refund.id };
      } catch (err) {
        throw new ProviderUnavailableError('Mollie could not refund the payment', { cause: err });
      }
    },
  };
}

function isPublicUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return !['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname) && !hostname.endsWith('.local');
  } catch {
    return false;
  }
}
