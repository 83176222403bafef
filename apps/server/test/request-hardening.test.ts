/**
 * Issue 16 items 7, 13 and 14: the origin check on the matched route, the router's own refusals
 * as `{ message }`, the security headers (board stream included) and the cap on board streams.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LIMITS } from '../src/modules/admin-orders/admin-orders.routes';
import { makeAccount, SAME_ORIGIN, sessionCookie } from './admin-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await makeAccount(t.database.db, { email: 'hardening@example.nl' });
  admin = await sessionCookie(t.database.db, user.id);
});
afterAll(() => t.close());

const FOREIGN = { origin: 'https://evil.example', 'content-type': 'application/json' };

describe('origin check on the matched route', () => {
  it.each(['/api/admin/logout', '/%61pi/admin/logout', '/api/admin/%6cogout', '/api/admin/logout?x=1'])(
    'refuses POST %s from a foreign origin, and the session survives',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...FOREIGN, cookie: admin },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/niet van onze website/);
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin } });
      expect(me.statusCode).toBe(200);
    },
  );

  it('refuses a cart write spelled with an encoded prefix', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/%61pi/cart/clear', headers: FOREIGN });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a page whose Host and Origin agree but are not ours (DNS rebinding)', async () => {
    for (const headers of [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: 'localhost:3000', origin: 'http://localhost:3000.evil.example' },
      { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { ...headers, 'content-type': 'application/json', cookie: admin },
        payload: '{}',
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin } });
    expect(me.statusCode).toBe(200);
  });

  it('lets the same call from our own origin through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/cart/add',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('leaves the payment webhook open to the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { origin: 'https://api.mollie.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_onbekend',
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe("the router's refusals", () => {
  it('answers a URL that does not decode with a Dutch message and no echo of the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu/%E0%A4%A<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dit webadres klopt niet.' });
    expect(res.body).not.toContain('script');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers an over-long path segment with a Dutch message and no echo of the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/menu/${'kip'.repeat(100)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Dit webadres is te lang.' });
    expect(res.body).not.toContain('kipkip');
  });
});

describe('security headers', () => {
  it('gives pages DENY framing, matching the CSP, and a Permissions-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/over-ons' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('sends scripts and stylesheets only the headers a subresource needs, and pages framing rules', async () => {
    for (const url of ['/assets/index-0000.js', '/assets/index-0000.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toBeUndefined();
    }
    for (const url of ['/assets/logo-0000.svg', '/assets/x.js.html', '/menu/amsterdam']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('locks a picture opened on its own down: nothing runs or loads in it, and it is never framed', async () => {
    for (const url of ['/assets/logo-0000.svg', '/images/menu/geen-kip.svg', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain('sandbox');
      expect(csp, url).not.toContain('script-src');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['permissions-policy'], url).toBeUndefined();
    }
    // A missing picture is a plain 404, never the page shell under the picture's CSP.
    const missing = await t.app.inject({ method: 'GET', url: '/images/menu/geen-kip.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it("lets the staff's pages, and only theirs, hold the Screen Wake Lock for the kitchen board", async () => {
    const policy = async (url: string) =>
      String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
    for (const url of ['/admin', '/admin?tab=bestellingen', '/admin/login', '/%61dmin']) {
      expect(await policy(url), url).toMatch(/(^|, )screen-wake-lock=\(self\)(,|$)/);
      expect(await policy(url), url).toMatch(/camera=\(\)/);
    }
    for (const url of ['/', '/over-ons', '/menu/amsterdam', '/administratie', '/en/admin']) {
      expect(await policy(url), url).toMatch(/(^|, )screen-wake-lock=\(\)(,|$)/);
    }
  });

  it('gives an API answer the API headers however its URL is spelled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/bestaat-niet' })).json().message).toMatch(
      /kennen we niet/,
    );
  });

  it('keeps the reference page its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
  });
});

describe('board streams', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const open = (cookie: string, controller: AbortController) =>
    fetch(`${base}/api/admin/orders/stream?location=amsterdam`, {
      headers: { cookie },
      signal: controller.signal,
    });

  it('carries the security headers', async () => {
    const controller = new AbortController();
    const res = await open(admin, controller);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
    controller.abort();
  });

  it(`allows ${STREAM_LIMITS.perKey} per session, then answers 429 with a Dutch message`, async () => {
    const user = await makeAccount(t.database.db, { email: 'borden@example.nl' });
    const cookie = await sessionCookie(t.database.db, user.id);
    const controllers: AbortController[] = [];
    const answers = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perKey + 3 }, () => {
        const controller = new AbortController();
        controllers.push(controller);
        return open(cookie, controller);
      }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(STREAM_LIMITS.perKey);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = answers.find((r) => r.status === 429)!;
    expect(((await refused.json()) as { message: string }).message).toMatch(/te veel vensters/);
    // Another session is not held back by this one.
    const other = new AbortController();
    expect((await open(admin, other)).status).toBe(200);
    other.abort();
    // Closing boards frees their places.
    for (const c of controllers) c.abort();
    await new Promise((r) => setTimeout(r, 200));
    const again = new AbortController();
    expect((await open(cookie, again)).status).toBe(200);
    again.abort();
  });
  it('caps the streams of all sessions together too', async () => {
    // The streams of the tests before have closed by now.
    await new Promise((r) => setTimeout(r, 300));
    const total = STREAM_LIMITS.total;
    STREAM_LIMITS.total = 2;
    const controllers: AbortController[] = [];
    try {
      const statuses: number[] = [];
      for (const email of ['bord-1@example.nl', 'bord-2@example.nl', 'bord-3@example.nl']) {
        const user = await makeAccount(t.database.db, { email });
        const controller = new AbortController();
        controllers.push(controller);
        const res = await open(await sessionCookie(t.database.db, user.id), controller);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(((await res.json()) as { message: string }).message).toMatch(/te veel bestelborden/);
        }
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      STREAM_LIMITS.total = total;
      for (const c of controllers) c.abort();
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});

describe('connection cap', () => {
  it('accepts MAX_CONNECTIONS connections at once and drops the rest', async () => {
    const capped = await createTestApp({ env: { MAX_CONNECTIONS: '10' } });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = capped.app.server.address() as AddressInfo;
      const closed = new Set<number>();
      const sockets = Array.from({ length: 15 }, (_, i) => {
        const socket = connect(port, '127.0.0.1');
        socket.on('close', () => closed.add(i));
        socket.on('error', () => closed.add(i));
        return socket;
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(closed.size).toBe(5);
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
