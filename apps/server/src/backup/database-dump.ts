/**
 * A logical dump of the database through SQL, the same on PGlite and PostgreSQL: every table's rows
 * as JSON lines read in one snapshot, the sequences, and the migration the schema stands at. Loading
 * it rebuilds the schema with our own migrations, so a dump of one database loads into the other.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, writeFile, mkdir, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { migrationsFolder } from '../paths';

export interface TableDump {
  name: string;
  /** The columns written on load (generated columns are left to the database). */
  columns: string[];
  rows: number;
  sha256: string;
}

export interface SequenceValue {
  name: string;
  /** null when the sequence was never used. */
  lastValue: string | null;
}

export interface Migration {
  /** The journal's `when`, which drizzle records as the migration's `created_at`. */
  when: number;
  tag: string;
}

export interface DatabaseDump {
  migration: Migration;
  /** In an order that loads parents before children. */
  tables: TableDump[];
  sequences: SequenceValue[];
}

/** A problem with the backup or the target that the owner can act on; its message is Dutch. */
export class BackupError extends Error {}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

async function readJournal(folder = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The last migration applied to a database, or null when it has none (a new, empty database). */
export async function appliedMigration(db: DbOrTx): Promise<Migration | null> {
  const [found] = await rows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found?.exists) return null;
  const [last] = await rows<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  if (!last?.when) return null;
  const when = Number(last.when);
  const entry = (await readJournal()).find((e) => e.when === when);
  return { when, tag: entry?.tag ?? 'onbekend' };
}

/** The tables of the schema, parents before children (by their foreign keys), then by name. */
async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`,
  );
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p)));
    // A cycle of foreign keys (none in our schema) loads in name order.
    const next = ready.length > 0 ? ready : names.filter((n) => !placed.has(n));
    for (const n of next) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

async function writableColumns(db: DbOrTx): Promise<Map<string, string[]>> {
  const found = await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table: t, column } of found) columns.set(t, [...(columns.get(t) ?? []), column]);
  return columns;
}

/**
 * Writes every table to `<dir>/<table>.jsonl` inside one read-only REPEATABLE READ transaction: one
 * snapshot of the whole database while the server goes on writing. Rows come through a cursor, so a
 * large table never sits in memory.
 */
export async function dumpDatabase(db: DbOrTx, dir: string): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      if (!migration) throw new BackupError('De database is nog niet ingericht: er is niets om te bewaren.');
      const columns = await writableColumns(tx);
      const tables: TableDump[] = [];
      for (const name of await tablesInLoadOrder(tx)) {
        const out = createWriteStream(path.join(dir, `${name}.jsonl`), { mode: 0o600 });
        const hash = createHash('sha256');
        let count = 0;
        await tx.execute(
          sql`declare gh_backup no scroll cursor for select row_to_json(t)::text as r from ${table(name)} t`,
        );
        for (;;) {
          const batch = await rows<{ r: string }>(tx, sql`fetch forward 1000 from gh_backup`);
          if (batch.length === 0) break;
          const text = batch.map((row) => `${row.r}\n`).join('');
          hash.update(text);
          count += batch.length;
          if (!out.write(text)) await once(out, 'drain');
        }
        await tx.execute(sql`close gh_backup`);
        out.end();
        await once(out, 'close');
        tables.push({ name, columns: columns.get(name) ?? [], rows: count, sha256: hash.digest('hex') });
      }
      // Sequences are not transactional: read after the rows, each is at least what the rows used.
      const sequences = await rows<SequenceValue>(
        tx,
        sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
            where schemaname = 'public' order by sequencename`,
      );
      return { migration, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A migrations folder that ends at `migration`: the schema the dump was taken from. Rows load into
 * that schema; the migrations after it then run as they would on the original database.
 */
export async function migrationsUpTo(migration: Migration, dir: string): Promise<string> {
  const journal = await readJournal();
  const last = journal.find((e) => e.when === migration.when);
  if (!last) {
    const newest = Math.max(...journal.map((e) => e.when));
    throw new BackupError(
      migration.when > newest
        ? `Deze back-up komt van een nieuwere versie van de software (${migration.tag}). Werk de software eerst bij.`
        : `Deze back-up hoort bij een databaseversie (${migration.tag}) die deze software niet kent.`,
    );
  }
  const entries = journal.filter((e) => e.idx <= last.idx);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  for (const e of entries)
    await copyFile(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  const full = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...full, entries }));
  return dir;
}

