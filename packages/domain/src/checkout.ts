/** The checkout form and the checkout, order and payment API shapes, shared by browser and server. */
import { cartCouponSchema, discountSchema } from './offers-api';
import { lineProblemSchema } from './line-problem';
import * as m from '@gh/i18n/messages';
import { says, z } from './zod';
import { singleLine } from './text';
import { normalizePostcode } from './postcode';
import { cartSchema } from './cart';
import { inMinutes } from './messages';

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** VAT on prepared food in the Netherlands, included in every price. */
export const VAT_RATE_PERCENT = 9;

/** The answer (429) to more new orders from one address than the checkout limit allows. */
export const tooManyCheckouts = (minutes: number) =>
  m.server_too_many_checkouts({ when: inMinutes(minutes) });

/**
 * The answer (429) to a new order, or a new payment, from an address that already has `count` orders
 * waiting for payment: when the first of their holds runs out.
 */
export const tooManyUnpaidFromAddress = (count: number, minutes: number) =>
  m.server_too_many_unpaid_address({ count, when: inMinutes(minutes) });

const PHONE_NL = /^0\d{9}$/;
const PHONE_INTL = /^(?:\+|00)[1-9]\d{7,14}$/;

/** `06-12 34 56 78`, `+31 (0)6 1234 5678` and `0031612345678` give digits with an optional `+`. */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (PHONE_NL.test(compact)) return compact;
  if (PHONE_INTL.test(compact)) return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return null;
}

// Every free text is one line (issue 26 item 1): a name or a remark never starts a ticket line.
const text = (max: number, tooLong: () => string) => singleLine().max(max, says(tooLong));
const optionalText = (max: number, tooLong: () => string) =>
  singleLine()
    .max(max, says(tooLong))
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v));

type Loose = Record<string, unknown>;
const always = () => true;
/** A check that only concerns delivery; the value may be partly invalid when it runs. */
function isPickupOr(check: (v: Loose) => boolean) {
  return (value: unknown) => {
    const v = (value ?? {}) as Loose;
    return v.fulfilment !== 'delivery' || check(v);
  };
}

/**
 * The checkout form. The browser shows its issues next to the fields (the issue path names the
 * field); the server parses the same body. Prices are not part of it: the server computes them.
 */
export const checkoutBodySchema = z
  .object({
    fulfilment: z.enum(FULFILMENTS, says(m.server_checkout_choose_fulfilment)),
    name: text(100, m.server_checkout_name_too_long)
      .min(1, says(m.server_checkout_name_required))
      .min(2, says(m.server_checkout_name_short)),
    email: z
      .string()
      .trim()
      .max(200, says(m.server_checkout_email_too_long))
      .pipe(z.email(says(m.server_checkout_email_invalid))),
    phone: z
      .string()
      .trim()
      .max(30, says(m.server_checkout_phone_invalid_short))
      .transform((v, ctx) => {
        const phone = normalizePhone(v);
        if (phone === null) {
          ctx.addIssue({
            code: 'custom',
            message: m.server_checkout_phone_invalid(),
          });
          return z.NEVER;
        }
        return phone;
      }),
    postcode: optionalText(10, m.server_checkout_postcode_invalid),
    houseNumber: optionalText(10, m.server_checkout_house_number_invalid),
    addition: optionalText(10, m.server_checkout_addition_too_long),
    street: optionalText(100, m.server_checkout_street_too_long),
    city: optionalText(60, m.server_checkout_city_too_long),
    time: z.union([z.literal('asap'), z.iso.datetime({ offset: true })], says(m.server_checkout_choose_time)),
    remarks: optionalText(500, m.server_checkout_remarks_too_long),
    termsAccepted: z.literal(true, says(m.server_checkout_accept_terms)),
    /**
     * "Ik ben 18 jaar of ouder": required (true) when the cart holds a product marked "Alcohol (18+)"
     * (decision 048); the server knows the cart, so it answers 422 without it.
     */
    ageConfirmed: z.boolean().optional(),
    idempotencyKey: z.string().regex(/^[\w-]{16,100}$/, says(m.server_checkout_reload)),
    /**
     * The total the customer was shown, in euros (issue 31 item 4): when the server's differs, nothing
     * is placed and the answer is 409 `{ message, quote }`. The web app always sends it.
     */
    expectedTotal: z.number().min(0).max(100_000).optional(),
  })
  // Delivery checks run even when other fields are wrong, so the form shows every error at once.
  .refine(
    isPickupOr((v) => Boolean(v.postcode)),
    { path: ['postcode'], ...says(m.server_checkout_postcode_required), when: always },
  )
  .refine(
    isPickupOr((v) => !v.postcode || normalizePostcode(String(v.postcode)) !== null),
    {
      path: ['postcode'],
      ...says(m.server_checkout_postcode_invalid),
      when: always,
    },
  )
  .refine(
    isPickupOr((v) => Boolean(v.houseNumber)),
    { path: ['houseNumber'], ...says(m.server_checkout_house_number_required), when: always },
  )
  .refine(
    isPickupOr((v) => !v.houseNumber || /^[1-9]\d{0,5}$/.test(String(v.houseNumber))),
    {
      path: ['houseNumber'],
      ...says(m.server_checkout_house_number_only),
      when: always,
    },
  )
  .refine(
    isPickupOr((v) => String(v.street ?? '').length >= 2),
    { path: ['street'], ...says(m.server_checkout_street_required), when: always },
  )
  .refine(
    isPickupOr((v) => String(v.city ?? '').length >= 2),
    { path: ['city'], ...says(m.server_checkout_city_required), when: always },
  )
  .transform((body) =>
    body.fulfilment === 'pickup'
      ? {
          ...body,
          postcode: undefined,
          houseNumber: undefined,
          addition: undefined,
          street: undefined,
          city: undefined,
        }
      : { ...body, postcode: normalizePostcode(body.postcode!)! },
  );
