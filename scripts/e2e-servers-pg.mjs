// Starts two instances of the built server on one fresh PostgreSQL database, for the journeys that
// follow an order from one instance to the other (issue 18: the customer on PORT, the kitchen board on
// PORT + 1). The second starts first, so when the first answers its health check both are up; each
// migrates under the advisory lock and seeds the same rows.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const base = new URL(process.env.E2E_DATABASE_URL ?? '');
const port = Number(process.env.PORT);
const database = `gh_e2e_${port}`;

if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const admin = new pg.Client({ connectionString: base.href });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database}`);
await admin.end();
const url = new URL(base.href);
url.pathname = `/${database}`;

const children = [];
function start(instancePort) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(instancePort), DATABASE_URL: url.href },
  });
  child.on('exit', (code) => {
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

async function healthy(instancePort) {
  for (let i = 0; i < 180; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${instancePort}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on port ${instancePort} did not start`);
}

start(port + 1);
await healthy(port + 1);
start(port);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
