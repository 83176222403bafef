/** Links in the page's language (decision 034). */
import { currentLang, localePath } from '@gh/i18n';

export { currentLang };

/** A path of the customer's site in the page's language: `href('/checkout')` is `/en/checkout` on English pages. */
export function href(path: string): string {
  return localePath(path, currentLang());
}
