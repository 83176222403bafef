// Checkouts per second on PostgreSQL with the demo provider: a fresh database, the real server,
// N sessions with a cart each, C concurrent clients after a warm-up; p50/p99; the CPU time each
// checkout costs in the server, PostgreSQL and the load generator; then orders and payments are
// counted and must equal the successful calls. A pgbench TPC-B run on the same box is the yardstick.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  CONNECTIONS,
  load,
  machine,
  settle,
  startApp,
  temporaryDatabase,
  watchCpu,
  writeRows,
} from './lib/servers.mjs';

const CHECKOUT_SCRIPT = path.join(import.meta.dirname, 'lib/checkouts.lua');

const TOTAL = Number(process.env.BENCH_CHECKOUTS ?? 4000);
/** Checkouts before the measured ones, so the server's JIT and PostgreSQL's caches are warm. */
const WARMUP = 500;

const database = await temporaryDatabase('gh_bench_checkout');
const tpcb = await temporaryDatabase('gh_bench_tpcb');
const server = await startApp({ databaseUrl: database.url, slotCapacity: 1_000_000 });
const base = server.base;
const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-bench-checkout-'));

try {
  // Fixtures straight into the database: a session with two cart lines per checkout.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows: products } = await db.query(
    `select id, name, category_slug, price_cents from products where location_slug = 'amsterdam' and name in ('Halve kip van het spit', 'Crispy chicken burger')`,
  );
  const cookies = [];
  const sessionRows = [];
  const lineRows = [];
  for (let i = 0; i < WARMUP + TOTAL; i++) {
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

  // The load generator is wrk (bench/lib/checkouts.lua): a checkout per session, stopping after the last.
  const slotsFile = path.join(dir, 'slots.txt');
  writeFileSync(slotsFile, slots.join('\n'));
  const run = randomBytes(4).toString('hex');
  const checkouts = (title, first, count) =>
    load(title, {
      url: base,
      headers: { origin: base },
      cookies,
      seconds: 600,
      script: CHECKOUT_SCRIPT,
      scriptArgs: [slotsFile, String(first), String(first + count - 1), run],
    });
  await settle(database.url);
  const warmup = await checkouts('checkout warm-up', 0, WARMUP);
  const statementsBefore = (await server.stats()).statements;
  const cpu = watchCpu(server.pid);
  const measured = await checkouts('checkout', WARMUP, TOTAL);
  const cpuUsed = cpu();
  const created = (result) => Number(/created: (\d+)/.exec(result.output)?.[1] ?? 0);
  const ok = created(measured);
  const failures = [...measured.output.matchAll(/^checkout failure: (.*)$/gm)].map((m) => m[1]);
  const statementsPerCheckout = ((await server.stats()).statements - statementsBefore) / TOTAL;

  const count = async (sql) => Number((await db.query(sql)).rows[0].n);
  const orderCount = (await count(`select count(*) as n from orders`)) - created(warmup);
  const paymentCount = (await count(`select count(*) as n from payments`)) - created(warmup);
  const providerCount = (await count(`select count(*) as n from demo_payments`)) - created(warmup);
  const doubled = await count(
    `select count(*) as n from (select order_id from payments group by order_id having count(*) > 1) d`,
  );
  await db.end();

  // The yardstick: pgbench's TPC-B-like transaction on the same PostgreSQL and box.
  // pgbench reads the connection from libpq's environment (it takes no URL on PostgreSQL 15).
  const u = new URL(tpcb.url);
  const pgEnv = {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: tpcb.name,
  };
  spawnSync('pgbench', ['-i', '-s', '10', '-q'], { stdio: 'ignore', env: pgEnv });
  const pgbenchCpu = watchCpu(0);
  const bench = spawnSync('pgbench', ['-c', String(CONNECTIONS), '-j', '2', '-T', '20'], {
    encoding: 'utf8',
    env: pgEnv,
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // the postmaster reaps the ended backends
  const pgbenchPostgresMs = pgbenchCpu().postgres;
  const tps = /tps = ([\d.]+)/.exec(bench.stdout ?? '')?.[1];
  const transactions = Number(
    /number of transactions actually processed: (\d+)/.exec(bench.stdout ?? '')?.[1] ?? 0,
  );
  const tpcbLatency = /latency average = ([\d.]+ ms)/.exec(bench.stdout ?? '')?.[1];

  const checkoutsPerSecond = measured.rps;
  console.log(`checkouts: ${TOTAL} calls after ${WARMUP} to warm up, ${CONNECTIONS} connections`);
  console.log(`  successful: ${ok}; failures: ${failures.length}`);
  for (const failure of new Set(failures)) console.log(`    ${failure}`);
  console.log(`  throughput: ${checkoutsPerSecond.toFixed(1)} checkouts/s`);
  console.log(
    `  SQL statements per checkout (BEGIN and COMMIT count too): ${statementsPerCheckout.toFixed(1)}`,
  );
  console.log(`  latency: p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms`);
  const per = (ms) => (ms / TOTAL).toFixed(2);
  console.log(
    `  CPU per checkout: server ${per(cpuUsed.server)} ms, PostgreSQL ${per(cpuUsed.postgres)} ms, load generator ${per(cpuUsed.client)} ms`,
  );
  console.log(
    `  afterwards: ${orderCount} orders, ${paymentCount} payments, ${providerCount} demo payments, ${doubled} orders with >1 payment`,
  );
  console.log(
    `pgbench TPC-B (scale 10, ${CONNECTIONS} clients, 20 s): ${tps ?? '?'} tps, latency ${tpcbLatency ?? '?'}`,
  );

  const pgPerTransaction = transactions ? pgbenchPostgresMs / transactions : 0;
  console.log(`  PostgreSQL CPU per TPC-B transaction: ${pgPerTransaction.toFixed(2)} ms`);
  const share = tps ? checkoutsPerSecond / Number(tps) : 0;
  console.log(`checkouts per pgbench transaction: ${share.toFixed(2)}; ${machine()}`);
  const exact = orderCount === ok && paymentCount === ok && providerCount === ok && doubled === 0;
  writeRows('checkout', [
    {
      metric: 'checkouts/s, PostgreSQL (of pgbench tps)',
      value: `${checkoutsPerSecond.toFixed(0)} (${share.toFixed(2)} of ${tps ? Math.round(Number(tps)) : '?'})`,
      target: '>= 0.25 of pgbench',
      ok: share >= 0.25 && failures.length === 0,
    },
    {
      metric: 'checkout p99',
      value: `${measured.p99.toFixed(0)} ms`,
      target: '< 150 ms',
      ok: measured.p99 < 150,
    },
    { metric: 'SQL statements per checkout', value: statementsPerCheckout.toFixed(1), target: 'shown' },
    {
      metric: 'CPU per checkout: server / PostgreSQL / client',
      value: `${per(cpuUsed.server)} / ${per(cpuUsed.postgres)} / ${per(cpuUsed.client)} ms`,
      target: 'shown',
    },
    {
      metric: 'PostgreSQL CPU per TPC-B transaction',
      value: `${pgPerTransaction.toFixed(2)} ms`,
      target: 'shown',
    },
    {
      metric: 'orders / payments / successful calls',
      value: `${orderCount} / ${paymentCount} / ${ok}`,
      target: 'all equal',
      ok: exact,
    },
  ]);
  if (!exact) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  await server.stop();
  await database.drop();
  await tpcb.drop();
}
