/**
 * Offers and coupon codes in the one price engine (decisions 030 and 038). `computeDiscounts` is the
 * one pure function that, given the priced lines, the active offers and the applied coupon, answers
 * the discount lines (label, amount, which lines, per VAT rate) in the one order of application, and
 * what became of the coupon. Cart, quote, order, e-mail, order page and ticket all read its answer;
 * VAT is then taken from the amounts after discounts.
 */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { formatDiscount, formatEuro } from './money';
import type { OfferRule, UnitMatch } from './offer-rule';
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
  /**
   * "Combineert met aanbiedingen" (decision 038). When false the customer gets the offers or the
   * coupon alone, whichever takes off more.
   */
  combinesWithOffers: boolean;
}

/**
 * A full stamp card's reward (issue 29, decision 052), the fifth step after the coupon: an amount off,
 * or the base price of one unit of a product that is in the basket (the dearest base, names without
 * case). Either is at most what is left of the basket and spread over the lines by what is left.
 */
export interface StampReward {
  /** `stamp:amsterdam`. */
  source: string;
  label: string;
  labelEn?: string | undefined;
  amountOffCents?: number | null | undefined;
  product?: string | null | undefined;
}

/** A priced line as the engine needs it (an order line snapshot or a cart line fits). */
export interface DiscountableLine {
  name: string;
  category: string;
  quantity: number;
  totalCents: number;
  /**
   * The product's own price of one unit as charged, without its options: `priceLine`'s `baseCents`
   * (0 for a loose sauce). Offers that name items discount this part only (decision 038).
   */
  baseUnitCents: number;
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

/** A coupon that does not combine with offers, weighed against them (decision 038). */
export interface CouponNotCombined {
  code: string;
  /** `offers-better`: the offers stay and the code is not used (also on a tie); `coupon-better`: only the code. */
  reason: 'offers-better' | 'coupon-better';
  /** What the offers take off together, and what the coupon alone would (or does). */
  offersCents: number;
  couponCents: number;
  /** The offers' lines that were weighed, as they would be (or are) sold. */
  offers: { source: string; label: string; labelEn?: string; amountCents: number }[];
}

/** A coupon short of its minimum; `afterOffers` when it was measured after the offers took something off. */
export interface CouponBelowMinimum {
  code: string;
  minimumCents: number;
  measuredCents: number;
  afterOffers: boolean;
}

/** The engine's whole answer: the discount lines in the order of application, and the coupon's fate. */
export interface DiscountAnswer {
  discounts: DiscountLine[];
  couponNotCombined: CouponNotCombined | null;
  couponBelowMinimum: CouponBelowMinimum | null;
}

/** How many unit offers are tried in every order to find the best; more are tried in id order after them. */
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

/** The lines as the stages see them: per unit its price and its base (never above the unit). */
interface Basket {
  lines: readonly DiscountableLine[];
  unit: number[];
  base: number[];
}

function basketOf(lines: readonly DiscountableLine[]): Basket {
  const unit = lines.map((l) => (l.quantity > 0 ? Math.floor(l.totalCents / l.quantity) : 0));
  const base = lines.map((l, i) => Math.max(0, Math.min(l.baseUnitCents, unit[i]!)));
  return { lines, unit, base };
}

/** Units no unit offer or free item took yet: per line, how many of its pieces. */
type FreeUnits = number[];

interface Unit {
  index: number;
  base: number;
}

/** The free units that match, dearest base first; equal bases in the cart's order of lines. */
function takeUnits(basket: Basket, free: FreeUnits, match: UnitMatch): Unit[] {
  const units: Unit[] = [];
  basket.lines.forEach((line, index) => {
    if (!matches(match, line)) return;
    for (let n = 0; n < free[index]!; n++) units.push({ index, base: basket.base[index]! });
  });
  return units.sort((a, b) => b.base - a.base || a.index - b.index);
}

/** A bundle on the free units: sets of its components while they are cheaper than its price. */
function applyBundle(
  rule: Extract<OfferRule, { kind: 'bundle' }>,
  basket: Basket,
  free: FreeUnits,
): number[] {
  const given = basket.lines.map(() => 0);
  let amount = 0;
  for (;;) {
    const trial = [...free];
    const used = basket.lines.map(() => 0);
    let worth = 0;
    let taken = 0;
    for (const component of rule.components) {
      const units = takeUnits(basket, trial, component).slice(0, Math.max(0, component.count));
      if (units.length < component.count) return spread(amount, given);
      for (const u of units) {
        trial[u.index]! -= 1;
        used[u.index]! += u.base;
        worth += u.base;
        taken += 1;
      }
    }
    if (taken === 0 || worth <= rule.priceCents) return spread(amount, given);
    amount += worth - rule.priceCents;
    used.forEach((cents, i) => (given[i]! += cents));
    free.splice(0, free.length, ...trial);
  }
}

/** Second half price: the free matching units with a base paired dearest first, the second of each at half its base. */
function applySecondHalf(
  rule: Extract<OfferRule, { kind: 'second-half-price' }>,
  basket: Basket,
  free: FreeUnits,
): number[] {
  const perLine = basket.lines.map(() => 0);
  const units = takeUnits(basket, free, rule.match).filter((u) => u.base > 0);
  for (let k = 1; k < units.length; k += 2) {
    const second = units[k]!;
    perLine[second.index]! += Math.round(second.base / 2);
    free[units[k - 1]!.index]! -= 1;
    free[second.index]! -= 1;
  }
  return perLine;
}

function isUnitOffer(offer: ActiveOffer): boolean {
  return offer.rule.kind === 'bundle' || offer.rule.kind === 'second-half-price';
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

interface Taken {
  offer: ActiveOffer;
  perLine: number[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Step 1: bundles and second half price, each unit used once, in the order that takes off the most
 * (the first six by id in every order, more after them in id order; a tie to the earliest order).
 */
function unitOffers(basket: Basket, sorted: readonly ActiveOffer[]): { taken: Taken[]; free: FreeUnits } {
  const offers = sorted.filter(isUnitOffer);
  const head = offers.slice(0, MAX_PERMUTED_OFFERS);
  const tail = offers.slice(MAX_PERMUTED_OFFERS);
  let best: { total: number; taken: Taken[]; free: FreeUnits } | null = null;
  for (const order of permutations(head)) {
    const free: FreeUnits = basket.lines.map((l) => Math.max(0, l.quantity));
    const taken: Taken[] = [];
    for (const offer of [...order, ...tail]) {
      const perLine =
        offer.rule.kind === 'bundle'
          ? applyBundle(offer.rule, basket, free)
          : applySecondHalf(offer.rule as Extract<OfferRule, { kind: 'second-half-price' }>, basket, free);
      if (sum(perLine) > 0) taken.push({ offer, perLine });
    }
    const total = sum(taken.map((t) => sum(t.perLine)));
    if (!best || total > best.total) best = { total, taken, free };
  }
  return {
    taken: best!.taken.sort((a, b) => a.offer.id - b.offer.id),
    free: best!.free,
  };
}

/** What the customer pays per line now, and what is left of each line's base. */
interface Left {
  paid: number[];
  base: number[];
}

function takeOff(left: Left, perLine: readonly number[], fromBase: boolean): void {
  perLine.forEach((cents, i) => {
    left.paid[i]! -= cents;
    if (fromBase) left.base[i]! -= cents;
  });
}

/**
 * Step 2: each free item (by id) on a unit no offer took, when what the customer pays for the other
 * items reaches its minimum: that unit (base and options) never counts towards its own threshold.
 */
function freeItems(basket: Basket, sorted: readonly ActiveOffer[], free: FreeUnits, left: Left): Taken[] {
  const taken: Taken[] = [];
  for (const offer of sorted) {
    const rule = offer.rule;
    if (rule.kind !== 'free-item') continue;
    let pick = -1;
    basket.lines.forEach((line, i) => {
      if (free[i]! <= 0 || basket.base[i]! <= 0 || !matches({ products: [rule.product] }, line)) return;
      if (pick < 0) return void (pick = i);
      const options = (j: number) => basket.unit[j]! - basket.base[j]!;
      if (
        basket.base[i]! > basket.base[pick]! ||
        (basket.base[i] === basket.base[pick] && options(i) < options(pick))
      )
        pick = i;
    });
    if (pick < 0) continue;
    if (sum(left.paid) - basket.unit[pick]! < rule.minimumCents) continue;
    const perLine = basket.lines.map((_, i) => (i === pick ? basket.base[pick]! : 0));
    free[pick]! -= 1;
    takeOff(left, perLine, true);
    taken.push({ offer, perLine });
  }
  return taken;
}

function percentAmount(percent: number): (base: number) => number {
  return (base) => Math.round((base * Math.min(100, Math.max(0, percent))) / 100);
}

/**
 * Step 3: of the percentage and amount offers whose minimum is reached, the one that takes off the
 * most (a tie: the lowest id). With a match on the base left of the matching lines, else on every line.
 */
function percentOrAmount(basket: Basket, sorted: readonly ActiveOffer[], left: Left): Taken | null {
  const measured = sum(left.paid);
  let best: (Taken & { total: number }) | null = null;
  for (const offer of sorted) {
    const rule = offer.rule;
    if (rule.kind !== 'percent-off' && rule.kind !== 'amount-off') continue;
    if (measured < (rule.minimumCents ?? 0)) continue;
    const weights = basket.lines.map((line, i) =>
      rule.match ? (matches(rule.match, line) ? left.base[i]! : 0) : left.paid[i]!,
    );
    const on = sum(weights);
    const amount = rule.kind === 'percent-off' ? percentAmount(rule.percent)(on) : rule.amountCents;
    const perLine = spread(Math.max(0, Math.min(on, amount)), weights);
    const total = sum(perLine);
    if (total > 0 && (!best || total > best.total)) best = { offer, perLine, total };
  }
  return best;
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
    amountCents: sum(perLine),
    lines: perLine.flatMap((amountCents, index) => (amountCents > 0 ? [{ index, amountCents }] : [])),
    byRate: byRate(lines, perLine),
  };
}

/**
 * `Kortingscode WELKOM10 (10%)` or `Kortingscode GRATIS5 (€ 5,00)`; in English `Discount code
 * WELKOM10 (10%)`. An order stores its lines in Dutch (the checkout makes them so for staff).
 */
export function couponLabel(coupon: Pick<AppliedCoupon, 'code' | 'percentOff' | 'amountOffCents'>): string {
  const amount = coupon.percentOff ? `${coupon.percentOff}%` : formatEuro(coupon.amountOffCents ?? 0);
  return m.format_coupon_label({ code: coupon.code, amount });
}

/** Steps 1 to 3: the offers' lines in the order of application, and what each line still costs. */
function offerDiscounts(
  basket: Basket,
  offers: readonly ActiveOffer[],
): { discounts: DiscountLine[]; left: Left } {
  const sorted = [...offers].sort((a, b) => a.id - b.id);
  const left: Left = {
    paid: basket.lines.map((l) => l.totalCents),
    base: basket.lines.map((l, i) => basket.base[i]! * Math.max(0, l.quantity)),
  };
  const units = unitOffers(basket, sorted);
  for (const t of units.taken) takeOff(left, t.perLine, true);
  const taken = [...units.taken, ...freeItems(basket, sorted, units.free, left)];
  const last = percentOrAmount(basket, sorted, left);
  if (last) {
    takeOff(left, last.perLine, false);
    taken.push(last);
  }
  return {
    discounts: taken.map(({ offer, perLine }) =>
      discountLine(`offer:${offer.id}`, offer.title, basket.lines, perLine, offer.titleEn),
    ),
    left,
  };
}

/** Step 4: the coupon on what each line still costs, from its minimum measured on their sum. */
function couponOn(
  lines: readonly DiscountableLine[],
  paid: readonly number[],
  coupon: AppliedCoupon,
  afterOffers: boolean,
): { line: DiscountLine | null; below: CouponBelowMinimum | null } {
  const measured = sum(paid);
  const minimumCents = coupon.minimumOrderCents ?? 0;
  if (measured < minimumCents)
    return { line: null, below: { code: coupon.code, minimumCents, measuredCents: measured, afterOffers } };
  const amount = coupon.percentOff
    ? percentAmount(coupon.percentOff)(measured)
    : Math.max(0, Math.min(measured, coupon.amountOffCents ?? 0));
  const perLine = spread(amount, paid);
  return {
    line:
      sum(perLine) > 0 ? discountLine(`coupon:${coupon.code}`, couponLabel(coupon), lines, perLine) : null,
    below: null,
  };
}

/**
 * Step 5 (decision 052): the stamp card's reward on what each line still costs after the offers and
 * the coupon. A product reward is that product's dearest base of a unit in the basket, nothing when it
 * is not in it.
 */
function rewardOn(
  basket: Basket,
  discounts: readonly DiscountLine[],
  reward: StampReward,
): DiscountLine | null {
  const paid = linesAfterDiscounts(basket.lines, discounts).map((l) => l.totalCents);
  let worth = 0;
  if (reward.product) {
    const name = reward.product.toLowerCase();
    basket.lines.forEach((line, i) => {
      if (line.quantity > 0 && line.name.toLowerCase() === name) worth = Math.max(worth, basket.base[i]!);
    });
  } else worth = Math.max(0, reward.amountOffCents ?? 0);
  const perLine = spread(Math.min(worth, sum(paid)), paid);
  return sum(perLine) > 0
    ? discountLine(reward.source, reward.label, basket.lines, perLine, reward.labelEn)
    : null;
}

/**
 * The discounts of an order (decision 038), in the one order of application: bundles and second half
 * price (the combination best for the customer), free items, the best percentage or amount offer,
 * then the coupon. Offers that name items take off the base price only; thresholds are measured on
 * what the customer pays after the discounts before them. A coupon that does not combine with offers
 * applies alone when it takes off more than the offers, else the offers do; the answer says which.
 * The delivery fee is never discounted; no line goes below 0.
 */
export function computeDiscounts(
  lines: readonly DiscountableLine[],
  offers: readonly ActiveOffer[],
  coupon: AppliedCoupon | null,
  reward: StampReward | null = null,
): DiscountAnswer {
  const basket = basketOf(lines);
  if (reward) {
    const before = computeDiscounts(lines, offers, coupon);
    const line = rewardOn(basket, before.discounts, reward);
    return line ? { ...before, discounts: [...before.discounts, line] } : before;
  }
  const fromOffers = offerDiscounts(basket, offers);
  const offersCents = discountTotal(fromOffers.discounts);
  const answer = (
    discounts: DiscountLine[],
    notCombined: CouponNotCombined | null,
    below: CouponBelowMinimum | null,
  ) => ({
    discounts,
    couponNotCombined: notCombined,
    couponBelowMinimum: below,
  });
  if (!coupon) return answer(fromOffers.discounts, null, null);
  if (coupon.combinesWithOffers || offersCents === 0) {
    const after = couponOn(lines, fromOffers.left.paid, coupon, offersCents > 0);
    return answer([...fromOffers.discounts, ...(after.line ? [after.line] : [])], null, after.below);
  }
  const alone = couponOn(
    lines,
    lines.map((l) => l.totalCents),
    coupon,
    false,
  );
  if (alone.below) return answer(fromOffers.discounts, null, alone.below);
  const couponCents = alone.line?.amountCents ?? 0;
  const notCombined: CouponNotCombined = {
    code: coupon.code,
    reason: couponCents > offersCents ? 'coupon-better' : 'offers-better',
    offersCents,
    couponCents,
    offers: fromOffers.discounts.map((d) => ({
      source: d.source,
      label: d.label,
      ...(d.labelEn ? { labelEn: d.labelEn } : {}),
      amountCents: d.amountCents,
    })),
  };
  return notCombined.reason === 'coupon-better'
    ? answer([alone.line!], notCombined, null)
    : answer(fromOffers.discounts, notCombined, null);
}

/** The discount lines of `computeDiscounts`, in their order of application. */
export function applyDiscounts(
  lines: readonly DiscountableLine[],
  offers: readonly ActiveOffer[],
  coupon: AppliedCoupon | null,
): DiscountLine[] {
  return computeDiscounts(lines, offers, coupon).discounts;
}

/** `Familiedeal en Dinsdag burgerdag`: names in a sentence. */
function listOf(names: readonly string[], lang: Lang): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${m.format_list_and({}, { locale: lang })}${names.at(-1)}`;
}

/**
 * What the basket says about the coupon (decision 038), in the reader's language: that it does not
 * combine with the offers and which gave more, or that it is short of its minimum (after the
 * offers). Null when the coupon applied as it is or there is none.
 */
export function couponNotice(
  answer: Pick<DiscountAnswer, 'couponNotCombined' | 'couponBelowMinimum'>,
  lang: Lang = currentLang(),
): string | null {
  const notCombined = answer.couponNotCombined;
  if (notCombined) {
    const params = {
      code: notCombined.code,
      offers: listOf(
        notCombined.offers.map((o) => (lang === 'en' && o.labelEn ? o.labelEn : o.label)),
        lang,
      ),
      offersAmount: formatEuro(notCombined.offersCents, lang),
      couponAmount: formatEuro(notCombined.couponCents, lang),
    };
    return notCombined.reason === 'offers-better'
      ? m.server_coupon_not_combined_offers_better(params, { locale: lang })
      : m.server_coupon_not_combined_coupon_better(params, { locale: lang });
  }
  const below = answer.couponBelowMinimum;
  if (!below) return null;
  const amounts = {
    minimum: formatEuro(below.minimumCents, lang),
    missing: formatEuro(below.minimumCents - below.measuredCents, lang),
  };
  return below.afterOffers
    ? m.server_coupon_below_minimum_after_offers({ code: below.code, ...amounts }, { locale: lang })
    : m.server_coupon_below_minimum(amounts, { locale: lang });
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
export function discountRows(
  discounts: readonly { label: string; labelEn?: string | undefined; amountCents: number }[],
  lang: Lang = currentLang(),
) {
  return discounts.map((d) => ({
    label: lang === 'en' && d.labelEn ? d.labelEn : d.label,
    value: formatDiscount(d.amountCents, lang),
  }));
}
