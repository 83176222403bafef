/** Pure checkout rules: recomputing lines from the catalogue, totals, and the slots on offer. */
import {
  allergensOfChoice,
  formatSlot,
  isoDate,
  localDay,
  discountTotal,
  lineName,
  optionLabel,
  optionName,
  priceLine,
  readChoice,
  vatAfterDiscounts,
  type DiscountLine,
  type LineProblem,
  timeSlots,
  type Schedule,
} from '@gh/domain';
import type { Fulfilment } from '@gh/domain/checkout';
import { currentLang } from '@gh/i18n';
import type { OrderLineSnapshot } from '../../db/schema';

export interface CartLineRow {
  /** The cart line's id, so a problem can name the line the customer fixes. */
  id: string;
  productId: string;
  name: string;
  quantity: number;
  selectedOptions: { optionId: string; choice: string; priceCents: number }[];
}

/** An option of a catalogue product, as checkout reads it. */
export interface CatalogueOption {
  choice: string;
  /** Its English name (issue 20); null or '' when not translated. */
  choiceEn?: string | null;
  priceCents: number;
  maxMultiplier: number;
  allergens: string[];
  mayContain: string[];
  soldOut: boolean;
}

export interface CatalogueProduct {
  id: string;
  name: string;
  /** Its English name (issue 20); null or '' when not translated. */
  nameEn?: string | null;
  categorySlug: string;
  priceCents: number;
  notLooseSauce: boolean;
  /** "Alcohol (18+)" (decision 048): the order's line carries it, for staff's ID check. */
  ageRestricted?: boolean;
  /** 9 or 21 (decision 027). */
  vatRate: number;
  available: boolean;
  locationSlug: string;
  allergens: string[];
  mayContain: string[];
  options: Map<string, CatalogueOption>;
}

/** A line priced now: its snapshot always carries the base that offers discount (decision 038). */
export type PricedOrderLine = OrderLineSnapshot & { baseUnitCents: number };

/** One cart line priced from the current catalogue, or why it can no longer be sold like this. */
export function priceCartLine(
  line: CartLineRow,
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  location: string,
): { line: PricedOrderLine } | { problem: LineProblem } {
  const product = catalogue.get(line.productId);
  if (!product || !product.available || product.locationSlug !== location) {
    return { problem: { kind: 'unavailable', name: product ? lineName(product, currentLang()) : line.name } };
  }
  const choices = [];
  const chosen: { allergens: string[]; mayContain: string[] }[] = [];
  const english = new Map<string, string>();
  for (const picked of line.selectedOptions) {
    const option = product.options.get(picked.optionId);
    const choice = { ...readChoice(picked), priceCents: option?.priceCents ?? 0 };
    if (!option || choice.choice !== option.choice || choice.count > option.maxMultiplier) {
      return { problem: { kind: 'option', name: lineName(product, currentLang()) } };
    }
    if (option.soldOut) {
      return {
        problem: {
          kind: 'optionSoldOut',
          name: lineName(product, currentLang()),
          choice: optionName(option, currentLang()),
        },
      };
    }
    chosen.push(option);
    choices.push(choice);
    if (option.choiceEn) english.set(option.choice, option.choiceEn);
  }
  const priced = priceLine({ ...product, category: product.categorySlug }, choices, line.quantity);
  return {
    line: {
      productId: product.id,
      name: product.name,
      // The English names as sold, beside the Dutch ones (issue 20): the English e-mail and order page.
      ...(product.nameEn ? { nameEn: product.nameEn } : {}),
      category: product.categorySlug,
      quantity: line.quantity,
      unitPriceCents: priced.unitCents,
      totalCents: priced.lineCents,
      baseUnitCents: priced.baseCents,
      rule: priced.rule,
      ...(product.ageRestricted ? { ageRestricted: true } : {}),
      selectedOptions: priced.options.map((o) => {
        const choiceEn = english.get(o.choice);
        return {
          choice: o.label,
          priceCents: o.priceCents,
          count: o.count,
          amountCents: o.amountCents,
          ...(choiceEn ? { choiceEn: optionLabel(choiceEn, o.count) } : {}),
        };
      }),
      allergens: allergensOfChoice(product, chosen).allergens,
      vatRate: product.vatRate,
    },
  };
}

