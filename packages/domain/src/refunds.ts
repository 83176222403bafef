/**
 * Refunds from the admin (issue 19.1, decision 028): the request and answer of
 * `POST /api/admin/orders/:id/refunds`, and the money rules of a refund (what a chosen line gives
 * back, how an amount is split over the order's VAT rates, the credit note's number).
 */
import { vatParts, type VatPart } from './vat';
import { z } from './zod';
import { singleLine } from './text';

export const REFUND_MESSAGES = {
  reasonRequired: 'Geef een reden voor de terugbetaling.',
  reasonTooLong: 'De reden mag hoogstens 500 tekens hebben.',
  badAmount: 'Vul een bedrag in euro’s in, groter dan 0 en met hoogstens twee cijfers achter de komma.',
  amountAndLines: 'Kies een bedrag of regels, niet allebei.',
  badLine: 'Deze regel staat niet in de bestelling.',
  badQuantity: 'Kies per regel een aantal van minstens 1.',
  lineTwice: 'Kies elke regel maar één keer.',
  tooManyOfLine: (name: string, left: number) =>
    left === 0 ? `${name} is al helemaal terugbetaald.` : `Van ${name} kan nog hoogstens ${left} terug.`,
  notPaid: 'Deze bestelling is niet betaald: er valt niets terug te betalen.',
  nothingLeft: 'Deze bestelling is al helemaal terugbetaald.',
  tooHigh: (left: string) => `Dat is meer dan er betaald is: er kan nog hoogstens ${left} terug.`,
  perPayment: (most: string) =>
    `Deze bestelling is met meer betalingen betaald: betaal in delen terug, hoogstens ${most} per keer.`,
  badKey: 'De Idempotency-Key is 8 tot 100 tekens: letters, cijfers, - en _.',
} as const;

const amountField = z
  .number(REFUND_MESSAGES.badAmount)
  .positive(REFUND_MESSAGES.badAmount)
  .max(100_000, REFUND_MESSAGES.badAmount)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, REFUND_MESSAGES.badAmount);

/**
 * A refund: an amount in euros, or chosen lines (`index` is the line's place in the order's lines,
 * as `GET /api/admin/orders/:id/refunds` lists them), or neither: then what remains is refunded.
 */
export const refundBodySchema = z
  .object({
    amount: amountField.optional().meta({ description: 'Euros; left out (and no lines): what remains.' }),
    reason: singleLine(REFUND_MESSAGES.reasonRequired)
      .min(1, REFUND_MESSAGES.reasonRequired)
      .max(500, REFUND_MESSAGES.reasonTooLong),
    lines: z
      .array(
        z.object({
          index: z
            .number(REFUND_MESSAGES.badLine)
            .int(REFUND_MESSAGES.badLine)
            .min(0, REFUND_MESSAGES.badLine),
          quantity: z
            .number(REFUND_MESSAGES.badQuantity)
            .int(REFUND_MESSAGES.badQuantity)
            .min(1, REFUND_MESSAGES.badQuantity),
        }),
      )
      .min(1, REFUND_MESSAGES.badLine)
      .max(100, REFUND_MESSAGES.badLine)
      .optional()
      .meta({ description: 'Order lines to refund, each with how many of it.' }),
  })
  .refine((b) => b.amount === undefined || b.lines === undefined, {
    message: REFUND_MESSAGES.amountAndLines,
    path: ['lines'],
  })
  .refine((b) => !b.lines || new Set(b.lines.map((l) => l.index)).size === b.lines.length, {
    message: REFUND_MESSAGES.lineTwice,
    path: ['lines'],
  });
export type RefundBody = z.output<typeof refundBodySchema>;

/** An Idempotency-Key header: a double click, a retry or a second tab makes one refund. */
export const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

const money = z.number();
const vatPartSchema = z.object({ rate: z.number(), gross: money, net: money, vat: money });

