/** Issue 9, items 1 to 3: concurrency, tampering and mixed locations on the cart of a real server. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayload,
  createDatabase,
  menuProducts,
  plainProduct,
  recordFigure,
  scale,
  startServer,
  Visitor,
  type MenuProduct,
  type RunningServer,
  type TestDatabase,
} from './harness';

interface CartAnswer {
  items: {
    id: string;
    productId: string;
    price: number;
    quantity: number;
    location: string;
    total: number;
    selectedOptions: { choice: string; price: number }[];
  }[];
  location: string | null;
  subtotal: number;
}

let database: TestDatabase;
let server: RunningServer;
let amsterdam: MenuProduct[];
let rotterdam: MenuProduct[];

beforeAll(async () => {
  database = await createDatabase();
  server = await startServer(database);
  amsterdam = await menuProducts(server.url, 'amsterdam');
  rotterdam = await menuProducts(server.url, 'rotterdam');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** A visitor whose session exists and whose cart is empty. */
async function freshVisitor(): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  const product = plainProduct(amsterdam);
  expect((await visitor.call('POST', '/api/cart/add', addPayload(product))).status).toBe(200);
  expect((await visitor.call('DELETE', '/api/cart/clear')).status).toBe(200);
  return visitor;
}

describe('1. concurrency', () => {
  it('50 parallel adds of one product on one session end at quantity 50', async () => {
    const rounds = scale(100, 5);
    const product = plainProduct(amsterdam);
    let wrong = 0;
    for (let round = 0; round < rounds; round++) {
      const visitor = await freshVisitor();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          visitor.call('POST', '/api/cart/add', addPayload(product, { price: 0.01 })),
        ),
      );
      const cart = (await visitor.call('GET', '/api/cart')).json as unknown as CartAnswer;
      const line = cart.items[0];
      const ok =
        answers.every((a) => a.status === 200) &&
        cart.items.length === 1 &&
        line?.quantity === 50 &&
        Math.round(cart.subtotal * 100) === Math.round(product.price * 100) * 50;
      if (!ok) wrong++;
    }
    recordFigure({
      id: 1,
      area: 'Concurrency',
      figure: `rounds of 50 parallel adds with a wrong quantity or total (of ${rounds})`,
      value: wrong,
      target: '0',
      ok: wrong === 0,
    });
    expect(wrong).toBe(0);
  });
});

describe('2. tampering', () => {
  it('prices never come from the request, and no body makes a 5xx', async () => {
    const runs = scale(10_000, 300);
    const catalogue = new Map(amsterdam.map((p) => [p.id, p]));
    const optionPrices = new Map(
      amsterdam.flatMap((p) =>
        p.optionGroups.flatMap((g) => g.options.map((o) => [`${p.id}|${o.choice}`, o.price] as const)),
      ),
    );
    const visitor = await freshVisitor();
    let moved = 0;
    let serverErrors = 0;
    let accepted = 0;
    const odd = fc.oneof(
      fc.integer({ min: -5, max: 200 }),
      fc.double(),
      fc.string({ maxLength: 5 }),
      fc.constant(null),
      fc.constant('1e9'),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...amsterdam),
        fc.record(
          {
            price: odd,
            quantity: odd,
            total: odd,
            discount: odd,
            location: fc.constantFrom('amsterdam', 'AMSTERDAM', 'rotterdam', '', 'utrecht'),
            name: fc.string({ maxLength: 20 }),
            category: fc.constantFrom('kip', 'sauzen', 'dranken', 'x'),
          },
          { requiredKeys: [] },
        ),
        fc.array(fc.record({ choice: fc.string({ maxLength: 12 }), price: odd }), { maxLength: 3 }),
        fc.boolean(),
        async (product, tamper, randomOptions, useRealOption) => {
          const realOption = product.optionGroups[0]?.options[0];
          const selectedOptions =
            useRealOption && realOption ? [{ choice: realOption.choice, price: -100 }] : randomOptions;
          const res = await visitor.call('POST', '/api/cart/add', {
            ...addPayload(product),
            ...tamper,
            selectedOptions,
          });
          if (res.status >= 500) serverErrors++;
          if (res.status === 200) {
            accepted++;
            for (const item of (res.json as unknown as CartAnswer).items) {
              const real = catalogue.get(item.productId);
              const optionsOk = item.selectedOptions.every(
                (o) =>
                  optionPrices.get(`${item.productId}|${o.choice.replace(/\s*x\d+\s*$/i, '')}`) === o.price,
              );
              if (!real || real.price !== item.price || !optionsOk || item.location !== 'amsterdam') moved++;
            }
            if (res.json.items && (res.json.items as unknown[]).length > 20)
              await visitor.call('DELETE', '/api/cart/clear');
          }
          return true;
        },
      ),
      { numRuns: runs },
    );
    recordFigure({
      id: 2,
      area: 'Tampering',
      figure: `cart lines whose price moved (${runs} generated bodies, ${accepted} accepted)`,
      value: moved,
      target: '0',
      ok: moved === 0,
    });
    recordFigure({
      id: 2,
      area: 'Tampering',
      figure: '5xx answers to generated cart bodies',
      value: serverErrors,
      target: '0',
      ok: serverErrors === 0,
    });
    expect(moved).toBe(0);
    expect(serverErrors).toBe(0);
  });
});

