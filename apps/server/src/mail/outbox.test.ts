/** The outbox worker against a real database: several workers, failures, retries, giving up. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/helpers';
import type { Mailer, MailMessage } from './mailer';
import { createOutbox, OUTBOX, retryDelayMs } from './outbox';

let database: Database;
let clock = new Date('2026-11-25T12:00:00Z');
const now = () => clock;
const log = { warn() {}, error() {} };

/** A mailer that takes a while per message (so workers overlap) and can be made to fail. */
function slowMailer(sent: MailMessage[], options: { failures?: number } = {}): Mailer {
  let failures = options.failures ?? 0;
  return {
    async send(message) {
      await new Promise((r) => setTimeout(r, 5));
      if (failures > 0) {
        failures--;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      sent.push(message);
    },
    close() {},
  };
}

async function rows() {
  const result = await database.db.execute(sql`select status, attempts, last_error from outbox order by id`);
  return (result as unknown as { rows: { status: string; attempts: number; last_error: string | null }[] })
    .rows;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from outbox`);
});

describe('outbox', () => {
  it('sends every message once when two workers drain at the same time', async () => {
    const sent: MailMessage[] = [];
    const a = createOutbox({ db: database.db, mailer: slowMailer(sent), now, log });
    const b = createOutbox({ db: database.db, mailer: slowMailer(sent), now, log });
    for (let i = 0; i < 35; i++)
      await a.add(database.db, { to: `klant-${i}@example.nl`, subject: 'x', text: 'x' });
    const [fromA, fromB] = await Promise.all([a.drain(), b.drain()]);
    expect(fromA + fromB).toBe(35);
    expect(sent).toHaveLength(35);
    expect(new Set(sent.map((m) => m.to)).size).toBe(35);
    expect(await a.backlog()).toBe(0);
  });

  it('stores a message with a dedupe key once', async () => {
    const sent: MailMessage[] = [];
    const outbox = createOutbox({ db: database.db, mailer: slowMailer(sent), now, log });
    const message = { to: 'sanne@example.nl', subject: 'Bevestiging', text: 'x' };
    expect(await outbox.add(database.db, message, { dedupeKey: 'order-confirmation:1' })).toBe(true);
    expect(await outbox.add(database.db, message, { dedupeKey: 'order-confirmation:1' })).toBe(false);
    await outbox.drain();
    expect(sent).toHaveLength(1);
    // Once sent, the text (a reset link's token, say) is gone from the database.
    const stored = await database.db.execute(sql`select message from outbox`);
    expect((stored as unknown as { rows: { message: object }[] }).rows[0]!.message).toEqual({
      to: 'sanne@example.nl',
      subject: 'Bevestiging',
    });
  });

  it('retries with exponential backoff, and gives up after the last attempt', async () => {
    const sent: MailMessage[] = [];
    const outbox = createOutbox({ db: database.db, mailer: slowMailer(sent, { failures: 2 }), now, log });
    await outbox.add(database.db, { to: 'later@example.nl', subject: 'x', text: 'x' });
    expect(await outbox.drain()).toBe(0);
    expect(await rows()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) },
    ]);
    // Not before the first wait is over …
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1000);
    expect(await outbox.drain()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);
    clock = new Date(clock.getTime() + 1000);
    expect(await outbox.drain()).toBe(0);
    // … and the second wait is twice the first.
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock = new Date(clock.getTime() + retryDelayMs(2));
    expect(await outbox.drain()).toBe(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);

    const failing = createOutbox({ db: database.db, mailer: slowMailer([], { failures: 1000 }), now, log });
    await failing.add(database.db, { to: 'nooit@example.nl', subject: 'x', text: 'x' });
    await database.db.execute(
      sql`update outbox set attempts = ${OUTBOX.maxAttempts - 1} where status = 'pending'`,
    );
    await failing.drain();
    expect((await rows()).at(-1)).toMatchObject({ status: 'failed', attempts: OUTBOX.maxAttempts });
    expect(await failing.backlog()).toBe(0);
  });
});
