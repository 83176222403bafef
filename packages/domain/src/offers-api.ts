/** Offers and coupon codes at the HTTP edge (decision 030): bodies, answers and the messages. */
import { formatEuro } from './money';
import * as m from '@gh/i18n/messages';
import { says, z } from './zod';
import { multiLine, singleLine } from './text';

/** The customer's coupon texts; getters, so each is made in the language of who reads it. */
export const COUPON_MESSAGES = {
  get unknown() {
    return m.server_coupon_unknown();
  },
  get inactive() {
    return m.server_coupon_inactive();
  },
  expired: (until: string) => m.server_coupon_expired({ until }),
  notYet: (from: string) => m.server_coupon_not_yet({ from }),
  get usedUp() {
    return m.server_coupon_used_up();
  },
  belowMinimum: (minimumCents: number, subtotalCents: number) =>
    m.server_coupon_below_minimum({
      minimum: formatEuro(minimumCents),
      missing: formatEuro(minimumCents - subtotalCents),
    }),
  otherLocation: (city: string) => m.server_coupon_other_location({ city }),
  get emptyCart() {
    return m.server_coupon_empty_cart();
  },
  get empty() {
    return m.server_coupon_empty();
  },
  applied: (code: string) => m.server_coupon_applied({ code }),
  get removed() {
    return m.server_coupon_removed();
  },
  get usedUpMeanwhile() {
    return m.server_coupon_used_up_meanwhile();
  },
  get removeToContinue() {
    return m.server_coupon_remove_to_continue();
  },
};

/** Codes are compared in capitals, without spaces around them. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const couponBodySchema = z.object({
  code: singleLine(says(m.server_coupon_empty))
    .min(1, says(m.server_coupon_empty))
    .max(40, says(m.server_coupon_unknown)),
});

/** A discount line as the cart, the quote and the order answer it (euros). */
export const discountSchema = z.object({
  source: z.string(),
  label: z.string(),
  amount: z.number(),
  /** The cart line ids it takes off (the cart), or the order line indexes (orders). */
  lines: z.array(z.object({ line: z.union([z.string(), z.number()]), amount: z.number() })),
  byRate: z.array(z.object({ rate: z.number(), amount: z.number() })),
});
export type Discount = z.output<typeof discountSchema>;

/**
 * The coupon the cart holds, and why it does not apply now (below its minimum, …), if so. `notice`:
 * a coupon that does not combine with offers, which of the two applied and why (decision 038).
 */
export const cartCouponSchema = z.object({
  code: z.string(),
  problem: z.string().nullable(),
  notice: z.string().nullable().optional(),
});

