/** Issue 9, items 15 and 16: cookie attributes in production mode, and two instances on one database. */
import { afterAll, describe, expect, it } from 'vitest';
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
  it('sets the cart cookie HttpOnly, Secure, SameSite=Lax', async () => {
    const database = await createDatabase();
    cleanup.push(() => database.drop());
    const publicUrl = 'https://goudenhaan.test';
    const s = await server(database, {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_PROVIDER: 'demo',
    });
    const visitor = new Visitor(s.url, publicUrl);
    const product = plainProduct(await menuProducts(s.url, 'amsterdam'));
    const res = await visitor.call('POST', '/api/cart/add', addPayload(product));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('gh_session='));
    expect(cookies).toHaveLength(1);
    const attrs = attributes(cookies[0]!);
    const violations = [
      !attrs.has('httponly') && 'HttpOnly missing',
      !attrs.has('secure') && 'Secure missing',
      attrs.get('samesite')?.toLowerCase() !== 'lax' && 'SameSite is not Lax',
      attrs.get('path') !== '/' && 'Path is not /',
      attrs.has('domain') && 'Domain set',
    ].filter(Boolean);
    recordFigure({
      id: 15,
      area: 'Cookies',
      figure: 'violations on the cart cookie (gh_session) in production mode',
      value: violations.length,
      target: '0',
      ok: violations.length === 0,
    });
    expect(violations).toEqual([]);
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
