/**
 * The price engine against the reference model of decision 038 (issue 31 item 9): random baskets of
 * random products, options, quantities, offers and coupons, priced by `priceLine` and discounted by
 * `computeDiscounts`, must agree with `referencePrice` to the cent: every discount line (source,
 * amount, per line, per rate) in its order, the coupon's fate, the total and the VAT per rate.
 * The domain's test runs a few hundred baskets; the reliability suite 10,000 (figure 26).
 */
import fc from 'fast-check';
import { computeDiscounts, vatAfterDiscounts, type ActiveOffer, type DiscountableLine } from '../discounts';
import { priceLine } from '../pricing';
import {
  referencePrice,
  type RefCoupon,
  type RefLine,
  type RefMatch,
  type RefOffer,
  type RefReward,
  type RefRule,
} from './discount-reference';

const NAMES = [
  'Hele kip',
  'Friet',
  'Koolsla',
  'Crispy burger',
  'IJsthee',
  'Losse saus',
  'Pindasaus',
  'Extra Saus',
  'Mok',
];
const CATEGORIES = ['kip', 'bijgerechten', 'burgers', 'dranken', 'sauzen', 'merch'];

/** Menu-like prices, so that equal bases, weights and remainders (the ties the rules settle) are common. */
const priceArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 275, 300, 325, 875, 895, 1050, 1795) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2500 }) },
);
const optionPriceArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 75, 90, 100, 150) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }) },
);

