/**
 * The cart's SQL. Every call stays within three statements; writes that decide the cart's location
 * either check it on the locked session row (add: one statement, re-checked by PostgreSQL after a
 * lock wait) or run after `update sessions` has locked that row in a short transaction (remove,
 * clear), so concurrent calls on one session never lose an update or mix locations.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';

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

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement (on PostgreSQL each pooled connection plans it
 * once; PGlite ignores the name). Each name must always carry the same SQL text.
 */
function run(db: DbOrTx, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Reads slide the idle expiry at most once a minute. */
export const TOUCH_GRANULARITY_MS = 60_000;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const LINE_COLUMNS = sql.raw(
  'id, product_id, name, category, location, price_cents, quantity, selected_options',
);

/**
 * Reads a valid session's cart in one statement, sliding its expiry only when the last slide is more
 * than a minute old: a read that writes on every call would cost a commit (and a WAL flush) each time.
 * No row at all means no valid session.
 */
export async function touchAndReadCart(
  db: DbOrTx,
  sessionId: string,
  clock: Clock,
): Promise<{ location: string | null; lines: LineRow[] } | null> {
  const result = await run(
    db,
    'cart_touch_and_read_cart_1',
    sql`
    with s as (
      select id, location from sessions where id = ${sessionId} and expires_at > ${ts(clock.now)}
    ), touched as (
      update sessions set expires_at = ${ts(clock.expiresAt)}
      where id in (select id from s) and expires_at < ${ts(new Date(clock.expiresAt.getTime() - TOUCH_GRANULARITY_MS))}
    )
    select s.location as session_location, l.id, l.product_id, l.name, l.category, l.location,
           l.price_cents, l.quantity, l.selected_options
    from s left join cart_lines l on l.session_id = s.id
    order by l.created_at, l.id`,
  );
  const all = rows<LineRow & { session_location: string | null }>(result);
  if (all.length === 0) return null;
  return {
    location: all[0]!.session_location,
    lines: all.filter((row) => row.id !== null),
  };
}

export async function readCart(
  db: DbOrTx,
  sessionId: string,
): Promise<{ location: string | null; lines: LineRow[] }> {
  const result = await run(
    db,
    'cart_read_cart_1',
    sql`
    select s.location as session_location, l.id, l.product_id, l.name, l.category, l.location,
           l.price_cents, l.quantity, l.selected_options
    from sessions s left join cart_lines l on l.session_id = s.id
    where s.id = ${sessionId}
    order by l.created_at, l.id`,
  );
  const all = rows<LineRow & { session_location: string | null }>(result);
  return {
    location: all[0]?.session_location ?? null,
    lines: all.filter((row) => row.id !== null),
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
    'cart_add_line_1',
    sql`
    with s as (
      update sessions set expires_at = ${ts(clock.expiresAt)}, location = coalesce(location, ${line.location})
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
 * Removes a line; when it was the last one the cart's location becomes null. Three statements in one
 * transaction: lock the session row, delete and settle the location (a fresh snapshot, taken after the
 * lock, so a line added concurrently is seen), read the cart. Null when the session is not valid;
 * `removed` false when the line is not in this cart.
 */
export async function removeLine(
  db: Db,
  sessionId: string,
  lineId: string,
  clock: Clock,
): Promise<{ removed: boolean; cart: { location: string | null; lines: LineRow[] } } | null> {
  return db.transaction(async (tx) => {
    const locked = await run(
      tx,
      'cart_remove_line_1',
      sql`
      update sessions set expires_at = ${ts(clock.expiresAt)}
      where id = ${sessionId} and expires_at > ${ts(clock.now)}
      returning id`,
    );
    if (rows(locked).length === 0) return null;
    const settled = await run(
      tx,
      'cart_remove_line_2',
      sql`
      with d as (
        delete from cart_lines where id = ${lineId}::uuid and session_id = ${sessionId} returning id
      )
      update sessions set location = case
          when exists (select 1 from cart_lines where session_id = ${sessionId} and id not in (select id from d))
          then location else null end
      where id = ${sessionId}
      returning (select count(*)::int from d) as removed`,
    );
    const removed = Number(rows<{ removed: number }>(settled)[0]?.removed ?? 0) > 0;
    return { removed, cart: await readCart(tx, sessionId) };
  });
}

/** Empties the cart: lock the session row while clearing its location, then delete its lines. */
export async function clearCart(db: Db, sessionId: string, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await run(
      tx,
      'cart_clear_cart_1',
      sql`
      update sessions set expires_at = ${ts(clock.expiresAt)}, location = null
      where id = ${sessionId} and expires_at > ${ts(clock.now)}
      returning id`,
    );
    if (rows(locked).length === 0) return;
    await run(tx, 'cart_clear_cart_2', sql`delete from cart_lines where session_id = ${sessionId}`);
  });
}

/**
 * Lines can vanish without the cart call (a product deleted by staff cascades to its lines); then a
 * session may keep a location with no lines. Clears such a stale location under the row lock; true
 * when it did, so the caller may retry its add.
 */
export async function clearStaleLocation(db: Db, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await run(
      tx,
      'cart_clear_stale_location_1',
      sql`select id from sessions where id = ${sessionId} for update`,
    );
    const result = await run(
      tx,
      'cart_clear_stale_location_2',
      sql`
      update sessions set location = null
      where id = ${sessionId} and location is not null
        and not exists (select 1 from cart_lines where session_id = ${sessionId})
      returning id`,
    );
    return rows(result).length > 0;
  });
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
