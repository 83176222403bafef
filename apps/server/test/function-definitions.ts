/** What a database holds of the SQL functions (decision 037), as it prints them, to compare two. */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface FunctionDefinitions {
  /** By signature: the whole CREATE statement, with its SET clauses. */
  functions: Record<string, string>;
  /** By table and name: the CREATE TRIGGER statement, and whether it is enabled. */
  triggers: Record<string, string>;
}

export async function functionDefinitions(db: Db): Promise<FunctionDefinitions> {
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const functions = await run<{ sig: string; def: string }>(
    sql`select p.oid::regprocedure::text as sig, pg_get_functiondef(p.oid) as def from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
  );
  const triggers = await run<{ name: string; def: string }>(
    sql`select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text as def
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal order by 1`,
  );
  return {
    functions: Object.fromEntries(functions.map((f) => [f.sig, f.def])),
    triggers: Object.fromEntries(triggers.map((t) => [t.name, t.def])),
  };
}