const date = z.iso.date('Geef een datum op als JJJJ-MM-DD.');
const euros = (label: string) =>
  z
    .number({ error: `Vul ${label} in als bedrag.` })
    .min(0, `${label} kan niet negatief zijn.`)
    .max(10_000, `${label} is te hoog.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Gebruik hooguit twee decimalen.');

const percent = z
  .number({ error: 'Vul het percentage in als getal.' })
  .int('Geef een heel percentage.')
  .min(1, 'Het percentage is minstens 1.')
  .max(100, 'Het percentage is hooguit 100.');

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Een kortingscode is 3 tot 40 letters, cijfers, - of _.'),
    percentOff: percent.nullish(),
    amountOff: euros('De korting').nullish(),
    location: z.string().min(1).max(50).nullable().default(null),
    validFrom: date,
    validUntil: date,
    maxUses: z
      .number({ error: 'Vul het aantal keer in als heel getal, of laat het leeg.' })
      .int('Vul het aantal keer in als heel getal, of laat het leeg.')
      .min(1, 'Het maximale aantal keer is minstens 1.')
      .nullable()
      .default(null),
    minimumOrder: euros('Het minimale bedrag').default(0),
    /** "Combineert met aanbiedingen" (decision 038): default no. */
    combinesWithOffers: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine((c) => (c.percentOff == null) !== (c.amountOff == null), {
    message: 'Kies een percentage of een bedrag korting, niet allebei.',
    path: ['percentOff'],
  })
  .refine((c) => c.amountOff == null || c.amountOff > 0, {
    message: 'De korting moet meer dan € 0 zijn.',
    path: ['amountOff'],
  })
  .refine((c) => c.validFrom <= c.validUntil, {
    message: 'De einddatum ligt voor de begindatum.',
    path: ['validUntil'],
  });
export type CouponInput = z.output<typeof couponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  location: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().nullable(),
  minimumOrder: z.number(),
  combinesWithOffers: z.boolean(),
  active: z.boolean(),
  /** Paid orders and unpaid ones still holding their place. */
  uses: z.number(),
});
export type AdminCoupon = z.output<typeof adminCouponSchema>;

/** Which units an offer looks at: a product by name or a category by slug (either matches). */
const unitMatchSchema = z.object({
  categories: z.array(z.string().min(1).max(60)).max(20).default([]),
  products: z.array(z.string().min(1).max(120)).max(20).default([]),
});

/**
 * What an offer does: the one place its rule's shape is written (decision 030). The admin API takes
 * and answers it with amounts in euros; the engine and the database hold it with its amounts in cents
 * (`OfferRule` in offer-rule.ts is made from this schema). Offers that name items discount a unit's
 * base price only; its paid options are charged on top (decision 038).
 */
export const offerRuleInputSchema = z.discriminatedUnion('kind', [
  /** `count` units of each component together for `price` (a family deal), as often as the cart allows. */
  z.object({
    kind: z.literal('bundle'),
    components: z
      .array(unitMatchSchema.extend({ count: z.number().int().min(1).max(20) }))
      .min(1, 'Een deal heeft minstens één onderdeel.')
      .max(10),
    price: euros('De prijs van de deal'),
  }),
  /** Within the matching units, every second one (the cheaper of each pair) at half its base price. */
  z.object({ kind: z.literal('second-half-price'), match: unitMatchSchema }),
  /** From `minimum` on (the other items, after the offers before it), one unit's base price is free. */
  z.object({
    kind: z.literal('free-item'),
    minimum: euros('Het minimale bedrag'),
    product: singleLine().min(1, 'Kies het gratis product.').max(120),
  }),
  /** A percentage off the base of the matching lines, or off every line without a match, from `minimum` on. */
  z.object({
    kind: z.literal('percent-off'),
    percent,
    minimum: euros('Het minimale bedrag').default(0),
    match: unitMatchSchema.optional(),
  }),
  /** An amount off the base of the matching lines, or off every line without a match, from `minimum` on. */
  z.object({
    kind: z.literal('amount-off'),
    amount: euros('De korting'),
    minimum: euros('Het minimale bedrag').default(0),
    match: unitMatchSchema.optional(),
  }),
]);
/** An offer's rule as the admin API takes and answers it: amounts in euros, every field filled. */
export type OfferRuleInput = z.output<typeof offerRuleInputSchema>;
/** The same rule before its defaults: a match's lists and an order-level minimum may be left out. */
export type OfferRuleLoose = z.input<typeof offerRuleInputSchema>;
export type UnitMatch = z.input<typeof unitMatchSchema>;

export const offerInputSchema = z
  .object({
    title: singleLine().min(1, 'Geef de actie een titel.').max(120),
    description: multiLine().min(1, 'Beschrijf de actie.').max(1000),
    badge: singleLine().max(40).nullable().default(null),
    /** English beside the Dutch (issue 20): '' is not translated yet; left out, an edit keeps it. */
    titleEn: singleLine().max(120, 'De Engelse titel is te lang.').optional(),
    descriptionEn: multiLine().max(1000, 'De Engelse beschrijving is te lang.').optional(),
    badgeEn: singleLine().max(40, 'Het Engelse label is te lang.').optional(),
    location: z.string().min(1).max(50).nullable().default(null),
    productName: singleLine().max(120).nullable().default(null),
    validFrom: date,
    validUntil: date,
    /** ISO weekdays (1 Monday … 7 Sunday); null or left out: every day. */
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: 'Kies de dagen van de actie.' })
      .min(1, 'Kies minstens één dag, of geen enkele voor elke dag.')
      .max(7)
      .nullable()
      .default(null),
    /** Null: an offer that is only shown (the price engine does nothing with it). */
    rule: offerRuleInputSchema.nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((o) => o.validFrom <= o.validUntil, {
    message: 'De einddatum ligt voor de begindatum.',
    path: ['validUntil'],
  });
export type OfferInput = z.output<typeof offerInputSchema>;

export const adminOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  /** English beside the Dutch (issue 20): '' is not translated yet. */
  titleEn: z.string().optional(),
  descriptionEn: z.string().optional(),
  badgeEn: z.string().optional(),
  location: z.string().nullable(),
  productName: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  weekdays: z.array(z.number()).nullable(),
  rule: offerRuleInputSchema.nullable(),
  active: z.boolean(),
});
export type AdminOffer = z.output<typeof adminOfferSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) });
