/**
 * Issue 16 item 11: without PUBLIC_URL the site's own links (payment redirect and webhook, sitemap,
 * robots.txt) point at http://localhost:PORT, never at the Host header a caller sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../src/modules/payments/payment-provider';
import { checkoutBody, seedCart } from './checkout-fixtures';
import { fakeProvider } from './fake-provider';
import { createTestApp, type TestApp } from './helpers';

// Wednesday evening: both restaurants are open.
const clock = new Date('2026-11-25T17:00:00Z');
const FORGED = { host: 'evil.example', origin: 'http://evil.example' };
const provider = fakeProvider();
const asked: CreatePaymentInput[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PORT: '3123' },
    deps: {
      now: () => clock,
      paymentProvider: {
        ...provider,
        createPayment(input) {
          asked.push(input);
          return provider.createPayment(input);
        },
      },
    },
  });
});
afterAll(() => t.close());

describe('the site address without PUBLIC_URL', () => {
  it('sends the payment back to localhost, whatever Host the checkout came with', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      // Our own page's Origin (a forged one is refused: request-hardening.test.ts), a forged Host.
      headers: { host: FORGED.host, origin: 'http://localhost:3123', cookie },
      payload: checkoutBody({ fulfilment: 'pickup' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = asked.at(-1)!;
    expect(payment.redirectUrl).toMatch(/^http:\/\/localhost:3123\/betaald\b/);
    expect(payment.webhookUrl).toBe('http://localhost:3123/api/payments/webhook');

    expect(JSON.stringify(asked)).not.toContain('evil.example');
  });

  it('lists the sitemap and robots.txt on localhost', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: FORGED });
    expect(sitemap.body).toContain('<loc>http://localhost:3123/locaties</loc>');
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await t.app.inject({ url: '/robots.txt', headers: FORGED });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://localhost:3123/sitemap.xml');
  });
});

describe('the site address with PUBLIC_URL', () => {
  it('puts PUBLIC_URL in robots.txt and the sitemap', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://www.goudenhaan.nl/' } });
    try {
      const robots = await other.app.inject({ url: '/robots.txt', headers: FORGED });
      expect(robots.body).toContain('Sitemap: https://www.goudenhaan.nl/sitemap.xml');
      const sitemap = await other.app.inject({ url: '/sitemap.xml', headers: FORGED });
      expect(sitemap.body).toContain('<loc>https://www.goudenhaan.nl/menu/amsterdam</loc>');
    } finally {
      await other.close();
    }
  });
});
