/** The shared rate limiter against a real database: limits hold under parallel requests and in time. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/helpers';
import { createRateLimiter } from './rate-limit';

let database: Database;
let clock = new Date('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('rate limiter', () => {
  it('lets exactly the limit through when requests come in parallel, from two limiters', async () => {
    const a = createRateLimiter({ db: database.db, now: () => clock });
    const b = createRateLimiter({ db: database.db, now: () => clock });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('test:parallel', { max: 5, windowMs: HOUR })),
    );
    expect(answers.filter((x) => x.ok)).toHaveLength(5);
    // Another key has its own count.
    expect((await a.hit('test:other', { max: 5, windowMs: HOUR })).ok).toBe(true);
  });

  it('never lets more than the limit into any span of the window, and says when to come back', async () => {
    const limiter = createRateLimiter({ db: database.db, now: () => clock });
    const limit = { max: 3, windowMs: HOUR };
    const times: number[] = [];
    const start = clock.getTime();
    // One request a minute for three hours.
    for (let minute = 0; minute < 180; minute++) {
      clock = new Date(start + minute * 60_000);
      const answer = await limiter.hit('test:sliding', limit);
      if (answer.ok) times.push(clock.getTime());
      else expect(answer.retryAfterMs).toBeGreaterThan(0);
    }
    for (let i = 3; i < times.length; i++) expect(times[i]! - times[i - 3]!).toBeGreaterThanOrEqual(HOUR);
    expect(times.length).toBeGreaterThanOrEqual(7);
    const refused = await limiter.hit('test:sliding', limit);
    if (!refused.ok) {
      clock = new Date(clock.getTime() + refused.retryAfterMs);
      expect((await limiter.hit('test:sliding', limit)).ok).toBe(true);
    }
  });

  it('prunes buckets that no longer count', async () => {
    const limiter = createRateLimiter({ db: database.db, now: () => clock });
    clock = new Date(clock.getTime() + 3 * HOUR);
    await limiter.prune();
    const result = await database.db.execute(sql`select count(*)::int as n from rate_limits`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
