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

/**
 * Seconds each spec file's journeys took on a 2-core machine, summed from the list reporter's lines of
 * a full green `.ci/run` (2026-11-29, traces on retry only, axe in legacy mode: decision 059); the
 * files that check axe in both colour modes on one load, as measured after that change. A new file
 * counts as a minute until added. Each shard also spends some 90 s on its server and browser.
 */
const SECONDS = {
  'english-site.spec.ts': 323,
  'screens.spec.ts': 240,
  'site.spec.ts': 194,
  'a11y.spec.ts': 185,
  'four-ways-orders.spec.ts': 138,
  'four-ways-shop.spec.ts': 135,
  'admin.spec.ts': 96,
  'routes.spec.ts': 86,
  'offers.spec.ts': 85,
  'push.spec.ts': 75,
  'english-menu.spec.ts': 72,
  'live-order.spec.ts': 66,
  'english-pages.spec.ts': 61,
  'checkout-ux.spec.ts': 58,
  'money-reports.spec.ts': 55,
  'xss.spec.ts': 55,
  'english-journey.spec.ts': 52,
  'kitchen-alarm.spec.ts': 46,
  'pwa.spec.ts': 45,
  'menu.spec.ts': 41,
  'checkout-problems.spec.ts': 40,
  'checkout.spec.ts': 35,
  'privacy.spec.ts': 34,
  'cart.spec.ts': 31,
  'account.spec.ts': 29,
  'printing.spec.ts': 29,
  'pwa-update.spec.ts': 28,
  'staff-orders.spec.ts': 26,
  'order-lifecycle.spec.ts': 25,
  'status.spec.ts': 22,
  'refunds.spec.ts': 19,
  'kitchen.spec.ts': 18,
  'allergens.spec.ts': 16,
  'stamp-card.spec.ts': 16,
  'vat-export.spec.ts': 16,
  'night-kitchen.spec.ts': 15,
  'team-and-content.spec.ts': 14,
  'checkout-total.spec.ts': 8,
  'csrf.spec.ts': 6,
  'sold-out-reject.spec.ts': 5,
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
