/** The owner's reports, exports and orders view (issue 19 items 3 to 5): queries and answers. */
import { discountSchema } from './offers-api';
import { ORDER_STATUSES } from './order-status';
import { z } from './zod';
import { singleLine } from './text';

export const REPORT_MESSAGES = {
  badDate: (field: 'from' | 'to') =>
    `Vul ${field === 'from' ? 'de begindatum (from)' : 'de einddatum (to)'} in als JJJJ-MM-DD, bijvoorbeeld 2026-11-01.`,
  fromAfterTo: 'De begindatum ligt na de einddatum.',
  tooLong: 'Kies een periode van hoogstens 3 jaar.',
  unknownLocation: 'Deze locatie kennen we niet.',
  badCursor: 'Deze pagina van de lijst kennen we niet meer. Begin opnieuw bij de eerste pagina.',
} as const;

/** The longest period a report or export covers: three years, a little more than an accountant asks. */
export const MAX_REPORT_DAYS = 3 * 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const dateField = (field: 'from' | 'to') =>
  z.string(REPORT_MESSAGES.badDate(field)).refine(isCalendarDate, REPORT_MESSAGES.badDate(field));

/** `?from=2026-11-01&to=2026-11-30&location=amsterdam` (location left out: all locations). */
export const reportQuerySchema = z
  .object({
    from: dateField('from'),
    to: dateField('to'),
    location: z.string().min(1).max(50).optional(),
  })
  .refine((q) => !isCalendarDate(q.from) || !isCalendarDate(q.to) || q.from <= q.to, {
    message: REPORT_MESSAGES.fromAfterTo,
    path: ['to'],
  })
  .refine((q) => q.from > q.to || periodDays(q.from, q.to) <= MAX_REPORT_DAYS, {
    message: REPORT_MESSAGES.tooLong,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

const money = z.number();
const vatPart = z.object({ rate: z.number(), gross: money, net: money, vat: money });

/** The reports page: figures for one location (or all) over a period, by paid date in Amsterdam. */
export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  location: z.string().nullable(),
  orders: z.number(),
  gross: money,
  net: money,
  vat: money,
  vatByRate: z.array(vatPart),
  averageOrder: money,
  deliveryFees: money,
  /** What offers and coupons took off the period's orders (decision 030); gross is after them. */
  discounts: money.optional(),
  /** Of those discounts, the stamp cards' rewards (decision 052): how many were given, and their amount. */
  stampRewards: z.object({ count: z.number(), amount: money }).optional(),
  /** Every refund decided in the period (by its date, the credit note's), whatever order it was of. */
  refunds: z.object({ count: z.number(), amount: money }),
  /**
   * The period's sales less the refunds decided in it (decision 044): gross, net and VAT per rate as
   * the VAT return declares them. A refund counts on its own date, also of an order paid in an earlier
   * period; one of money that paid no sale (a payment twice) carries no VAT and takes nothing off.
   */
  afterRefunds: z.object({ gross: money, net: money, vat: money, vatByRate: z.array(vatPart) }),
  fulfilment: z.object({
    pickup: z.object({ orders: z.number(), gross: money }),
    delivery: z.object({ orders: z.number(), gross: money }),
  }),
  byDay: z.array(z.object({ date: z.string(), orders: z.number(), gross: money })),
  /** Orders per weekday (1 Monday … 7 Sunday) and hour (0-23), Amsterdam time; only non-empty cells. */
  heatmap: z.array(z.object({ weekday: z.number(), hour: z.number(), orders: z.number() })),
  topProducts: z.array(z.object({ name: z.string(), quantity: z.number(), gross: money })),
  topOptions: z.array(z.object({ choice: z.string(), count: z.number() })),
  /** How full the time slots were that had at least one order: orders per slot against its capacity. */
  slots: z.object({
    used: z.number(),
    full: z.number(),
    averageFill: z.number(),
    capacity: z.number(),
  }),
});
export type Report = z.output<typeof reportSchema>;

/** The staff's orders view: search and filters, newest first, a page at a time (keyset). */
export const orderSearchQuerySchema = z.object({
  q: singleLine().max(100).optional(),
  location: z.string().min(1).max(50).optional(),
  status: z.enum(ORDER_STATUSES, 'Deze status kennen we niet.').optional(),
  fulfilment: z.enum(['pickup', 'delivery']).optional(),
  from: z.string().refine(isCalendarDate, REPORT_MESSAGES.badDate('from')).optional(),
  to: z.string().refine(isCalendarDate, REPORT_MESSAGES.badDate('to')).optional(),
  /** The `next` of the previous page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type OrderSearchQuery = z.output<typeof orderSearchQuerySchema>;

export const orderListItemSchema = z.object({
  id: z.string(),
  number: z.number(),
  createdAt: z.string(),
  location: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  fulfilment: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string().nullable(),
  total: money,
  /** 'online', or 'phone'/'counter' for an order staff entered, with who (decision 029). */
  source: z.string().optional(),
  enteredBy: z.string().nullable().optional(),
  /** To be paid at the counter and not paid yet. */
  awaitingCounterPayment: z.boolean().optional(),
  /** The language the customer ordered in (issue 20). */
  lang: z.enum(['nl', 'en']).optional(),
});
export const orderListSchema = z.object({
  orders: z.array(orderListItemSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type OrderList = z.output<typeof orderListSchema>;
export type OrderListItem = z.output<typeof orderListItemSchema>;

export const TIMELINE_KINDS = ['status', 'payment', 'refund', 'mail'] as const;
export const orderDetailSchema = z.object({
  order: orderListItemSchema.extend({
    address: z.string().nullable(),
    expectedAt: z.string(),
    remarks: z.string().nullable(),
    lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number(),
        options: z.array(z.string()),
        vatRate: z.number(),
        total: money,
      }),
    ),
    subtotal: money,
    /** The discount lines as sold (decision 030): the lines less these plus the fee are the total. */
    discounts: z.array(discountSchema),
    deliveryFee: money,
    vatByRate: z.array(vatPart),
  }),
  /** Oldest first. */
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(TIMELINE_KINDS),
      text: z.string(),
    }),
  ),
});
export type OrderDetail = z.output<typeof orderDetailSchema>;
