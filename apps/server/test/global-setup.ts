/**
 * Builds one migrated, seeded database per test run; each test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL template database), which is far faster than a full start.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { TEST_NOW } from './clock';
import { dropDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const name = `gh_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openPostgres(databaseUrl(base, name), { max: 2 });
    await database.migrate();
    await seedIfEmpty(database.db, TEST_NOW);
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      // Test databases made from the template are dropped by their files; drop leftovers too.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`gh_t_${name.slice(7)}_%`],
      );
      await admin.end();
      for (const row of rows) await dropDatabase(base, row.datname);
      await dropDatabase(base, name);
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gh-pglite-'));
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db, TEST_NOW);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
