/**
 * A page's title, description and Open Graph tags, its canonical address and its alternates in the
 * other language (hreflang, issue 20). React 19 hoists them into <head>.
 */
import { useEffect } from 'react';
import { useInRouterContext, useLocation } from '../lib/router';
import { dutchPath, LANGS, localePath, type Lang } from '@gh/i18n';
import { brand } from '../lib/brand';
import { currentLang } from '../lib/lang';
import { siteOrigin } from '../lib/site-origin';

/** Routes that show another route's page: the address search engines should keep is the other one. */
const ALIASES: Record<string, string> = { '/home': '/', '/choose-location': '/menu' };

const OG_LOCALE: Record<Lang, string> = { nl: 'nl_NL', en: 'en_GB' };

/** The Dutch path a page is known by: no alias, no trailing slash. */
export function canonicalDutchPath(pathname: string): string {
  const dutch = dutchPath(pathname).replace(/(.)\/+$/, '$1');
  return ALIASES[dutch] ?? dutch;
}

/**
 * The page in each language and in which one a search engine should send someone who reads neither
 * (x-default, Dutch). Staff pages have one language and no alternates.
 */
export function pageAlternates(pathname: string, origin: string) {
  const dutch = canonicalDutchPath(pathname);
  if (dutch === '/admin' || dutch.startsWith('/admin/')) return null;
  const url = (lang: Lang) => `${origin}${localePath(dutch, lang)}`;
  return {
    canonical: url(currentLang()),
    languages: LANGS.map((lang) => ({ lang, href: url(lang) })),
    fallback: url('nl'),
  };
}

function Alternates({ noindex }: { noindex: boolean }) {
  const { pathname } = useLocation();
  const alternates = pageAlternates(pathname, siteOrigin());
  if (!alternates || noindex) return null;
  return (
    <>
      <link rel="canonical" href={alternates.canonical} />
      {alternates.languages.map(({ lang, href }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates.fallback} />
      <meta property="og:url" content={alternates.canonical} />
    </>
  );
}

export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  /** A page search engines should leave out (not found): no canonical or alternates either. */
  noindex?: boolean;
}) {
  const full = `${title} · ${brand.name}`;
  const inRouter = useInRouterContext();
  // A page rendered in the browser starts from index.html's generic title and description; the
  // page's own replace them, so the document has one of each.
  useEffect(() => {
    for (const generic of document.head.querySelectorAll('[data-shell]')) generic.remove();
  }, []);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content={OG_LOCALE[currentLang()]} />
      {inRouter && <Alternates noindex={noindex} />}
    </>
  );
}
