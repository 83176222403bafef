/**
 * Every API route, fed malformed input: invalid JSON, oversized and deeply nested bodies, prototype
 * pollution, wrong content types and generated JSON. Each answer must be a clear 4xx, never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SAME_ORIGIN = { origin: 'http://localhost:80' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function apiRoutes() {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => ({ ...r, path: r.url.replace(/:(\w+)/g, 'x%00y') }));
}

function bodyRoutes() {
  return apiRoutes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
}

async function send(method: string, url: string, payload: string | Buffer, contentType: string) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...SAME_ORIGIN, 'content-type': contentType },
    payload,
  });
}

describe('malformed input on every API route', () => {
  it('answers invalid JSON with 400 and a message', async () => {
    for (const r of bodyRoutes()) {
      for (const payload of ['{', '{"a":', 'nul', '[1,2', '\u0000']) {
        const res = await send(r.method, r.path, payload, 'application/json');
        expect(res.statusCode, `${r.method} ${r.url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });

  it('answers a 2 MB body with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    for (const r of bodyRoutes()) {
      const res = await send(r.method, r.path, big, 'application/json');
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(413);
    }
  });

  it('survives deep nesting and __proto__', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const proto = '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}';
    for (const r of bodyRoutes()) {
      for (const payload of [deep, proto]) {
        const res = await send(r.method, r.path, payload, 'application/json');
        expect(res.statusCode, `${r.method} ${r.url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses bodies that are not JSON with 415', async () => {
    for (const r of bodyRoutes()) {
      if (r.url === '/api/payments/webhook') continue; // Mollie posts form data there.
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await send(r.method, r.path, 'a=b', type);
        expect([400, 401, 403, 404, 413, 415], `${r.method} ${r.url} ${type}`).toContain(res.statusCode);
      }
    }
  });

  it('never answers generated JSON with a 5xx', async () => {
    const routes = bodyRoutes();
    if (routes.length === 0) return;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 4 }), async (r, value) => {
        const res = await send(r.method, r.path, JSON.stringify(value), 'application/json');
        return res.statusCode < 500;
      }),
      { numRuns: RUNS * Math.max(1, routes.length) },
    );
  });

  it('never answers odd path parameters with a 5xx', async () => {
    const odd = ['%00', '..%2F..%2Fetc', 'a'.repeat(10_000), '%E2%82', '1e309', '-1', 'null', '%3Cscript%3E'];
    for (const r of apiRoutes()) {
      if (!r.url.includes(':')) continue;
      for (const value of odd) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url.replace(/:(\w+)/g, value),
          headers: r.method === 'GET' ? {} : { ...SAME_ORIGIN, 'content-type': 'application/json' },
          ...(r.method === 'GET' ? {} : { payload: '{}' }),
        });
        expect(res.statusCode, `${r.method} ${r.url} ${value.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});
