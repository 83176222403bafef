/**
 * The content pages in English (issue 20): their own texts in English, the API's content as it
 * comes, and where the API says Dutch stands in for English not written yet, that element is
 * marked `lang="nl"`. The job form's multipart post asks the server in the page's language.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage, NewsArticle, Offer, Vacancy } from '@gh/domain/content';
import type { Menu } from '@gh/domain/menu';
import { followLanguage } from '@gh/i18n/follow';
import { AllergenMatrix } from '../../menu/components/allergen-matrix';
import { postApplication } from '../api/post-application';
import { GalleryPage } from './gallery-page';
import { JobsPage } from './jobs-page';
import { NewsArticleView, NewsList } from './news-pages';
import { OfferCard } from './offer-card';

/** English content with the fields the API names as still Dutch (en-content's `untranslated`). */
function untranslated<T>(value: T, fields: string[]): T {
  return { ...value, untranslated: fields };
}

const vacancy: Vacancy = {
  id: 1,
  slug: 'kok-amsterdam',
  title: 'Kok aan het spit',
  location: 'amsterdam',
  hours: '24 to 38 hours a week',
  summary: 'Jij zorgt dat elke kip perfect gegaard het spit af komt.',
  description: 'First paragraph.\n\nSecond paragraph.',
};
const article: NewsArticle = {
  slug: 'tien-jaar',
  title: 'Ten years of Gouden Haan',
  summary: 'Bedankt!',
  image: null,
  publishedAt: '2026-11-20T10:00:00Z',
  body: 'Een verhaal.',
};
const offer: Offer = {
  id: 7,
  title: 'Burgerdinsdag',
  description: 'Every Tuesday a second burger for half price.',
  badge: '2e halve prijs',
  location: 'rotterdam',
  productName: 'Crispy chicken burger',
  products: [{ location: 'rotterdam', id: 'p1', name: 'Crispy chicken burger' }],
  image: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  computed: true,
};
const images: GalleryImage[] = [
  untranslated({ id: 1, src: '/a.svg', alt: 'Een hele kip', caption: 'Onze hele kip', width: 8, height: 6 }, [
    'alt',
    'caption',
  ]),
  { id: 2, src: '/b.svg', alt: 'The spit', caption: 'The spit in our open kitchen', width: 8, height: 6 },
];
const menu = {
  location: 'amsterdam',
  categories: [
    untranslated(
      {
        slug: 'kip',
        name: 'Kip',
        products: [
          untranslated(
            {
              id: 'p1',
              name: 'Halve kip',
              description: '',
              price: 9.5,
              category: 'kip',
              location: 'amsterdam',
              image: null,
              allergens: ['gluten'],
              mayContain: ['selderij'],
              available: true,
              popular: false,
              notLooseSauce: false,
              optionGroups: [],
            },
            ['name'],
          ),
        ],
      },
      ['name'],
    ),
  ],
} as Menu;

function html(node: React.ReactNode, path = '/en') {
  return renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>).replace(/<!-- -->/g, '');
}

function english() {
  followLanguage(() => 'en');
}

afterEach(() => {
  followLanguage(() => 'nl');
  vi.unstubAllGlobals();
});

describe('the content pages in English', () => {
  it('jobs: English texts, the vacancy as the API gives it, its Dutch fields marked', () => {
    english();
    const page = html(<JobsPage vacancies={[untranslated(vacancy, ['title', 'summary'])]} />);
    expect(page).toContain('Join our team');
    expect(page).toContain('Read the full job description');
    expect(page).toContain('Apply to be our kok aan het spit');
    expect(page).toContain('<h2 class="text-xl font-bold" lang="nl">Kok aan het spit</h2>');
    expect(page).toContain('lang="nl">Jij zorgt dat');
    expect(page).toContain('<span>24 to 38 hours a week</span>');
    expect(page).toContain('Keep my application for 12 months');
    expect(page).toContain('>Send application</button>');
    expect(page).not.toMatch(/Solliciteer|Vacature|Verstuur/);
  });

  it('jobs in Dutch: nothing marked, the texts as before', () => {
    const page = html(<JobsPage vacancies={[vacancy]} />, '/werken-bij');
    expect(page).toContain('Kom ons team versterken');
    expect(page).toContain('Solliciteer als kok aan het spit');
    expect(page).not.toContain('lang="nl"');
  });

  it('news: the article in English, Dutch fields marked, links under /en', () => {
    english();
    const page = html(<NewsArticleView article={untranslated(article, ['summary', 'body'])} />);
    expect(page).toContain('>Ten years of Gouden Haan</h1>');
    expect(page).toContain('lang="nl">Bedankt!</p>');
    expect(page).toContain('lang="nl"><p>Een verhaal.</p>');
    expect(page).toContain('href="/en/nieuws"');
    expect(page).toContain('href="/en/menu"');
    const { body: _body, untranslated: _marked, ...listed } = article;
    const list = html(<NewsList articles={[untranslated(listed, ['title'])]} />);
    expect(list).toContain('href="/en/nieuws/tien-jaar"');
    expect(list).toContain('Fresh off the spit');
    expect(list).toMatch(/<h2 [^>]*lang="nl"/);
  });

  it('offers: how to get it and the links in English, the Dutch title and badge marked', () => {
    english();
    const card = html(<OfferCard offer={untranslated(offer, ['title', 'badge'])} />);
    expect(card).toMatch(/<h3 [^>]*lang="nl">Burgerdinsdag<\/h3>/);
    expect(card).toMatch(/<p [^>]*lang="nl">2e halve prijs<\/p>/);
    expect(card).toContain('How to get it: order online');
    expect(card).toContain('Crispy chicken burger on the Rotterdam menu');
    expect(card).toContain('href="/en/menu/rotterdam#product-p1"');
    expect(card).toMatch(/valid from .+ to /);
  });

  it('gallery: the lightbox controls in English, Dutch alt and caption marked', () => {
    english();
    const page = html(<GalleryPage images={images} />);
    expect(page).toContain('A peek into our kitchen');
    expect(page).toMatch(/alt="Een hele kip" lang="nl"/);
    expect(page).toContain('lang="nl">Onze hele kip</span>');
    expect(page).toMatch(/alt="The spit"(?! lang)/);
  });

  it('allergens: the matrix in English, Dutch names marked', () => {
    english();
    const table = html(<AllergenMatrix menu={menu} cityName="Amsterdam" />);
    expect(table).toContain('Allergens per dish in Amsterdam');
    expect(table).toMatch(/<th scope="colgroup"[^>]*lang="nl">Kip<\/th>/);
    expect(table).toMatch(/<th scope="row"[^>]*lang="nl">Halve kip<\/th>/);
    expect(table).toContain('<span class="sr-only">contains</span>');
    expect(table).toContain('<span class="sr-only">traces</span>');
  });
});

describe('the job application', () => {
  it('asks the server in English on English pages and in Dutch on Dutch ones', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Thanks!' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await postApplication(new FormData())).toBe('Thanks!');
    expect(fetch).toHaveBeenLastCalledWith('/api/applications', expect.anything());
    english();
    await postApplication(new FormData());
    expect(fetch).toHaveBeenLastCalledWith('/api/applications?lang=en', expect.anything());
  });

  it('says in English when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    english();
    await expect(postApplication(new FormData())).rejects.toThrow("We can't reach our server.");
  });
});