export const refundSchema = z.object({
  id: z.string(),
  /** The credit note's number, `CN-000012`. */
  creditNote: z.string(),
  paymentId: z.string(),
  amount: money,
  reason: z.string(),
  lines: z
    .array(
      z.object({
        index: z.number(),
        name: z.string(),
        quantity: z.number(),
        amount: money,
        vatRate: z.number(),
      }),
    )
    .nullable(),
  vatByRate: z.array(vatPartSchema),
  /** `due` until the provider made it. */
  status: z.enum(['due', 'refunded']),
  providerRefundId: z.string().nullable(),
  by: z.string(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.output<typeof refundSchema>;

/** An order's money: its payments, its refunds (oldest first) and what each line can still give back. */
export const orderRefundsSchema = z.object({
  orderId: z.string(),
  number: z.number(),
  paid: money,
  refunded: money,
  /** What can still be refunded. */
  remaining: money,
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: money,
      refunded: money,
      createdAt: z.string(),
    }),
  ),
  lines: z.array(
    z.object({
      index: z.number(),
      name: z.string(),
      quantity: z.number(),
      refundedQuantity: z.number(),
      total: money,
      vatRate: z.number(),
    }),
  ),
  refunds: z.array(refundSchema),
});
export type OrderRefunds = z.output<typeof orderRefundsSchema>;

/** `CN-000012`: the credit note of refund number 12. */
export function creditNoteNumber(n: number): string {
  return `CN-${String(n).padStart(6, '0')}`;
}

/**
 * What `quantity` more pieces of a line give back when `before` pieces were refunded already: the
 * difference of the rounded shares, so refunding a line piece by piece adds up to its total exactly.
 */
export function lineRefundCents(
  line: { totalCents: number; quantity: number },
  before: number,
  quantity: number,
): number {
  const share = (n: number) => Math.round((line.totalCents * n) / line.quantity);
  return share(before + quantity) - share(before);
}

/**
 * An amount split over VAT rates in proportion to what each rate still holds (the order's gross per
 * rate minus what earlier refunds gave back at that rate), in whole cents by largest remainder (a tie
 * to the higher rate). When the amount is all that remains, each rate gets exactly its rest, so the
 * refunds of an order add up to the order's parts to the cent.
 */
export function splitOverRates(
  amountCents: number,
  orderParts: readonly VatPart[],
  refundedParts: readonly VatPart[],
): VatPart[] {
  const rest = orderParts.map((p) => {
    const given = refundedParts.filter((r) => r.rate === p.rate);
    return {
      part: p,
      grossCents: p.grossCents - given.reduce((s, r) => s + r.grossCents, 0),
      vatCents: p.vatCents - given.reduce((s, r) => s + r.vatCents, 0),
    };
  });
  const restTotal = rest.reduce((s, r) => s + r.grossCents, 0);
  if (rest.length === 0) return [];
  if (amountCents === restTotal) {
    return rest
      .filter((r) => r.grossCents !== 0 || r.vatCents !== 0)
      .map((r) => ({
        rate: r.part.rate,
        grossCents: r.grossCents,
        vatCents: r.vatCents,
        netCents: r.grossCents - r.vatCents,
      }));
  }
  const weights = rest.map((r) => Math.max(0, r.grossCents));
  const weightTotal = weights.reduce((s, w) => s + w, 0);
  if (weightTotal === 0)
    return vatParts([{ rate: rest[rest.length - 1]!.part.rate, grossCents: amountCents }]);
  const exact = weights.map((w) => (amountCents * w) / weightTotal);
  const shares = exact.map(Math.floor);
  let left = amountCents - shares.reduce((s, n) => s + n, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e), rate: rest[i]!.part.rate }))
    .sort((a, b) => b.frac - a.frac || b.rate - a.rate);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left--;
  }
  return vatParts(rest.map((r, i) => ({ rate: r.part.rate, grossCents: shares[i]! })));
}
