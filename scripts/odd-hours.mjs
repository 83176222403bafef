// Runs vitest with the wall clock (and TZ) set to odd hours in Amsterdam, one instant after another
// (decision 036). The clock comes from libfaketime (Debian's `faketime`), as an offset from the real
// clock, so every process of the run (vitest, its workers, PGlite) sees the same ticking time; the
// monotonic clock is left alone so timers and timeouts keep working. PostgreSQL, a separate server,
// keeps the real time.
//
//   node scripts/odd-hours.mjs [--at name,…] [--tz Europe/Amsterdam,UTC] [--project name]… [file…]
//
// Without --at: every instant below. Without --project: domain, web and server-pglite. Prints a
// table of files and tests per instant and project, and the failures; exits 1 if any failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function parseArgs(argv) {
  const args = { at: Object.keys(INSTANTS), tz: ['Europe/Amsterdam'], projects: [], files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--at') args.at = argv[++i].split(',');
    else if (arg === '--tz') args.tz = argv[++i].split(',');
    else if (arg === '--project') args.projects.push(argv[++i]);
    else args.files.push(arg);
  }
  if (args.projects.length === 0) args.projects = ['domain', 'web', 'server-pglite'];
  for (const name of args.at) if (!INSTANTS[name]) throw new Error(`Unknown instant ${name}`);
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

export function oddHours(argv) {
  const args = parseArgs(argv);
  if (!hasFaketime()) {
    console.error('odd hours: libfaketime is missing (apt-get install -y faketime)');
    return false;
  }
  const rows = [];
  const failures = [];
  for (const name of args.at) {
    for (const tz of args.tz) {
      const label = `${name} (${INSTANTS[name]}, TZ=${tz})`;
      console.log(`\nodd hours: ${label}`);
      const { results, seconds } = runAt(INSTANTS[name], tz, args.projects, args.files);
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
            const why = (test.failureMessages[0] ?? '')
              .split('\n')
              .filter((line) => line.trim() && !line.includes('STACK_TRACE_ERROR'))
              .slice(0, 2)
              .join(' ')
              .slice(0, 300);
            failures.push(`${label}: ${path.relative(root, file.name)} › ${test.fullName}: ${why}`);
          }
        }
        if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
          failures.push(`${label}: ${path.relative(root, file.name)}: ${(file.message ?? '').slice(0, 200)}`);
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
  }
  console.log('\nodd hours: results (files passed/run, tests passed, tests failed)');
  console.log('| instant | project | files | passed | failed | seconds |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.label} | ${r.project} | ${r.files} | ${r.passed} | ${r.failed} | ${r.seconds} |`);
  for (const failure of failures) console.log(`FAILED ${failure}`);
  return failures.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(oddHours(process.argv.slice(2)) ? 0 : 1);
}
