/**
 * Menu and page content in the caller's language (issue 20, decision 034): the owner writes English
 * beside the Dutch, and an English answer gives the English text where it is filled in. Where it is
 * not (null or blank), the Dutch text stands in and the answer's `untranslated` names the field, so
 * the page marks it `lang="nl"`. Dutch answers never carry `untranslated`.
 */
import type { Lang } from '@gh/i18n';

/** One text: its Dutch value (null where the field is optional and empty) and its English one. */
type Pair = readonly [nl: string | null, en: string | null | undefined];

export type Texts<F extends Record<string, Pair>> = { [K in keyof F]: F[K][0] } & {
  untranslated?: (keyof F & string)[];
};

/** Whether an English text is filled in (null, '' and blanks are "not translated yet"). */
export function hasEnglish(en: string | null | undefined): en is string {
  return en !== null && en !== undefined && en.trim() !== '';
}

/** The texts of `fields` in `lang`, and in English answers the fields where Dutch stands in. */
export function pickTexts<const F extends Record<string, Pair>>(lang: Lang, fields: F): Texts<F> {
  const texts: Record<string, string | null> = {};
  const untranslated: string[] = [];
  for (const [key, [nl, en]] of Object.entries(fields)) {
    if (lang === 'en' && hasEnglish(en)) texts[key] = en;
    else {
      texts[key] = nl;
      if (lang === 'en' && nl !== null && nl.trim() !== '') untranslated.push(key);
    }
  }
  return (untranslated.length > 0 ? { ...texts, untranslated } : texts) as Texts<F>;
}

/**
 * An English field of an admin form as stored: '' (and blanks) is null, "not translated yet"; left out
 * (undefined), an edit keeps what is stored.
 */
export function storedEnglish(text: string | undefined): string | null | undefined {
  return text === undefined ? undefined : text.trim() || null;
}
