/**
 * The cart's SQL. Every call stays within three statements; writes that decide the cart's location
 * either check it on the locked session row (add: one statement, re-checked by PostgreSQL after a
 * lock wait) or run in a function that locks that row first and reads the lines after the lock
 * (remove, clear: src/db/functions/), so concurrent calls on one session never lose an update or
 * mix locations.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf as rows, runPrepared as run } from '../../db/prepared';

export interface StoredOption {
  optionId: string;
  choice: string;
  priceCents: number;
}

export interface LineRow {
  id: string;
  product_id: string;
  name: string;
  category: string;
  location: string;
  price_cents: number;
  quantity: number;
  selected_options: StoredOption[];
}

export interface NewLine {
  productId: string;
  lineKey: string;
  name: string;
  category: string;
  location: string;
  priceCents: number;
  quantity: number;
  selectedOptions: StoredOption[];
}

export interface Clock {
  now: Date;
  expiresAt: Date;
}

/** Reads slide the idle expiry at most once a minute. */
export const TOUCH_GRANULARITY_MS = 60_000;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Before this instant an expiry is slid forward; after it, a write leaves it as it is, so that the
 * session row keeps its index entries (an unchanged indexed column allows a HOT update).
 */
const slideBefore = (clock: Clock) => new Date(clock.expiresAt.getTime() - TOUCH_GRANULARITY_MS);

const LINE_COLUMNS = sql.raw(
  'id, product_id, name, category, location, price_cents, quantity, selected_options',
);

type CartRow = LineRow & {
  session_xmin: string;
  session_location: string | null;
  session_coupon_id: number | null;
};

/** A cart as stored: its location, its lines in the order they were added, and its version. */
export interface StoredCart {
  location: string | null;
  lines: LineRow[];
  version: CartVersion;
  /** The coupon code the visitor applied (decision 030). */
  couponId: number | null;
}

/**
 * What tells two states of one cart apart: the transaction that last wrote its session row (`xmin`).
 * Every cart call that changes lines updates the session row in the same statement (the location
 * rule needs its lock anyway), and so does the payment that empties a cart; a later transaction
 * always has another id. Lines can also go by a cascade, when staff delete a product: that sends
 * `menu_changed`, on which every instance drops the answers it keeps (cart.answers.ts). Decision 004.
 */
export type CartVersion = string;

/**
 * The version of a valid session's cart and whether its expiry is due to slide, in one small
 * statement (one row of two columns). Null means no valid session.
 */
export async function readCartVersion(
  db: DbOrTx,
  sessionId: string,
  clock: Clock,
): Promise<{ version: CartVersion; slideDue: boolean } | null> {
  const result = await run(
    db,
    'cart_read_version_1',
    sql`select xmin::text as version, expires_at < ${ts(slideBefore(clock))} as slide_due
        from sessions
        where id = ${sessionId} and expires_at > ${ts(clock.now)}`,
  );
  const row = rows<{ version: string; slide_due: boolean }>(result)[0];
  return row ? { version: row.version, slideDue: row.slide_due } : null;
}

/**
 * Slides a valid session's idle expiry forward (reads do it at most once a minute: a read that wrote
 * on every call would cost a commit each time). It moves the cart's version too.
 */
export async function slideExpiry(db: DbOrTx, sessionId: string, clock: Clock): Promise<void> {
  await run(
    db,
    'cart_slide_expiry_1',
    sql`update sessions set expires_at = ${ts(clock.expiresAt)}
        where id = ${sessionId} and expires_at > ${ts(clock.now)} and expires_at < ${ts(slideBefore(clock))}`,
  );
}

/**
 * A session's cart with its version, valid or not (the caller checked it, or its write did); null
 * when there is no such session. One statement, so the version belongs to exactly these lines.
 */
export async function readCart(db: DbOrTx, sessionId: string): Promise<StoredCart | null> {
  const result = await run(
    db,
    'cart_read_cart_4',
    sql`select s.xmin::text as session_xmin, s.location as session_location, s.coupon_id as session_coupon_id,
               l.id, l.product_id, l.name,
               l.category, l.location, l.price_cents, l.quantity, l.selected_options
        from sessions s left join cart_lines l on l.session_id = s.id
        where s.id = ${sessionId}
        order by l.created_at, l.id`,
  );
  const all = rows<CartRow>(result);
  const first = all[0];
  if (!first) return null;
  const lines = all.filter((row) => row.id !== null);
  return {
    location: first.session_location,
    lines,
    version: first.session_xmin,
    couponId: first.session_coupon_id === null ? null : Number(first.session_coupon_id),
  };
}

export type AddOutcome =
  | { kind: 'added' }
  | { kind: 'no-session' }
  | { kind: 'conflict'; cartLocation: string }
  | { kind: 'too-many' };

/**
 * Adds a line or raises its quantity, in one statement: the session row is touched and locked only
 * when it is valid and its location is empty or the item's (PostgreSQL re-checks that condition on
 * the newest row version after waiting for the lock), and the upsert adds to the stored quantity.
 */
