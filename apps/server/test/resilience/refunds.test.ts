/**
 * Issue 19 item 1 against a real server process and the Mollie fake (figure 25): 20 staff refunding
 * the same paid order at once, half with keys of their own and half double-clicking one key, over
 * 10 orders. Never more back than was paid, and never two Mollie refunds for one refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMollieFake, type MollieFake } from '../mollie-fake';
import {
  addPayload,
  createDatabase,
  freePort,
  menuProducts,
  pickupCheckoutBody,
  plainProduct,
  recordFigure,
  scale,
  startServer,
  Visitor,
  type MenuProduct,
  type RunningServer,
  type TestDatabase,
} from './harness';

const PUBLIC_URL = 'http://terug.goudenhaan.test';
const MOLLIE_KEY = 'test_terugterugterugterugterugterug';
const ADMIN = { email: 'terug-eigenaar@goudenhaan.test', password: 'een-lang-terug-wachtwoord-19' };

let database: TestDatabase;
let mollie: MollieFake;
let server: RunningServer;
let product: MenuProduct;
let staff: Visitor[];

beforeAll(async () => {
  const port = await freePort();
  mollie = await startMollieFake({
    apiKey: MOLLIE_KEY,
    route: (url) => url.replace(PUBLIC_URL, `http://127.0.0.1:${port}`),
  });
  database = await createDatabase();
  server = await startServer(
    database,
    {
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: MOLLIE_KEY,
      MOLLIE_API_ENDPOINT: mollie.endpoint,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    { port },
  );
  product = plainProduct(await menuProducts(server.url, 'amsterdam'));
  // Four signed-in browsers of the owner: staff on several screens at once.
  staff = [];
  for (let i = 0; i < 4; i++) {
    const visitor = new Visitor(server.url, PUBLIC_URL);
    expect((await visitor.call('POST', '/api/admin/login', ADMIN)).status).toBe(200);
    staff.push(visitor);
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await mollie?.close();
});

/** A paid pickup order of Amsterdam: its id, its Mollie payment and its total in cents. */
async function paidOrder() {
  const visitor = new Visitor(server.url, PUBLIC_URL);
  expect((await visitor.call('POST', '/api/cart/add', addPayload(product, { quantity: 3 }))).status).toBe(
    200,
  );
  const placed = await visitor.call(
    'POST',
    '/api/checkout',
    await pickupCheckoutBody(server.url, 'amsterdam'),
  );
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const publicId = placed.json.orderId as string;
  const payment = mollie.paymentsOf(publicId)[0]!;
  await mollie.complete(payment.id, 'paid');
  const id = (payment.metadata as { orderId: string }).orderId;
  const totalCents = Math.round(Number(payment.amount.value) * 100);
  return { id, paymentId: payment.id, totalCents };
}

describe('refunds under concurrent staff', () => {
  it('never refunds more than was paid, nor one refund twice at Mollie (figure 25)', async () => {
    const orders = scale(10, 2);
    let over = 0;
    let doubled = 0;
    let errors = 0;
    for (let i = 0; i < orders; i++) {
      const order = await paidOrder();
      // A third of the total each: only a few fit; the double-clicked one is small.
      const third = Math.floor(order.totalCents / 3) / 100;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          staff[j % staff.length]!.call(
            'POST',
            `/api/admin/orders/${order.id}/refunds`,
            j % 2 === 0 ? { amount: third, reason: `Klacht ${j}` } : { amount: 0.05, reason: 'Dubbelklik' },
            { 'idempotency-key': j % 2 === 0 ? `eigen-${i}-${j}-sleutel` : `dubbel-${i}-sleutel` },
          ),
        ),
      );
      errors += answers.filter((a) => a.status >= 500 || ![200, 201, 409].includes(a.status)).length;
      const ours = await staff[0]!.call('GET', `/api/admin/orders/${order.id}/refunds`);
      const recorded = ours.json.refunds as { amount: number; providerRefundId: string | null }[];
      const atMollie = mollie.refunds.filter((r) => r.paymentId === order.paymentId);
      const givenCents = atMollie.reduce((s, r) => s + Math.round(Number(r.amount.value) * 100), 0);
      const recordedCents = recorded.reduce((s, r) => s + Math.round(r.amount * 100), 0);
      if (givenCents > order.totalCents || recordedCents > order.totalCents) over++;
      // Each refund of ours is one Mollie refund: one request per key, and the double clicks one refund.
      const posts = mollie.requests.filter(
        (r) => r.method === 'POST' && r.url === `/v2/payments/${order.paymentId}/refunds`,
      );
      const keys = posts.map((p) => p.key);
      const doubleClicks = recorded.filter((r) => Math.round(r.amount * 100) === 5).length;
      if (
        new Set(keys).size !== keys.length ||
        atMollie.length !== recorded.length ||
        givenCents !== recordedCents ||
        doubleClicks > 1
      )
        doubled++;
    }
    recordFigure({
      id: 25,
      area: 'Refunds',
      figure: `orders refunded beyond what was paid, and refunds made twice at Mollie, under 20 concurrent staff refunds each (${orders} orders; half with keys of their own, half double-clicking one key; other than 200/201/409: ${errors})`,
      value: `${over} and ${doubled}`,
      target: '0 and 0',
      ok: over === 0 && doubled === 0 && errors === 0,
    });
    expect(errors).toBe(0);
    expect(over).toBe(0);
    expect(doubled).toBe(0);
  }, 300_000);
});