/** Every cart line priced from the current catalogue, or the first line that can no longer be sold. */
export function priceLines(
  cart: readonly CartLineRow[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  location: string,
): { lines: PricedOrderLine[] } | { problem: LineProblem } {
  const lines: PricedOrderLine[] = [];
  for (const cartLine of cart) {
    const priced = priceCartLine(cartLine, catalogue, location);
    if ('problem' in priced) return priced;
    lines.push(priced.line);
  }
  return { lines };
}

/**
 * An order's money: the lines at their own VAT rates less their discounts (decision 030), the delivery
 * fee at the location's rate for it or else at the order's main rate (decision 027). The subtotal is
 * before the discounts; the total is what is paid.
 */
export function totals(
  lines: readonly OrderLineSnapshot[],
  deliveryFeeCents: number,
  deliveryVatRate: number | null = null,
  discounts: readonly DiscountLine[] = [],
) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discountCents = discountTotal(discounts);
  const totalCents = subtotalCents - discountCents + deliveryFeeCents;
  const vat = vatAfterDiscounts(lines, discounts, deliveryFeeCents, deliveryVatRate);
  return {
    subtotalCents,
    discounts: [...discounts],
    discountCents,
    deliveryFeeCents,
    totalCents,
    vatCents: vat.vatCents,
    vatParts: vat.parts,
    deliveryVatRate: vat.deliveryVatRate,
  };
}

export interface SlotSettings {
  slotMinutes: number;
  prepMinutes: number;
  deliveryMinutes: number;
}

/** Minutes between ordering and the earliest slot: cooking, plus the ride for a delivery. */
export function leadMinutes(settings: SlotSettings, fulfilment: Fulfilment): number {
  return settings.prepMinutes + (fulfilment === 'delivery' ? settings.deliveryMinutes : 0);
}

/** The slots on offer: the rest of today and the next day the location opens. */
export function offeredSlots(
  schedule: Schedule,
  now: Date,
  settings: SlotSettings,
  fulfilment: Fulfilment,
): Date[] {
  const all = timeSlots(schedule, {
    from: now,
    slotMinutes: settings.slotMinutes,
    leadMinutes: leadMinutes(settings, fulfilment),
    days: 8,
  });
  // The slots come in order: stop at the first one of a third day.
  const today = isoDate(localDay(now));
  let otherDay: string | undefined;
  const offered: Date[] = [];
  for (const slot of all) {
    const day = isoDate(localDay(slot));
    if (day !== today && day !== (otherDay ??= day)) break;
    offered.push(slot);
  }
  return offered;
}

/** `vandaag 18:15`, `morgen 12:30` or `zaterdag 28 november 12:30` (`tomorrow 12:30 pm`). */
export function slotLabel(slot: Date, now: Date): string {
  return formatSlot(slot, now);
}

/**
 * The Dutch discount lines an order keeps (`dutch`), each with the English name the customer saw
 * (`english`, the same discounts worked out in English) where it had none of its own: a coupon's
 * "Discount code …" (issue 20). An offer keeps its own English title.
 */
export function withEnglishLabels<T extends { discounts: DiscountLine[] }>(
  dutch: T,
  english: { discounts: readonly DiscountLine[] },
): T {
  const seen = new Map(english.discounts.map((d) => [d.source, d.labelEn ?? d.label]));
  return {
    ...dutch,
    discounts: dutch.discounts.map((d) => {
      const labelEn = d.labelEn ?? seen.get(d.source);
      return labelEn && labelEn !== d.label ? { ...d, labelEn } : d;
    }),
  };
}
