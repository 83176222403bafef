/** The `untranslated` field of English content answers (issue 20, decision 034). */
import { z } from './zod';

/**
 * Answers with `?lang=en` only (issue 20): the fields whose Dutch text stands in for an English one
 * not written yet, so the page marks them `lang="nl"`. Absent when everything is in the language asked.
 */
export function untranslatedSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  return z
    .array(z.enum(fields))
    .optional()
    .describe('English answers only: the fields where the Dutch text stands in (not translated yet)');
}
