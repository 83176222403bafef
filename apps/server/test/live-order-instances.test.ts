/**
 * Issue 18: the customer's live order page follows the order on any instance. Two app instances on
 * one PostgreSQL, each listening on its own port: the customer's stream is on A, the cook's status
 * change goes through B, and the change arrives on A's stream (LISTEN/NOTIFY carries it across).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { openPostgres, type Database } from '../src/db/client';
import { orders } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { insertOrder, makeAccount, SAME_ORIGIN, sessionCookie } from './admin-helpers';
import { databaseUrl } from './global-setup';
import { memoryMailer, openTestDatabase, testConfig } from './helpers';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let dbA: Database;
  let dbB: Database;
  let a: App;
  let b: App;
  const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    dbA = await openTestDatabase();
    const name = (
      (await dbA.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    dbB = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL!, name), { max: 5 });
    a = await buildApp({ config: testConfig(), database: dbA, mailer: memoryMailer() });
    b = await buildApp({ config: testConfig(), database: dbB, mailer: memoryMailer() });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await dbB?.close();
    await a?.close();
    await dbA?.close();
  });

  it("shows the cook's change on B in the customer's stream on A", async () => {
    const db = dbA.db;
    const cook = await sessionCookie(
      db,
      (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' })).id,
    );
    const order = await insertOrder(db, { location: 'amsterdam' });
    const publicId = `two${order.id.replace(/-/g, '').slice(0, 19)}`;
    await db.update(orders).set({ publicId }).where(eq(orders.id, order.id));

    const controller = new AbortController();
    const res = await fetch(`${urlOf(a)}/api/orders/${publicId}/events`, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const nextStatus = async (): Promise<string> => {
      for (;;) {
        const match = /event: order\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return (JSON.parse(match[1]!) as { status: string }).status;
        }
        text += new TextDecoder().decode((await reader.read()).value);
      }
    };
    expect(await nextStatus()).toBe('paid');

    // Through instance B's own routes and database connection (inject: the origin check wants our origin).
    const move = async (status: string) =>
      (
        await b.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: { ...SAME_ORIGIN, cookie: cook },
          payload: { status },
        })
      ).statusCode;
    // The event must arrive within 2 s; the wait is the only timing here.
    const within2s = <T>(promise: Promise<T>) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no event within 2 s')), 2000).unref(),
        ),
      ]);
    expect(await move('in_preparation')).toBe(200);
    expect(await within2s(nextStatus())).toBe('in_preparation');
    expect(await move('ready')).toBe(200);
    expect(await within2s(nextStatus())).toBe('ready');
    controller.abort();
  });
});