describe('3. mixed locations', () => {
  it('gets no Rotterdam item into an Amsterdam cart, whatever the request says', async () => {
    const ams = plainProduct(amsterdam);
    const rot = plainProduct(rotterdam);
    let attempts = 0;
    let accepted = 0;
    const mixed = (cart: CartAnswer) =>
      new Set(cart.items.map((i) => i.location)).size > 1 ||
      cart.items.some((i) => i.location !== cart.location);

    const ways: [string, (v: Visitor) => Promise<unknown>][] = [
      ['honest location', (v) => v.call('POST', '/api/cart/add', addPayload(rot))],
      [
        'location field says amsterdam',
        (v) => v.call('POST', '/api/cart/add', addPayload(rot, { location: 'amsterdam' })),
      ],
      [
        'location in capitals',
        (v) => v.call('POST', '/api/cart/add', addPayload(rot, { location: 'AMSTERDAM' })),
      ],
      [
        'location missing',
        (v) => v.call('POST', '/api/cart/add', { ...addPayload(rot), location: undefined }),
      ],
      [
        'update with a Rotterdam product id',
        (v) => v.call('PUT', '/api/cart/update', { id: rot.id, quantity: 2, location: 'rotterdam' }),
      ],
      [
        'parallel adds of both cities',
        (v) =>
          Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              v.call('POST', '/api/cart/add', addPayload(i % 2 ? rot : ams)),
            ),
          ),
      ],
    ];
    for (const [, attack] of ways) {
      attempts++;
      const visitor = await freshVisitor();
      await visitor.call('POST', '/api/cart/add', addPayload(ams));
      await attack(visitor);
      const cart = (await visitor.call('GET', '/api/cart')).json as unknown as CartAnswer;
      if (mixed(cart) || cart.items.some((i) => i.location === 'rotterdam')) accepted++;
    }
    // An empty cart raced by both cities must end up with one city only.
    const rounds = scale(20, 3);
    for (let round = 0; round < rounds; round++) {
      attempts++;
      const visitor = await freshVisitor();
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          visitor.call('POST', '/api/cart/add', addPayload(i % 2 ? rot : ams)),
        ),
      );
      const cart = (await visitor.call('GET', '/api/cart')).json as unknown as CartAnswer;
      if (mixed(cart)) accepted++;
    }
    recordFigure({
      id: 3,
      area: 'Mixed locations',
      figure: `carts that ended with items of two cities (of ${attempts} attempts)`,
      value: accepted,
      target: '0',
      ok: accepted === 0,
    });
    expect(accepted).toBe(0);
  });
});
