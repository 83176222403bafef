/**
 * The stamp card's reward as the price engine's fifth step (issue 29, decision 052): after offers and
 * the coupon, on what is left, with VAT after it; checked by hand on the record's examples and against
 * the independent reference model over random baskets.
 */
import { describe, expect, it } from 'vitest';
import { computeDiscounts, vatAfterDiscounts, type DiscountableLine } from './discounts';
import { checkAgainstReference } from './test-support/discount-property';

const burger: DiscountableLine = {
  name: 'Crispy chicken burger',
  category: 'burgers',
  quantity: 1,
  totalCents: 1045,
  baseUnitCents: 895,
  vatRate: 9,
};
const friet: DiscountableLine = {
  name: 'Friet',
  category: 'bijgerechten',
  quantity: 2,
  totalCents: 650,
  baseUnitCents: 325,
  vatRate: 9,
};
const cola: DiscountableLine = {
  name: 'Cola',
  category: 'dranken',
  quantity: 1,
  totalCents: 300,
  baseUnitCents: 300,
  vatRate: 21,
};

const amount = { source: 'stamp:amsterdam', label: 'Stempelkaart vol', amountOffCents: 500 };

describe('the stamp card reward (decision 052)', () => {
  it('an amount off comes after the coupon, on what is left, and VAT is taken after it', () => {
    const coupon = { code: 'WELKOM10', percentOff: 10, combinesWithOffers: true };
    const answer = computeDiscounts([burger, friet, cola], [], coupon, amount);
    // Subtotal € 19,95; the code takes € 2,00 (10%, rounded), the reward € 5,00 of the € 17,95 left.
    expect(answer.discounts.map((d) => [d.source, d.amountCents])).toEqual([
      ['coupon:WELKOM10', 200],
      ['stamp:amsterdam', 500],
    ]);
    const reward = answer.discounts[1]!;
    // Spread by what is left of each line: € 9,40, € 5,85 and € 2,70 of € 17,95.
    expect(reward.lines).toEqual([
      { index: 0, amountCents: 262 },
      { index: 1, amountCents: 163 },
      { index: 2, amountCents: 75 },
    ]);
    expect(reward.byRate).toEqual([
      { rate: 9, amountCents: 425 },
      { rate: 21, amountCents: 75 },
    ]);
    const vat = vatAfterDiscounts([burger, friet, cola], answer.discounts, 0);
    expect(vat.parts.reduce((s, p) => s + p.grossCents, 0)).toBe(1995 - 700);
  });

  it('a product reward is one unit’s base price, only when that product is in the basket', () => {
    const product = { source: 'stamp:amsterdam', label: 'Stempelkaart vol', product: 'friet' };
    const answer = computeDiscounts([burger, friet], [], null, product);
    expect(answer.discounts).toHaveLength(1);
    expect(answer.discounts[0]!.amountCents).toBe(325);
    expect(computeDiscounts([burger, cola], [], null, product).discounts).toEqual([]);
  });

  it('never takes off more than is left, so the basket never goes below zero', () => {
    const answer = computeDiscounts([cola], [], null, amount);
    expect(answer.discounts[0]!.amountCents).toBe(300);
    const free = computeDiscounts(
      [cola],
      [],
      { code: 'GRATIS', amountOffCents: 1000, combinesWithOffers: true },
      amount,
    );
    expect(free.discounts.map((d) => d.source)).toEqual(['coupon:GRATIS']);
  });

  it('agrees with the reference model to the cent on random baskets with rewards', () => {
    const run = checkAgainstReference(300, 5200);
    expect(run.counterexample).toBeNull();
    expect(run.rewarded).toBeGreaterThan(50);
  }, 300_000);
});
