/** `npm run backup -- FILE` and `npm run restore -- FILE` as the owner runs them, on the embedded database. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { serverFolder } from '../paths';

const run = promisify(execFile);
const root = path.resolve(serverFolder, '..', '..');
const SLOW = 300_000;

async function npm(script: 'backup' | 'restore', file: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', file], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const result = (await database.db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of result.rows) {
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = rows.rows[0]!.n;
  }
  return counts;
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'gh-backup-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / restore', () => {
  it(
    'refuses while the server holds the embedded database, then backs up and restores',
    async () => {
      const source = path.join(work, 'var');
      const target = path.join(work, 'elders');
      const file = path.relative(root, path.join(work, 'nacht.tar.gz'));
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      // This test process plays the running server.
      const running = await openPglite({ dataDir: path.join(source, 'pgdata'), loadDataDir: template });
      const expected = await tableCounts(running);

      const refused = await npm('backup', file, source);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/in gebruik door een ander proces \(pid \d+\)/);
      await running.close();

      const made = await npm('backup', file, source);
      expect(made.out).toMatch(/Back-up geschreven naar .*nacht\.tar\.gz/);
      expect(made.code).toBe(0);

      const restored = await npm('restore', file, target);
      expect(restored.out).toMatch(/teruggezet/);
      expect(restored.code).toBe(0);

      const again = await npm('restore', file, target);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/De database is niet leeg/);

      const copy = await openPglite({ dataDir: path.join(target, 'pgdata') });
      try {
        expect(await tableCounts(copy)).toEqual(expected);
      } finally {
        await copy.close();
      }
    },
    SLOW,
  );
});
