// Checkouts per second on PostgreSQL with the demo provider: a fresh database, the real server,
// N sessions with a cart each, C concurrent clients; p50/p99; then orders and payments are counted
// and must equal the successful calls. A pgbench TPC-B run on the same box gives the yardstick.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { CONNECTIONS, machine, startApp, temporaryDatabase, writeRows } from './lib/servers.mjs';

const TOTAL = Number(process.env.BENCH_CHECKOUTS ?? 2000);
const CONCURRENCY = CONNECTIONS;

const database = await temporaryDatabase('gh_bench_checkout');
const tpcb = await temporaryDatabase('gh_bench_tpcb');
const server = await startApp({ databaseUrl: database.url, slotCapacity: 1_000_000 });
const base = server.base;

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
  const statementsBefore = (await server.stats()).statements;
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
  const statementsPerCheckout = ((await server.stats()).statements - statementsBefore) / TOTAL;
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
  const bench = spawnSync('pgbench', ['-c', String(CONCURRENCY), '-j', '2', '-T', '20'], {
    encoding: 'utf8',
    env: pgEnv,
  });
  const tps = /tps = ([\d.]+)/.exec(bench.stdout ?? '')?.[1];
  const tpcbLatency = /latency average = ([\d.]+ ms)/.exec(bench.stdout ?? '')?.[1];

  const checkoutsPerSecond = ok / seconds;
  console.log(`checkouts: ${TOTAL} calls, ${CONCURRENCY} concurrent, ${seconds.toFixed(1)} s`);
  console.log(`  successful: ${ok}; failures: ${JSON.stringify(Object.fromEntries(failures))}`);
  console.log(`  throughput: ${checkoutsPerSecond.toFixed(1)} checkouts/s`);
  console.log(
    `  SQL statements per checkout (BEGIN and COMMIT count too): ${statementsPerCheckout.toFixed(1)}`,
  );
  console.log(
    `  latency: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `  afterwards: ${orderCount} orders, ${paymentCount} payments, ${providerCount} demo payments, ${doubled} orders with >1 payment`,
  );
  console.log(
    `pgbench TPC-B (scale 10, ${CONCURRENCY} clients, 20 s): ${tps ?? '?'} tps, latency ${tpcbLatency ?? '?'}`,
  );

  const share = tps ? checkoutsPerSecond / Number(tps) : 0;
  console.log(`checkouts per pgbench transaction: ${share.toFixed(2)}; ${machine()}`);
  const exact = orderCount === ok && paymentCount === ok && providerCount === ok && doubled === 0;
  writeRows('checkout', [
    {
      metric: 'checkouts/s, PostgreSQL (of pgbench tps)',
      value: `${checkoutsPerSecond.toFixed(0)} (${share.toFixed(2)} of ${tps ? Math.round(Number(tps)) : '?'})`,
      target: '>= 0.25 of pgbench',
      ok: share >= 0.25 && failures.size === 0,
    },
    { metric: 'checkout p99', value: `${pct(99).toFixed(0)} ms`, target: '< 150 ms', ok: pct(99) < 150 },
    { metric: 'SQL statements per checkout', value: statementsPerCheckout.toFixed(1), target: 'shown' },
    {
      metric: 'orders / payments / successful calls',
      value: `${orderCount} / ${paymentCount} / ${ok}`,
      target: 'all equal',
      ok: exact,
    },
  ]);
  if (!exact) process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
  await tpcb.drop();
}
