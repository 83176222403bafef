/**
 * Phone and walk-in orders entered by staff (issue 19 item 6, decision 029): the bodies and answers of
 * /api/admin/staff-orders. The cart and the order are the customer's own shapes; only who pays how
 * is added.
 */
import { z } from 'zod';
import { checkoutBodySchema } from './checkout';

/** How the order reached the restaurant: by phone, or a customer at the counter. */
export const STAFF_ORDER_SOURCES = ['phone', 'counter'] as const;
export type StaffOrderSource = (typeof STAFF_ORDER_SOURCES)[number];
export const ORDER_SOURCES = ['online', ...STAFF_ORDER_SOURCES] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  online: 'Online',
  phone: 'Telefonisch',
  counter: 'Aan de balie',
};

/** 'link': a payment link is e-mailed; 'pickup': paid at the counter when picked up. */
export const STAFF_PAYMENT_CHOICES = ['link', 'pickup'] as const;
export type StaffPaymentChoice = (typeof STAFF_PAYMENT_CHOICES)[number];

/**
 * The customer's language, chosen by staff: the order is stored with it, so its payment link and
 * confirmation are mailed in it (issue 20). The staff's own screens and messages stay Dutch.
 */
export const CUSTOMER_LANGS = ['nl', 'en'] as const;
export type CustomerLang = (typeof CUSTOMER_LANGS)[number];
export const CUSTOMER_LANG_LABELS: Record<CustomerLang, string> = {
  nl: 'Nederlands',
  en: 'Engels',
};

/** How a payment at the counter was made. */
export const COUNTER_PAYMENT_METHODS = ['cash', 'pin'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = {
  cash: 'Contant',
  pin: 'Pin',
};

export const STAFF_ORDER_MESSAGES = {
  draftNotFound: 'Deze invoer bestaat niet meer. Begin een nieuwe bestelling.',
  draftPlaced: 'Deze bestelling is al geplaatst. Begin een nieuwe bestelling.',
  notPayAtPickup: 'Deze bestelling wordt niet aan de balie betaald.',
  alreadyPaid: 'Deze bestelling is al betaald.',
  notOpen: 'Deze bestelling is geannuleerd en kan niet meer betaald worden.',
  orderNotFound: 'Deze bestelling bestaat niet.',
  payAtPickup: 'Betaalt bij afhalen',
} as const;

export const staffDraftBodySchema = z.object({
  location: z.string().trim().min(1, 'Kies een locatie.').max(60, 'Deze locatie kennen we niet.'),
  source: z.enum(STAFF_ORDER_SOURCES, { error: 'Kies telefonisch of aan de balie.' }),
});
export type StaffDraftBody = z.output<typeof staffDraftBodySchema>;

/** A staff cart is named by a random token that only the page that started it holds. */
export const staffDraftParamsSchema = z.object({
  draft: z.string().regex(/^[\w-]{32,64}$/, 'Deze invoer bestaat niet meer. Begin een nieuwe bestelling.'),
});
export const staffDraftLineParamsSchema = staffDraftParamsSchema.extend({
  lineId: z.string().min(1).max(64),
});

export const staffDraftSchema = z.object({ draft: z.string(), location: z.string() });

/**
 * Placing it: the customer's checkout body as the site's checkout takes it (the staff member has
 * read the privacy terms to the caller, so `termsAccepted` is sent as true), and how it is paid.
 */
export const staffOrderBodySchema = z.object({
  order: checkoutBodySchema,
  payment: z.enum(STAFF_PAYMENT_CHOICES, { error: 'Kies betaallink mailen of betalen bij afhalen.' }),
  /** How it came in, when it changed since the entry began. */
  source: z.enum(STAFF_ORDER_SOURCES, { error: 'Kies telefonisch of aan de balie.' }).optional(),
  /** The customer's language for the order's e-mails and pages; Dutch when left out. */
  lang: z.enum(CUSTOMER_LANGS, { error: 'Kies Nederlands of Engels als taal van de klant.' }).optional(),
});
export type StaffOrderBody = z.output<typeof staffOrderBodySchema>;

export const staffOrderAnswerSchema = z.object({
  /** The public id (the customer's status page). */
  orderId: z.string(),
  /** The order's id in the admin (the orders view). */
  id: z.string(),
  number: z.number(),
  payment: z.enum(STAFF_PAYMENT_CHOICES),
  /** The provider's checkout that was e-mailed, for a payment link. */
  checkoutUrl: z.string().nullable(),
});
export type StaffOrderAnswer = z.output<typeof staffOrderAnswerSchema>;

export const counterPaymentBodySchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'Kies contant of pin.' }),
});

export const counterPaymentAnswerSchema = z.object({
  id: z.string(),
  number: z.number(),
  paidAt: z.string(),
  method: z.enum(COUNTER_PAYMENT_METHODS),
});
