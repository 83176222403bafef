// `npm test`: typecheck, lint, unit and route tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), the build with its size budget, then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['Messages (Paraglide compile)', 'npm', ['run', 'i18n']],
  ['Typecheck', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Unit and route tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  // A fast pre-check on the build's import graph (a lower bound of the first visit), the public
  // total and no admin code in public chunks; the first visit itself is measured in Chromium next.
  ['JavaScript budget (import graph, pre-check)', 'node', ['scripts/check-budget.mjs']],
  // Issue 28: the first visit as Chromium downloads it, 3 s after load, on four pages (decision 051).
  ['First visit in Chromium', 'node', ['scripts/first-load.mjs']],
  ['Browser journeys', 'node', ['scripts/e2e.mjs']],
];

const results = [];
let failed = false;
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) {
    failed = true;
    break;
  }
}
console.log('\n━━ Summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
process.exit(failed ? 1 : 0);
