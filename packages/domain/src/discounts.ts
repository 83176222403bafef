/**
 * Offers and coupon codes in the one price engine (issue 19.7, decision 030). `applyDiscounts` is the
 * one pure function that, given the priced lines, the active offers and the applied coupon, answers
 * the discount lines: label, amount, which lines and per VAT rate. Cart, quote, order, e-mail, order
 * page and ticket all read its answer; VAT is then taken from the amounts after discounts.
 */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { formatEuro } from './money';
import { isItemRule, type OfferRule, type UnitMatch } from './offer-rule';
import { orderVat, type OrderVat, type VatLine } from './vat';

export interface ActiveOffer {
  id: number;
  title: string;
  /** Its English title (issue 20); absent or '' when not translated. */
  titleEn?: string | null | undefined;
  rule: OfferRule;
}

/** A coupon that has been checked (period, location, use limit) and applies to this order. */
export interface AppliedCoupon {
  code: string;
  percentOff?: number | null | undefined;
  amountOffCents?: number | null | undefined;
  minimumOrderCents?: number | null | undefined;
}

/** A priced line as the engine needs it (an order line snapshot or a cart line fits). */
export interface DiscountableLine {
  name: string;
  category: string;
  quantity: number;
  totalCents: number;
  vatRate?: number | undefined;
}

export interface DiscountLine {
  /** `offer:12` or `coupon:WELKOM10`. */
  source: string;
  label: string;
  /** The English label as sold (issue 20): an offer's English title; absent when it had none. */
  labelEn?: string;
  amountCents: number;
  /** Per line (by its index in the lines given), what the discount takes off it. */
  lines: { index: number; amountCents: number }[];
  /** The same amounts per VAT rate. */
  byRate: { rate: number; amountCents: number }[];
}

/** How many offers are tried in every order to find the best; more are tried in id order. */
const MAX_PERMUTED_OFFERS = 6;

function matches(match: UnitMatch | undefined, line: DiscountableLine): boolean {
  if (!match) return true;
  const name = line.name.toLowerCase();
  const category = line.category.toLowerCase();
  return (
    (match.products ?? []).some((p) => p.toLowerCase() === name) ||
    (match.categories ?? []).some((c) => c.toLowerCase() === category)
  );
}

function unitCents(line: DiscountableLine): number {
  return line.quantity > 0 ? Math.floor(line.totalCents / line.quantity) : 0;
}

/**
 * `total` spread over `weights` in proportion, whole cents, adding up exactly: each share rounded
 * down, the cents left go to the largest remainders (a tie to the earlier weight). This is the one
 * rounding rule for spreading a discount over lines, and through the lines over VAT rates.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Units still free for an item offer: per line, how many of its pieces no other offer took. */
type FreeUnits = number[];

interface ItemResult {
  amountCents: number;
  perLine: number[];
}

function takeUnits(
  lines: readonly DiscountableLine[],
  free: FreeUnits,
  match: UnitMatch,
): { index: number; cents: number }[] {
  const units: { index: number; cents: number }[] = [];
  lines.forEach((line, index) => {
    if (!matches(match, line)) return;
    for (let n = 0; n < free[index]!; n++) units.push({ index, cents: unitCents(line) });
  });
  // Dearest first, so the customer gets the most; a tie keeps the cart's order.
  return units.sort((a, b) => b.cents - a.cents || a.index - b.index);
}

