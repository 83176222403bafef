// Cart benchmark: GET /api/cart and POST /api/cart/add on PostgreSQL with one session per connection,
// beside a bare Fastify route in the same process and run, plus the SQL statements each cart call sends.
//
//   node bench/cart.mjs            (BENCH_PG=postgres://gh:gh@localhost:5432 BENCH_SECONDS=10 BENCH_CONNECTIONS=16)
//
// A temporary database is created on the server and dropped at the end.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPostgres } = await import('../apps/server/src/db/client.ts');
const { seedIfEmpty } = await import('../apps/server/src/db/seed/index.ts');

const BASE = process.env.BENCH_PG ?? 'postgres://gh:gh@localhost:5432';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dbName = `gh_bench_cart_${randomBytes(3).toString('hex')}`;
const dbUrl = (name) => {
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  return url.toString();
};

// Count every statement the pg driver sends (pool queries and transaction clients alike).
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements++;
  return originalQuery.apply(this, args);
};

const admin = new pg.Client({ connectionString: dbUrl('postgres') });
await admin.connect();
await admin.query(`create database ${dbName}`);
let app;
let bare;
let database;
try {
  database = await openPostgres(dbUrl(dbName), { max: 10 });
  await database.migrate();
  await seedIfEmpty(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: dbUrl(dbName) });
  app = await buildApp({ config, database, mailer: { async send() {}, close() {} } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;

  bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

  const reader = new pg.Client({ connectionString: dbUrl(dbName) });
  await reader.connect();
  const { rows: products } = await reader.query(
    `select id, name, category_slug as category, location_slug as location, price_cents
     from products where location_slug = 'amsterdam'`,
  );
  await reader.end();
  const byName = (name) => products.find((p) => p.name === name);
  const burger = byName('Crispy chicken burger');
  const chicken = byName('Halve kip van het spit');
  const addBody = (p, selectedOptions = []) =>
    JSON.stringify({
      id: p.id,
      name: p.name,
      price: p.price_cents / 100,
      quantity: 1,
      category: p.category,
      location: p.location,
      selectedOptions,
    });

  async function call(method, path, body, cookie) {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('gh_session='));
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { json, cookie: set ? set.split(';')[0] : cookie };
  }

  /** A session with a cart of two lines (burger with an option, half chicken); returns its cookie. */
  async function newSession() {
    const first = await call('POST', '/api/cart/add', addBody(burger, [{ choice: 'Extra kaas', price: 0 }]));
    await call('POST', '/api/cart/add', addBody(chicken), first.cookie);
    return first.cookie;
  }

  // --- Statements per call -----------------------------------------------------------------------
  const perCall = {};
  async function measure(label, fn, runs = 20) {
    await fn(); // warm the catalogue cache and prepared paths
    const before = statements;
    for (let i = 0; i < runs; i++) await fn();
    perCall[label] = (statements - before) / runs;
  }
  const cookie = await newSession();
  await measure('GET /api/cart', () => call('GET', '/api/cart', undefined, cookie));
  await measure('GET /api/cart (no cookie)', () => call('GET', '/api/cart'));
  await measure('POST /api/cart/add (existing session)', () =>
    call('POST', '/api/cart/add', addBody(chicken), cookie),
  );
  await measure('POST /api/cart/add (new session)', () => call('POST', '/api/cart/add', addBody(chicken)));
  const line = (await call('GET', '/api/cart', undefined, cookie)).json.items[0].id;
  await measure('PUT /api/cart/update', () =>
    call('PUT', '/api/cart/update', JSON.stringify({ id: line, quantity: 2 }), cookie),
  );
  {
    const c = await newSession();
    const id = (await call('GET', '/api/cart', undefined, c)).json.items[0].id;
    let before = statements;
    await call('DELETE', `/api/cart/remove/${id}`, undefined, c);
    perCall['DELETE /api/cart/remove/{id}'] = statements - before;
    before = statements;
    await call('DELETE', '/api/cart/clear', undefined, c);
    perCall['DELETE /api/cart/clear'] = statements - before;
  }

  // --- Load ---------------------------------------------------------------------------------------
  const getCookies = [];
  for (let i = 0; i < CONNECTIONS; i++) getCookies.push(await newSession());
  // Adds raise one line's quantity; each connection moves to a fresh session of its own before 99.
  const perSession = 90;
  const addSessions = [];
  const expectedAdds = 40_000;
  for (let i = 0; i < Math.ceil(expectedAdds / perSession) + CONNECTIONS; i++) {
    addSessions.push((await call('POST', '/api/cart/add', addBody(chicken))).cookie);
  }

  async function load(title, options) {
    const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
    return {
      title,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  }

  const results = [];
  results.push(await load('bare Fastify route', { url: bareUrl }));
  let nextGet = 0;
  results.push(
    await load('GET /api/cart', {
      url: base,
      requests: [
        {
          method: 'GET',
          path: '/api/cart',
          setupRequest(req, context) {
            context.cookie ??= getCookies[nextGet++ % getCookies.length];
            return { ...req, headers: { ...req.headers, cookie: context.cookie } };
          },
        },
      ],
    }),
  );
  let nextAdd = 0;
  results.push(
    await load('POST /api/cart/add', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/cart/add',
          setupRequest(req, context) {
            if (!context.cookie || context.used >= perSession - 1) {
              context.cookie = addSessions[nextAdd++ % addSessions.length];
              context.used = 0;
            }
            context.used++;
            return {
              ...req,
              headers: { ...req.headers, cookie: context.cookie, 'content-type': 'application/json' },
              body: addBody(chicken),
            };
          },
        },
      ],
    }),
  );

  const bareRps = results[0].rps;
  console.log(
    `\nCart benchmark on PostgreSQL (${SECONDS} s per run, ${CONNECTIONS} connections, one session per connection)\n`,
  );
  console.log('| run | req/s | p50 ms | p99 ms | vs bare | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.title} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / bareRps).toFixed(2)} | ${r.non2xx} | ${r.errors} |`,
    );
  }
  console.log('\nSQL statements per call (BEGIN/COMMIT included where a call uses a transaction):\n');
  for (const [label, n] of Object.entries(perCall)) console.log(`  ${label.padEnd(44)} ${n}`);
} finally {
  await app?.close();
  await bare?.close();
  await database?.close().catch(() => {});
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  pg.Client.prototype.query = originalQuery;
}
