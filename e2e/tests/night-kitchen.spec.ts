/**
 * A Saturday night in Rotterdam, open until 00:30 (tests hold at any hour: this journey failed CI
 * when it ran at 23:40). Against a server of its own whose clock libfaketime sets to 23:44 on the
 * next Saturday, with the browsers' clocks at the same time: an order paid now is quoted for after
 * midnight, yet it is tonight's work. The board shows it in "Nieuw" ("vannacht"), not under
 * "Later"; accepted with 20 minutes it is ready after midnight, and the customer reads that time
 * alone, not "morgen".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDay, weekdayInAmsterdam, zonedTime } from '@gh/domain';
import { expect, test, type Browser } from '@playwright/test';
import { smtpPort } from '../playwright.config';
import { viewNewOrder } from '../support/kitchen';
import { untilLoaderGone } from '../support/page';
import { shots } from '../support/shots';
import { fillCart, sendCheckoutAndPay } from '../support/shop';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const origin = `http://localhost:${port}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/night-kitchen-shots';

/**
 * 23:44 on the next Saturday in Amsterdam: ahead of the real clock, so the cookies the server dates
 * by its clock have not expired by the browser's.
 */
function nextSaturdayNight(now = new Date()): Date {
  for (let days = 0; ; days++) {
    const day = new Date(now.getTime() + days * 86_400_000);
    const at = zonedTime(localDay(day), '23:44');
    if (weekdayInAmsterdam(day) === 6 && at.getTime() > now.getTime() + 60_000) return at;
  }
}

function startServer(at: Date, dataDir: string): Promise<ChildProcess> {
  const offset = Math.round((at.getTime() - Date.now()) / 1000);
  const server = spawn(
    'faketime',
    ['-f', `+${offset}s`, process.execPath, '--enable-source-maps', 'apps/server/dist/server.mjs'],
    {
      cwd: root,
      // A process group of its own: faketime runs the server as its child, and both must stop.
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Timers and timeouts keep the real pace; only the wall clock is moved.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADDRESS_LOOKUP_URL: 'off',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_EMAIL: 'e2e-eigenaar@goudenhaan.nl',
        ADMIN_PASSWORD: 'e2e-kip-van-het-spit-2026',
      },
    },
  );
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = async () => {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return resolve(server);
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

/** A browser context on the night server, its clock at `at` and running. */
async function nightContext(browser: Browser, at: Date, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: origin, viewport });
  await context.clock.install({ time: at });
  return context;
}

let server: ChildProcess;
let dataDir: string;
let at: Date;

test.beforeAll(async () => {
  if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0)
    throw new Error('libfaketime ontbreekt: apt-get install -y faketime');
  at = nextSaturdayNight();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gh-night-'));
  server = await startServer(at, dataDir);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("an order paid at 23:44 for after midnight is tonight's work, and its time is said as such", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Nachtklant ${Date.now().toString(36)}`;
  const kitchen = await nightContext(browser, at);
  const board = await kitchen.newPage();
  await board.goto('/admin?locatie=rotterdam&tab=bestellingen');
  await board.getByLabel('E-mailadres').fill('e2e-eigenaar@goudenhaan.nl');
  await board.getByLabel('Wachtwoord').fill('e2e-kip-van-het-spit-2026');
  await board.getByRole('button', { name: 'Inloggen' }).click();
  await expect(board.getByText('Live verbonden')).toBeVisible();

  // The customer, on a phone: the quickest pickup is after midnight, said as tonight's.
  const phone = await nightContext(browser, at, { width: 390, height: 844 });
  const shop = await phone.newPage();
  await shop.goto('/');
  await untilLoaderGone(shop);
  await shop.getByRole('button', { name: 'Begrepen' }).click();
  await fillCart(shop.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 1 }], origin);
  await shop.goto('/checkout');
  await untilLoaderGone(shop);
  await shop.getByRole('radio', { name: 'Afhalen' }).check();
  await expect(shop.locator('option[value="asap"]')).toHaveText(
    /^Zo snel mogelijk \(vannacht rond 00:\d\d\)$/,
  );
  await shots(shop, SHOTS, 'checkout', [390]);
  await sendCheckoutAndPay(shop, name);
  await expect(shop.getByText(/af te halen vanaf 00:\d\d/)).toBeVisible();

  // On the board it is new work now, in "Nieuw" with its time tonight; nothing waits under "Later".
  await viewNewOrder(board, name);
  const card = board
    .getByRole('region', { name: 'Nieuw', exact: true })
    .getByRole('article')
    .filter({ hasText: name });
  await expect(card).toContainText(/z\.s\.m\. vannacht 00:\d\d/);
  await expect(board.getByRole('region', { name: 'Later (0)' })).toBeVisible();

  // Accepted with 20 minutes at 23:44 or later: ready after midnight, still in tonight's columns.
  await card.getByText('20 min', { exact: true }).click();
  await card.getByRole('button', { name: 'Accepteren (20 min)' }).click();
  await expect(
    board
      .getByRole('region', { name: 'In bereiding', exact: true })
      .getByRole('article')
      .filter({ hasText: name }),
  ).toContainText(/vannacht 00:\d\d/);
  await expect(board.getByRole('region', { name: 'Later (0)' })).toBeVisible();
  await expect(shop.getByRole('heading', { name: /^Klaar om af te halen rond 00:\d\d$/ })).toBeVisible();
  await shots(shop, SHOTS, 'order', [390]);
  await shots(board, SHOTS, 'board', [1280]);

  await phone.close();
  await kitchen.close();
});
