// Issue 28: everything a first visit downloads without interaction, up to 3 s after `load`, measured in
// Chromium (CDP `Network.loadingFinished` encodedDataLength: bytes as sent, headers included) on the four
// pages at 390 px. Budget 120 KB per page. Printed only for now: the pages are still over it (see
// docs/decisions/051), so the failing check stays scripts/check-budget.mjs; pass `--enforce` to fail.
// `node scripts/first-load.mjs [--port 3295] [--enforce]` after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = Number(portAt === -1 ? (process.env.FIRST_LOAD_PORT ?? 3295) : args[portAt + 1]);
const enforce = args.includes('--enforce');
const BUDGET_KB = 120;
const ROUTES = ['/', '/menu/amsterdam', '/en', '/en/menu/amsterdam'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gh-first-load-'));
const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start');
}

/** Bytes per resource type a first visit of `route` downloads until 3 s after load. */
async function firstVisit(browser, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const byType = {};
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await context.close();
  return byType;
}

let over = false;
let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
    ],
  });
  try {
    for (const route of ROUTES) {
      const byType = await firstVisit(browser, route);
      const total = Object.values(byType).reduce((a, b) => a + b, 0) / 1024;
      if (total > BUDGET_KB) over = true;
      const parts = Object.entries(byType)
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)}`);
      console.log(
        `${route.padEnd(20)} ${total.toFixed(1).padStart(6)} KB of ${BUDGET_KB} ${total > BUDGET_KB ? 'OVER' : 'ok'}  (${parts.join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
} catch (err) {
  console.error(err.message);
  failed = true;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed || (enforce && over) ? 1 : 0);
