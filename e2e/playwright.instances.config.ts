/**
 * The live-order journey again on PostgreSQL with two instances (issue 18): the customer's browser
 * talks to one, the kitchen board to the other, so every change reaches the customer through
 * PostgreSQL's LISTEN/NOTIFY, as with several servers behind a load balancer. Needs
 * TEST_DATABASE_URL (a role that may create databases); scripts/e2e.mjs runs it beside the shards.
 */
import { defineConfig } from '@playwright/test';
import base, { baseURL } from './playwright.config';

const port = Number(new URL(baseURL).port);
/** The kitchen's instance: the journey signs in to the board there. */
process.env.E2E_BOARD_URL = `http://localhost:${port + 1}`;

export default defineConfig({
  ...base,
  testMatch: ['live-order.spec.ts'],
  webServer: {
    ...base.webServer,
    command: 'node ../scripts/e2e-servers-pg.mjs',
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      E2E_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    },
  },
});
