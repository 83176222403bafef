import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, memoryMailer, testConfig, type TestApp } from '../../../test/helpers';
import { addGaugeSource, registry } from './metrics';
import { VITALS_PER_ADDRESS } from './vitals.routes';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
const TOKEN = 'metrics-token-for-the-tests';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), PAYMENT_PROVIDER: 'demo' },
    deps: { now: () => WEDNESDAY_EVENING },
  });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series, e.g. value(text, 'gh_orders_paid_total', { location: 'amsterdam' }); 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/).filter(Boolean);
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer raden-maar' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toMatch(/^# HELP gh_http_request_duration_seconds /m);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, mailer: memoryMailer() });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('times requests by route pattern, never by their URL', async () => {
    const series = { route: '/api/menu/:location', method: 'GET', status: '2xx' };
    const before = value(await scrape(), 'gh_http_request_duration_seconds_count', series);
    await t.app.inject({ url: '/api/menu/amsterdam' });
    await t.app.inject({ url: '/api/menu/rotterdam' });
    await t.app.inject({ url: '/api/geen-idee/123' });
    await t.app.inject({ url: '/nieuws/een-artikel' });
    const text = await scrape();
    expect(value(text, 'gh_http_request_duration_seconds_count', series)).toBe(before + 2);
    expect(
      value(text, 'gh_http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status: '4xx',
      }),
    ).toBeGreaterThan(0);
    // Pages are rendered by the not-found handler: one series for all of them.
    expect(
      value(text, 'gh_http_request_duration_seconds_count', { route: 'pages', method: 'GET', status: '2xx' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/amsterdam|geen-idee|een-artikel/);
  });

  it('counts orders placed and paid, and payments that failed', async () => {
    const before = await scrape();
    const pay = async (outcome: 'paid' | 'failed') => {
      const { cookie } = await seedCart(t.database.db, 'amsterdam', [{ name: 'Halve kip van het spit' }]);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...SAME_ORIGIN, cookie },
        payload: checkoutBody({ fulfilment: 'pickup' }),
      });
      expect(placed.statusCode).toBe(201);
      const id = /demo-betaling\/([\w-]+)/.exec(placed.json<{ checkoutUrl: string }>().checkoutUrl)![1];
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/payments/demo/${id}`,
        headers: SAME_ORIGIN,
        payload: { outcome },
      });
      expect(decided.statusCode).toBe(200);
    };
    await pay('paid');
    await pay('failed');
    const after = await scrape();
    const placed = { location: 'amsterdam', fulfilment: 'pickup' };
    expect(value(after, 'gh_orders_placed_total', placed)).toBe(
      value(before, 'gh_orders_placed_total', placed) + 2,
    );
    const paid = { location: 'amsterdam' };
    expect(value(after, 'gh_orders_paid_total', paid)).toBe(value(before, 'gh_orders_paid_total', paid) + 1);
    const failed = { reason: 'failed' };
    expect(value(after, 'gh_payment_failures_total', failed)).toBe(
      value(before, 'gh_payment_failures_total', failed) + 1,
    );
  });

  it('shows open kitchen boards and the database pool, and serves its own port', async () => {
    const cookie = await sessionCookie(
      t.database.db,
      (await makeAccount(t.database.db, { email: 'metrics@example.nl' })).id,
      { now: WEDNESDAY_EVENING },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/admin/orders/stream?location=amsterdam`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(value(await scrape(), 'gh_board_streams_open')).toBe(1);
    controller.abort();
    await expect.poll(async () => value(await scrape(), 'gh_board_streams_open')).toBe(0);

    const text = await scrape();
    if (t.database.driver === 'postgres') {
      expect(value(text, 'gh_db_pool_max')).toBe(10);
      expect(text).toMatch(/^gh_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^gh_db_pool_waiting 0$/m);
    } else {
      expect(value(text, 'gh_db_pool_max')).toBe(1);
    }

    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/^gh_orders_placed_total/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/menu/amsterdam`)).status).toBe(404);
  });
});

describe('POST /api/vitals', () => {
  const beacon = (payload: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
    t.app.inject({ method: 'POST', url: '/api/vitals', headers, payload: payload as object });

  it('records LCP, INP and CLS per page pattern', async () => {
    const page = { page: '/menu/:city' };
    const before = await scrape();
    const res = await beacon({
      page: '/menu/:city',
      vitals: [
        { name: 'LCP', value: 1830.4 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.04 },
      ],
    });
    expect(res.statusCode).toBe(204);
    const after = await scrape();
    for (const name of ['gh_web_vitals_lcp_seconds', 'gh_web_vitals_inp_seconds', 'gh_web_vitals_cls']) {
      expect(value(after, `${name}_count`, page), name).toBe(value(before, `${name}_count`, page) + 1);
    }
    expect(value(after, 'gh_web_vitals_lcp_seconds_sum', page)).toBeCloseTo(
      value(before, 'gh_web_vitals_lcp_seconds_sum', page) + 1.8304,
    );
    expect(value(after, 'gh_web_vitals_lcp_seconds_bucket', { ...page, le: '2' })).toBe(
      value(before, 'gh_web_vitals_lcp_seconds_bucket', { ...page, le: '2' }) + 1,
    );
  });

  it('records an English page apart from its Dutch twin (issue 20)', async () => {
    const page = { page: '/en/menu/:city' };
    const before = await scrape();
    const res = await beacon({ page: '/en/menu/:city', vitals: [{ name: 'LCP', value: 1200 }] });
    expect(res.statusCode).toBe(204);
    const after = await scrape();
    expect(value(after, 'gh_web_vitals_lcp_seconds_count', page)).toBe(
      value(before, 'gh_web_vitals_lcp_seconds_count', page) + 1,
    );
  });

  it('refuses what is not a beacon of our pages', async () => {
    const lcp = [{ name: 'LCP', value: 900 }];
    expect((await beacon({ page: '/menu/amsterdam', vitals: lcp })).statusCode).toBe(400);
    expect((await beacon({ page: '/', vitals: lcp, url: 'https://x.nl/?email=a@b.nl' })).statusCode).toBe(
      400,
    );
    expect((await beacon({ page: '/', vitals: [...lcp, ...lcp] })).statusCode).toBe(400);
    expect((await beacon({ page: '/', vitals: [{ name: 'FID', value: 3 }] })).statusCode).toBe(400);
    expect((await beacon({ page: '/', vitals: [{ name: 'CLS', value: -1 }] })).statusCode).toBe(400);
    expect((await beacon({ page: '/', vitals: lcp, padding: 'x'.repeat(600) })).statusCode).toBe(413);
    expect((await beacon({ page: '/', vitals: lcp }, { origin: 'https://elders.example' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/vitals from a stranger (issue 26 item 7)', () => {
  const beacon = (payload: unknown, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: SAME_ORIGIN,
      payload: payload as object,
      remoteAddress,
    });

  it('drops values no page view gives, and records the plausible ones beside them', async () => {
    const page = { page: '/locaties' };
    const before = await scrape();
    const res = await beacon(
      {
        page: '/locaties',
        vitals: [
          { name: 'LCP', value: 600_000 },
          { name: 'INP', value: 25_000 },
          { name: 'CLS', value: 0.1 },
        ],
      },
      '10.26.7.1',
    );
    expect(res.statusCode).toBe(204);
    const after = await scrape();
    const count = (name: string) => value(after, name, page) - value(before, name, page);
    expect(count('gh_web_vitals_lcp_seconds_count')).toBe(0);
    expect(count('gh_web_vitals_inp_seconds_count')).toBe(0);
    expect(count('gh_web_vitals_cls_count')).toBe(1);
    // The limits themselves are plausible: 60 s of LCP is recorded.
    await beacon({ page: '/locaties', vitals: [{ name: 'LCP', value: 60_000 }] }, '10.26.7.1');
    expect(value(await scrape(), 'gh_web_vitals_lcp_seconds_count', page)).toBe(
      value(before, 'gh_web_vitals_lcp_seconds_count', page) + 1,
    );
  });

  it('takes a limited number of beacons from one address, then answers 429 in Dutch', async () => {
    const lcp = { page: '/contact', vitals: [{ name: 'LCP', value: 900 }] };
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_PER_ADDRESS.max + 5; i++)
      statuses.push((await beacon(lcp, '10.26.7.2')).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(VITALS_PER_ADDRESS.max);
    const refused = await beacon(lcp, '10.26.7.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Te veel verzoeken\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await beacon(lcp, '10.26.7.3')).statusCode).toBe(204);
  });
});

describe('addGaugeSource', () => {
  it('sums its sources and leaves out one that fails', async () => {
    const remove = [
      addGaugeSource({ name: 'gh_test_backlog', help: 'test' }, () => 2),
      addGaugeSource({ name: 'gh_test_backlog', help: 'test' }, async () => 3),
      addGaugeSource({ name: 'gh_test_backlog', help: 'test' }, () => {
        throw new Error('database down');
      }),
    ];
    expect(value(await registry.metrics(), 'gh_test_backlog')).toBe(5);
    remove[0]!();
    expect(value(await registry.metrics(), 'gh_test_backlog')).toBe(3);
    for (const r of remove) r();
  });
});
