/** Issue 20: the seeded menu and pages come with English texts, written beside the Dutch ones. */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The rows of `table` whose English `columns` are missing, named by their Dutch `label`. */
async function untranslated(table: string, label: string, columns: string[]): Promise<string[]> {
  const missing = columns.map((c) => `coalesce(trim(${c}), '') = ''`).join(' or ');
  const result = await database.db.execute(
    sql.raw(`select ${label} as label from ${table} where ${missing} order by 1`),
  );
  return (result as unknown as { rows: { label: string }[] }).rows.map((r) => r.label);
}

async function count(table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('the seed in English', () => {
  it('gives every product an English name and description', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(70);
    expect(await untranslated('products', 'name', ['name_en', 'description_en'])).toEqual([]);
  });

  it('gives every category, option group and option an English name', async () => {
    expect(await untranslated('categories', 'name', ['name_en'])).toEqual([]);
    expect(await untranslated('option_groups', 'name', ['name_en'])).toEqual([]);
    expect(await untranslated('options', 'choice', ['choice_en'])).toEqual([]);
  });

  it('gives every offer, news article, vacancy and gallery image its English texts', async () => {
    expect(await untranslated('offers', 'title', ['title_en', 'description_en'])).toEqual([]);
    expect(await untranslated('news_articles', 'title', ['title_en', 'summary_en', 'body_en'])).toEqual([]);
    expect(
      await untranslated('vacancies', 'title', ['title_en', 'hours_en', 'summary_en', 'description_en']),
    ).toEqual([]);
    expect(await untranslated('gallery_images', 'alt', ['alt_en', 'caption_en'])).toEqual([]);
  });

  it('writes English, not the Dutch copied over', async () => {
    const result = await database.db.execute(
      sql`select name, name_en, description_en from products where name = 'Halve kip van het spit' limit 1`,
    );
    const [row] = (result as unknown as { rows: Record<string, string>[] }).rows;
    expect(row).toMatchObject({ name_en: 'Half spit-roast chicken' });
    expect(row!.description_en).toMatch(/free-range chicken/);
    const same = await database.db.execute(
      sql`select name from products where name = name_en and name !~ '^(Coca-Cola|Heineken|Milkshake|Halloumi|Crispy|Gouden Haan|Spicy jala)'`,
    );
    expect((same as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('migration 0018 on a database seeded before it', () => {
  it('gives the demo content the seed English, but not a product whose Dutch the owner changed', async () => {
    const db = database.db;
    await db.execute(sql`update categories set name_en = null`);
    await db.execute(sql`update products set name_en = null, description_en = null`);
    await db.execute(sql`update option_groups set name_en = null`);
    await db.execute(sql`update options set choice_en = null`);
    await db.execute(sql`update offers set title_en = null, description_en = null, badge_en = null`);
    await db.execute(sql`update news_articles set title_en = null, summary_en = null, body_en = null`);
    await db.execute(
      sql`update vacancies set title_en = null, hours_en = null, summary_en = null, description_en = null`,
    );
    await db.execute(sql`update gallery_images set alt_en = null, caption_en = null`);
    await db.execute(sql`update products set description = 'Nu met extra knoflook.' where name = 'Friet'`);
    // Another owner wrote their own English already: it stays.
    await db.execute(
      sql`update products set name_en = 'Our own wings' where name = 'Spicy kipvleugels (8 stuks)'`,
    );

    const file = await readFile(
      new URL('../../../drizzle/0018_english_content.sql', import.meta.url),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint')) {
      if (/^\s*(--.*\n\s*)*UPDATE/.test(statement)) await db.execute(sql.raw(statement));
    }

    expect(await untranslated('categories', 'name', ['name_en'])).toEqual([]);
    expect(await untranslated('products', 'name', ['name_en', 'description_en'])).toEqual([
      'Friet',
      'Friet',
      'Spicy kipvleugels (8 stuks)',
      'Spicy kipvleugels (8 stuks)',
    ]);
    expect(await untranslated('option_groups', 'name', ['name_en'])).toEqual([]);
    expect(await untranslated('options', 'choice', ['choice_en'])).toEqual([]);
    expect(await untranslated('offers', 'title', ['title_en', 'description_en'])).toEqual([]);
    expect(await untranslated('news_articles', 'title', ['title_en', 'summary_en', 'body_en'])).toEqual([]);
    expect(
      await untranslated('vacancies', 'title', ['title_en', 'hours_en', 'summary_en', 'description_en']),
    ).toEqual([]);
    expect(await untranslated('gallery_images', 'alt', ['alt_en', 'caption_en'])).toEqual([]);
    const wings = await db.execute(
      sql`select name_en from products where name = 'Spicy kipvleugels (8 stuks)'`,
    );
    expect((wings as unknown as { rows: unknown[] }).rows).toEqual([
      { name_en: 'Our own wings' },
      { name_en: 'Our own wings' },
    ]);
  });
});
