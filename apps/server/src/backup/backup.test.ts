import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, makeAccount } from '../../test/admin-helpers';
import { seedCart } from '../../test/checkout-fixtures';
import { functionDefinitions } from '../../test/function-definitions';
import { dropDatabase } from '../../test/databases';
import { databaseUrl } from '../../test/global-setup';
import { openTestDatabase } from '../../test/helpers';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createBackup, restoreBackup } from './backup';
import { migrationsUpTo } from './database-dump';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Every table's rows (as JSON, sorted) and the migrations applied: what a restore must give back. */
async function contents(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await run<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      rows[name] = (
        await run<{ r: string }>(
          sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t order by 1`,
        )
      ).map((row) => row.r);
    }
    const migrations = await run<{ hash: string; created_at: string }>(
      sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
    );
    return { rows, migrations };
  });
}

/** Every file under a folder, with its bytes. */
async function filesUnder(root: string): Promise<Record<string, Buffer>> {
  const found: Record<string, Buffer> = {};
  for (const folder of ['uploads', 'applications']) {
    const dir = path.join(root, folder);
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch {
      continue;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if ((await stat(full)).isFile()) found[`${folder}/${name}`] = await readFile(full);
    }
  }
  return found;
}

/** Orders, carts, an account and files: more than the seed has. */
async function addCustomerData(database: Database, dataDir: string) {
  const db = database.db;
  await insertOrder(db, { location: 'amsterdam', status: 'paid', fulfilment: 'delivery' });
  await insertOrder(db, { location: 'rotterdam', status: 'pending_payment', email: 'jan@example.nl' });
  await makeAccount(db, { email: 'kok@goudenhaan.nl', role: 'staff', location: 'amsterdam' });
  await seedCart(db, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 2 }]);
  await mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
  await mkdir(path.join(dataDir, 'applications'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'products', 'a-640.webp'), randomBytes(70_000));
  await writeFile(path.join(dataDir, 'uploads', 'products', 'b-320.webp'), randomBytes(511));
  await writeFile(path.join(dataDir, 'applications', 'cv.pdf'), randomBytes(1024), { mode: 0o600 });
}

/** A new, empty database of the kind this run tests (and how to remove it). */
async function emptyDatabase(dataDir: string): Promise<Database> {
  if (!onPostgres) return openPglite({ dataDir: path.join(dataDir, 'pgdata') });
  const base = process.env.TEST_DATABASE_URL!;
  const name = `gh_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(databaseUrl(base, name), { max: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(base, name);
    },
  };
}

const SLOW = 240_000; // a PGlite on disk starts with initdb, which takes a while on a busy machine

let work: string;
let source: Database;
let target: Database;
const sourceDir = () => path.join(work, 'source');
const targetDir = () => path.join(work, 'target');
const backupFile = () => path.join(work, 'backup.tar.gz');

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'gh-backup-test-'));
  source = await openTestDatabase();
  await addCustomerData(source, sourceDir());
  target = await emptyDatabase(targetDir());
}, SLOW);
afterAll(async () => {
  await target?.close();
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes one private file and never over another', async () => {
    const summary = await createBackup({ database: source, dataDir: sourceDir(), file: backupFile() });
    expect(summary).toMatchObject({ files: 3 });
    expect(summary.rows).toBeGreaterThan(100);
    expect((await stat(backupFile())).mode & 0o777).toBe(0o600);
    await expect(
      createBackup({ database: source, dataDir: sourceDir(), file: backupFile() }),
    ).rejects.toThrow(/bestaat al/);
  });

  it('refuses a DATA_DIR with files in it, and a damaged backup, before writing anything', async () => {
    await mkdir(path.join(targetDir(), 'uploads', 'products'), { recursive: true });
    await writeFile(path.join(targetDir(), 'uploads', 'products', 'old.webp'), 'x');
    await expect(
      restoreBackup({ database: target, dataDir: targetDir(), file: backupFile() }),
    ).rejects.toThrow(/bevat al bestanden \(uploads\/products\/old\.webp\)/);
    await rm(path.join(targetDir(), 'uploads', 'products', 'old.webp'));

    const damaged = path.join(work, 'damaged.tar.gz');
    await writeFile(damaged, await readFile(backupFile()));
    await truncate(damaged, (await stat(damaged)).size - 2000);
    await expect(restoreBackup({ database: target, dataDir: targetDir(), file: damaged })).rejects.toThrow(
      /geen bruikbare back-up/,
    );
    const tables = await target.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it(
    'gives back every table row and every file, byte for byte, into an empty database',
    async () => {
      const summary = await restoreBackup({ database: target, dataDir: targetDir(), file: backupFile() });
      const before = await contents(source.db);
      const after = await contents(target.db);
      expect(summary.rows).toBe(Object.values(before.rows).reduce((sum, rows) => sum + rows.length, 0));
      expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
      expect(before.rows.orders).toHaveLength(2);
      for (const table of Object.keys(before.rows))
        expect(after.rows[table], table).toEqual(before.rows[table]);
      expect(after.migrations).toEqual(before.migrations);
      expect(await filesUnder(targetDir())).toEqual(await filesUnder(sourceDir()));
      expect((await stat(path.join(targetDir(), 'applications', 'cv.pdf'))).mode & 0o777).toBe(0o600);

      // The sequences go on where they were: the next order does not reuse a number.
      const numbers = before.rows.orders!.map((r) => (JSON.parse(r) as { number: number }).number);
      const next = await insertOrder(target.db, { location: 'amsterdam' });
      expect(next.number).toBe(Math.max(...numbers) + 1);

      // Restoring again refuses: the target is no longer empty.
      await expect(
        restoreBackup({ database: target, dataDir: path.join(work, 'other'), file: backupFile() }),
      ).rejects.toThrow(/De database is niet leeg/);
    },
    SLOW,
  );

  it(
    'restores a backup of an older schema with the SQL functions of today, not those of its migrations',
    async () => {
      const oldDir = path.join(work, 'old');
      const old = await emptyDatabase(oldDir);
      const restoredDir = path.join(work, 'restored');
      const restored = await emptyDatabase(restoredDir);
      try {
        // Before migration 0014, place_order knew no coupons.
        const tag = { when: 1796100000000, tag: '0013_phone_orders' };
        await old.migrate(await migrationsUpTo(tag, path.join(work, 'old-migrations')));
        const file = path.join(work, 'old.tar.gz');
        await createBackup({ database: old, dataDir: oldDir, file });
        await restoreBackup({ database: restored, dataDir: restoredDir, file });
        expect(await functionDefinitions(restored.db)).toEqual(await functionDefinitions(source.db));
      } finally {
        await restored.close();
        await old.close();
      }
    },
    SLOW,
  );

  it.runIf(onPostgres)(
    'moves an embedded database to PostgreSQL',
    async () => {
      const embedded = await openPglite();
      await embedded.migrate();
      await seedIfEmpty(embedded.db);
      const embeddedDir = path.join(work, 'embedded');
      await addCustomerData(embedded, embeddedDir);
      const file = path.join(work, 'embedded.tar.gz');
      await createBackup({ database: embedded, dataDir: embeddedDir, file });
      const postgresDir = path.join(work, 'to-postgres');
      const postgres = await emptyDatabase(postgresDir);
      try {
        await restoreBackup({ database: postgres, dataDir: postgresDir, file });
        expect((await contents(postgres.db)).rows).toEqual((await contents(embedded.db)).rows);
        expect(await filesUnder(postgresDir)).toEqual(await filesUnder(embeddedDir));
      } finally {
        await postgres.close();
        await embedded.close();
      }
    },
    SLOW,
  );
});