const productArb = fc.record({
  name: fc.constantFrom(...NAMES),
  category: fc.constantFrom(...CATEGORIES),
  priceCents: priceArb,
  vatRate: fc.constantFrom(9, 21),
  // Now and then the owner's "Geen losse saus" (decision 017).
  notLooseSauce: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

/** A basket's lines from a small menu, so one product often sits on several lines with other options. */
const linesArb: fc.Arbitrary<RefLine[]> = fc
  .tuple(
    fc.array(productArb, { minLength: 1, maxLength: 4 }),
    fc.array(
      fc.record({
        pick: fc.nat(),
        options: fc.array(fc.record({ priceCents: optionPriceArb, count: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 3,
        }),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([menu, picks]) =>
    picks.map(({ pick, options, quantity }) => ({ product: menu[pick % menu.length]!, options, quantity })),
  );

/**
 * Offers and coupons for a basket: names mostly of its products (sometimes in other capitals, as
 * offers compare names without case), minimums around what it costs, so thresholds fall on both
 * sides of the line.
 */
function offersAndCouponFor(lines: readonly RefLine[]) {
  const inBasket = [...new Set(lines.map((l) => l.product.name))];
  const nameArb = fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...inBasket) }, fc.constantFrom(...NAMES)),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([name, n]) => (n === 0 ? name.toUpperCase() : name));
  const roughly = lines.reduce(
    (sum, l) =>
      sum + (l.product.priceCents + l.options.reduce((s, o) => s + o.priceCents * o.count, 0)) * l.quantity,
    0,
  );
  const thresholdArb = fc.integer({ min: 0, max: Math.max(100, Math.round(roughly * 1.1)) });
  const matchArb: fc.Arbitrary<RefMatch> = fc.record({
    categories: fc.subarray(CATEGORIES, { maxLength: 2 }),
    products: fc.array(nameArb, { maxLength: 2 }),
  });
  const minimumArb = fc.option(thresholdArb, { nil: undefined });
  const ruleArb: fc.Arbitrary<RefRule> = fc.oneof(
    fc.record({
      kind: fc.constant('bundle' as const),
      components: fc.array(
        fc.record({
          categories: fc.subarray(CATEGORIES, { maxLength: 2 }),
          products: fc.array(nameArb, { maxLength: 1 }),
          count: fc.integer({ min: 1, max: 2 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      priceCents: fc.integer({ min: 0, max: 4000 }),
    }),
    fc.record({ kind: fc.constant('second-half-price' as const), match: matchArb }),
    fc.record({ kind: fc.constant('free-item' as const), minimumCents: thresholdArb, product: nameArb }),
    fc.record({
      kind: fc.constant('percent-off' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      minimumCents: minimumArb,
      match: fc.option(matchArb, { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('amount-off' as const),
      amountCents: fc.integer({ min: 1, max: 3000 }),
      minimumCents: minimumArb,
      match: fc.option(matchArb, { nil: undefined }),
    }),
  );
  // Up to five offers with ids in any order, so the engine must sort them itself.
  const offersArb: fc.Arbitrary<RefOffer[]> = fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }),
      fc.array(ruleArb, { minLength: 5, maxLength: 5 }),
    )
    .map(([ids, rules]) => ids.map((id, i) => ({ id, rule: rules[i]! })));
  const couponArb: fc.Arbitrary<RefCoupon | null> = fc.option(
    fc.oneof(
      fc.record({
        code: fc.constant('WELKOM10'),
        percentOff: fc.integer({ min: 1, max: 100 }),
        minimumOrderCents: thresholdArb,
        combinesWithOffers: fc.boolean(),
      }),
      fc.record({
        code: fc.constant('VIJF'),
        amountOffCents: fc.integer({ min: 1, max: 4000 }),
        minimumOrderCents: thresholdArb,
        combinesWithOffers: fc.boolean(),
      }),
    ),
    { nil: null },
  );
  // A stamp card's reward in half the baskets (decision 052): an amount, or a product often in the basket.
  const rewardArb: fc.Arbitrary<RefReward | null> = fc.option(
    fc.oneof(
      fc.record({
        source: fc.constant('stamp:amsterdam'),
        amountOffCents: fc.integer({ min: 1, max: 3000 }),
      }),
      fc.record({ source: fc.constant('stamp:amsterdam'), product: nameArb }),
    ),
    { nil: null },
  );
  return { offers: offersArb, coupon: couponArb, reward: rewardArb };
}

export interface Basket {
  lines: RefLine[];
  offers: RefOffer[];
  coupon: RefCoupon | null;
  reward: RefReward | null;
  feeCents: number;
  deliveryRate: number | null;
}

export const basketArb: fc.Arbitrary<Basket> = linesArb.chain((lines) => {
  const { offers, coupon, reward } = offersAndCouponFor(lines);
  return fc.record({
    lines: fc.constant(lines),
    offers,
    coupon,
    reward,
    feeCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
    deliveryRate: fc.constantFrom(null, 9, 21),
  });
});

/** The engine's answer in the reference's terms. */
export function engineAnswer(basket: Basket) {
  const lines: DiscountableLine[] = basket.lines.map((l) => {
    const priced = priceLine(
      l.product,
      l.options.map((o, i) => ({ choice: `Optie ${i}`, priceCents: o.priceCents, count: o.count })),
      l.quantity,
    );
    return {
      name: l.product.name,
      category: l.product.category,
      quantity: l.quantity,
      totalCents: priced.lineCents,
      baseUnitCents: priced.baseCents,
      vatRate: l.product.vatRate,
    };
  });
  const offers: ActiveOffer[] = basket.offers.map((o) => ({
    id: o.id,
    title: `Actie ${o.id}`,
    rule: o.rule,
  }));
  const answer = computeDiscounts(
    lines,
    offers,
    basket.coupon,
    basket.reward ? { ...basket.reward, label: 'Stempelkaart vol' } : null,
  );
  const subtotalCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const discountCents = answer.discounts.reduce((s, d) => s + d.amountCents, 0);
  const vat = vatAfterDiscounts(lines, answer.discounts, basket.feeCents, basket.deliveryRate);
  return {
    lineTotals: lines.map((l) => l.totalCents),
    baseUnits: lines.map((l) => l.baseUnitCents),
    discounts: answer.discounts.map((d) => ({
      source: d.source,
      amountCents: d.amountCents,
      lines: d.lines,
      byRate: d.byRate,
    })),
    couponNotCombined: answer.couponNotCombined
      ? {
          reason: answer.couponNotCombined.reason,
          offersCents: answer.couponNotCombined.offersCents,
          couponCents: answer.couponNotCombined.couponCents,
          offerSources: answer.couponNotCombined.offers.map((o) => o.source),
        }
      : null,
    couponBelowMinimum: answer.couponBelowMinimum
      ? {
          minimumCents: answer.couponBelowMinimum.minimumCents,
          measuredCents: answer.couponBelowMinimum.measuredCents,
          afterOffers: answer.couponBelowMinimum.afterOffers,
        }
      : null,
    subtotalCents,
    totalCents: subtotalCents - discountCents + basket.feeCents,
    vat: vat.parts.map((p) => ({
      rate: p.rate,
      grossCents: p.grossCents,
      vatCents: p.vatCents,
      netCents: p.netCents,
    })),
    deliveryVatRate: vat.deliveryVatRate,
  };
}

export function referenceAnswer(basket: Basket) {
  return referencePrice(
    basket.lines,
    basket.offers,
    basket.coupon,
    basket.feeCents,
    basket.deliveryRate,
    basket.reward,
  );
}

/** JSON with the keys of every object sorted, so two answers compare by content alone. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export interface AgreementRun {
  baskets: number;
  /** Baskets in which at least one discount applied, one of which a coupon was weighed against offers. */
  discounted: number;
  notCombined: number;
  /** Baskets in which a stamp card's reward applied. */
  rewarded: number;
  milliseconds: number;
  /** The first basket in which engine and reference disagree (shrunk), or null. */
  counterexample: string | null;
}

/** Runs `numRuns` baskets; the answer says how many, what they covered and the first disagreement. */
export function checkAgainstReference(numRuns: number, seed?: number): AgreementRun {
  let discounted = 0;
  let notCombined = 0;
  let rewarded = 0;
  const started = Date.now();
  const result = fc.check(
    fc.property(basketArb, (basket) => {
      const reference = referenceAnswer(basket);
      const engine = engineAnswer(basket);
      if (reference.discounts.length > 0) discounted += 1;
      if (reference.couponNotCombined) notCombined += 1;
      if (reference.discounts.some((d) => d.source.startsWith('stamp:'))) rewarded += 1;
      if (canonical(engine) !== canonical(reference)) {
        throw new Error(
          `engine ${JSON.stringify(engine, null, 1)}\nreference ${JSON.stringify(reference, null, 1)}`,
        );
      }
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }) },
  );
  return {
    baskets: result.numRuns,
    discounted,
    notCombined,
    rewarded,
    milliseconds: Math.round(Date.now() - started),
    counterexample: result.failed
      ? `${JSON.stringify(result.counterexample)} (seed ${result.seed}, path ${result.counterexamplePath})\n${String(
          (result.errorInstance as Error | undefined)?.message ?? '',
        )}`
      : null,
  };
}
