// Benchmark of GET /api/menu/amsterdam on PostgreSQL next to a bare Fastify JSON route, same run.
// Run: node --import tsx bench/menu.mjs   (see bench/README.md for the settings)
// The servers run in a child process so autocannon does not share their event loop.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://gh:gh@localhost:5432/gh_test';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function serve() {
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openPostgres } = await import('../apps/server/src/db/client.ts');
  const { seedIfEmpty } = await import('../apps/server/src/db/seed/index.ts');
  const url = process.env.BENCH_DB_URL;
  const database = await openPostgres(url);
  await database.migrate();
  await seedIfEmpty(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'demo',
    PUBLIC_URL: 'http://localhost',
    SMTP_URL: 'smtp://localhost:2525',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'gh-bench'),
    WEB_DIST: path.join(os.tmpdir(), 'gh-bench-no-web'),
  });
  const mailer = { async send() {}, close() {} };
  const app = await buildApp({ config, database, mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send({ app: app.server.address().port, bare: bare.server.address().port });
  process.on('message', async () => {
    await app.close();
    await bare.close();
    await database.close();
    process.exit(0);
  });
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const pg = (await import('pg')).default;
  const name = `gh_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const child = fork(import.meta.filename, ['--serve'], {
    env: { ...process.env, BENCH_DB_URL: withDatabase(BASE, name) },
    execArgv: ['--import', 'tsx'],
  });
  try {
    const ports = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const run = (url, headers = {}) =>
      autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    const menuUrl = `http://127.0.0.1:${ports.app}/api/menu/amsterdam`;
    const bareUrl = `http://127.0.0.1:${ports.bare}/bare`;
    const encoding = { 'accept-encoding': 'br, gzip' };
    // Warm up both (JIT, the menu cache, pool connections).
    await autocannon({ url: menuUrl, connections: 4, amount: 500, headers: encoding });
    await autocannon({ url: bareUrl, connections: 4, amount: 500 });
    const menu = await run(menuUrl, encoding);
    const bare = await run(bareUrl);
    const row = (label, r) =>
      `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
      `${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s   errors ${r.errors + r.non2xx}`;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${os.cpus().length} CPUs, PostgreSQL`,
    );
    console.log(row('GET /api/menu/amsterdam (br)', menu));
    console.log(row('bare Fastify JSON route', bare));
    console.log(
      `ratio menu / bare: ${(menu.requests.average / bare.requests.average).toFixed(2)} (throughput), ` +
        `${(menu.latency.p99 / Math.max(1, bare.latency.p99)).toFixed(2)} (p99)`,
    );
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