/**
 * Refuses a target that holds anything: rows in any table, tables that are not ours, or a schema
 * newer than the backup's. A target that was only migrated (say, by a restore that failed) is empty.
 */
export async function assertEmptyDatabase(db: DbOrTx, backup: Migration): Promise<void> {
  const applied = await appliedMigration(db);
  const names = await tablesInLoadOrder(db);
  if (!applied && names.length > 0) {
    throw new BackupError(
      'De database bevat al tabellen. Zet een back-up terug in een lege database (maak er een aan met createdb).',
    );
  }
  if (applied && applied.when > backup.when) {
    throw new BackupError(
      `De database staat al op een nieuwere versie (${applied.tag}) dan de back-up (${backup.tag}). Zet de back-up terug in een lege database.`,
    );
  }
  for (const name of names) {
    const [row] = await rows<{ any: boolean }>(db, sql`select exists (select 1 from ${table(name)}) as any`);
    if (row?.any) {
      throw new BackupError(
        `De database is niet leeg (de tabel ${name} bevat gegevens). Zet een back-up alleen terug in een lege database: maak een nieuwe aan (createdb), of kies een lege DATA_DIR.`,
      );
    }
  }
}

/** Rows as JSON lines, in batches of whole lines. */
async function* batches(body: AsyncIterable<Buffer>, maxRows = 1000, maxChars = 4_000_000) {
  let rest = '';
  let batch: string[] = [];
  let chars = 0;
  for await (const chunk of body) {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      chars += line.length;
      if (batch.length >= maxRows || chars >= maxChars) {
        yield batch;
        batch = [];
        chars = 0;
      }
    }
  }
  if (rest !== '') batch.push(rest);
  if (batch.length > 0) yield batch;
}

/** Loads one table's JSON lines (inside the restore's transaction). Returns the rows loaded. */
export async function loadTable(tx: DbOrTx, dump: TableDump, body: AsyncIterable<Buffer>): Promise<number> {
  const known = (await writableColumns(tx)).get(dump.name);
  if (!known) throw new BackupError(`De tabel ${dump.name} uit de back-up bestaat niet in de database.`);
  const unknown = dump.columns.filter((c) => !known.includes(c));
  if (unknown.length > 0)
    throw new BackupError(`De kolommen ${unknown.join(', ')} van ${dump.name} bestaan niet in de database.`);
  const columns = sql.join(
    dump.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  let loaded = 0;
  for await (const batch of batches(body)) {
    // OVERRIDING SYSTEM VALUE keeps the ids of identity columns as they were.
    await tx.execute(
      sql`insert into ${table(dump.name)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${table(dump.name)}, ${`[${batch.join(',')}]`}::json)`,
    );
    loaded += batch.length;
  }
  return loaded;
}

/** Sets the sequences where they were, so new rows do not collide with restored ones. */
export async function setSequences(tx: DbOrTx, sequences: SequenceValue[]): Promise<void> {
  for (const s of sequences) {
    if (s.lastValue === null) continue;
    await tx.execute(
      sql`select setval(format('%I.%I', 'public', ${s.name}::text)::regclass, ${s.lastValue}::bigint, true)`,
    );
  }
}

/**
 * Turns the tables' own triggers off while rows load (a trigger that fills another table would
 * add rows the backup already has) and back on afterwards. Foreign keys stay checked.
 */
export async function withUserTriggersOff<T>(tx: DbOrTx, run: () => Promise<T>): Promise<T> {
  const withTriggers = (
    await rows<{ name: string }>(
      tx,
      sql`select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not g.tgisinternal`,
    )
  ).map((r) => r.name);
  for (const name of withTriggers) await tx.execute(sql`alter table ${table(name)} disable trigger user`);
  const result = await run();
  for (const name of withTriggers) await tx.execute(sql`alter table ${table(name)} enable trigger user`);
  return result;
}
