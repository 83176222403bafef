// `npm run test:resilience`: the reliability suite at full counts, then docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { oddHours } from './odd-hours.mjs';

const root = path.resolve(import.meta.dirname, '..');
rmSync(path.join(root, 'test-results/reliability.jsonl'), { force: true });
rmSync(path.join(root, 'test-results/odd-hours.json'), { force: true });
const env = { ...process.env, RESILIENCE_FULL: '1' };
const run = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, stdio: 'inherit', env }).status === 0;
const testsOk = run('npx', ['vitest', 'run', '--project', 'resilience']);
// The browser-driven ones need the built site, as `npm test` leaves it.
const browserOk = run(
  'npx',
  ['playwright', 'test', 'tests/csrf.spec.ts', 'tests/xss.spec.ts', 'tests/checkout.spec.ts'],
  path.join(root, 'e2e'),
);
// Decision 036: the date-sensitive tests with the clock just after and before midnight, around the
// spring change of the clocks and on a burger Tuesday, once in UTC as on the CI machine.
const oddHoursOk = oddHours([
  '--at',
  'thu-0030@UTC,spring-0330@Europe/Amsterdam,tue-2330@Europe/Amsterdam',
  '--date-files',
  '--record',
]);
const reportOk = run('node', ['scripts/reliability-report.mjs']);
process.exit(testsOk && browserOk && oddHoursOk && reportOk ? 0 : 1);
