// Runs vitest with the wall clock (and TZ) set to odd hours in Amsterdam, one instant after another
// (decision 036). The clock comes from libfaketime (Debian's `faketime`), as an offset from the real
// clock, so every process of the run (vitest, its workers, PGlite) sees the same ticking time; the
// monotonic clock is left alone so timers and timeouts keep working. PostgreSQL, a separate server,
// keeps the real time.
//
//   node scripts/odd-hours.mjs [--at name[@TZ],…] [--tz TZ,…] [--project name]… [--date-files] [--record] [file…]
//
// Without --at: every instant below. Each runs in every --tz (default Europe/Amsterdam) unless it
// names its own (`tue-0030@UTC`). Without --project: domain, web and server-pglite. --date-files
// runs only DATE_FILES; --record adds the results to test-results/ for docs/reliability.md. Prints
// a table of files and tests per instant and project, and the failures; exits 1 if any failed.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Local times in Amsterdam, written with their offset so the instant is unambiguous. */
export const INSTANTS = {
  'thu-0030': '2026-11-26T00:30:00+01:00', // after midnight: the UTC date is still yesterday's
  'thu-2330': '2026-11-26T23:30:00+01:00', // before midnight: tomorrow is half an hour away
  'spring-0130': '2026-03-29T01:30:00+01:00', // half an hour before the clocks go to 03:00
  'spring-0330': '2026-03-29T03:30:00+02:00', // half an hour after (02:30 does not exist)
  'autumn-0230a': '2026-10-25T02:30:00+02:00', // the first 02:30 of the repeated hour
  'autumn-0230b': '2026-10-25T02:30:00+01:00', // the second 02:30
  'tue-0030': '2026-12-01T00:30:00+01:00', // the 1st of a month, and a Tuesday (burger day)
  'tue-2330': '2026-12-01T23:30:00+01:00', // the burger day's last half hour
  'newyear-2330': '2026-12-31T23:30:00+01:00', // the year's last half hour
  'next-summer': '2027-07-06T12:00:00+02:00', // months after the tests' day (a Tuesday, summer time)
};

/**
 * The test files that read the date, the hour or the weekday (opening hours, slots, offers and
 * coupons, reports, retention, sessions, the live order's time): what `npm run test:resilience`
 * runs at odd hours. The full sweep of decision 036 found every other file indifferent to the clock.
 */
export const DATE_FILES = [
  'packages/domain/src/hours.test.ts',
  'packages/domain/src/location-status.test.ts',
  'packages/domain/src/discounts.test.ts',
  'packages/domain/src/kitchen.test.ts',
  'apps/web/src/features/payment-status/',
  'apps/web/src/features/admin/components/order-board.test.tsx',
  'apps/server/src/modules/offers/offers.test.ts',
  'apps/server/src/modules/content/content.test.ts',
  'apps/server/src/modules/admin-products/admin-products-english.test.ts',
  'apps/server/src/modules/locations/locations.test.ts',
  'apps/server/src/modules/checkout/checkout.test.ts',
  'apps/server/src/modules/admin-reports/admin-reports.test.ts',
  'apps/server/src/modules/admin-orders/admin-orders.test.ts',
  'apps/server/src/modules/privacy/privacy.test.ts',
  'apps/server/src/modules/staff-orders/staff-orders.test.ts',
];

const RESULTS_FILE = path.join(root, 'test-results/odd-hours.json');
const FIGURES_FILE = path.join(root, 'test-results/reliability.jsonl');

function parseArgs(argv) {
  const args = {
    at: Object.keys(INSTANTS),
    tz: ['Europe/Amsterdam'],
    projects: [],
    files: [],
    record: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--at') args.at = argv[++i].split(',');
    else if (arg === '--tz') args.tz = argv[++i].split(',');
    else if (arg === '--project') args.projects.push(argv[++i]);
    else if (arg === '--date-files') args.files.push(...DATE_FILES);
    else if (arg === '--record') args.record = true;
    else args.files.push(arg);
  }
  if (args.projects.length === 0) args.projects = ['domain', 'web', 'server-pglite'];
  args.runs = args.at.flatMap((entry) => {
    const [name, zone] = entry.split('@');
    if (!INSTANTS[name]) throw new Error(`Unknown instant ${name}`);
    return (zone ? [zone] : args.tz).map((tz) => ({ name, iso: INSTANTS[name], tz }));
  });
  return args;
}

