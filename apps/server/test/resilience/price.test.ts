/**
 * Issue 16.1 on a real server: generated carts of every product, option choice, multiplier and
 * quantity cost the same in the cart, the quote, the order and the payment (figure 17).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseArb,
  createPriceTestProducts,
  differences,
  pricedMenu,
  runCase,
  type PricedMenuProduct,
} from '../price-agreement';
import {
  callerOf,
  createDatabase,
  recordFigure,
  scale,
  startServer,
  Visitor,
  type RunningServer,
  type TestDatabase,
} from './harness';

const ADMIN = { email: 'eigenaar@goudenhaan.test', password: 'kip-van-het-spit-42' };

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createDatabase();
  server = await startServer(database, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('one price from cart to payment', () => {
  it('cart subtotal = quote total = order total = payment amount over generated carts', async () => {
    const owner = new Visitor(server.url);
    expect((await owner.call('POST', '/api/admin/login', ADMIN)).status).toBe(200);
    await createPriceTestProducts(callerOf(owner));
    const reader = callerOf(new Visitor(server.url));
    const menus: PricedMenuProduct[][] = [
      await pricedMenu(reader, 'amsterdam'),
      await pricedMenu(reader, 'rotterdam'),
    ];
    const cases = fc.sample(fc.oneof(...menus.map((menu) => caseArb(menu))), scale(500, 15));
    let different = 0;
    const examples: string[] = [];
    for (const lines of cases) {
      const amounts = await runCase(callerOf(new Visitor(server.url)), lines);
      if (differences(amounts) > 0) {
        different++;
        if (examples.length < 3) examples.push(JSON.stringify({ lines, amounts }));
      }
    }
    recordFigure({
      id: 17,
      area: 'Prices',
      figure: `price differences between cart, quote, order and payment over ${cases.length} generated cases (every product, option choices, multipliers up to 10, quantities)`,
      value: different,
      target: '0',
      ok: different === 0,
    });
    expect(examples).toEqual([]);
  });
});
