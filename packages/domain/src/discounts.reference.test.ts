/**
 * Proof that cannot drift (issue 31 item 9, decision 038): the price engine agrees to the cent with a
 * reference model written from the decision records, over random baskets. 300 here; the reliability
 * suite runs 10,000 (figure 26), and so does this file under RESILIENCE_FULL=1.
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstReference } from './test-support/discount-property';
import { referencePrice } from './test-support/discount-reference';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const BASKETS = env.RESILIENCE_FULL === '1' ? 10_000 : 300;

describe('the price engine and the reference model of decision 038', () => {
  it(`agree to the cent on ${BASKETS} random baskets: discount lines, their order, the coupon, total and VAT`, () => {
    const run = checkAgainstReference(BASKETS);
    expect(run.counterexample).toBeNull();
    expect(run.baskets).toBe(BASKETS);
    // The baskets exercise the rules: most get a discount, some weigh a coupon against offers.
    expect(run.discounted).toBeGreaterThan(BASKETS / 4);
    expect(run.notCombined).toBeGreaterThan(0);
  }, 300_000);

  it('the reference itself gives the worked examples of the record', () => {
    const kip = { name: 'Hele kip van het spit', category: 'kip', priceCents: 1795, vatRate: 9 };
    const friet = { name: 'Friet', category: 'bijgerechten', priceCents: 325, vatRate: 9 };
    const koolsla = { name: 'Koolsla', category: 'bijgerechten', priceCents: 275, vatRate: 9 };
    const sauces = [75, 75, 90].map((priceCents) => ({ priceCents, count: 1 }));
    const lines = [
      { product: kip, options: sauces, quantity: 1 },
      { product: friet, options: [{ priceCents: 100, count: 1 }], quantity: 1 },
      { product: koolsla, options: [], quantity: 1 },
    ];
    const deal = {
      id: 1,
      rule: {
        kind: 'bundle' as const,
        components: [kip, friet, koolsla].map((p) => ({ products: [p.name], count: 1 })),
        priceCents: 1995,
      },
    };
    const welkom10 = { code: 'WELKOM10', percentOff: 10, combinesWithOffers: false };
    const answer = referencePrice(lines, [deal], welkom10);
    expect(answer.subtotalCents).toBe(2735);
    expect(answer.totalCents).toBe(2335);
    expect(answer.couponNotCombined).toMatchObject({ reason: 'offers-better', couponCents: 274 });
    expect(referencePrice(lines, [deal], { ...welkom10, combinesWithOffers: true }).totalCents).toBe(
      2335 - 234,
    );
  });
});
