/**
 * The pages and measures of the web-vitals beacon, without zod: the browser's first load imports
 * these, and zod stays out of it. The beacon's schema and type are in vitals.ts.
 */
/** The customer's page routes of the web app (apps/web/src/app/router.tsx) at their Dutch paths. */
const CUSTOMER_PAGES = [
  '/',
  '/home',
  '/nieuws',
  '/nieuws/:slug',
  '/over-ons',
  '/locaties',
  '/contact',
  '/reviews',
  '/werken-bij',
  '/gallerij',
  '/aanbiedingen',
  '/allergenen',
  '/menu',
  '/choose-location',
  '/menu/:city',
  '/checkout',
  '/betaald',
  '/bestel-opnieuw/:publicId',
  '/demo-betaling/:id',
  '/Privacyandvoorwaarden',
  '/mijn-gegevens',
  '/mijn-gouden-haan',
  '/toegankelijkheid',
] as const;

type CustomerPage = (typeof CUSTOMER_PAGES)[number];
type EnglishPage<P extends CustomerPage> = P extends '/' ? '/en' : `/en${P}`;

/**
 * The same pages in English under /en (issue 20): named apart, since each language loads its own
 * bundle and may feel different.
 */
const ENGLISH_PAGES = CUSTOMER_PAGES.map(
  (page) => (page === '/' ? '/en' : `/en${page}`) as EnglishPage<CustomerPage>,
);

/** The page routes of the web app, as patterns; `*` is the not-found page (in either language). */
export const VITAL_PAGES = [
  ...CUSTOMER_PAGES,
  ...ENGLISH_PAGES,
  '*',
  '/admin',
  '/admin/login',
  '/admin/reset-password',
  '/admin/new-password',
  '/admin/add',
  '/admin/edit/:id',
  '/admin/bestellingen',
  '/admin/bestellingen/nieuw',
  '/admin/acties',
  '/admin/bestellingen/:id',
  '/admin/rapportages',
  '/admin/team',
  '/admin/invite',
  '/admin/inhoud',
] as const;
export type VitalPage = (typeof VITAL_PAGES)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The highest value of each measure a real page view gives (issue 26 item 7): LCP and INP in
 * milliseconds, CLS unitless. A beacon may carry more (a tab left in the background), but such a value
 * says nothing about the site and could fake an alert or hide a real problem: the server drops it.
 */
export const VITAL_PLAUSIBLE_MAX: Record<VitalName, number> = { LCP: 60_000, INP: 20_000, CLS: 10 };

export function isVitalPage(page: string): page is VitalPage {
  return (VITAL_PAGES as readonly string[]).includes(page);
}
