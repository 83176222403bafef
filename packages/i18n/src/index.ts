/**
 * The site's two languages (decision 034). Dutch is the default and lives at the spec's paths; English
 * lives under `/en` with the same path after it (`/en/menu/amsterdam`).
 */
export const LANGS = ['nl', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'nl';

/** The BCP 47 tag for `Intl` formatting of each language. */
export const INTL_LOCALE: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };

export function isLang(value: unknown): value is Lang {
  return value === 'nl' || value === 'en';
}

/** The language of a page path: `/en` and everything below it are English. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nl';
}

/** The path without its language prefix: `/en/menu/amsterdam` gives `/menu/amsterdam`, `/en` gives `/`. */
export function dutchPath(pathname: string): string {
  if (langOfPath(pathname) === 'nl') return pathname;
  return pathname.slice(3) || '/';
}

/**
 * The same page in `lang`: `localePath('/menu/amsterdam', 'en')` is `/en/menu/amsterdam`,
 * `localePath('/en/checkout', 'nl')` is `/checkout`. A query or hash stays as it is.
 */
export function localePath(path: string, lang: Lang): string {
  const at = path.search(/[?#]/);
  const pathname = at < 0 ? path : path.slice(0, at);
  const rest = at < 0 ? '' : path.slice(at);
  const dutch = dutchPath(pathname);
  if (lang !== 'en') return dutch + rest;
  return (dutch === '/' ? '/en' : `/en${dutch}`) + rest;
}

declare const __GH_LANG__: Lang | undefined;

/** The language a browser bundle was built for (`__GH_LANG__`, set by apps/web/vite.config.ts). */
export const bundleLang: Lang | undefined = typeof __GH_LANG__ === 'undefined' ? undefined : __GH_LANG__;

let resolveLang: () => Lang = () => DEFAULT_LANG;

/**
 * The language of what is being made now: a browser bundle's own, else what `followLanguage`
 * (`@gh/i18n/follow`) points at: the page being rendered, the API request, the e-mail being written.
 */
export function currentLang(): Lang {
  return bundleLang ?? resolveLang();
}

/** Used by `followLanguage` only: the browser's bundles never load Paraglide's runtime. */
export function setLangResolver(resolve: () => Lang): void {
  resolveLang = resolve;
}