/** An item offer on the units left: what it takes off, per line, and it marks the units it used. */
function applyItemOffer(
  rule: OfferRule,
  lines: readonly DiscountableLine[],
  free: FreeUnits,
  subtotalCents: number,
): ItemResult | null {
  const perLine = lines.map(() => 0);
  if (rule.kind === 'second-half-price') {
    const units = takeUnits(lines, free, rule.match);
    for (let k = 1; k < units.length; k += 2) {
      const second = units[k]!;
      perLine[second.index]! += Math.round(second.cents / 2);
      free[units[k - 1]!.index]! -= 1;
      free[second.index]! -= 1;
    }
  } else if (rule.kind === 'free-item') {
    if (subtotalCents < rule.minimumCents) return null;
    const [unit] = takeUnits(lines, free, { products: [rule.product] });
    if (!unit) return null;
    perLine[unit.index]! += unit.cents;
    free[unit.index]! -= 1;
  } else if (rule.kind === 'bundle') {
    if (rule.components.length === 0) return null;
    for (;;) {
      const trial = [...free];
      const used: { index: number; cents: number }[] = [];
      for (const component of rule.components) {
        const units = takeUnits(lines, trial, component).slice(0, component.count);
        if (units.length < component.count) return finish();
        for (const u of units) trial[u.index]! -= 1;
        used.push(...units);
      }
      const worth = used.reduce((sum, u) => sum + u.cents, 0);
      if (worth <= rule.priceCents) return finish();
      const shares = spread(
        worth - rule.priceCents,
        used.map((u) => u.cents),
      );
      used.forEach((u, k) => (perLine[u.index]! += shares[k]!));
      free.splice(0, free.length, ...trial);
    }
  } else {
    return null;
  }
  return finish();

  function finish(): ItemResult | null {
    const amountCents = perLine.reduce((a, b) => a + b, 0);
    return amountCents > 0 ? { amountCents, perLine } : null;
  }
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** An amount off what is left of the matching lines, spread in proportion to what is left of each. */
function orderLevel(
  lines: readonly DiscountableLine[],
  left: readonly number[],
  match: UnitMatch | undefined,
  amount: (base: number) => number,
): number[] {
  const weights = lines.map((line, i) => (matches(match, line) ? left[i]! : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  return spread(Math.max(0, Math.min(base, amount(base))), weights);
}

function byRate(lines: readonly DiscountableLine[], perLine: readonly number[]) {
  const rates = new Map<number, number>();
  perLine.forEach((cents, i) => {
    if (cents === 0) return;
    const rate = lines[i]!.vatRate ?? 9;
    rates.set(rate, (rates.get(rate) ?? 0) + cents);
  });
  return [...rates].sort((a, b) => a[0] - b[0]).map(([rate, amountCents]) => ({ rate, amountCents }));
}

function discountLine(
  source: string,
  label: string,
  lines: readonly DiscountableLine[],
  perLine: readonly number[],
  labelEn?: string | null,
): DiscountLine {
  return {
    source,
    label,
    ...(labelEn?.trim() ? { labelEn } : {}),
    amountCents: perLine.reduce((a, b) => a + b, 0),
    lines: perLine.flatMap((amountCents, index) => (amountCents > 0 ? [{ index, amountCents }] : [])),
    byRate: byRate(lines, perLine),
  };
}

function percentAmount(percent: number): (base: number) => number {
  return (base) => Math.round((base * Math.min(100, Math.max(0, percent))) / 100);
}

/**
 * `Kortingscode WELKOM10 (10%)` or `Kortingscode GRATIS5 (€ 5,00)`; in English `Discount code
 * WELKOM10 (10%)`. An order stores its lines in Dutch (the checkout makes them so for staff).
 */
export function couponLabel(coupon: AppliedCoupon): string {
  const amount = coupon.percentOff ? `${coupon.percentOff}%` : formatEuro(coupon.amountOffCents ?? 0);
  return m.format_coupon_label({ code: coupon.code, amount });
}

/**
 * The discounts of an order, best for the customer and the same every time (decision 030):
 * 1. Item offers (bundles, second half price, free item) each use a unit at most once. Every order
 *    of trying them is tried (the first six by id; more follow in id order), and the order that
 *    takes off the most wins; on a tie the earliest order in id order.
 * 2. Then of the percentage and amount offers the one that takes off the most of what is left
 *    (a tie: the lowest id); they do not add up.
 * 3. Then the coupon on what is left of the lines. Minimums (offers and coupon) are measured on the
 *    lines before any discount. The delivery fee is never discounted.
 * Each discount line takes off at most what is left of each line, so no line goes below 0.
 */
export function applyDiscounts(
  lines: readonly DiscountableLine[],
  offers: readonly ActiveOffer[],
  coupon: AppliedCoupon | null,
): DiscountLine[] {
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const sorted = [...offers].sort((a, b) => a.id - b.id);
  const itemOffers = sorted.filter((o) => isItemRule(o.rule));
  const head = itemOffers.slice(0, MAX_PERMUTED_OFFERS);
  const tail = itemOffers.slice(MAX_PERMUTED_OFFERS);

  let best: { total: number; results: { offer: ActiveOffer; result: ItemResult }[] } = {
    total: 0,
    results: [],
  };
  for (const order of permutations(head)) {
    const free: FreeUnits = lines.map((l) => Math.max(0, l.quantity));
    const results: { offer: ActiveOffer; result: ItemResult }[] = [];
    for (const offer of [...order, ...tail]) {
      const result = applyItemOffer(offer.rule, lines, free, subtotalCents);
      if (result) results.push({ offer, result });
    }
    const total = results.reduce((sum, r) => sum + r.result.amountCents, 0);
    if (total > best.total) best = { total, results };
  }

  const discounts: DiscountLine[] = best.results
    .sort((a, b) => a.offer.id - b.offer.id)
    .map(({ offer, result }) =>
      discountLine(`offer:${offer.id}`, offer.title, lines, result.perLine, offer.titleEn),
    );
  const left = lines.map((l, i) =>
    Math.max(
      0,
      l.totalCents -
        discounts.reduce((sum, d) => sum + (d.lines.find((x) => x.index === i)?.amountCents ?? 0), 0),
    ),
  );

  let bestOrder: { offer: ActiveOffer; perLine: number[]; total: number } | null = null;
  for (const offer of sorted) {
    const rule = offer.rule;
    if (rule.kind !== 'percent-off' && rule.kind !== 'amount-off') continue;
    if (subtotalCents < (rule.minimumCents ?? 0)) continue;
    const perLine = orderLevel(
      lines,
      left,
      rule.match,
      rule.kind === 'percent-off' ? percentAmount(rule.percent) : () => rule.amountCents,
    );
    const total = perLine.reduce((a, b) => a + b, 0);
    if (total > 0 && (!bestOrder || total > bestOrder.total)) bestOrder = { offer, perLine, total };
  }
  if (bestOrder) {
    discounts.push(
      discountLine(
        `offer:${bestOrder.offer.id}`,
        bestOrder.offer.title,
        lines,
        bestOrder.perLine,
        bestOrder.offer.titleEn,
      ),
    );
    bestOrder.perLine.forEach((cents, i) => (left[i]! -= cents));
  }

  if (coupon && subtotalCents >= (coupon.minimumOrderCents ?? 0)) {
    const perLine = orderLevel(
      lines,
      left,
      undefined,
      coupon.percentOff ? percentAmount(coupon.percentOff) : () => coupon.amountOffCents ?? 0,
    );
    if (perLine.some((c) => c > 0))
      discounts.push(discountLine(`coupon:${coupon.code}`, couponLabel(coupon), lines, perLine));
  }
  return discounts;
}

/** The sum of the discount lines. */
export function discountTotal(discounts: readonly { amountCents: number }[]): number {
  return discounts.reduce((sum, d) => sum + d.amountCents, 0);
}

/**
 * VAT after discounts: each line at its own rate with its discounts taken off, the delivery fee as
 * `orderVat` charges it. So the parts add up to the total the customer pays.
 */
export function vatAfterDiscounts(
  lines: readonly VatLine[],
  discounts: readonly Pick<DiscountLine, 'lines'>[],
  deliveryFeeCents: number,
  deliveryRate?: number | null,
): OrderVat {
  return orderVat(linesAfterDiscounts(lines, discounts), deliveryFeeCents, deliveryRate);
}

/** Each line as it was sold: its total less what the discounts took off it (a refund gives back that). */
export function linesAfterDiscounts<L extends { totalCents: number }>(
  lines: readonly L[],
  discounts: readonly Pick<DiscountLine, 'lines'>[],
): L[] {
  const off = lines.map(() => 0);
  for (const d of discounts) for (const l of d.lines) off[l.index] = (off[l.index] ?? 0) + l.amountCents;
  return lines.map((l, i) => ({ ...l, totalCents: l.totalCents - off[i]! }));
}

/**
 * `Familiedeal` and `− € 4,00`: one row per discount, as receipts, e-mails and tickets say it; in
 * English its English name as sold (`Family deal`, `−€4.00`) where it has one.
 */
/** What a discount takes off: `− € 4,00` in Dutch, `−€4.00` in English. */
export function formatDiscount(amountCents: number, lang: Lang = currentLang()): string {
  return `−${lang === 'en' ? '' : ' '}${formatEuro(amountCents, lang)}`;
}

export function discountRows(
  discounts: readonly { label: string; labelEn?: string | undefined; amountCents: number }[],
  lang: Lang = currentLang(),
) {
  return discounts.map((d) => ({
    label: lang === 'en' && d.labelEn ? d.labelEn : d.label,
    value: formatDiscount(d.amountCents, lang),
  }));
}
