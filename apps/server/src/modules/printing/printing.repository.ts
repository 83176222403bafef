/** Database access for kitchen printing: printers, their status, and the print queue (decision 031). */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, runPrepared } from '../../db/prepared';
import { printJobs, printers } from '../../db/schema';

export type PrinterRow = typeof printers.$inferSelect;
export type PrintJobRow = typeof printJobs.$inferSelect;

/** A free job: not printed, and not fetched by the printer within its lease. */
const free = (now: Date) =>
  and(isNull(printJobs.printedAt), or(isNull(printJobs.leasedUntil), lt(printJobs.leasedUntil, now)));

export const printingRepository = {
  async printer(db: DbOrTx, location: string): Promise<PrinterRow | undefined> {
    const [row] = await db.select().from(printers).where(eq(printers.locationSlug, location));
    return row;
  },

  /** Replaces the location's token; the status it reported belongs to the old one. */
  async setToken(db: DbOrTx, location: string, tokenHash: string, now: Date) {
    await db
      .insert(printers)
      .values({ locationSlug: location, tokenHash, createdAt: now })
      .onConflictDoUpdate({
        target: printers.locationSlug,
        set: { tokenHash, createdAt: now, lastPollAt: null, statusCode: null, printerMac: null },
      });
  },

  /**
   * A poll: finds the printer by its token and stores what it reported, in one statement, answering
   * what it had reported before (to tell the boards only about a change). Undefined: unknown token.
   */
  async recordPoll(
    db: DbOrTx,
    tokenHash: string,
    report: { at: Date; statusCode: string | null; mac: string | null },
  ): Promise<{ location: string; previousPollAt: Date | null; previousCode: string | null } | undefined> {
    const rows = rowsOf<{
      location: string;
      previous_poll_at: string | Date | null;
      previous_code: string | null;
    }>(
      await runPrepared(
        db,
        'printer_poll',
        sql`with old as (
            select location_slug, last_poll_at, status_code from printers where token_hash = ${tokenHash}::text for update
          )
          update printers p set last_poll_at = ${report.at.toISOString()}::timestamptz,
            status_code = ${report.statusCode}::text, printer_mac = coalesce(${report.mac}::text, p.printer_mac)
          from old where p.location_slug = old.location_slug
          returning p.location_slug as location, old.last_poll_at as previous_poll_at, old.status_code as previous_code`,
      ),
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      location: row.location,
      previousPollAt: row.previous_poll_at ? new Date(row.previous_poll_at) : null,
      previousCode: row.previous_code,
    };
  },

  async printerByToken(db: DbOrTx, tokenHash: string): Promise<PrinterRow | undefined> {
    const [row] = await db.select().from(printers).where(eq(printers.tokenHash, tokenHash));
    return row;
  },

  /**
   * Queues print `printNumber` of an order when its location has a printer; a second call for the
   * same order and number does nothing. Answers whether a job was added.
   */
  async enqueue(
    db: DbOrTx,
    job: { orderId: string; location: string; printNumber: number; requestedBy: string; at: Date },
  ): Promise<boolean> {
    const result = await db.execute(
      sql`insert into print_jobs (order_id, location_slug, print_number, requested_by, created_at)
        select ${job.orderId}::uuid, ${job.location}::text, ${job.printNumber}::int, ${job.requestedBy}::text,
          ${job.at.toISOString()}::timestamptz
        where exists (select 1 from printers where location_slug = ${job.location}::text)
        on conflict (order_id, print_number) do nothing
        returning id`,
    );
    return rowsOf(result).length === 1;
  },

  /** The highest print number of an order so far (0: none). */
  async lastPrintNumber(db: DbOrTx, orderId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(max(${printJobs.printNumber}), 0)::int` })
      .from(printJobs)
      .where(eq(printJobs.orderId, orderId));
    return row?.n ?? 0;
  },

  /** The oldest job of the location that is free to offer, queued after `since`. */
  async nextFree(db: DbOrTx, location: string, now: Date, since: Date): Promise<PrintJobRow | undefined> {
    const [row] = await db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.locationSlug, location), free(now), gt(printJobs.createdAt, since)))
      .orderBy(asc(printJobs.id))
      .limit(1);
    return row;
  },

  /** An unprinted job of the location: by its token, or else the oldest one (firmware without tokens). */
  async unprinted(db: DbOrTx, location: string, id: number | null): Promise<PrintJobRow | undefined> {
    const [row] = await db
      .select()
      .from(printJobs)
      .where(
        and(
          eq(printJobs.locationSlug, location),
          isNull(printJobs.printedAt),
          id === null ? undefined : eq(printJobs.id, id),
        ),
      )
      .orderBy(asc(printJobs.id))
      .limit(1);
    return row;
  },

  /** The printer fetched the job: not offered again until `until`, unless it reports an error. */
  async lease(db: DbOrTx, id: number, until: Date): Promise<PrintJobRow | undefined> {
    const [row] = await db
      .update(printJobs)
      .set({ leasedUntil: until, fetchCount: sql`${printJobs.fetchCount} + 1` })
      .where(and(eq(printJobs.id, id), isNull(printJobs.printedAt)))
      .returning();
    return row;
  },

  /** The oldest fetched, unconfirmed job of the location (a confirmation without a token). */
  async oldestFetched(db: DbOrTx, location: string): Promise<PrintJobRow | undefined> {
    const [row] = await db
      .select()
      .from(printJobs)
      .where(
        and(
          eq(printJobs.locationSlug, location),
          isNull(printJobs.printedAt),
          isNotNull(printJobs.leasedUntil),
        ),
      )
      .orderBy(asc(printJobs.id))
      .limit(1);
    return row;
  },

  /** Marks a job printed once; a second confirmation changes nothing. Answers the job when it did. */
  async markPrinted(db: DbOrTx, location: string, id: number, code: string, at: Date) {
    const [row] = await db
      .update(printJobs)
      .set({ printedAt: at, leasedUntil: null, lastCode: code })
      .where(and(eq(printJobs.id, id), eq(printJobs.locationSlug, location), isNull(printJobs.printedAt)))
      .returning();
    return row;
  },

  /** The printer could not print it: free again at once for another try. */
  async release(db: DbOrTx, location: string, id: number, code: string) {
    await db
      .update(printJobs)
      .set({ leasedUntil: null, lastCode: code })
      .where(and(eq(printJobs.id, id), eq(printJobs.locationSlug, location), isNull(printJobs.printedAt)));
  },

  async waiting(db: DbOrTx, location: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(printJobs)
      .where(
        and(
          eq(printJobs.locationSlug, location),
          isNull(printJobs.printedAt),
          gt(printJobs.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** When each order's last ticket was printed. */
  async printedAt(db: DbOrTx, orderIds: string[]): Promise<Map<string, Date>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: printJobs.orderId, at: sql<string>`max(${printJobs.printedAt})` })
      .from(printJobs)
      .where(and(inArray(printJobs.orderId, orderIds), isNotNull(printJobs.printedAt)))
      .groupBy(printJobs.orderId);
    return new Map(rows.map((r) => [r.orderId, new Date(r.at)]));
  },
};
