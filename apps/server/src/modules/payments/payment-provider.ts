/** The seam between orders and whoever takes the money (Mollie, or the built-in demo). */
import type { PaymentStatus } from '@gh/domain/checkout';
import type { Lang } from '@gh/i18n';

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  /** Our order id; the provider stores it so a payment can always be traced to its order. */
  metadata: { orderId: string; publicId: string };
  /** The same key gives the same payment at the provider (crash-safe retries, concurrent calls). */
  idempotencyKey: string;
  /** The order's language (issue 20): the provider's checkout page speaks it where it can. */
  lang: Lang;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  checkoutUrl: string | null;
  metadata: { orderId?: string; publicId?: string };
  /** When the provider says the payment reached its status (paid, failed…), if it says. */
  changedAt?: Date | null;
  /** How much of it was given back (a refunded payment stays `paid`, as at Mollie). */
  amountRefundedCents?: number;
}

export interface RefundInput {
  paymentId: string;
  amountCents: number;
  description: string;
  /** The same key gives the same refund: asking again after a crash never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'mollie' | 'demo' | (string & {});
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment as the provider knows it; null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /**
   * Cancels an open payment so it can no longer be paid; null when the provider does not allow it
   * (Mollie: `isCancelable` false, as for most iDEAL payments; it then expires by itself).
   */
  cancelPayment(id: string): Promise<ProviderPayment | null>;
  /** Gives a paid payment's money back; answers the provider's refund id. */
  refundPayment(input: RefundInput): Promise<{ id: string }>;
}

/** Thrown when the provider cannot be reached or answers with an error of its own. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
