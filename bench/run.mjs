// `npm run bench`: runs every benchmark in turn and prints one table of their figures.
// Each benchmark prints its own details and writes bench/results/<name>.json:
// { "rows": [{ "metric": "...", "value": "...", "target": "...", "ok": true }] }.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
// The browser benchmarks first: their figures move with any background load, and the server
// benchmarks leave PostgreSQL busy for a while (checkout's pgbench writes a million rows).
const all = ['lighthouse', 'inp', 'menu', 'cart', 'checkout', 'live-order', 'reports', 'password-flood'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
const results = path.join(here, 'results');
mkdirSync(results, { recursive: true });

const table = [];
for (const name of chosen) {
  const script = path.join(here, `${name}.mjs`);
  if (!existsSync(script)) continue;
  console.log(`\n━━ ${name} ━━`);
  rmSync(path.join(results, `${name}.json`), { force: true });
  // reports prices its generated orders with the domain's TypeScript engine.
  const args = name === 'reports' ? ['--import', 'tsx', script] : [script];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: path.resolve(here, '..') });
  const file = path.join(results, `${name}.json`);
  if (run.status !== 0) {
    table.push({ bench: name, metric: 'run', value: `failed (exit ${run.status})`, target: '', ok: false });
    continue;
  }
  if (!existsSync(file)) {
    table.push({ bench: name, metric: 'figures', value: 'printed above', target: '' });
    continue;
  }
  for (const row of JSON.parse(readFileSync(file, 'utf8')).rows) table.push({ bench: name, ...row });
}

console.log(
  `\n━━ Summary (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}) ━━`,
);
const widths = [10, 46, 22, 16];
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 4)).join(' ');
console.log(line(['bench', 'metric', 'value', 'target', '']));
for (const row of table)
  console.log(
    line([
      row.bench,
      row.metric,
      row.value,
      row.target ?? '',
      row.ok === undefined ? '' : row.ok ? 'ok' : 'MISSED',
    ]),
  );
