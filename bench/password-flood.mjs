// Issue 26 item 2: argon2 is no free lunch for a stranger. The median time of
// GET /api/checkout/options alone, then while 300 requests that could make the server hash or verify
// a password arrive 16 at a time from one address:
// - POST /api/admin/new-password with made-up tokens and long passwords (the attack as found: it
//   raised that median from 37 to 248 ms before the fix);
// - POST /api/admin/login with wrong passwords for an address that has no account (a verify against
//   the stand-in hash, until the address's budget locks it out).
// The figure is how much each flood moves the median; the goal is less than 20%.
// The options requests are timed two ways:
// - one at a time: a lone request's median (about 3.5 ms here) moves about tenfold under any 16
//   requests in flight on 2 shared cores, so a flood of the cheapest route (GET /api/health) is
//   measured first as the yardstick and the goal is read as less than 20% above what it does;
// - 16 at a time, as the shop is busy: the issue's 37 ms before the attack is that kind of median
//   (a lone request answers in a tenth of it). Here too the yardstick flood alone moves it by more
//   than 20%, so the goal is read against the yardstick flood both ways (decision 053).
import { machine, startApp, temporaryDatabase, writeRows } from './lib/servers.mjs';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 300);
const AT_ONCE = 16;
const BASELINE_PROBES = Number(process.env.BENCH_PROBES ?? 200);
/** Options requests in flight at once: 1 (a lone customer) and 16 (a busy evening). */
const PROBE_LANES = [1, AT_ONCE];
/** The app's own address (PUBLIC_URL of startApp): the origin check wants it on every POST. */
const ORIGIN = 'http://127.0.0.1';

const usePglite = process.env.BENCH_PGLITE === '1';
/** The server of the current round, and its options URL. */
let app;
let probeUrl;

async function probe() {
  const started = performance.now();
  const res = await fetch(probeUrl);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`checkout options answered ${res.status}`);
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** `count` requests made by `make(i)`, `AT_ONCE` in flight; their statuses and how long it took. */
async function flood(count, make) {
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const i = next++;
        const res = await make(i);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return { ms: performance.now() - started, statuses };
}

/** Probes in `lanes` parallel lanes, each one after the other, while `work` runs; median and count. */
async function probedDuring(work, lanes) {
  const times = [];
  let done = false;
  const probing = Promise.all(
    Array.from({ length: lanes }, async () => {
      while (!done) times.push(await probe());
    }),
  );
  const result = await work;
  done = true;
  await probing;
  return { ...result, probes: times.length, median: median(times) };
}

/** The median of `count` probes in `lanes` parallel lanes, nothing else running. */
async function quietMedian(count, lanes) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next++ < count) times.push(await probe());
    }),
  );
  return median(times);
}

const post = (path, body) =>
  fetch(`${app.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });

const longPassword = 'p'.repeat(200);
const rows = [];
const runs = [
  {
    name: 'GET /api/health (the yardstick)',
    yardstick: true,
    make: () => fetch(`${app.base}/api/health`),
  },
  {
    name: 'new-password, made-up tokens',
    make: (i) =>
      post('/api/admin/new-password', {
        token: `verzonnen-token-${i}-${'x'.repeat(40)}`,
        password: longPassword,
        passwordRepeat: longPassword,
      }),
  },
  {
    name: 'login, wrong passwords',
    make: (i) => post('/api/admin/login', { email: `niemand-${i % 7}@example.nl`, password: longPassword }),
  },
];
console.log(`\nPassword flood (issue 26 item 2), ${machine()}`);
console.log(
  '| options in flight | flood | took ms | answers | probes | median ms | moved | over yardstick |',
);
console.log('|---:|---|---:|---|---:|---:|---:|---:|');
for (const lanes of PROBE_LANES) {
  // A fresh database and server for each way of timing, so the address's budgets start full.
  const database = usePglite ? null : await temporaryDatabase('gh_bench_pwflood');
  app = await startApp(usePglite ? { pglite: true } : { databaseUrl: database.url });
  probeUrl = `${app.base}/api/checkout/options?location=amsterdam&fulfilment=pickup`;
  try {
    // Warm up: JIT, pool connections, the location's cache.
    for (let i = 0; i < 50; i++) await probe();
    const quiet = await quietMedian(BASELINE_PROBES, lanes);
    console.log(`| ${lanes} | none | | | ${BASELINE_PROBES} | ${quiet.toFixed(1)} | | |`);
    let yardstick = quiet;
    for (const run of runs) {
      const during = await probedDuring(flood(FLOOD, run.make), lanes);
      const moved = (during.median - quiet) / quiet;
      if (run.yardstick) yardstick = during.median;
      const overYardstick = (during.median - yardstick) / yardstick;
      const answers = [...during.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
      const percent = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;
      console.log(
        `| ${lanes} | ${FLOOD} ${run.name}, ${AT_ONCE} at once | ${Math.round(during.ms)} | ${answers} | ${during.probes} | ${during.median.toFixed(1)} | ${percent(moved)} | ${run.yardstick ? '' : percent(overYardstick)} |`,
      );
      // Either way a flood of the cheapest route moves the median by more than 20% on 2 cores (decision
      // 053), so the goal is read against it: a password flood may cost at most 20% more than that.
      rows.push({
        metric: `checkout options median, ${lanes} in flight, under ${FLOOD} ${run.name}, ${AT_ONCE} at once (${answers} in ${Math.round(during.ms)} ms)`,
        value: `${quiet.toFixed(1)} → ${during.median.toFixed(1)} ms (${percent(moved)}${run.yardstick ? '' : `; ${percent(overYardstick)} over the yardstick flood`})`,
        target: run.yardstick ? '' : '< +20% over the yardstick flood',
        ...(run.yardstick ? {} : { ok: overYardstick < 0.2 }),
      });
    }
  } finally {
    await app.stop();
    await database?.drop();
  }
}
writeRows('password-flood', rows);
