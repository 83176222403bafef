// Issue 8, goals 5, 7 and 8: GET /api/cart and POST /api/cart/add of the real server, every request
// on another visitor's session, on PostgreSQL and on the embedded PGlite, beside a bare Fastify route in the same
// run, and beside that route after one prepared query (what a database read costs at the least); the SQL statements each cart call sends (counted in the pg driver) and the server's resident
// memory during the PostgreSQL runs. `node bench/cart.mjs` (settings in bench/README.md).
import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  CONNECTIONS,
  SECONDS,
  load,
  machine,
  printLoadTable,
  reference,
  startApp,
  startBare,
  temporaryDatabase,
  settle,
  warm,
  watchCpu,
  watchMemory,
  writeRows,
} from './lib/servers.mjs';

const database = await temporaryDatabase('gh_bench_cart');
const stops = [database.drop];

async function client(base) {
  const menu = await (await fetch(`${base}/api/menu/amsterdam`)).json();
  const products = menu.categories.flatMap((category) => category.products);
  const byName = (name) => products.find((p) => p.name === name);
  const burger = byName('Crispy chicken burger');
  const chicken = byName('Halve kip van het spit');
  const addBody = (p, selectedOptions = []) =>
    JSON.stringify({
      id: p.id,
      name: p.name,
      price: p.price,
      quantity: 1,
      category: p.category,
      location: 'amsterdam',
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
  const option = burger.optionGroups?.[0]?.options?.[0];
  /** A session with a cart of two lines (a burger with an option, a half chicken); its cookie. */
  async function newSession() {
    const first = await call(
      'POST',
      '/api/cart/add',
      addBody(burger, option ? [{ choice: option.choice, price: option.price }] : []),
    );
    await call('POST', '/api/cart/add', addBody(chicken), first.cookie);
    return first.cookie;
  }
  return { call, newSession, addChicken: () => addBody(chicken) };
}

/** A load run with the CPU time per request of the server, PostgreSQL and wrk, in µs. */
async function measured(server, title, options) {
  const cpu = watchCpu(server.pid);
  const run = await load(title, options);
  const used = cpu();
  const requests = run.rps * SECONDS;
  const us = (ms) => Math.round((ms * 1000) / requests);
  return { ...run, cpu: `${us(used.server)} / ${us(used.postgres)} / ${us(used.client)}` };
}

/** Statements per call, measured on the PostgreSQL server (BEGIN and COMMIT count too). */
async function statementsPerCall(server, api) {
  const perCall = {};
  /** The mean over 20 calls of `call`, after one uncounted; `prepare` sets up each, uncounted too. */
  const count = async (label, call, prepare = async () => undefined) => {
    await call(await prepare());
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const input = await prepare();
      const before = (await server.stats()).statements;
      await call(input);
      total += (await server.stats()).statements - before;
    }
    perCall[label] = total / 20;
  };
  const cookie = await api.newSession();
  const getCart = () => api.call('GET', '/api/cart', undefined, cookie);
  await count('GET /api/cart (unchanged cart)', getCart);
  // A change through another instance: the session row updated straight in the database, as that
  // instance's write would update it.
  const elsewhere = new pg.Client({ connectionString: server.databaseUrl });
  await elsewhere.connect();
  const sessionId = createHash('sha256').update(cookie.slice('gh_session='.length)).digest('hex');
  await count('GET /api/cart (changed through another instance)', getCart, () =>
    elsewhere.query('update sessions set location = location where id = $1', [sessionId]),
  );
  await elsewhere.end();
  await count('GET /api/cart (no cookie)', () => api.call('GET', '/api/cart'));
  await count('POST /api/cart/add (existing session)', () =>
    api.call('POST', '/api/cart/add', api.addChicken(), cookie),
  );
  await count('POST /api/cart/add (new session)', () => api.call('POST', '/api/cart/add', api.addChicken()));
  const line = (await getCart()).json.items[0].id;
  await count('PUT /api/cart/update', () =>
    api.call('PUT', '/api/cart/update', JSON.stringify({ id: line, quantity: 2 }), cookie),
  );
  // Each on a fresh cart of two lines.
  const freshCart = async () => {
    const c = await api.newSession();
    return { cookie: c, line: (await api.call('GET', '/api/cart', undefined, c)).json.items[0].id };
  };
  await count(
    'DELETE /api/cart/remove/{id}',
    (fresh) => api.call('DELETE', `/api/cart/remove/${fresh.line}`, undefined, fresh.cookie),
    freshCart,
  );
  await count(
    'DELETE /api/cart/clear',
    (fresh) => api.call('DELETE', '/api/cart/clear', undefined, fresh.cookie),
    freshCart,
  );
  return perCall;
}

/**
 * GET and add under load. Every request is another visitor: GET takes 16 sessions with a two-line
 * cart in turn, add takes 3,000 sessions in turn (so none nears the maximum quantity of 99).
 */
async function cartRuns(server, label) {
  const api = await client(server.base);
  const getCookies = [];
  for (let i = 0; i < CONNECTIONS; i++) getCookies.push(await api.newSession());
  const addCookies = [];
  for (let i = 0; i < 3000; i++)
    addCookies.push((await api.call('POST', '/api/cart/add', api.addChicken())).cookie);
  const url = `${server.base}/api/cart`;
  if (server.databaseUrl) await settle(server.databaseUrl);
  await warm(`GET /api/cart, ${label}`, { url, cookies: getCookies });
  const get = await measured(server, `GET /api/cart, ${label}`, { url, cookies: getCookies });
  const add = await measured(server, `POST /api/cart/add, ${label}`, {
    url: `${url}/add`,
    cookies: addCookies,
    body: api.addChicken(),
  });
  return { api, get, add };
}

try {
  const bare = await startBare({ databaseUrl: database.url });
  stops.unshift(bare.stop);
  await warm('bare', { url: `${bare.base}/bare` });
  const bareRuns = reference('bare Fastify JSON route', `${bare.base}/bare`);
  await bareRuns.measure();
  await warm('bare with one query', { url: `${bare.base}/bare-db` });
  const oneQuery = await measured(bare, 'bare route + 1 prepared query, PostgreSQL', {
    url: `${bare.base}/bare-db`,
  });
  const oneWrite = await measured(bare, 'bare route + 1 committed write, PostgreSQL', {
    url: `${bare.base}/bare-db-write`,
    body: '{}',
  });

  const onPostgres = await startApp({ databaseUrl: database.url });
  stops.unshift(onPostgres.stop);
  const memory = watchMemory(onPostgres.pid);
  const pg = await cartRuns(onPostgres, 'PostgreSQL');
  const peakMb = memory();
  await bareRuns.measure();
  const heap = (await onPostgres.stats()).memory;
  const perCall = await statementsPerCall(onPostgres, pg.api);

  const onPglite = await startApp({ pglite: true });
  stops.unshift(onPglite.stop);
  const lite = await cartRuns(onPglite, 'PGlite');
  await bareRuns.measure();
  const bareReference = bareRuns.median();

  printLoadTable(
    `Cart API: ${CONNECTIONS} connections with a session each, ${SECONDS} s per run; ${machine()}`,
    [bareReference, oneQuery, oneWrite, pg.get, pg.add, lite.get, lite.add],
    bareReference,
  );
  console.log('\nSQL statements per call on PostgreSQL (BEGIN and COMMIT count too):\n');
  for (const [label, n] of Object.entries(perCall)) console.log(`  ${label.padEnd(50)} ${n}`);
  console.log(
    `\nCPU per request, server / PostgreSQL / wrk: GET ${pg.get.cpu} µs, add ${pg.add.cpu} µs, bare route + 1 query ${oneQuery.cpu} µs, + 1 write ${oneWrite.cpu} µs`,
  );
  const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`;
  console.log(
    `\nServer resident memory during the PostgreSQL runs: peak ${peakMb.toFixed(0)} MB; after them V8 heap ${mb(heap.heapUsed)} used of ${mb(heap.heapTotal)}, external ${mb(heap.external)}, resident ${mb(heap.rss)}`,
  );

  const most = Math.max(...Object.values(perCall));
  const share = (run) => run.rps / bareReference.rps;
  writeRows('cart', [
    {
      metric: 'GET /api/cart req/s, PostgreSQL (of bare)',
      value: `${Math.round(pg.get.rps)} (${share(pg.get).toFixed(2)})`,
      target: '>= 0.25 of bare',
      ok: share(pg.get) >= 0.25 && pg.get.failed === 0,
    },
    {
      metric: 'POST /api/cart/add req/s, PostgreSQL (of bare)',
      value: `${Math.round(pg.add.rps)} (${share(pg.add).toFixed(2)})`,
      target: '>= 0.15 of bare',
      ok: share(pg.add) >= 0.15 && pg.add.failed === 0,
    },
    {
      metric: 'bare route + 1 prepared query (of bare)',
      value: `${Math.round(oneQuery.rps)} (${share(oneQuery).toFixed(2)})`,
      target: 'the floor of a database read',
    },
    {
      metric: 'bare route + 1 committed write (of bare)',
      value: `${Math.round(oneWrite.rps)} (${share(oneWrite).toFixed(2)})`,
      target: 'the floor of a write',
    },
    {
      metric: 'GET of bare + 1 query / add of + 1 write',
      value: `${(pg.get.rps / oneQuery.rps).toFixed(2)} / ${(pg.add.rps / oneWrite.rps).toFixed(2)}`,
      target: 'shown',
    },
    {
      metric: 'CPU µs per bare + 1 query, server / PG / wrk',
      value: oneQuery.cpu,
      target: 'shown',
    },
    {
      metric: 'CPU µs per bare + 1 write, server / PG / wrk',
      value: oneWrite.cpu,
      target: 'shown',
    },
    {
      metric: 'CPU µs per GET, server / PG / wrk',
      value: pg.get.cpu,
      target: 'shown',
    },
    {
      metric: 'CPU µs per add, server / PG / wrk',
      value: pg.add.cpu,
      target: 'shown',
    },
    {
      metric: 'cart p99 GET / add, PostgreSQL',
      value: `${pg.get.p99} / ${pg.add.p99} ms`,
      target: '< 30 ms',
      ok: pg.get.p99 < 30 && pg.add.p99 < 30,
    },
    { metric: 'SQL statements per cart call (most)', value: String(most), target: '<= 3', ok: most <= 3 },
    {
      metric: 'server RSS during cart runs (peak)',
      value: `${peakMb.toFixed(0)} MB`,
      target: '< 200 MB',
      ok: peakMb < 200,
    },
    {
      metric: 'GET / add req/s, PGlite (of bare)',
      value: `${Math.round(lite.get.rps)} / ${Math.round(lite.add.rps)} (${share(lite.get).toFixed(2)} / ${share(lite.add).toFixed(2)})`,
      target: 'shown beside PG',
    },
    {
      metric: 'cart p99 GET / add, PGlite',
      value: `${lite.get.p99} / ${lite.add.p99} ms`,
      target: 'shown beside PG',
    },
  ]);
} finally {
  for (const stop of stops) await stop();
}
