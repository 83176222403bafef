/**
 * Content whose English is not written yet comes in Dutch, and an English answer names those fields
 * in `untranslated` (decision 034): the element showing one says `lang="nl"`, so a screen reader
 * reads it in Dutch.
 */
export function untranslatedLang(content: object, field: string): { lang?: 'nl' } {
  const { untranslated } = content as { untranslated?: readonly string[] };
  return Array.isArray(untranslated) && untranslated.includes(field) ? { lang: 'nl' } : {};
}
