import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { migrationsUpTo } from './database-dump';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

let work: string;
let journal: Journal;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'gh-migrations-'));
  journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('migrationsUpTo', () => {
  it("ends the migrations at the backup's, so its rows load into the schema they came from", async () => {
    const second = journal.entries[1]!;
    const folder = await migrationsUpTo({ when: second.when, tag: second.tag }, path.join(work, 'cut'));
    const cut = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
    expect(cut.entries.map((e) => e.tag)).toEqual(journal.entries.slice(0, 2).map((e) => e.tag));
    expect((await readdir(folder)).filter((f) => f.endsWith('.sql')).sort()).toEqual(
      journal.entries.slice(0, 2).map((e) => `${e.tag}.sql`),
    );
  });

  it('refuses a backup of a newer version, or of a migration it does not know', async () => {
    const newest = Math.max(...journal.entries.map((e) => e.when));
    await expect(
      migrationsUpTo({ when: newest + 1, tag: '9999_later' }, path.join(work, 'newer')),
    ).rejects.toThrow(/nieuwere versie van de software \(9999_later\)\. Werk de software eerst bij\./);
    await expect(migrationsUpTo({ when: 1, tag: '0000_other' }, path.join(work, 'other'))).rejects.toThrow(
      /databaseversie \(0000_other\) die deze software niet kent/,
    );
  });
});
