import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium niet gevonden op ${chromiumPath}. Installeer het met: apt-get update && apt-get install -y chromium (of zet CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/** Chromium's flags for every journey (kitchen-alarm.spec.ts adds no others). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const dataDir = path.join(os.tmpdir(), `gh-e2e-${port}`);
/** The journeys' real SMTP server (smtp-setup.ts) and where it drops what it receives. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
export const smtpInbox = path.join(os.tmpdir(), `gh-e2e-${port}-inbox`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './smtp-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The journeys are long (axe passes, payments); a busy 2-core machine needs the room.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A trace records DOM snapshots and screenshots at every step: on CI that was nearly half of a
    // journey's time (menu and english-pages: 2.5-2.7 min traced, 1.4 min not). So on CI only a
    // failed journey's retry is traced; on a developer's run, every failed journey (decision 059).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker (decision 042) would answer the journeys' requests from outside the
    // page, past their routes and counts; pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      // The journeys use the board as a kitchen tablet set up as a kiosk, which may play sound at
      // once. Under Chromium's own policy the board first asks for a tap ("Tik om het geluid aan te
      // zetten", issue 27); kitchen-alarm.spec.ts launches with that policy to prove the banner.
      args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Every journey comes from 127.0.0.1: the limits per address have tests of their own.
      CHECKOUT_LIMIT_PER_ADDRESS: '10000',
      UNPAID_ORDERS_PER_ADDRESS: '10000',
      FORM_LIMIT_PER_ADDRESS: '10000',
      ADDRESS_LIMIT_PER_ADDRESS: '10000',
      // Never the real address register from a journey (decision 048): street and city are typed,
      // as when the register is down; the look-up has route and web tests against a local fake.
      ADDRESS_LOOKUP_URL: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The first admin account of the journeys (admin.spec.ts signs in with it).
      ADMIN_EMAIL: 'e2e-eigenaar@goudenhaan.nl',
      ADMIN_PASSWORD: 'e2e-kip-van-het-spit-2026',
    },
  },
});
