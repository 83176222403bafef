/**
 * `/sitemap.xml` (the Dutch pages), `/en/sitemap.xml` (the English ones, issue 20) and `/robots.txt`
 * naming both, on the site's own address (config.siteUrl: PUBLIC_URL or http://localhost:PORT, never
 * the Host header). Each page lists its twin in the other language as an xhtml:link alternate, with
 * the Dutch page as x-default, as the pages' own hreflang links do.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amsterdamDate } from '@gh/domain';
import { LANGS, localePath, type Lang } from '@gh/i18n';
import type { ContentService } from './content.service';

/** Every public page at its Dutch path, for the sitemaps. */
export const PUBLIC_ROUTES = [
  '/',
  '/nieuws',
  '/over-ons',
  '/locaties',
  '/contact',
  '/reviews',
  '/werken-bij',
  '/gallerij',
  '/aanbiedingen',
  '/allergenen',
  '/menu',
  '/menu/amsterdam',
  '/menu/rotterdam',
  '/Privacyandvoorwaarden',
  '/toegankelijkheid',
];

/** Pages of the visitor's own (checkout, payment, their data, a reorder link), in both languages. */
const PRIVATE_PAGES = ['/checkout', '/betaald', '/mijn-gegevens', '/bestel-opnieuw', '/mijn-gouden-haan'];

/** What search engines may index; the site's own pages for staff, checkout and the API stay out. */
const ROBOTS_RULES = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /admin',
  ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
  ...PRIVATE_PAGES.map((page) => `Disallow: ${localePath(page, 'en')}`),
  'Disallow: /api/',
];

/** Where each language's sitemap is. */
export const SITEMAP_PATHS: Record<Lang, string> = { nl: '/sitemap.xml', en: '/en/sitemap.xml' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntry(origin: string, dutchPath: string, lang: Lang, lastmod?: string): string {
  const at = (l: Lang) => escapeXml(`${origin}${localePath(dutchPath, l)}`);
  const alternates = [
    ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at('nl')}"/>`,
  ];
  return `  <url><loc>${at(lang)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
}

export const sitemapRoutes: FastifyPluginAsyncZod<{
  service: ContentService;
  siteUrl: string;
}> = async (app, { service, siteUrl }) => {
  const origin = new URL(siteUrl).origin;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `${ROBOTS_RULES.join('\n')}\n\n${LANGS.map((lang) => `Sitemap: ${origin}${SITEMAP_PATHS[lang]}`).join('\n')}\n`,
      ),
  );
  for (const lang of LANGS) {
    app.get(SITEMAP_PATHS[lang], async (_request, reply) => {
      const articles = await service.news();
      const urls = [
        ...PUBLIC_ROUTES.map((route) => urlEntry(origin, route, lang)),
        ...articles.map((a) =>
          urlEntry(
            origin,
            `/nieuws/${encodeURIComponent(a.slug)}`,
            lang,
            amsterdamDate(new Date(a.publishedAt)),
          ),
        ),
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        );
    });
  }
};
