/**
 * The repeatable step of the migrations (decision 037): the live definition of every SQL function is a
 * file of src/db/functions/, applied after the versioned migrations whenever its text, or the text of
 * a function it calls, changed since it was last applied, as Flyway applies its repeatable migrations.
 * The checksums applied are kept in drizzle.repeatable_functions, beside drizzle's own journal and
 * outside the public schema that a backup dumps.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';
import { functionsFolder } from '../paths';

export interface FunctionFile {
  /** The file's name without `.sql`: the function it defines. */
  name: string;
  text: string;
}

export interface PlannedFunctionFile extends FunctionFile {
  /** The other files whose functions this one calls, applied before it. */
  dependsOn: string[];
  /** Of its text and of the checksums of the files it depends on. */
  checksum: string;
}

/** Statements inside the one transaction of the step. */
export interface SqlSession {
  /** One statement, with parameters; answers its rows. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** A script of statements without parameters (a function file). */
  exec(text: string): Promise<void>;
}

export interface SqlRunner {
  transaction<T>(run: (session: SqlSession) => Promise<T>): Promise<T>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

export async function readFunctionFiles(folder: string): Promise<FunctionFile[]> {
  const names = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  // A server started without the folder would go on with the functions of the last migrations.
  if (names.length === 0) throw new Error(`No SQL function files in ${folder}`);
  return Promise.all(
    names.map(async (file) => {
      const name = file.slice(0, -'.sql'.length);
      if (!NAME.test(name)) throw new Error(`${file}: a function file is named after its function`);
      return { name, text: await readFile(path.join(folder, file), 'utf8') };
    }),
  );
}

/** The names of the other files' functions a file calls (or names in a trigger), outside comments. */
function callees(file: FunctionFile, names: string[]): string[] {
  const code = file.text.replace(/--[^\n]*/g, '');
  return names.filter((n) => n !== file.name && new RegExp(`\\b${n}\\s*\\(`, 'i').test(code));
}

/**
 * The files in the order they are applied: each after the files whose functions it calls (a
 * `language sql` body and a trigger are checked against what exists when they are created), else by
 * name. Where calls go round in a circle (plpgsql bodies may: they are bound when first run), the
 * first name of the circle goes first.
 */
export function planFunctionFiles(files: FunctionFile[]): PlannedFunctionFile[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const names = [...byName.keys()].sort();
  const calls = new Map(files.map((f) => [f.name, callees(f, names)]));
  const planned: PlannedFunctionFile[] = [];
  const checksums = new Map<string, string>();
  while (planned.length < names.length) {
    const waiting = names.filter((n) => !checksums.has(n));
    const name = waiting.find((n) => calls.get(n)!.every((c) => checksums.has(c))) ?? waiting[0]!;
    const dependsOn = calls.get(name)!.filter((c) => checksums.has(c));
    const hash = createHash('sha256').update(byName.get(name)!.text.replace(/\r\n/g, '\n'));
    for (const dep of dependsOn) hash.update(`\n${dep}:${checksums.get(dep)}`);
    const checksum = hash.digest('hex');
    checksums.set(name, checksum);
    planned.push({ ...byName.get(name)!, dependsOn, checksum });
  }
  return planned;
}

/**
 * Applies, in one transaction, every file whose checksum differs from the one recorded (all of them
 * with `reapply`), and records the new checksums. Answers the names applied, in order. A function
 * whose file was removed stays in the database as it is.
 */
export async function applyFunctionFiles(
  runner: SqlRunner,
  files: PlannedFunctionFile[],
  options: { reapply?: boolean } = {},
): Promise<string[]> {
  return runner.transaction(async (session) => {
    await session.exec(`create schema if not exists drizzle;
      create table if not exists drizzle.repeatable_functions (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    const recorded = new Map(
      (
        await session.query<{ name: string; checksum: string }>(
          'select name, checksum from drizzle.repeatable_functions',
        )
      ).map((r) => [r.name, r.checksum]),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (!options.reapply && recorded.get(file.name) === file.checksum) continue;
      try {
        await session.exec(file.text);
      } catch (err) {
        throw new Error(`src/db/functions/${file.name}.sql: ${(err as Error).message}`, { cause: err });
      }
      await session.query(
        `insert into drizzle.repeatable_functions (name, checksum, applied_at) values ($1, $2, now())
         on conflict (name) do update set checksum = excluded.checksum, applied_at = excluded.applied_at`,
        [file.name, file.checksum],
      );
      applied.push(file.name);
    }
    return applied;
  });
}

export interface MigrateOptions {
  /** A folder of function files to apply after the migrations. */
  functions?: string;
  /** Applies every function file, changed or not (a restore does). */
  reapplyFunctions?: boolean;
}

/**
 * The step after the versioned migrations of `folder`: with ours (no folder) the files of
 * src/db/functions, with another folder (a restore's, which stops at the backup's migration) none
 * unless `options.functions` names a folder.
 */
export async function applyFunctions(
  runner: SqlRunner,
  folder: string | undefined,
  options: MigrateOptions,
): Promise<string[]> {
  const functions = options.functions ?? (folder === undefined ? functionsFolder : undefined);
  if (functions === undefined) return [];
  const files = planFunctionFiles(await readFunctionFiles(functions));
  return applyFunctionFiles(runner, files, { reapply: options.reapplyFunctions ?? false });
}

/** The step on PGlite, in a transaction of its one connection. */
export function pgliteRunner(client: PGliteInterface): SqlRunner {
  return {
    transaction: (run) =>
      client.transaction((tx) =>
        run({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
  };
}

/** The step on PostgreSQL, on the migrations' connection (under their advisory lock). */
export function pgRunner(client: pg.ClientBase): SqlRunner {
  return {
    async transaction(run) {
      await client.query('begin');
      try {
        const result = await run({
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          // Without parameters pg uses the simple query protocol, which takes several statements.
          exec: async (text) => {
            await client.query(text);
          },
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      }
    },
  };
}
