/** Issue 20: the seeded menu and pages come with English texts, written beside the Dutch ones. */
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
