/** The SQL of staff-entered orders' cart sessions (the orders and their payments are the orders module's). */
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, sessions } from '../../db/schema';

export type StaffSessionRow = typeof sessions.$inferSelect;

export async function locationExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug));
  return row !== undefined;
}

/** A cart session of staff: its location is fixed from the start, and it says who entered it. */
export async function createStaffSession(
  db: DbOrTx,
  row: {
    id: string;
    location: string;
    expiresAt: Date;
    source: string;
    enteredBy: string;
    enteredByEmail: string;
  },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The staff session with this id while it lasts; a visitor's session is never one. */
export async function findStaffSession(db: DbOrTx, id: string, now: Date): Promise<StaffSessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNotNull(sessions.source), gt(sessions.expiresAt, now)));
  return row ?? null;
}

/** How the order will be marked when placed (the trigger orders_take_staff_source reads it). */
export async function setEntry(
  db: DbOrTx,
  id: string,
  entry: { payAtPickup: boolean; source?: string | undefined },
): Promise<void> {
  await db
    .update(sessions)
    .set({ payAtPickup: entry.payAtPickup, ...(entry.source ? { source: entry.source } : {}) })
    .where(eq(sessions.id, id));
}

/**
 * The session's cart is placed: its lines go, as after a customer's payment. The session keeps its
 * location (the guard reads it); the update moves the cart's version, so no kept answer outlives it.
 */
export async function emptyCart(db: DbOrTx, sessionId: string): Promise<void> {
  await db.execute(sql`
    with s as (update sessions set location = location where id = ${sessionId})
    delete from cart_lines where session_id = ${sessionId}`);
}
