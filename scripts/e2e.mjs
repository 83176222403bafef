// The browser journeys in parallel: Playwright shards the spec files over E2E_SHARDS processes
// (default 2), each with its own built server, embedded database and SMTP port (E2E_PORT), so
// journeys of different shards cannot see each other's carts, orders or settings. Each shard's
// output is printed whole when it ends, so the log stays readable.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const extra = process.argv.slice(2);

function runShard(index) {
  const port = basePort + (index - 1) * 10;
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', args, {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n── shard ${index}/${shards} (port ${port}): exit ${code} after ${seconds} s ──\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(results.every(Boolean) ? 0 : 1);
