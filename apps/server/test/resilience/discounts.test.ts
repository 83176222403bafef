/**
 * Issue 31 item 9 (decision 038): the price engine's discounts agree to the cent with the reference
 * model of the record over random baskets of products, options, quantities, offers and coupons
 * (figure 31). Pure domain code, no server: the end-to-end chain is the price test's (figure 17).
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstReference } from '@gh/domain/test-support/discount-property';
import { recordFigure, scale } from './harness';

describe('discounts against the reference model', () => {
  it('engine = reference on every basket: discount lines and their order, the coupon, total, VAT per rate', () => {
    const run = checkAgainstReference(scale(10_000, 100));
    recordFigure({
      id: 31,
      area: 'Prices',
      figure: `baskets where the discounts, total or VAT per rate differ from the reference model of decision 038 (${run.baskets} random baskets of products, options, quantities, offers and coupons; ${run.discounted} with a discount, ${run.notCombined} with a coupon weighed against offers; ${(run.milliseconds / 1000).toFixed(1)} s)`,
      value: run.counterexample ? 1 : 0,
      target: '0',
      ok: run.counterexample === null,
    });
    expect(run.counterexample).toBeNull();
  }, 300_000);
});
