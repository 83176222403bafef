/** Builds the real app on a fresh copy of the seeded test database, for app.inject() tests. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { App, AppDeps } from '../src/types';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { dropDatabase } from './databases';
import { databaseUrl } from './global-setup';

/** A fresh database for one test file, copied from the run's template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate');
    const name = `gh_t_${template.slice(7)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        // Another file may be copying the same template at this moment.
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const database = await openPostgres(databaseUrl(base, name), { max: 10 });
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        await dropDatabase(base, name);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/**
 * Ends the database's listening connection, as a restart or a network fault would; it is made again
 * and its subscribers hear of it (PostgreSQL only: PGlite has no connections to lose).
 */
export async function loseListener(database: Database): Promise<void> {
  await database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and pid <> pg_backend_pid() and datname = current_database()`,
  );
}

/** A mailer that keeps what it was asked to send. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `gh-test-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'gh-no-web-dist'),
    // Every injected request comes from one address; checkout-limit.test.ts sets the real limit.
    CHECKOUT_LIMIT_PER_ADDRESS: '100000',
    UNPAID_ORDERS_PER_ADDRESS: '100000',
    // Never the real register from a test: address tests point it at a local fake.
    ADDRESS_LOOKUP_URL: 'off',
    ADDRESS_LIMIT_PER_ADDRESS: '100000',
    ...env,
  });
}

/**
 * The token of the link to `linkPath` in the newest mail the outbox sent to `to` (sends what it
 * holds first): a sign-in, privacy or invitation link, as the recipient would follow it.
 */
export async function mailedToken(t: TestApp, to: string, linkPath: string): Promise<string> {
  await t.app.outbox.drain();
  const mail = t.mailer.sent.filter((m) => m.to === to.toLowerCase()).at(-1);
  expect(mail, `no mail to ${to}`).toBeDefined();
  const match = new RegExp(`${linkPath}\\?token=([\\w%-]+)`).exec(mail!.text);
  expect(match, mail!.text).toBeTruthy();
  return decodeURIComponent(match![1]!);
}

export interface TestApp {
  app: App;
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const mailer = memoryMailer();
  const app = await buildApp({ config: testConfig(options.env), database, mailer, ...options.deps });
  await app.ready();
  return {
    app,
    database,
    mailer,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
