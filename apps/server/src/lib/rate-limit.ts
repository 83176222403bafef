/**
 * Rate limits kept in PostgreSQL, so every instance behind a load balancer counts against the same
 * numbers (decision 019). Each key counts requests in buckets of a tenth of its window; a request is
 * let through when the buckets of the last window plus one bucket hold fewer than the limit, so no
 * window of that length ever sees more (a refused caller waits at most one bucket longer than needed).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf, runPrepared } from '../db/prepared';

export interface Limit {
  /** At most this many … */
  max: number;
  /** … in any span of this many milliseconds. */
  windowMs: number;
}

export type LimitAnswer = { ok: true } | { ok: false; retryAfterMs: number };

/** How often a process removes buckets that no longer count. */
const PRUNE_EVERY_MS = 10 * 60_000;

function bucketMsOf(limit: Limit): number {
  return Math.max(1000, Math.ceil(limit.windowMs / 10));
}

export function createRateLimiter(deps: { db: DbOrTx; now: () => Date }) {
  const { db, now } = deps;
  let prunedAt = 0;

  /** Removes buckets past their limit's window; any instance may, at any time. */
  async function prune(): Promise<number> {
    const result = await runPrepared(
      db,
      'rate_limit_prune',
      sql`delete from rate_limits where expires_at < ${now().toISOString()}::timestamptz`,
    );
    return (result as { affectedRows?: number; rowCount?: number }).rowCount ?? 0;
  }

  /**
   * Counts one request on `key` unless that would exceed `limit`: one statement, so requests in
   * parallel (on any instance) each see the count of the others.
   */
  async function hit(key: string, limit: Limit): Promise<LimitAnswer> {
    const at = now().getTime();
    if (at - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = at;
      await prune();
    }
    const bucketMs = bucketMsOf(limit);
    const bucket = new Date(Math.floor(at / bucketMs) * bucketMs);
    const oldest = new Date(bucket.getTime() - limit.windowMs);
    const expires = new Date(bucket.getTime() + limit.windowMs + bucketMs);
    const current = sql`${bucket.toISOString()}::timestamptz`;
    const from = sql`${oldest.toISOString()}::timestamptz`;
    const max = sql`${limit.max}::int`;
    const result = await runPrepared(
      db,
      'rate_limit_hit',
      sql`insert into rate_limits as r (key, window_start, count, expires_at)
        select ${key}::text, ${current}, 1, ${expires.toISOString()}::timestamptz
        where (select coalesce(sum(count), 0) from rate_limits
               where key = ${key}::text and window_start >= ${from}) < ${max}
        on conflict (key, window_start) do update set count = r.count + 1
        where r.count + (select coalesce(sum(p.count), 0) from rate_limits p
               where p.key = ${key}::text and p.window_start >= ${from} and p.window_start < ${current}) < ${max}
        returning count`,
    );
    if (rowsOf(result).length === 1) return { ok: true };
    return { ok: false, retryAfterMs: await retryAfter(key, limit, at) };
  }

  /** How long until enough old buckets have left the window for one more request. */
  async function retryAfter(key: string, limit: Limit, at: number): Promise<number> {
    const bucketMs = bucketMsOf(limit);
    const oldest = new Date(Math.floor(at / bucketMs) * bucketMs - limit.windowMs);
    const rows = rowsOf<{ window_start: string | Date; count: number }>(
      await runPrepared(
        db,
        'rate_limit_buckets',
        sql`select window_start, count from rate_limits
          where key = ${key}::text and window_start >= ${oldest.toISOString()}::timestamptz
          order by window_start`,
      ),
    );
    let total = rows.reduce((sum, row) => sum + Number(row.count), 0);
    for (const row of rows) {
      if (total < limit.max) break;
      total -= Number(row.count);
      const leaves = new Date(row.window_start).getTime() + limit.windowMs + bucketMs;
      if (total < limit.max) return Math.max(1000, leaves - at);
    }
    return bucketMs;
  }

  return { hit, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
