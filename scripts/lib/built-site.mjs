// What the browser measurements share (scripts/first-load.mjs, bench/lighthouse.mjs, bench/inp.mjs):
// the built site served by the real server on a port of its own with a throwaway data directory, and
// Debian's Chromium launched the same way each time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const root = path.resolve(import.meta.dirname, '../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No GPU, no background traffic of Chromium's own (it would count as the page's), no QUIC. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
];

/** Stops the process with a message when the site has not been built. */
export function requireBuild(files = ['apps/web/dist/index.html', 'apps/server/dist/server.mjs']) {
  if (!files.every((f) => existsSync(path.join(root, f)))) {
    console.error('Build the site first: npm run build');
    process.exit(1);
  }
}

/**
 * The built server on 127.0.0.1:`port` with an embedded database in a fresh directory; resolves once
 * /api/health answers. `stop()` ends it and removes the directory (also on Ctrl-C).
 */
export async function startBuiltSite({ port, env = {}, name = 'site' }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gh-${name}-`));
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to two minutes: a fresh embedded database takes a while on a busy machine (36 s seen).
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('The server did not start');
}

/** Debian's Chromium, headless, with the flags every measurement here uses. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}
