/**
 * Whether to suggest the English site (issue 20): on a Dutch page, to a browser that asks for English
 * and not for Dutch at all, until the visitor closes the suggestion or follows it. Never a redirect.
 * Read after hydration only, so the server and the hydrating browser render the same page.
 */
export const LANGUAGE_SUGGESTION_KEY = 'language-suggestion';

const speaks = (tags: readonly string[], lang: string) =>
  tags.some((tag) => tag.toLowerCase() === lang || tag.toLowerCase().startsWith(`${lang}-`));

/** English among the browser's languages and Dutch nowhere among them (`en-GB, de`: yes; `en, nl`: no). */
export function prefersEnglish(languages: readonly string[]): boolean {
  return speaks(languages, 'en') && !speaks(languages, 'nl');
}

export function shouldSuggestEnglish(): boolean {
  try {
    if (localStorage.getItem(LANGUAGE_SUGGESTION_KEY) !== null) return false;
  } catch {
    // Without storage the choice could not be remembered: better not to ask on every page.
    return false;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return prefersEnglish(languages);
}

/** Closed or followed: the suggestion does not come back. */
export function rememberLanguageSuggestion(answer: 'dismissed' | 'followed'): void {
  try {
    localStorage.setItem(LANGUAGE_SUGGESTION_KEY, answer);
  } catch {
    // shouldSuggestEnglish already stays quiet without storage.
  }
}
