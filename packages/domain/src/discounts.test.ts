import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  discountTotal,
  spread,
  vatAfterDiscounts,
  type ActiveOffer,
  type DiscountableLine,
} from './discounts';
import type { OfferRule } from './offer-rule';

/** A line without options: its base is the whole unit. */
const line = (name: string, category: string, unit: number, quantity = 1, vatRate = 9): DiscountableLine => ({
  name,
  category,
  quantity,
  totalCents: unit * quantity,
  baseUnitCents: unit,
  vatRate,
});

const offer = (id: number, rule: OfferRule, title = `Actie ${id}`): ActiveOffer => ({ id, title, rule });

describe('applyDiscounts', () => {
  it('prices a family deal: the bundle’s units for its price', () => {
    const lines = [line('Hele kip van het spit', 'kip', 1795), line('Friet', 'bijgerechten', 350, 2)];
    const deal = offer(1, {
      kind: 'bundle',
      components: [
        { products: ['Hele kip van het spit'], count: 1 },
        { categories: ['bijgerechten'], count: 2 },
      ],
      priceCents: 2000,
    });
    const [d] = applyDiscounts(lines, [deal], null);
    expect(d).toMatchObject({ source: 'offer:1', label: 'Actie 1', amountCents: 495 });
    expect(d!.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(495);
    expect(applyDiscounts([lines[0]!], [deal], null)).toEqual([]);
  });

  it('gives every second unit of a category at half price, the cheaper of each pair', () => {
    const lines = [
      line('Crispy chicken burger', 'burgers', 895),
      line('Gouden Haan burger', 'burgers', 1050),
    ];
    const [d] = applyDiscounts(
      lines,
      [offer(2, { kind: 'second-half-price', match: { categories: ['burgers'] } })],
      null,
    );
    expect(d!.amountCents).toBe(448);
    expect(d!.lines).toEqual([{ index: 0, amountCents: 448 }]);
  });

  it('makes one unit free above an amount', () => {
    const rule: OfferRule = { kind: 'free-item', minimumCents: 2500, product: 'Limonade' };
    const small = [line('Halve kip', 'kip', 995), line('Limonade', 'dranken', 350)];
    expect(applyDiscounts(small, [offer(3, rule)], null)).toEqual([]);
    const big = [line('Hele kip', 'kip', 2500), line('Limonade', 'dranken', 350, 2)];
    expect(applyDiscounts(big, [offer(3, rule)], null)[0]!.amountCents).toBe(350);
  });

  it('takes the best percentage or amount offer, not both, then the coupon on what is left', () => {
    const lines = [line('Hele kip', 'kip', 2000)];
    const discounts = applyDiscounts(
      lines,
      [offer(4, { kind: 'percent-off', percent: 10 }), offer(5, { kind: 'amount-off', amountCents: 300 })],
      { code: 'WELKOM', percentOff: 10, combinesWithOffers: true },
    );
    expect(discounts.map((d) => [d.source, d.amountCents])).toEqual([
      ['offer:5', 300],
      ['coupon:WELKOM', 170],
    ]);
    expect(discounts[1]!.label).toBe('Kortingscode WELKOM (10%)');
  });

  it('leaves a coupon below its minimum out', () => {
    const lines = [line('Halve kip', 'kip', 995)];
    expect(
      applyDiscounts(lines, [], {
        code: 'X',
        amountOffCents: 500,
        minimumOrderCents: 1500,
        combinesWithOffers: false,
      }),
    ).toEqual([]);
  });

  it('chooses between overlapping offers what is best for the customer, whatever their order', () => {
    // Two burgers: half price on the second (525) beats a bundle of both for € 17,50 (195).
    const lines = [line('Gouden Haan burger', 'burgers', 1050, 2)];
    const bundle = offer(1, {
      kind: 'bundle',
      components: [{ categories: ['burgers'], count: 2 }],
      priceCents: 1905,
    });
    const half = offer(2, { kind: 'second-half-price', match: { categories: ['burgers'] } });
    for (const offers of [
      [bundle, half],
      [half, bundle],
    ]) {
      const discounts = applyDiscounts(lines, offers, null);
      expect(discounts.map((d) => d.source)).toEqual(['offer:2']);
      expect(discountTotal(discounts)).toBe(525);
    }
  });

  it('spreads a discount over the VAT rates it touches, and VAT is taken after it', () => {
    const lines = [line('Kip', 'kip', 1000, 1, 9), line('Mok', 'merch', 1000, 1, 21)];
    const discounts = applyDiscounts(lines, [], { code: 'HALF', percentOff: 50, combinesWithOffers: false });
    expect(discounts[0]!.byRate).toEqual([
      { rate: 9, amountCents: 500 },
      { rate: 21, amountCents: 500 },
    ]);
    const vat = vatAfterDiscounts(lines, discounts, 0);
    expect(vat.parts.map((p) => [p.rate, p.grossCents])).toEqual([
      [9, 500],
      [21, 500],
    ]);
  });
});

describe('spread', () => {
  it('adds up exactly, the cent left to the largest remainder', () => {
    expect(spread(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spread(100, [0, 3, 1])).toEqual([0, 75, 25]);
  });
});

const matchArb = fc.record({
  categories: fc.subarray(['kip', 'burgers', 'dranken']),
  products: fc.subarray(['A', 'B', 'C']),
});
const ruleArb: fc.Arbitrary<OfferRule> = fc.oneof(
  fc.record({
    kind: fc.constant('bundle' as const),
    components: fc.array(
      fc.record({
        categories: fc.subarray(['kip', 'burgers', 'dranken']),
        count: fc.integer({ min: 1, max: 3 }),
      }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    priceCents: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({ kind: fc.constant('second-half-price' as const), match: matchArb }),
  fc.record({
    kind: fc.constant('free-item' as const),
    minimumCents: fc.integer({ min: 0, max: 5000 }),
    product: fc.constantFrom('A', 'B', 'C'),
  }),
  fc.record({
    kind: fc.constant('percent-off' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    minimumCents: fc.integer({ min: 0, max: 3000 }),
  }),
  fc.record({
    kind: fc.constant('amount-off' as const),
    amountCents: fc.integer({ min: 1, max: 10_000 }),
    match: fc.option(matchArb, { nil: undefined }),
  }),
);
const linesArb = fc
  .array(
    fc.record({
      name: fc.constantFrom('A', 'B', 'C', 'D'),
      category: fc.constantFrom('kip', 'burgers', 'dranken'),
      quantity: fc.integer({ min: 1, max: 4 }),
      base: fc.integer({ min: 0, max: 3000 }),
      options: fc.integer({ min: 0, max: 500 }),
      vatRate: fc.constantFrom(9, 21),
    }),
    { maxLength: 6 },
  )
  .map((ls) =>
    ls.map(({ base, options, ...l }) => ({
      ...l,
      totalCents: (base + options) * l.quantity,
      baseUnitCents: base,
    })),
  );
const offersArb = fc
  .array(ruleArb, { maxLength: 4 })
  .map((rules) => rules.map((rule, i) => offer(i + 1, rule)));
const couponArb = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('P'),
      percentOff: fc.integer({ min: 1, max: 100 }),
      combinesWithOffers: fc.boolean(),
    }),
    fc.record({
      code: fc.constant('A'),
      amountOffCents: fc.integer({ min: 1, max: 10_000 }),
      combinesWithOffers: fc.boolean(),
    }),
  ),
  { nil: null },
);

describe('applyDiscounts, for any cart and offers', () => {
  it('never takes off less than 0 or more than a line or the subtotal, and its parts add up', () => {
    fc.assert(
      fc.property(linesArb, offersArb, couponArb, (lines, offers, coupon) => {
        const discounts = applyDiscounts(lines, offers, coupon);
        const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
        const total = discountTotal(discounts);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(subtotal);
        const off = lines.map(() => 0);
        for (const d of discounts) {
          expect(d.amountCents).toBeGreaterThan(0);
          expect(d.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(d.amountCents);
          expect(d.byRate.reduce((s, r) => s + r.amountCents, 0)).toBe(d.amountCents);
          for (const l of d.lines) off[l.index]! += l.amountCents;
        }
        lines.forEach((l, i) => expect(off[i]).toBeLessThanOrEqual(l.totalCents));
        // Offers that name items take off the base only, never the options (decision 038).
        const fromItems = lines.map(() => 0);
        for (const d of discounts) {
          const rule = offers.find((o) => `offer:${o.id}` === d.source)?.rule;
          if (!rule || ((rule.kind === 'percent-off' || rule.kind === 'amount-off') && !rule.match)) continue;
          for (const l of d.lines) fromItems[l.index]! += l.amountCents;
        }
        lines.forEach((l, i) => expect(fromItems[i]).toBeLessThanOrEqual(l.baseUnitCents * l.quantity));
      }),
      { numRuns: 400 },
    );
  });

  it('answers VAT parts that add up to the total paid, to the cent', () => {
    fc.assert(
      fc.property(
        linesArb,
        offersArb,
        couponArb,
        fc.integer({ min: 0, max: 500 }),
        (lines, offers, coupon, fee) => {
          const discounts = applyDiscounts(lines, offers, coupon);
          const paid = lines.reduce((s, l) => s + l.totalCents, 0) - discountTotal(discounts) + fee;
          const vat = vatAfterDiscounts(lines, discounts, fee);
          expect(vat.parts.reduce((s, p) => s + p.grossCents, 0)).toBe(paid);
          for (const p of vat.parts) expect(p.netCents + p.vatCents).toBe(p.grossCents);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is best for the customer among bundles and second half price, and the offers’ order does not matter', () => {
    fc.assert(
      fc.property(linesArb, offersArb, (lines, offers) => {
        const units = offers.filter((o) => o.rule.kind === 'bundle' || o.rule.kind === 'second-half-price');
        const chosen = discountTotal(applyDiscounts(lines, units, null));
        for (const o of units)
          expect(chosen).toBeGreaterThanOrEqual(discountTotal(applyDiscounts(lines, [o], null)));
        expect(applyDiscounts(lines, [...offers].reverse(), null)).toEqual(
          applyDiscounts(lines, offers, null),
        );
      }),
      { numRuns: 300 },
    );
  });
});
