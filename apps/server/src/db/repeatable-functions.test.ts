/**
 * The repeatable step (decision 037): the files of src/db/functions/ are the live definition of every
 * SQL function, applied after the migrations when their text, or that of a function they call, changed.
 */
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionDefinitions } from '../../test/function-definitions';
import { openTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { planFunctionFiles, readFunctionFiles } from './repeatable-functions';
import { functionsFolder } from '../paths';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the order and checksums of the function files', () => {
  const fn = (name: string, body: string) => ({
    name,
    text: `create or replace function ${name}() returns int language sql as $$ ${body} $$;`,
  });

  it('applies a file after the files whose functions it calls, else by name', () => {
    const plan = planFunctionFiles([
      fn('a_total', 'select b_part() + c_part()'),
      fn('c_part', 'select 2'),
      fn('b_part', 'select 1'),
      fn('d_alone', 'select 4'),
    ]);
    expect(plan.map((f) => f.name)).toEqual(['b_part', 'c_part', 'a_total', 'd_alone']);
    expect(plan.find((f) => f.name === 'a_total')!.dependsOn).toEqual(['b_part', 'c_part']);
  });

  it('does not take a name in a comment, or a longer name, for a call', () => {
    const plan = planFunctionFiles([
      { name: 'a_first', text: '-- unlike b_second(), this one\nselect b_second_more()' },
      fn('b_second', 'select 1'),
    ]);
    expect(plan.map((f) => [f.name, f.dependsOn])).toEqual([
      ['a_first', []],
      ['b_second', []],
    ]);
  });

  it('changes the checksum of a file and of the files that call it, not of the others', () => {
    const files = [fn('a_total', 'select b_part()'), fn('b_part', 'select 1'), fn('c_other', 'select 3')];
    const before = new Map(planFunctionFiles(files).map((f) => [f.name, f.checksum]));
    const after = new Map(
      planFunctionFiles([files[0]!, fn('b_part', 'select 2'), files[2]!]).map((f) => [f.name, f.checksum]),
    );
    expect(after.get('b_part')).not.toBe(before.get('b_part'));
    expect(after.get('a_total')).not.toBe(before.get('a_total'));
    expect(after.get('c_other')).toBe(before.get('c_other'));
    // Windows line ends are the same text.
    const crlf = planFunctionFiles(files.map((f) => ({ ...f, text: f.text.replace(/ /g, '\r\n') })));
    const lf = planFunctionFiles(files.map((f) => ({ ...f, text: f.text.replace(/ /g, '\n') })));
    expect(crlf.map((f) => f.checksum)).toEqual(lf.map((f) => f.checksum));
  });

  it('puts calls that go round in a circle in name order', () => {
    const plan = planFunctionFiles([fn('b_pong', 'select a_ping()'), fn('a_ping', 'select b_pong()')]);
    expect(plan.map((f) => f.name)).toEqual(['a_ping', 'b_pong']);
  });
});

describe('the repeatable step of the migrations', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'gh-functions-'));
    await database.db.execute(sql`create table gh_test_runs (name text not null)`);
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  const recorded = async () =>
    rows<{ name: string; checksum: string; applied_at: string }>(
      await database.db.execute(
        sql`select name, checksum, applied_at::text from drizzle.repeatable_functions order by name`,
      ),
    );
  const runs = async () =>
    rows<{ name: string }>(await database.db.execute(sql`select name from gh_test_runs`)).map((r) => r.name);
  const answer = async (name: string) =>
    rows<{ n: number }>(await database.db.execute(sql`select ${sql.raw(name)}() as n`))[0]!.n;
  /** A function file that also notes each time it is applied. */
  const write = (name: string, body: string) =>
    writeFile(
      path.join(folder, `${name}.sql`),
      `create or replace function ${name}() returns int language sql as $$ ${body} $$;
       insert into gh_test_runs (name) values ('${name}');\n`,
    );

  it('has every function and trigger of the database in the files, applied as the migrations left them', async () => {
    const files = (await readFunctionFiles(functionsFolder)).map((f) => f.name).sort();
    const before = await functionDefinitions(database.db);
    expect(Object.keys(before.functions).map((sig) => sig.replace(/\(.*$/, ''))).toEqual(files);
    expect((await recorded()).map((r) => r.name)).toEqual(files);

    // Without any function, the files alone make them all again, and their triggers.
    for (const sig of Object.keys(before.functions))
      await database.db.execute(sql.raw(`drop function ${sig} cascade`));
    expect(await functionDefinitions(database.db)).toEqual({ functions: {}, triggers: {} });
    await database.db.execute(sql`delete from drizzle.repeatable_functions`);
    await database.migrate();
    expect(await functionDefinitions(database.db)).toEqual(before);
  });

  it('applies nothing when it runs again', async () => {
    const before = await recorded();
    const migrations = rows(await database.db.execute(sql`select * from drizzle.__drizzle_migrations`));
    await database.migrate();
    await database.migrate();
    expect(await recorded()).toEqual(before);
    expect(rows(await database.db.execute(sql`select * from drizzle.__drizzle_migrations`))).toEqual(
      migrations,
    );
  });

  it('applies a changed file and the files that call it on the next migrate, and no other', async () => {
    await write('gh_test_base', 'select 1');
    await write('gh_test_caller', 'select gh_test_base() + 10');
    await write('gh_test_other', 'select 3');
    await database.migrate(undefined, { functions: folder });
    expect((await runs()).sort()).toEqual(['gh_test_base', 'gh_test_caller', 'gh_test_other']);

    await database.migrate(undefined, { functions: folder });
    expect(await runs()).toHaveLength(3);

    await write('gh_test_base', 'select 2');
    await database.migrate(undefined, { functions: folder });
    expect((await runs()).slice(3)).toEqual(['gh_test_base', 'gh_test_caller']);
    expect(await answer('gh_test_caller')).toBe(12);
  });

  it('leaves every function as it was when a file fails, and names the file', async () => {
    await write('gh_test_base', 'select 5');
    await writeFile(path.join(folder, 'gh_test_broken.sql'), 'create or replace function gh_test_broken(');
    await expect(database.migrate(undefined, { functions: folder })).rejects.toThrow(
      /src\/db\/functions\/gh_test_broken\.sql: /,
    );
    expect(await answer('gh_test_base')).toBe(2);
    await unlink(path.join(folder, 'gh_test_broken.sql'));
    await database.migrate(undefined, { functions: folder });
    expect(await answer('gh_test_base')).toBe(5);
  });

  it('keeps the function of a file that was removed', async () => {
    await unlink(path.join(folder, 'gh_test_other.sql'));
    await database.migrate(undefined, { functions: folder });
    expect(await answer('gh_test_other')).toBe(3);
  });

  it('refuses a folder without function files, and a file not named after a function', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'gh-no-functions-'));
    try {
      await expect(database.migrate(undefined, { functions: empty })).rejects.toThrow(
        /No SQL function files/,
      );
      await writeFile(path.join(empty, 'Place-Order.sql'), 'select 1');
      await expect(readFunctionFiles(empty)).rejects.toThrow(/named after its function/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
