/**
 * Every message exists in both languages with the same placeholders, and every file of messages is
 * part of the Paraglide project (decision 034). A key missing from a language would otherwise show
 * the Dutch text on an English page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, localePath, langOfPath, dutchPath } from '../src/index';

const root = path.resolve(import.meta.dirname, '..');
const settings = JSON.parse(readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areas = readdirSync(path.join(root, 'messages'));
const read = (area: string, lang: string) =>
  JSON.parse(readFileSync(path.join(root, 'messages', area, `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the messages', () => {
  it('are the languages the site speaks', () => {
    expect(settings.locales).toEqual([...LANGS]);
  });

  it.each(areas)('of %s are all in the project', (area) => {
    expect(settings['plugin.inlang.messageFormat'].pathPattern).toContain(`./messages/${area}/{locale}.json`);
  });

  it.each(areas)('of %s exist in Dutch and English, with the same placeholders', (area) => {
    const nl = read(area, 'nl');
    const en = read(area, 'en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
    for (const key of Object.keys(nl)) {
      if (key === '$schema') continue;
      expect(en[key], key).not.toBe('');
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(nl[key] ?? ''));
    }
  });

  it('use each key once over all files', () => {
    const seen = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(read(area, 'nl'))) {
        if (key === '$schema') continue;
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});

describe('the paths of each language', () => {
  it('put English under /en with the same path after it', () => {
    expect(localePath('/', 'en')).toBe('/en');
    expect(localePath('/menu/amsterdam', 'en')).toBe('/en/menu/amsterdam');
    expect(localePath('/checkout?x=1#top', 'en')).toBe('/en/checkout?x=1#top');
    expect(localePath('/en/betaald', 'nl')).toBe('/betaald');
    expect(localePath('/en', 'nl')).toBe('/');
    expect(localePath('/en/menu', 'en')).toBe('/en/menu');
  });

  it('read the language of a path', () => {
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/en/checkout')).toBe('en');
    expect(langOfPath('/english')).toBe('nl');
    expect(langOfPath('/menu/amsterdam')).toBe('nl');
    expect(dutchPath('/en/menu/amsterdam')).toBe('/menu/amsterdam');
  });
});
