/**
 * The Mollie adapter with the real @mollie/api-client against a local HTTPS fake of the two Mollie
 * endpoints it uses (create and get a payment), then the whole order flow through it.
 */
// The fake's certificate is self-signed; only this test file's process accepts that.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { molliePaymentProvider } from './mollie-provider';
import { ProviderUnavailableError } from './payment-provider';

const PORT = process.env.TEST_DB === 'postgres' ? 3407 : 3405;
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

interface FakePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
}
const store = new Map<string, FakePayment>();
const byKey = new Map<string, string>();
const requests: { method: string; url: string; auth?: string; key?: string; body?: unknown }[] = [];
let down = false;

function paymentJson(p: FakePayment) {
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: '2026-11-25T17:00:00+00:00',
    amount: p.amount,
    description: p.description,
    method: null,
    metadata: p.metadata,
    status: p.status,
    isCancelable: false,
    expiresAt: '2026-11-25T17:15:00+00:00',
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: { href: `https://localhost:${PORT}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? {
            checkout: {
              href: `https://www.mollie.com/checkout/select-method/${p.id.slice(3)}`,
              type: 'text/html',
            },
          }
        : {}),
    },
  };
}

let server: Server;
let t: TestApp;
const provider = molliePaymentProvider({ apiKey: API_KEY, apiEndpoint: `https://localhost:${PORT}/v2/` });

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-mollie-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = raw ? JSON.parse(raw) : undefined;
        requests.push({
          method: req.method!,
          url: req.url!,
          auth: req.headers.authorization,
          key: req.headers['idempotency-key'] as string | undefined,
          body,
        });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/hal+json', 'retry-after': '0' });
          res.end(JSON.stringify(json));
        };
        if (down) return send(503, { status: 503, title: 'Service Unavailable', detail: 'Down' });
        if (req.headers.authorization !== `Bearer ${API_KEY}`)
          return send(401, { status: 401, title: 'Unauthorized', detail: 'Missing authentication' });
        if (req.method === 'POST' && req.url === '/v2/payments') {
          const key = req.headers['idempotency-key'] as string;
          const known = byKey.get(key);
          if (known) return send(201, paymentJson(store.get(known)!));
          const id = `tr_${Math.random().toString(36).slice(2, 12)}`;
          store.set(id, { id, status: 'open', ...body });
          byKey.set(key, id);
          return send(201, paymentJson(store.get(id)!));
        }
        const match = /^\/v2\/payments\/(tr_\w+)/.exec(req.url ?? '');
        if (req.method === 'GET' && match) {
          const p = store.get(match[1]!);
          return p
            ? send(200, paymentJson(p))
            : send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
        }
        send(404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://bestellen.goudenhaan.nl' },
    deps: { now: () => new Date('2026-11-25T17:00:00Z'), paymentProvider: provider },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

describe('Mollie adapter', () => {
  it('creates a payment with amount, description, URLs, metadata and our idempotency key', async () => {
    const payment = await provider.createPayment({
      amountCents: 1250,
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
      idempotencyKey: 'order-uuid-1',
    });
    expect(payment).toMatchObject({ status: 'open', amountCents: 1250, metadata: { orderId: 'order-uuid' } });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/v2/payments',
      auth: `Bearer ${API_KEY}`,
      key: 'order-uuid-1',
    });
    expect(sent.body).toMatchObject({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
    });
    // The same key gives the same payment.
    const again = await provider.createPayment({
      amountCents: 1250,
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
      idempotencyKey: 'order-uuid-1',
    });
    expect(again.id).toBe(payment.id);
  });

  it('reads a payment, and null for one Mollie does not know', async () => {
    const [id] = [...store.keys()];
    store.get(id!)!.status = 'paid';
    expect(await provider.getPayment(id!)).toMatchObject({
      id,
      status: 'paid',
      amountCents: 1250,
      checkoutUrl: null,
    });
    expect(await provider.getPayment('tr_unknown0')).toBeNull();
    expect(await provider.getPayment('not-a-mollie-id')).toBeNull();
  });

  it('reports Mollie being down as unavailable', async () => {
    down = true;
    try {
      await expect(provider.getPayment('tr_whatever')).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      down = false;
    }
  }, 20_000);

  it('takes an order from checkout to paid through Mollie and its webhook', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, origin: 'https://bestellen.goudenhaan.nl', cookie },
      payload: checkoutBody(),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const created = requests.at(-1)!;
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '21.40' },
      redirectUrl: `https://bestellen.goudenhaan.nl/betaald?order=${orderId}`,
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
    });
    const paymentId = [...store.values()].find(
      (p) => (p.metadata as { publicId?: string }).publicId === orderId,
    )!.id;
    store.get(paymentId)!.status = 'paid';
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    expect(hook.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
    expect(order!.status).toBe('paid');
  });
});
