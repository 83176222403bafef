/**
 * Where one process makes texts in both languages (the server, its page renderer, the dev server and
 * tests), `followLanguage` tells `currentLang()` and Paraglide's messages which language is meant
 * now. A built browser bundle has one language and does without (decision 034).
 */
import { overwriteGetLocale } from './paraglide/runtime.js';
import { setLangResolver, type Lang } from './index';

export function followLanguage(resolve: () => Lang): void {
  overwriteGetLocale(resolve);
  setLangResolver(resolve);
}
