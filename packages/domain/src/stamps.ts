/**
 * The stamp card (issue 29 item 2, decision 052): the owner's card per location, the customer's
 * progress, and the reward as the price engine's fifth step. The admin's form and the server validate
 * with the same schema; the admin is Dutch only.
 */
import * as m from '@gh/i18n/messages';
import type { Lang } from '@gh/i18n';
import { formatEuro, toCents } from './money';
import type { StampReward } from './discounts';
import { singleLine } from './text';
import { z } from './zod';

export const STAMPS_NEEDED = { min: 2, max: 50 } as const;

const euros = (what: string) =>
  z
    .number({ error: `${what} moet een bedrag zijn.` })
    .min(0, `${what} kan niet negatief zijn.`)
    .max(1000, `${what} is te hoog.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${what} heeft hele centen.`);

/** The reward: an amount off (euros, > 0) or one unit of a product of the menu at its base price. */
export const stampRewardSchema = z.union(
  [
    z.strictObject({
      amountOff: euros('De korting').refine((v) => v > 0, 'De korting moet meer dan € 0 zijn.'),
    }),
    z.strictObject({ product: singleLine().min(1, 'Kies een product.').max(100, 'Deze naam is te lang.') }),
  ],
  { error: 'Kies als beloning een bedrag korting of een product.' },
);
export type StampRewardSetting = z.infer<typeof stampRewardSchema>;

/** `PUT /api/admin/locations/:slug/stamp-card`. */
export const stampCardBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'Zet de stempelkaart aan of uit.' }),
  stampsNeeded: z
    .number({ error: 'Vul in hoeveel stempels een volle kaart heeft.' })
    .int('Een kaart heeft een heel aantal stempels.')
    .min(STAMPS_NEEDED.min, `Een kaart heeft minstens ${STAMPS_NEEDED.min} stempels.`)
    .max(STAMPS_NEEDED.max, `Een kaart heeft hoogstens ${STAMPS_NEEDED.max} stempels.`),
  reward: stampRewardSchema,
  minimumOrder: euros('Het minimale bedrag'),
});
export type StampCardBody = z.infer<typeof stampCardBodySchema>;

/** The card as the admin reads it; `null` answered when the location has none yet. */
export const stampCardSchema = stampCardBodySchema.extend({ location: z.string() });
export type StampCard = z.infer<typeof stampCardSchema>;

/** One card of a customer: `GET /api/account/stamps` and the basket's progress. */
export const stampProgressSchema = z.object({
  location: z.string(),
  stamps: z.number().int(),
  needed: z.number().int(),
  reward: z.string(),
});
export type StampProgress = z.infer<typeof stampProgressSchema>;

export const accountStampsSchema = z.object({ cards: z.array(stampProgressSchema) });

/** The basket's line: the card of this location, whether the visitor is signed in, and its reward's state. */
export const basketStampsSchema = z.object({
  card: stampProgressSchema.nullable(),
  signedIn: z.boolean(),
  /** The full card's reward is claimed for this basket. */
  claimed: z.boolean(),
  minimumOrder: z.number(),
});
export type BasketStamps = z.infer<typeof basketStampsSchema>;

/** `€ 5,00 korting` or `gratis Friet`: what a full card gives, in the reader's language. */
export function stampRewardText(reward: StampRewardSetting, lang?: Lang): string {
  const opts = lang ? { locale: lang } : {};
  return 'amountOff' in reward
    ? m.stamps_reward_amount({ amount: formatEuro(toCents(reward.amountOff), lang) }, opts)
    : m.stamps_reward_product({ product: reward.product }, opts);
}

/** The engine's reward for a card: its line is `Stempelkaart vol` (English `Stamp card full`). */
export function stampRewardFor(location: string, reward: StampRewardSetting): StampReward {
  return {
    source: `stamp:${location}`,
    label: m.stamps_discount_label({}, { locale: 'nl' }),
    labelEn: m.stamps_discount_label({}, { locale: 'en' }),
    ...('amountOff' in reward ? { amountOffCents: toCents(reward.amountOff) } : { product: reward.product }),
  };
}

/** `3 van 8 stempels` as the basket, order page and e-mail say it; a full card says its reward. */
export function stampProgressText(card: StampProgress, lang?: Lang): string {
  const opts = lang ? { locale: lang } : {};
  return card.stamps >= card.needed
    ? m.stamps_progress_full({ reward: card.reward }, opts)
    : m.stamps_progress(
        { stamps: String(card.stamps), needed: String(card.needed), reward: card.reward },
        opts,
      );
}
