/**
 * Every public page names itself and its other-language twin with absolute addresses (issue 20):
 * canonical in the page's language, hreflang nl, en and x-default (Dutch).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../lib/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { langOfPath } from '@gh/i18n';
import { setSiteOrigin } from '../lib/site-origin';
import { PageMeta } from './page-meta';

const SITE = 'https://www.goudenhaan.nl';

function head(path: string, noindex = false): string {
  followLanguage(() => langOfPath(path));
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <PageMeta title="Titel" description="Omschrijving" noindex={noindex} />
    </MemoryRouter>,
  );
}

function links(html: string) {
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const attr = (selector: string) => doc.querySelector(selector)?.getAttribute('href') ?? null;
  return {
    canonical: attr('link[rel="canonical"]'),
    nl: attr('link[rel="alternate"][hreflang="nl"]'),
    en: attr('link[rel="alternate"][hreflang="en"]'),
    fallback: attr('link[rel="alternate"][hreflang="x-default"]'),
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    ogLocale: doc.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? null,
  };
}

beforeAll(() => setSiteOrigin(SITE));
afterEach(() => followLanguage(() => 'nl'));

describe('PageMeta', () => {
  it('gives a Dutch page its canonical address and both languages, Dutch as the default', () => {
    expect(links(head('/over-ons'))).toEqual({
      canonical: `${SITE}/over-ons`,
      nl: `${SITE}/over-ons`,
      en: `${SITE}/en/over-ons`,
      fallback: `${SITE}/over-ons`,
      robots: null,
      ogLocale: 'nl_NL',
    });
  });

  it('gives an English page its own canonical address and the Dutch one as alternate', () => {
    expect(links(head('/en/menu/amsterdam'))).toMatchObject({
      canonical: `${SITE}/en/menu/amsterdam`,
      nl: `${SITE}/menu/amsterdam`,
      en: `${SITE}/en/menu/amsterdam`,
      fallback: `${SITE}/menu/amsterdam`,
      ogLocale: 'en_GB',
    });
  });

  it('names the home page and the location chooser by their own addresses, not their aliases', () => {
    expect(links(head('/en/home'))).toMatchObject({ canonical: `${SITE}/en`, nl: `${SITE}/` });
    expect(links(head('/home'))).toMatchObject({ canonical: `${SITE}/`, en: `${SITE}/en` });
    expect(links(head('/choose-location/'))).toMatchObject({ canonical: `${SITE}/menu` });
  });

  it('leaves a page that does not exist out of the index, without alternates', () => {
    expect(links(head('/en/bestaat-niet', true))).toMatchObject({
      canonical: null,
      nl: null,
      en: null,
      robots: 'noindex',
    });
  });

  it('gives the staff pages, which are only in Dutch, no alternates', () => {
    expect(links(head('/admin/login'))).toMatchObject({ canonical: null, en: null });
  });
});