export type CheckoutBody = z.output<typeof checkoutBodySchema>;
export type CheckoutInput = z.input<typeof checkoutBodySchema>;
export type CheckoutField = keyof CheckoutInput;

/** Whether the order holds a product sold only to adults, so checkout asks to confirm 18+ (decision 048). */
export function needsAgeConfirmation(lines: readonly { ageRestricted?: boolean | undefined }[]): boolean {
  return lines.some((line) => line.ageRestricted === true);
}

/** What the browser and the server say when the 18+ box is not ticked for such an order. */
export const confirmAgeMessage = () => m.server_checkout_confirm_age();

/** The first message per field, for showing next to each field. */
export function checkoutFieldErrors(error: z.ZodError): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in out)) out[field as CheckoutField] = issue.message;
  }
  return out;
}

export const checkoutResponseSchema = z.object({
  orderId: z.string(),
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

/**
 * The visitor's order that still waits for payment (one cart, one open order: issue 17 item 7):
 * checkout offers to go on paying it, or to replace it.
 */
export const openOrderSchema = z.object({
  order: z
    .object({
      orderId: z.string(),
      number: z.number(),
      total: z.number(),
      checkoutUrl: z.string(),
      expectedLabel: z.string(),
    })
    .nullable(),
});
export type OpenOrder = z.output<typeof openOrderSchema>['order'];

export const cancelOpenOrderBodySchema = z.object({
  orderId: z.string().regex(/^[\w-]{22}$/, says(m.server_order_unknown)),
});

export const checkoutOptionsQuerySchema = z.object({
  location: z.string().min(1).max(50),
  fulfilment: z.enum(FULFILMENTS).default('pickup'),
});

export const checkoutSlotSchema = z.object({
  time: z.string(),
  label: z.string(),
  available: z.boolean(),
});

export const checkoutOptionsSchema = z.object({
  location: z.object({
    slug: z.string(),
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string(),
    pickup: z.boolean(),
    delivery: z.boolean(),
    orderingPaused: z.boolean(),
    pausedMessage: z.string().nullable(),
    openNow: z.boolean(),
    nextOpening: z.string().nullable(),
  }),
  fulfilment: z.enum(FULFILMENTS),
  /** "Zo snel mogelijk" is possible now, and roughly when it would be. */
  asap: z.object({ available: z.boolean(), time: z.string().nullable(), label: z.string().nullable() }),
  slots: z.array(checkoutSlotSchema),
  zones: z.array(
    z.object({
      name: z.string(),
      postcodeFrom: z.number(),
      postcodeTo: z.number(),
      fee: z.number(),
      minOrder: z.number(),
    }),
  ),
  /** A Dutch sentence when ordering is not possible right now, with the next slot when there is one. */
  notice: z.string().nullable(),
  /** Why the earliest time is not in the current opening while the location is open (issue 17 item 6). */
  slotNote: z.string().nullable(),
});
export type CheckoutOptions = z.output<typeof checkoutOptionsSchema>;

export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderPublicIdParamsSchema = z.object({
  publicId: z.string().regex(/^[\w-]{22}$/, says(m.server_order_unknown)),
});

/** An order's VAT at one rate (decision 027), in euros: gross includes the VAT, net is without. */
export const vatByRateSchema = z.array(
  z.object({ rate: z.number(), gross: z.number(), net: z.number(), vat: z.number() }),
);
export type VatByRate = z.output<typeof vatByRateSchema>;

export const orderSummarySchema = z.object({
  orderId: z.string(),
  number: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  /**
   * processing | paid | failed | cancelled | expired | refunded: what the payment page shows
   * (refunded: paid after its slot filled up, or the order was cancelled; the money goes back).
   */
  payment: z.enum(['processing', 'paid', 'failed', 'cancelled', 'expired', 'refunded']),
  canRetry: z.boolean(),
  fulfilment: z.enum(FULFILMENTS),
  location: z.object({ slug: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      selectedOptions: z.array(z.object({ choice: z.string(), price: z.number() })),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  /** The order's discount lines as sold (decision 030); `total` is after them. */
  discounts: z.array(discountSchema).optional(),
  deliveryFee: z.number(),
  total: z.number(),
  vat: z.number(),
  vatByRate: vatByRateSchema,
  expectedAt: z.string(),
  expectedLabel: z.string(),
  /** The kitchen's reason when it cancelled the order (written for the customer), else null. */
  cancelReason: z.string().nullable(),
  /**
   * Money going back, all refunds of the order together (a cancelled paid order in full, or staff's
   * partial refunds of an order that goes on, decision 028): `done` once the provider made every one.
   * Null when nothing was paid or nothing goes back.
   */
  refund: z.object({ amount: z.number(), done: z.boolean() }).nullable(),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

/** One line of an earlier order that "Bestel opnieuw" could not put in the cart, and why. */
export const reorderLeftOutSchema = z.object({ name: z.string(), reason: z.string() });
export const reorderResponseSchema = z.object({
  cart: cartSchema,
  /** How many lines of the order are in the cart now. */
  added: z.number(),
  leftOut: z.array(reorderLeftOutSchema),
});
export type ReorderResponse = z.output<typeof reorderResponseSchema>;

export const retryResponseSchema = checkoutResponseSchema;

export const DEMO_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];
export const demoPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  redirectUrl: z.string(),
  /** What was given back, in euros, as Mollie's `amountRefunded` says it (0 when nothing). */
  amountRefunded: z.number(),
});
export const demoOutcomeBodySchema = z.object({ outcome: z.enum(DEMO_OUTCOMES) });

export const checkoutQuoteQuerySchema = z.object({
  fulfilment: z.enum(FULFILMENTS).default('pickup'),
  postcode: z.string().max(10).optional(),
});

/** The server's recomputation of the cart at current catalogue prices, for the checkout summary. */
export { LINE_PROBLEM_KINDS, type LineProblemKind } from './line-problem';

export const checkoutQuoteSchema = z.object({
  location: z.string().nullable(),
  /**
   * Every cart line, in cart order. A line that cannot be sold like this carries its problem
   * (`unavailable`: remove it; `option`: choose again) and is left out of the totals.
   */
  lines: z.array(
    z.object({
      /** The cart line's id (for remove and update). */
      id: z.string(),
      productId: z.string(),
      problem: lineProblemSchema.nullable(),
      name: z.string(),
      quantity: z.number(),
      selectedOptions: z.array(z.object({ choice: z.string(), price: z.number() })),
      total: z.number(),
      /** "Alcohol (18+)" (decision 048): checkout asks the customer to confirm being 18 or older. */
      ageRestricted: z.boolean().optional(),
    }),
  ),
  subtotal: z.number(),
  /** Offers and the coupon, each its own line (decision 030); `total` is after them. */
  discounts: z.array(discountSchema).optional(),
  deliveryFee: z.number(),
  total: z.number(),
  vat: z.number(),
  vatByRate: vatByRateSchema,
  zone: z.object({ name: z.string(), minOrder: z.number() }).nullable(),
  /** The coupon code the cart holds, and why it does not apply now, if so. */
  coupon: cartCouponSchema.nullable().optional(),
  /** A Dutch sentence when this cart cannot be ordered like this (zone, minimum); lines say their own. */
  problem: z.string().nullable(),
});
export type CheckoutQuote = z.output<typeof checkoutQuoteSchema>;

/** What the customer's live order page and "Bestel opnieuw" say. */
export const LIVE_ORDER_MESSAGES = {
  get orderNotFound() {
    return m.server_order_unknown();
  },
  get tooManyStreamsAddress() {
    return m.server_live_too_many_streams_address();
  },
  get tooManyStreams() {
    return m.server_live_too_many_streams();
  },
  get tooManyStreamsOrder() {
    return m.server_live_too_many_streams_order();
  },
  productGone: (name: string) => m.server_live_product_gone({ name }),
  productSoldOut: (name: string) => m.server_live_product_sold_out({ name }),
  optionGone: (name: string, choice: string) => m.server_live_option_gone({ name, choice }),
  optionSoldOut: (name: string, choice: string) => m.server_live_option_sold_out({ name, choice }),
  lineChanged: (name: string, reason: string) => `${name}: ${reason}`,
};
