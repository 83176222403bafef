/**
 * Issue 29 item 3: a new version of the site takes over on the next visit, without a stale page
 * (decision 042). In Chromium with the service worker running, against a server of its own that is
 * deployed as in production: it stops, the new build replaces the files (with their .br and .gz),
 * and it starts again. The server reads the page shells and the server renderer once at start, and
 * routes the built files it found then, so a deploy is always a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import { cachedUrls, keptForOffline, underWorker } from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

const root = path.resolve(import.meta.dirname, '../..');

/** One server process of the site on its own port, serving the web app in `webDist`. */
function startServer(port: number, dataDir: string, webDist: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = async () => {
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) return resolve(server);
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || Date.now() - started > 60_000)
        return reject(new Error('server did not start'));
      setTimeout(check, 250);
    };
    void check();
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/**
 * Writes a new version into `dist` as the web build would: a changed page shell, and a worker whose
 * precache list names the shell's new revision (scripts/build-service-worker.ts), each with its
 * precompressed copies. The worker differs from the old one by that revision only (same length).
 */
function buildNewShell(dist: string): void {
  const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');
  const shell = path.join(dist, 'index.html');
  const before = readFileSync(shell);
  const after = before.toString('utf8').replace('</head>', '<meta name="gh-version" content="B"></head>');
  const worker = path.join(dist, 'sw.js');
  const code = readFileSync(worker, 'utf8');
  const entry = `{"url":"/index.html","revision":"${md5(before)}"}`;
  expect(code).toContain(entry);
  const files = [
    [shell, after],
    [worker, code.replace(entry, `{"url":"/index.html","revision":"${md5(after)}"}`)],
  ] as const;
  for (const [file, text] of files) {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

test('a new version takes over on the next visit, and is what opens offline', async ({ browser }) => {
  // A server of its own starts twice (up to 30 s each on a busy machine).
  test.setTimeout(150_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'gh-pwa-versions-'));
  // A port of this run's own range (the journeys' server has E2E_PORT).
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const menu = `http://localhost:${port}/menu/amsterdam`;
  const dist = path.join(work, 'web/dist');
  const dataDir = path.join(work, 'data');
  cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
  cpSync(path.join(root, 'apps/web/dist-ssr'), path.join(work, 'web/dist-ssr'), { recursive: true });

  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'nl-NL' });
  const page = await context.newPage();
  const version = page.locator('meta[name="gh-version"]');
  let server = await startServer(port, dataDir, dist);
  try {
    await page.goto(menu);
    await untilLoaderGone(page);
    await underWorker(page);
    await keptForOffline(page, '/api/menu/amsterdam');
    await expect(version).toHaveCount(0);
    const shellInCache = async () =>
      Object.values(await cachedUrls(page))
        .flat()
        .find((url) => new URL(url).pathname === '/index.html');
    const before = await shellInCache();
    expect(before).toBeDefined();

    // The deploy: the server stops, the new build is written, the server starts on it.
    await stopServer(server);
    buildNewShell(dist);
    server = await startServer(port, dataDir, dist);

    // The next visit gets the new version's page at once: online, pages never come from a cache.
    await page.goto(menu);
    await untilLoaderGone(page);
    await expect(version).toHaveAttribute('content', 'B');
    // Once the page is quiet the browser asks for sw.js again (Chromium: network quiet after load,
    // then a second), finds the new worker, which takes over at once: no waiting worker, no
    // prompt, and the old version's shell is gone from the cache.
    await expect.poll(shellInCache, { timeout: 30_000 }).not.toBe(before);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: registration?.waiting !== null,
            installing: registration?.installing !== null,
            controlled: navigator.serviceWorker.controller?.state,
          };
        }),
      )
      .toEqual({ waiting: false, installing: false, controlled: 'activated' });

    // Offline, the page opens in the new version's shell, not a stale one.
    await context.setOffline(true);
    await page.reload();
    await untilLoaderGone(page);
    await expect(version).toHaveAttribute('content', 'B');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Amsterdam' })).toBeVisible();
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
});
