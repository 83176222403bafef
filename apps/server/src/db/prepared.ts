/** Named prepared statements for the hot paths, written as SQL and read as plain rows. */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement: on PostgreSQL each pooled connection parses and
 * plans it once (PGlite ignores the name). Each name must always carry the same SQL text.
 */
export function runPrepared(db: DbOrTx, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

/** The rows of a `runPrepared` result, with the column names as the SQL wrote them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