function hasFaketime() {
  return spawnSync('faketime', ['-f', '+0s', 'true']).status === 0;
}

/** Runs vitest once at `iso` in `tz`; returns the json reporter's results. */
function runAt(iso, tz, projects, files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-odd-hours-'));
  const out = path.join(dir, 'results.json');
  const offset = Math.round((Date.parse(iso) - Date.now()) / 1000);
  const vitest = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...files,
  ];
  const env = { ...process.env, TZ: tz, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  const started = Date.now();
  spawnSync('faketime', ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, 'npx', ...vitest], {
    cwd: root,
    env,
    // The json reporter's file has every result; vitest's own output would only repeat it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let results = null;
  try {
    results = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    // No report: vitest itself failed (counted as a failure below).
  }
  rmSync(dir, { recursive: true, force: true });
  return { results, seconds };
}

const projectOf = (file) => {
  const rel = path.relative(root, file);
  if (rel.startsWith('packages/domain')) return 'domain';
  if (rel.startsWith('packages/i18n')) return 'i18n';
  if (rel.startsWith('apps/web')) return 'web';
  return 'server';
};

/** The first lines of a failure that say what failed (vitest's json puts a marker line first). */
const firstLines = (message = '') =>
  message
    .split('\n')
    .filter((line) => line.trim() && !line.includes('STACK_TRACE_ERROR'))
    .slice(0, 2)
    .join(' ')
    .slice(0, 300);

function record(rows, failures, runs) {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ rows, failures }, null, 2)}\n`);
  const tests = rows.reduce((n, r) => n + r.passed + r.failed, 0);
  appendFileSync(
    FIGURES_FILE,
    `${JSON.stringify({
      id: 30,
      area: 'Any hour',
      figure: `tests failing with the clock at odd hours in Amsterdam (${runs.length} instants: ${runs.map((r) => `${r.name} TZ=${r.tz}`).join(', ')}; ${tests} test runs of the date-sensitive files)`,
      value: failures.length,
      target: '0',
      ok: failures.length === 0,
      full: true,
    })}\n`,
  );
}

export function oddHours(argv) {
  const args = parseArgs(argv);
  if (!hasFaketime()) {
    console.error('odd hours: libfaketime is missing (apt-get install -y faketime)');
    return false;
  }
  const rows = [];
  const failures = [];
  for (const { name, iso, tz } of args.runs) {
    const label = `${name} (${iso}, TZ=${tz})`;
    console.log(`odd hours: ${label}`);
    const { results, seconds } = runAt(iso, tz, args.projects, args.files);
    if (!results) {
      rows.push({ label, project: '(vitest)', seconds, files: '-', passed: 0, failed: 1 });
      failures.push(`${label}: vitest gave no results`);
      continue;
    }
    const byProject = new Map();
    for (const file of results.testResults) {
      const project = projectOf(file.name);
      const row = byProject.get(project) ?? { files: 0, failedFiles: 0, passed: 0, failed: 0 };
      row.files += 1;
      if (file.status === 'failed') row.failedFiles += 1;
      for (const test of file.assertionResults) {
        if (test.status === 'passed') row.passed += 1;
        if (test.status === 'failed') {
          row.failed += 1;
          failures.push(
            `${label}: ${path.relative(root, file.name)} › ${test.fullName}: ${firstLines(test.failureMessages[0])}`,
          );
        }
      }
      if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
        failures.push(`${label}: ${path.relative(root, file.name)}: ${firstLines(file.message)}`);
      }
      byProject.set(project, row);
    }
    for (const [project, row] of byProject) {
      rows.push({
        label,
        project,
        seconds,
        files: `${row.files - row.failedFiles}/${row.files}`,
        passed: row.passed,
        failed: row.failed,
      });
    }
  }
  console.log('\nodd hours: results (files passed/run, tests passed, tests failed)');
  console.log('| instant | project | files | passed | failed | seconds |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.project} | ${r.files} | ${r.passed} | ${r.failed} | ${r.seconds} |`);
  }
  for (const failure of failures) console.log(`FAILED ${failure}`);
  if (args.record) record(rows, failures, args.runs);
  return failures.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(oddHours(process.argv.slice(2)) ? 0 : 1);
}
