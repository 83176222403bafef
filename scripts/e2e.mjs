// The browser journeys in parallel: the spec files are spread over E2E_SHARDS processes (default 2),
// each with its own built server, embedded database, SMTP port (E2E_PORT) and output folder, so
// journeys of different shards cannot see each other's carts, orders, settings or traces. Each
// shard's output is printed whole when it ends, so the log stays readable.
// With TEST_DATABASE_URL set, the live-order journey also runs on PostgreSQL with two server
// instances (e2e/playwright.instances.config.ts) beside the shards.
//
// Playwright's own --shard splits by test count in file order, which put 99 of 103 tests in one
// shard; here whole files are dealt out longest first by their usual duration instead.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const extra = process.argv.slice(2);

/** Seconds each spec file took on the 2-core CI machine; a new file counts as a minute until added. */
const SECONDS = {
  'site.spec.ts': 245,
  'xss.spec.ts': 200,
  'admin.spec.ts': 150,
  // Issue 17 items 1-15 at 390/1280 px in both modes (measured on a busy machine, scaled by
  // checkout.spec's 44 s there against its 30 here); menu, screens and status gave them their checks.
  'four-ways-shop.spec.ts': 125,
  'four-ways-orders.spec.ts': 75,
  // Issue 28: the 320 px check of checkout, basket and options dialog in both modes added 10 s.
  'screens.spec.ts': 125,
  // Issue 28: scroll restoration, errors at their fields, the location switch, the sticky category
  // bar, toast placement and the floating buttons' stepping aside (56 s measured with its server).
  'checkout-ux.spec.ts': 60,
  'menu.spec.ts': 55,
  'routes.spec.ts': 70,
  'cart.spec.ts': 50,
  'checkout.spec.ts': 30,
  'csrf.spec.ts': 5,
  // Issue 21 item 4: a focus and target sweep over 15 pages in both modes, and a keyboard-only order.
  'a11y.spec.ts': 180,
  // Issue 20: 15 English pages, each with its Dutch twin, axe in both modes, the switch, the
  // suggestion and four screenshots (800 s on the machine six helpers shared, scaled as above).
  'english-site.spec.ts': 545,
  // Issue 20: the English order from /en to the e-mail (with an unpaid one), the menu and basket in
  // English with axe four ways, the English content pages and their forms.
  'english-journey.spec.ts': 130,
  'english-menu.spec.ts': 100,
  'english-pages.spec.ts': 90,
  // Issue 27: the real wake lock on /admin (granted, refused, tried again), a new order's overlay,
  // title and favicon, the sound banner in a context never tapped and after its reload.
  'kitchen-alarm.spec.ts': 45,
  // Issue 27 items 4–5: a reject with "Uitverkocht" marks an option sold out, "Weer leverbaar" puts
  // it back, the customer's menu follows (26 s alone on the shared machine).
  'sold-out-reject.spec.ts': 35,
  // Issue 29 item 3: installability twice (own profiles), the offline menu in both languages and
  // the caches' contents (29 s measured alone).
  'pwa.spec.ts': 60,
  // Issue 29 item 3: a new version's worker taking over after a deploy, with a server of its own
  // started twice (17-20 s measured alone, 47-56 s with the machine busy).
  'pwa-update.spec.ts': 50,
  // Issue 29 item 4: the push button after payment only, refused, a real subscription (own profile,
  // fake GCM) with the worker showing a message, Chromium's push service out of reach (20 s of it),
  // a private window (50-57 s measured alone).
  'push.spec.ts': 75,
  // Issue 29 item 1: two orders by API, the link by mail, sign-in, reorder, details kept and offered at
  // checkout, cleared, a reload (15-21 s measured on a busy machine; screenshots only with E2E_SHOTS=1).
  'account.spec.ts': 25,
  // Issue 29 item 2: two orders by API, the link by mail, the reward used in the basket, checkout and
  // paid (7 s measured; the 32 screenshots only with E2E_SHOTS=1).
  'stamp-card.spec.ts': 15,
  // A Saturday night on a server of its own under libfaketime (25 s measured alone).
  'night-kitchen.spec.ts': 25,
};

/** The spec files of each shard: longest first, each to the shard with the least so far. */
function deal() {
  const files = readdirSync(path.join(root, 'e2e/tests')).filter((f) => f.endsWith('.spec.ts'));
  files.sort((a, b) => (SECONDS[b] ?? 60) - (SECONDS[a] ?? 60) || a.localeCompare(b));
  const plan = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const lightest = plan.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(`tests/${file}`);
    lightest.seconds += SECONDS[file] ?? 60;
  }
  return plan.map((s) => s.files);
}

// Named files or options on the command line: one run of just those.
const plan = extra.length > 0 || shards === 1 ? [[]] : deal();
const jobs = plan.map((files, i) => ({
  label: `shard ${i + 1}/${plan.length}`,
  port: basePort + i * 10,
  args: [...files, ...extra, ...(plan.length > 1 ? [`--output=test-results/shard-${i + 1}`] : [])],
}));
// The live-order journey once more on PostgreSQL with two instances (issue 18), beside the shards.
if (extra.length === 0 && process.env.TEST_DATABASE_URL) {
  jobs.push({
    label: 'two instances on PostgreSQL',
    port: basePort + plan.length * 10,
    args: ['-c', 'playwright.instances.config.ts', '--output=test-results/instances'],
  });
} else if (extra.length === 0) {
  console.log('TEST_DATABASE_URL is not set: the two-instance journey on PostgreSQL is skipped.');
}

function runJob({ label, port, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test', ...args], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({ label, port, code, seconds, text: Buffer.concat(output).toString() });
    });
  });
}

// Every job's output whole, the failed ones last, then one line per failed journey: CI shows only the
// end of the log, and that end must say what failed.
const results = await Promise.all(jobs.map(runJob));
results.sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0));
for (const r of results) {
  process.stdout.write(`\n── ${r.label} (port ${r.port}): exit ${r.code} after ${r.seconds} s ──\n${r.text}`);
}
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  process.stdout.write('\n━━ Failed browser journeys ━━\n');
  for (const r of failed) {
    const lines = r.text.split('\n').filter((l) => /^\s+\d+\) \[|✘|Error:|flaky/i.test(l));
    process.stdout.write(`${r.label}: exit ${r.code}\n${lines.slice(0, 12).join('\n')}\n`);
  }
}
process.exit(failed.length === 0 ? 0 : 1);