export async function addLine(
  db: DbOrTx,
  sessionId: string,
  line: NewLine,
  clock: Clock,
  maxQuantity: number,
): Promise<AddOutcome> {
  const result = await run(
    db,
    'cart_add_line_2',
    sql`
    with s as (
      update sessions
      set expires_at = case when expires_at < ${ts(slideBefore(clock))} then ${ts(clock.expiresAt)} else expires_at end,
          location = coalesce(location, ${line.location})
      where id = ${sessionId} and expires_at > ${ts(clock.now)}
        and (location is null or lower(location) = lower(${line.location}))
      returning id
    ), up as (
      insert into cart_lines (session_id, product_id, line_key, name, category, location, price_cents, quantity, selected_options)
      select s.id, ${line.productId}::uuid, ${line.lineKey}, ${line.name}, ${line.category}, ${line.location},
             ${line.priceCents}::int, ${line.quantity}::int, ${JSON.stringify(line.selectedOptions)}::jsonb
      from s
      on conflict (session_id, line_key) do update set quantity = cart_lines.quantity + excluded.quantity
      where cart_lines.quantity + excluded.quantity <= ${maxQuantity}::int
      returning id
    )
    select (select count(*)::int from s) as session_ok,
           (select count(*)::int from up) as written,
           (select location from sessions where id = ${sessionId} and expires_at > ${ts(clock.now)}) as current_location,
           exists (select 1 from sessions where id = ${sessionId} and expires_at > ${ts(clock.now)}) as session_exists`,
  );
  const row = rows<{
    session_ok: number;
    written: number;
    current_location: string | null;
    session_exists: boolean;
  }>(result)[0]!;
  if (Number(row.written) > 0) return { kind: 'added' };
  if (Number(row.session_ok) > 0) return { kind: 'too-many' };
  if (!row.session_exists) return { kind: 'no-session' };
  return { kind: 'conflict', cartLocation: row.current_location ?? line.location };
}

/**
 * A new session with its first line, in one statement (the visitor had no valid session). The
 * request's expired session row, if any, is dropped in the same statement.
 */
export async function createSessionWithLine(
  db: DbOrTx,
  sessionId: string,
  replacing: string | null,
  line: NewLine,
  clock: Clock,
): Promise<LineRow> {
  const result = await run(
    db,
    'cart_create_session_with_line_1',
    sql`
    with old as (
      delete from sessions where id = ${replacing} and expires_at <= ${ts(clock.now)}
    ), s as (
      insert into sessions (id, location, expires_at) values (${sessionId}, ${line.location}, ${ts(clock.expiresAt)})
      returning id
    )
    insert into cart_lines (session_id, product_id, line_key, name, category, location, price_cents, quantity, selected_options)
    select s.id, ${line.productId}::uuid, ${line.lineKey}, ${line.name}, ${line.category}, ${line.location},
           ${line.priceCents}::int, ${line.quantity}::int, ${JSON.stringify(line.selectedOptions)}::jsonb
    from s
    returning ${LINE_COLUMNS}`,
  );
  return rows<LineRow>(result)[0]!;
}

/** Sets a line's quantity (touching the session in the same statement); false when the line is not in this cart. */
export async function setQuantity(
  db: DbOrTx,
  sessionId: string,
  lineId: string,
  quantity: number,
  clock: Clock,
): Promise<boolean> {
  const result = await run(
    db,
    'cart_set_quantity_1',
    sql`
    with s as (
      update sessions set expires_at = ${ts(clock.expiresAt)}
      where id = ${sessionId} and expires_at > ${ts(clock.now)}
      returning id
    )
    update cart_lines set quantity = ${quantity}::int
    where id = ${lineId}::uuid and session_id in (select id from s)
    returning id`,
  );
  return rows(result).length > 0;
}

/**
 * Removes a line; when it was the last one the cart's location becomes null. The row lock and the
 * fresh read of the lines after it happen in the `cart_remove_line` function (src/db/functions/), in
 * one statement.
 */
export async function removeLine(
  db: DbOrTx,
  sessionId: string,
  lineId: string,
  clock: Clock,
): Promise<'removed' | 'not-in-cart' | 'no-session'> {
  const result = await run(
    db,
    'cart_remove_line',
    sql`select cart_remove_line(${sessionId}, ${lineId}::uuid, ${ts(clock.now)}, ${ts(clock.expiresAt)}) as removed`,
  );
  const removed = rows<{ removed: number | null }>(result)[0]?.removed ?? null;
  if (removed === null) return 'no-session';
  return Number(removed) > 0 ? 'removed' : 'not-in-cart';
}

/** Empties the cart (one statement: the `cart_clear` function locks the session row, then deletes). */
export async function clearCart(db: DbOrTx, sessionId: string, clock: Clock): Promise<void> {
  await run(db, 'cart_clear', sql`select cart_clear(${sessionId}, ${ts(clock.now)}, ${ts(clock.expiresAt)})`);
}

/**
 * Lines can vanish without the cart call (a product deleted by staff cascades to its lines); then a
 * session may keep a location with no lines. Clears such a stale location under the row lock (one
 * statement); true when it did, so the caller may retry its add.
 */
export async function clearStaleLocation(db: DbOrTx, sessionId: string): Promise<boolean> {
  const result = await run(
    db,
    'cart_clear_stale_location',
    sql`select cart_clear_stale_location(${sessionId}) as cleared`,
  );
  return rows<{ cleared: boolean }>(result)[0]?.cleared === true;
}

/** A new, empty session replacing the request's expired or unknown one (one statement). */
export async function createSession(
  db: DbOrTx,
  sessionId: string,
  replacing: string | null,
  clock: Clock,
): Promise<void> {
  await run(
    db,
    'cart_create_session_1',
    sql`
    with old as (
      delete from sessions where id = ${replacing} and expires_at <= ${ts(clock.now)}
    )
    insert into sessions (id, expires_at) values (${sessionId}, ${ts(clock.expiresAt)})`,
  );
}
