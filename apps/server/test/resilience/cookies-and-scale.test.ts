/** Issue 9, items 15 and 16: cookie attributes in production mode, and two instances on one database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayload,
  createDatabase,
  menuProducts,
  plainProduct,
  recordFigure,
  startServer,
  Visitor,
  type RunningServer,
  type TestDatabase,
} from './harness';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function server(database: TestDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const s = await startServer(database, env);
  cleanup.push(() => s.stop());
  return s;
}

/** The attributes of one Set-Cookie header, lower-cased names. */
function attributes(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split(';');
  return new Map(
    parts.map((p) => {
      const [k, ...v] = p.trim().split('=');
      return [k!.toLowerCase(), v.join('=')] as const;
    }),
  );
}

describe('15. cookies in production mode', () => {
  const publicUrl = 'https://goudenhaan.test';
  const owner = { email: 'eigenaar@goudenhaan.test', password: 'kip-van-het-spit-42' };
  let s: RunningServer;

  beforeAll(async () => {
    const database = await createDatabase();
    cleanup.push(() => database.drop());
    s = await server(database, {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_PROVIDER: 'demo',
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
    });
  });

  /** Each rule a cookie breaks; `sameSite` and `path` are what that cookie should have. */
  function violations(setCookie: string, expected: { sameSite: string; path: string }) {
    const attrs = attributes(setCookie);
    return [
      !attrs.has('httponly') && 'HttpOnly missing',
      !attrs.has('secure') && 'Secure missing',
      attrs.get('samesite')?.toLowerCase() !== expected.sameSite && `SameSite is not ${expected.sameSite}`,
      attrs.get('path') !== expected.path && `Path is not ${expected.path}`,
      attrs.has('domain') && 'Domain set',
    ].filter(Boolean);
  }

  it('sets the cart cookie HttpOnly, Secure, SameSite=Lax', async () => {
    const visitor = new Visitor(s.url, publicUrl);
    const product = plainProduct(await menuProducts(s.url, 'amsterdam'));
    const res = await visitor.call('POST', '/api/cart/add', addPayload(product));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('gh_session='));
    expect(cookies).toHaveLength(1);
    const found = violations(cookies[0]!, { sameSite: 'lax', path: '/' });
    recordFigure({
      id: 15,
      area: 'Cookies',
      figure: 'violations on the cart cookie (gh_session) in production mode',
      value: found.length,
      target: '0',
      ok: found.length === 0,
    });
    expect(found).toEqual([]);
  });

  it('sets the admin cookies HttpOnly, Secure, SameSite=Strict', async () => {
    const visitor = new Visitor(s.url, publicUrl);
    const res = await visitor.call('POST', '/api/admin/login', owner);
    expect(res.status).toBe(200);
    const cookie = (name: string) => {
      const found = res.headers.getSetCookie().filter((c) => c.startsWith(`${name}=`));
      expect(found, name).toHaveLength(1);
      return found[0]!;
    };
    const found = [
      ...violations(cookie('token'), { sameSite: 'strict', path: '/' }),
      // The device cookie goes to the sign-in only (decision 012).
      ...violations(cookie('admin_device'), { sameSite: 'strict', path: '/api/admin/login' }),
    ];
    recordFigure({
      id: 15,
      area: 'Cookies',
      figure: 'violations on the admin cookies (token, admin_device) in production mode',
      value: found.length,
      target: '0',
      ok: found.length === 0,
    });
    expect(found).toEqual([]);
  });
});

describe('16. scale-out', () => {
  it('serves a cart made through one instance from another', async () => {
    const database = await createDatabase();
    cleanup.push(() => database.drop());
    if (!database.url) {
      // Two processes cannot share one embedded database; this needs PostgreSQL.
      return;
    }
    const first = await server(database);
    const second = await server(database);
    const product = plainProduct(await menuProducts(first.url, 'amsterdam'));
    const visitor = new Visitor(first.url);
    await visitor.call('POST', '/api/cart/add', addPayload(product, { quantity: 3 }));
    const onSecond = new Visitor(second.url);
    onSecond.cookies = visitor.cookies;
    const cart = (await onSecond.call('GET', '/api/cart')).json as {
      items: { productId: string; quantity: number }[];
    };
    const ok =
      cart.items.length === 1 && cart.items[0]?.productId === product.id && cart.items[0]?.quantity === 3;
    recordFigure({
      id: 16,
      area: 'Scale-out',
      figure: 'a cart made through instance A is served by instance B',
      value: ok ? 'yes' : 'no',
      target: 'yes',
      ok,
    });
    expect(ok).toBe(true);
  });
});
