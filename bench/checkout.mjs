// Checkouts per second on PostgreSQL with the demo provider: a fresh database, the real server,
// N sessions with a cart each, C concurrent clients; p50/p99; then orders and payments are counted
// and must equal the successful calls. A pgbench TPC-B run on the same box gives the yardstick.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://gh:gh@localhost:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3408);
const TOTAL = Number(process.env.BENCH_CHECKOUTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const root = path.resolve(import.meta.dirname, '..');
const dbName = `gh_bench_checkout_${randomBytes(3).toString('hex')}`;
const tpcbName = `gh_bench_tpcb_${randomBytes(3).toString('hex')}`;
const urlFor = (name) => {
  const u = new URL(BASE);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dataDir = path.join(os.tmpdir(), `gh-bench-checkout-${PORT}`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: urlFor(dbName),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PAYMENT_PROVIDER: 'demo',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;

async function cleanup() {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`drop database if exists ${tpcbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  // Fixtures straight into the database: a session with two cart lines per checkout.
  const db = new pg.Client({ connectionString: urlFor(dbName) });
  await db.connect();
  await db.query(`update locations set slot_capacity = 1000000`);
  const { rows: products } = await db.query(
    `select id, name, category_slug, price_cents from products where location_slug = 'amsterdam' and name in ('Halve kip van het spit', 'Crispy chicken burger')`,
  );
  const cookies = [];
  const sessionRows = [];
  const lineRows = [];
  for (let i = 0; i < TOTAL; i++) {
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    cookies.push(`gh_session=${token}`);
    sessionRows.push(id);
    for (const p of products)
      lineRows.push([id, p.id, randomBytes(8).toString('hex'), p.name, p.category_slug, p.price_cents]);
  }
  await db.query(
    `insert into sessions (id, location, expires_at) select unnest($1::text[]), 'amsterdam', now() + interval '1 day'`,
    [sessionRows],
  );
  await db.query(
    `insert into cart_lines (session_id, product_id, line_key, name, category, location, price_cents, quantity, selected_options)
     select s, p::uuid, k, n, c, 'amsterdam', pr, 1, '[]'::jsonb
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as t(s, p, k, n, c, pr)`,
    [0, 1, 2, 3, 4, 5].map((col) => lineRows.map((r) => r[col])),
  );

  const options = await (
    await fetch(`${base}/api/checkout/options?location=amsterdam&fulfilment=pickup`)
  ).json();
  const slots = options.slots.filter((s) => s.available).map((s) => s.time);
  if (slots.length === 0) throw new Error('no slots on offer');

  const latencies = [];
  const failures = new Map();
  let next = 0;
  let ok = 0;
  const started = performance.now();
  async function client() {
    for (;;) {
      const i = next++;
      if (i >= TOTAL) return;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: cookies[i] },
        body: JSON.stringify({
          fulfilment: 'pickup',
          name: `Klant ${i}`,
          email: `klant${i}@example.nl`,
          phone: '0612345678',
          time: slots[i % slots.length],
          termsAccepted: true,
          idempotencyKey: `bench-${i}-${randomBytes(8).toString('hex')}`,
        }),
      });
      const body = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status === 201) ok++;
      else
        failures.set(
          `${res.status} ${body.slice(0, 80)}`,
          (failures.get(`${res.status} ${body.slice(0, 80)}`) ?? 0) + 1,
        );
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];

  const count = async (sql) => Number((await db.query(sql)).rows[0].n);
  const orderCount = await count(`select count(*) as n from orders`);
  const paymentCount = await count(`select count(*) as n from payments`);
  const providerCount = await count(`select count(*) as n from demo_payments`);
  const doubled = await count(
    `select count(*) as n from (select order_id from payments group by order_id having count(*) > 1) d`,
  );
  await db.end();

  // The yardstick: pgbench's TPC-B-like transaction on the same PostgreSQL and box.
  await admin.query(`create database ${tpcbName}`);
  const tpcbUrl = urlFor(tpcbName);
  spawnSync('pgbench', ['-i', '-s', '10', '-q', tpcbUrl], { stdio: 'ignore' });
  const bench = spawnSync('pgbench', ['-c', String(CONCURRENCY), '-j', '2', '-T', '20', tpcbUrl], {
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(bench.stdout ?? '')?.[1];
  const tpcbLatency = /latency average = ([\d.]+ ms)/.exec(bench.stdout ?? '')?.[1];

  const checkoutsPerSecond = ok / seconds;
  console.log(`checkouts: ${TOTAL} calls, ${CONCURRENCY} concurrent, ${seconds.toFixed(1)} s`);
  console.log(`  successful: ${ok}; failures: ${JSON.stringify(Object.fromEntries(failures))}`);
  console.log(`  throughput: ${checkoutsPerSecond.toFixed(1)} checkouts/s`);
  console.log(
    `  latency: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `  afterwards: ${orderCount} orders, ${paymentCount} payments, ${providerCount} demo payments, ${doubled} orders with >1 payment`,
  );
  console.log(
    `pgbench TPC-B (scale 10, ${CONCURRENCY} clients, 20 s): ${tps ?? '?'} tps, latency ${tpcbLatency ?? '?'}`,
  );

  const rows = [
    {
      metric: 'checkouts/s (PostgreSQL, demo provider)',
      value: checkoutsPerSecond.toFixed(1),
      target: '',
      ok: true,
    },
    { metric: 'checkout p99 latency', value: `${pct(99).toFixed(1)} ms`, target: '', ok: true },
    {
      metric: 'orders = payments = successful calls',
      value: `${orderCount} / ${paymentCount} / ${ok}`,
      target: 'all equal',
      ok: orderCount === ok && paymentCount === ok && doubled === 0,
    },
    { metric: 'pgbench TPC-B tps (same box)', value: tps ?? '?', target: '', ok: Boolean(tps) },
  ];
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'checkout.json'),
    JSON.stringify({ rows }, null, 2),
  );
  if (!(orderCount === ok && paymentCount === ok && doubled === 0)) process.exitCode = 1;
} finally {
  await cleanup();
}
