import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loseListener, openTestDatabase } from '../../test/helpers';
import { notify, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Subscribes (and waits until the subscription stands), then gives the next payload. */
async function nextMessage(channel: string): Promise<{ message: Promise<string> }> {
  let resolveMessage!: (payload: string) => void;
  const message = new Promise<string>((resolve) => (resolveMessage = resolve));
  await database.listen(channel, resolveMessage);
  return { message };
}

describe('LISTEN/NOTIFY', () => {
  it('delivers a notification to a subscriber', async () => {
    const { message: received } = await nextMessage('gh_test_channel');
    await notify(database.db, 'gh_test_channel', 'amsterdam');
    await expect(received).resolves.toBe('amsterdam');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'listens again after the connection is lost, and says so',
    async () => {
      const payloads: string[] = [];
      let reconnected = 0;
      await database.listen(
        'gh_reconnect',
        (p) => payloads.push(p),
        () => reconnected++,
      );
      await loseListener(database);
      await expect.poll(() => reconnected, { timeout: 10_000 }).toBe(1);
      await notify(database.db, 'gh_reconnect', 'after');
      await expect.poll(() => payloads, { timeout: 5_000 }).toEqual(['after']);
    },
  );
});

describe('connections the database ends', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'fails the transaction that used one, and keeps the process and the pool going',
    async () => {
      const transaction = database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0]!;
        // Ended while idle inside the transaction: the client hears it between two statements.
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const after = await database.db.execute(sql`select 1 as ok`);
      expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ ok: 1 }]);
    },
  );
});
