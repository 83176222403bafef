// What the server benchmarks share: temporary databases, the real app and a bare Fastify route in
// processes of their own (never sharing the load generator's CPU time slices), load runs, memory samples
// and the results file that `npm run bench` gathers into its table.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
/** A role that may create databases; each benchmark makes its own and drops it afterwards. */
export const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://gh:gh@localhost:5432/postgres';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

export function databaseUrl(name) {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh PostgreSQL database; `drop()` removes it (also when clients are still connected). */
export async function temporaryDatabase(prefix) {
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    /** Keeps the database (to look into it afterwards) and lets this process end. */
    async release() {
      await admin.end();
    },
  };
}

/**
 * Lets a database settle before a measured run, as pgbench does: VACUUM ANALYZE (so autovacuum does
 * not start on the fixtures mid-run; it once took 3 s of PostgreSQL CPU there) and a CHECKPOINT.
 */
export async function settle(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    try {
      await client.query('checkpoint');
    } catch (err) {
      if (err?.code !== '42501') throw err;
      const role = decodeURIComponent(new URL(url).username || 'this role');
      throw new Error(
        `CHECKPOINT refused for ${role}: the benchmarks need a role allowed to run it. As a superuser: GRANT pg_checkpoint TO ${role}; (PostgreSQL 15+; see bench/README.md)`,
        { cause: err },
      );
    }
  } finally {
    await client.end();
  }
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server process with an IPC channel; resolves once `ready()` says it answers. */
async function startProcess(script, { env = {}, execArgv = [], ready }) {
  const port = await freePort();
  const child = fork(script, [], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if (await ready(base)) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    port,
    base,
    async stats() {
      const answer = new Promise((resolve) =>
        child.on('message', function onMessage(message) {
          if (message.type !== 'stats') return;
          child.off('message', onMessage);
          resolve(message);
        }),
      );
      child.send({ type: 'stats' });
      return answer;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const serverBundle = path.join(root, 'apps/server/dist/server.mjs');

/**
 * The real server as `npm start` runs it (the built bundle, production settings, the demo payment
 * provider), on PostgreSQL (`{ databaseUrl }`) or on an embedded PGlite in a temporary folder
 * (`{ pglite: true }`), migrated and seeded. Its pg statements are counted (see `stats()`);
 * `execArgv` and the environment's BENCH_SERVER_ARGS add Node options (`--cpu-prof`, say).
 */
export async function startApp(options) {
  if (!existsSync(serverBundle)) throw new Error('Build the server first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gh-bench-data-'));
  const server = await startProcess(serverBundle, {
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENT_PROVIDER: 'demo',
      // Every simulated customer comes from this machine's one address.
      CHECKOUT_LIMIT_PER_ADDRESS: '100000',
      UNPAID_ORDERS_PER_ADDRESS: '100000',
      // A benchmark deployment: production refuses the demo checkout without this.
      ALLOW_DEMO_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: options.databaseUrl ?? '',
    },
    execArgv: [
      '--import',
      path.join(import.meta.dirname, 'count-statements.mjs'),
      ...(options.execArgv ?? []),
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    ready: async (base) => (await fetch(`${base}/api/health`)).ok,
  });
  if (options.slotCapacity && options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    await client.query('update locations set slot_capacity = $1', [options.slotCapacity]);
    await client.end();
  }
  return {
    ...server,
    databaseUrl: options.databaseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bare Fastify route answering a small JSON object: the yardstick of the server benchmarks. With
 * `{ databaseUrl }` also `/bare-db`, which answers after one prepared query on that database.
 */
export function startBare(options = {}) {
  return startProcess(path.join(import.meta.dirname, 'bare-server.mjs'), {
    env: { DATABASE_URL: options.databaseUrl ?? '' },
    ready: async (base) => (await fetch(`${base}/bare`)).ok,
  });
}

/** Resident memory of a process in MB, from /proc; 0 once it is gone. */
export function residentMb(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch (err) {
    // The process ended (a failed run stopped its servers): no memory to report, and the error that
    // ended it is the one the benchmark must show.
    if (err.code === 'ENOENT' || err.code === 'ESRCH') return 0;
    throw err;
  }
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU time (user + system) of a process in ms, from /proc; 0 once it is gone. `reaped` adds the
 * time of its children that ended and were waited for (PostgreSQL's backends, a wrk run).
 */
function cpuMs(pid, reaped = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ticks = fields[11] + fields[12] + (reaped ? fields[13] + fields[14] : 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU ms of all PostgreSQL processes together. A backend that ends takes its time along into the
 * postmaster's count of reaped children, so the sum only grows.
 */
function postgresCpu() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid, true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * Where the CPU time goes while a load runs: starts counting now; `stop()` returns the ms of CPU
 * that the server, PostgreSQL (all its processes) and the load generator (this process and the
 * wrk runs it waited for) used since.
 */
export function watchCpu(serverPid) {
  const before = { server: cpuMs(serverPid), postgres: postgresCpu(), client: cpuMs(process.pid, true) };
  return () => ({
    server: cpuMs(serverPid) - before.server,
    postgres: postgresCpu() - before.postgres,
    client: cpuMs(process.pid, true) - before.client,
  });
}

/**
 * Samples a process's resident memory every 100 ms until `stop()`, which returns the peak in MB. The
 * timer does not keep Node alive, and stops by itself when the process is gone.
 */
export function watchMemory(pid) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    const now = residentMb(pid);
    if (now === 0) clearInterval(timer);
    peak = Math.max(peak, now);
  }, 100);
  timer.unref();
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}

const WRK_SCRIPT = path.join(import.meta.dirname, 'requests.lua');

/**
 * One load run with wrk (a C load generator: autocannon, in JavaScript, ran out of CPU before the
 * server did on 2 cores). `headers` go on every request; `cookies` (optional) are taken in turn, one
 * per request, so each request is a different visitor; `body` makes it a POST with JSON. Another
 * `script` gets the cookie file and then `scriptArgs`; its printed lines come back as `output`.
 */
export async function load(
  title,
  { url, headers = {}, cookies = [], body, seconds = SECONDS, script = WRK_SCRIPT, scriptArgs },
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-bench-wrk-'));
  try {
    const cookieFile = path.join(dir, 'cookies.txt');
    const bodyFile = path.join(dir, 'body.json');
    writeFileSync(cookieFile, cookies.join('\n'));
    writeFileSync(bodyFile, body ?? '');
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push(url, '--', cookieFile, ...(scriptArgs ?? [bodyFile]));
    const run = spawnSync('wrk', args, { encoding: 'utf8' });
    if (run.error) throw new Error('wrk is needed for the server benchmarks: apt-get install wrk');
    const out = run.stdout;
    const toMs = (text) => {
      const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
      return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
    };
    const percentile = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      title,
      output: out,
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
      p50: percentile(50),
      p99: percentile(99),
      failed:
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
        (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Warms a route up (JIT, caches, pool connections) before it is measured. */
export function warm(title, options) {
  return load(title, { ...options, seconds: 2 });
}

/**
 * The yardstick measured at several points of a benchmark, as its median run. On this shared machine
 * the bare route alone has measured 62,000, 76,000 and 100,000 req/s within one hour, while the
 * database-bound runs beside it moved by a few per cent: one run of it makes every ratio a lottery.
 */
export function reference(title, url) {
  const runs = [];
  return {
    async measure() {
      runs.push(await load(title, { url }));
    },
    median() {
      const sorted = [...runs].sort((a, b) => a.rps - b.rps);
      const middle = sorted[Math.floor((sorted.length - 1) / 2)];
      const all = runs.map((r) => Math.round(r.rps).toLocaleString('en')).join(', ');
      return { ...middle, title: `${title} (median of ${runs.length}: ${all})` };
    },
  };
}

export function printLoadTable(title, runs, yardstick) {
  console.log(`\n${title}\n`);
  console.log('| run | req/s | p50 ms | p99 ms | of bare | failed |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    console.log(
      `| ${r.title} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.rps / yardstick.rps).toFixed(2)} | ${r.failed} |`,
    );
  }
}

export function machine() {
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${pgVersion}`;
}

/** bench/results/<name>.json, the rows that `npm run bench` prints in its summary table. */
export function writeRows(name, rows) {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ rows }, null, 2)}\n`);
}
