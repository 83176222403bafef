/**
 * Issue 31 item 9 in `npm test`: random baskets with offers and coupons through the routes (PGlite):
 * basket = quote = order = payment = receipt = report line, and the reference model of decision 038
 * agrees to the cent. The reliability suite runs 10,000 (figure 31).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  chainBasketArb,
  chainDifferences,
  runChain,
  setUpChain,
  untilOffersSettled,
  type Chain,
} from '../../../test/money-chain';
import { injectCaller, type Caller } from '../../../test/price-agreement';

const RUNS = Number(process.env.CHAIN_RUNS ?? 20);
// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open.
const NOW = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: Caller;
let chain: Chain;

const caller = (cookie?: string) => injectCaller(t.app, cookie);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW }, env: { CHECKOUT_LIMIT_PER_ADDRESS: '100000' } });
  const account = await makeAccount(t.database.db, { email: 'keten@example.nl' });
  admin = caller(await sessionCookie(t.database.db, account.id, { now: NOW }));
  chain = await setUpChain(admin, caller());
  await untilOffersSettled(caller(), chain);
}, 60_000);
afterAll(() => t?.close());

describe('one price from basket to report, and the reference model agrees', () => {
  it(`holds over ${RUNS} random baskets with offers and coupons`, async () => {
    const seen = { discounted: 0, coupon: 0, notCombined: 0 };
    await fc.assert(
      fc.asyncProperty(chainBasketArb(chain), async (basket) => {
        const result = await runChain(caller(), admin, chain, basket, '2026-11-25');
        if (!result) return;
        expect(chainDifferences(result), JSON.stringify(basket)).toEqual([]);
        if (result.discounts.reference.length > 0) seen.discounted++;
        if (result.couponApplied) seen.coupon++;
        if (result.couponNotCombined) seen.notCombined++;
      }),
      { numRuns: RUNS },
    );
    console.log(`money chain over ${RUNS} baskets: ${JSON.stringify(seen)}`);
    // The baskets reach the rules: offers apply in many of them.
    expect(seen.discounted).toBeGreaterThan(0);
  }, 120_000);
});
