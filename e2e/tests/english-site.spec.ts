/**
 * The English site (issue 20): every English public page passes axe in both colour modes, keeps its
 * links in English, names its Dutch twin (and the twin it) with hreflang; the language switch keeps
 * the query and hash, also on the not-found page; an English browser on a Dutch page gets the
 * suggestion, a Dutch one does not. Pages other helpers translate may still hold Dutch texts here, so
 * this checks structure, not their words.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanInBothModes } from '../support/axe';
import { inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';

const ENGLISH_PAGES = [
  '/en',
  '/en/over-ons',
  '/en/locaties',
  '/en/contact',
  '/en/reviews',
  '/en/werken-bij',
  '/en/gallerij',
  '/en/aanbiedingen',
  '/en/nieuws',
  '/en/allergenen',
  '/en/Privacyandvoorwaarden',
  '/en/toegankelijkheid',
  '/en/menu',
  '/en/menu/amsterdam',
  '/en/bestaat-niet',
];

/** Skips the cookie banner for tests about something else. */
async function consent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/**
 * Every link on the page that leaves the English site: neither /en, nor staff, API or a file. The
 * language switch says where it goes (hreflang="nl") and is the one way to Dutch.
 */
async function linksOutOfEnglish(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]:not([hreflang="nl"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => {
    if (/^(?:[a-z]+:|\/\/|#)/i.test(href)) return false; // another site, mail, phone, this page
    const path = href.split(/[?#]/)[0]!;
    if (path === '/en' || path.startsWith('/en/')) return false;
    if (/^\/(?:admin|api)(?:\/|$)/.test(path)) return false;
    return !/\.[a-z0-9]{2,5}$/i.test(path); // a file (an image, a PDF)
  });
}

async function alternates(page: Page) {
  const href = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  return {
    canonical: await href('link[rel="canonical"]'),
    nl: await href('link[rel="alternate"][hreflang="nl"]'),
    en: await href('link[rel="alternate"][hreflang="en"]'),
    fallback: await href('link[rel="alternate"][hreflang="x-default"]'),
  };
}

test.describe('every English page', () => {
  for (const route of ENGLISH_PAGES) {
    test(`${route} is English, stays English and names its Dutch twin`, async ({ page, baseURL }) => {
      await consent(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === '/en/bestaat-niet' ? 404 : 200);
      // The server's own HTML, before any script: what a search engine reads.
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<html lang="en"/);
      await untilLoaderGone(page);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await linksOutOfEnglish(page)).toEqual([]);
      // The quick actions appear after hydration; their links too stay English.
      await page.getByRole('button', { name: /^Quick actions/ }).click();
      await expect(page.getByRole('group', { name: 'Quick actions' })).toBeVisible();
      expect(await linksOutOfEnglish(page)).toEqual([]);

      const dutch = route.slice(3) || '/';
      if (route === '/en/bestaat-niet') {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        expect(await alternates(page)).toEqual({ canonical: [], nl: [], en: [], fallback: [] });
        return;
      }
      const expected = {
        canonical: [`${baseURL}${route}`],
        nl: [`${baseURL}${dutch}`],
        en: [`${baseURL}${route}`],
        fallback: [`${baseURL}${dutch}`],
      };
      // Once in the server's HTML, once in the hydrated page (never twice).
      expect(html.toLowerCase()).toContain(`hreflang="en" href="${baseURL}${route}"`.toLowerCase());
      expect(await alternates(page)).toEqual(expected);

      await page.goto(dutch);
      await untilLoaderGone(page);
      expect(await alternates(page)).toEqual({ ...expected, canonical: [`${baseURL}${dutch}`] });
    });
  }
});

test.describe('accessibility in English', () => {
  test.use({ colorScheme: 'light' });
  for (const route of ENGLISH_PAGES) {
    test(`axe finds no violations on ${route}, light and dark`, async ({ page }) => {
      // axe over the allergen matrix takes most of a minute on a busy 2-core machine.
      test.setTimeout(120_000);
      await consent(page);
      await open(page, route);
      await page.waitForLoadState('networkidle');
      await expectAxeCleanInBothModes(page, route);
    });
  }
  test('axe finds no violations in the cookie banner, mobile menu and quick actions, light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/en');
    await expect(page.getByRole('heading', { name: 'Cookies with your chicken?' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Quick actions/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Quick actions' })).toBeVisible();
    await expectAxeCleanInBothModes(page, '/en menus');
  });
});

test.describe('the language switch', () => {
  test('keeps the query and the hash, both ways', async ({ page }) => {
    await consent(page);
    await open(page, '/en/over-ons?utm_source=krant#verhaal');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/over-ons?utm_source=krant#verhaal',
    );
    await nav.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/over-ons\?utm_source=krant#verhaal$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en/over-ons?utm_source=krant#verhaal');
  });

  test('works on the not-found page, from the mobile menu too', async ({ page }) => {
    await consent(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/bestaat-niet?van=poster');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/bestaat-niet\?van=poster$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/bestaat-niet?van=poster',
    );
  });
});

test.describe('the suggestion for an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('shows on a Dutch page, links to the same page in English, and once closed stays away', async ({
    page,
  }) => {
    await consent(page);
    await open(page, '/locaties?van=kaart');
    const suggestion = page.getByRole('region', { name: 'Language' });
    await expect(suggestion).toContainText('This page is also in English.');
    await expect(suggestion.getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
      'href',
      '/en/locaties?van=kaart',
    );
    await expectAxeCleanInBothModes(page, 'the suggestion', { include: '[data-language-suggestion]' });
    const close = suggestion.getByRole('button', { name: 'Close the language suggestion' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await close.click();
    await expect(suggestion).toHaveCount(0);
    await open(page, '/over-ons');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
  });

  test('takes the visitor to the English page, never by itself', async ({ page }) => {
    await consent(page);
    await open(page, '/menu/amsterdam');
    await expect(page).toHaveURL(/\/menu\/amsterdam$/);
    await page.getByRole('link', { name: 'Read it in English' }).click();
    await expect(page).toHaveURL(/\/en\/menu\/amsterdam$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
  });
});

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('gets no suggestion', async ({ page }) => {
    await consent(page);
    await open(page, '/locaties');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
  });
});

test('the English sitemap lists the English pages and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/en/sitemap.xml')).text();
  for (const route of ENGLISH_PAGES.filter((r) => r !== '/en/bestaat-niet')) {
    expect(sitemap).toContain(`${route}</loc>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: \S+\/en\/sitemap\.xml$/m);
});

test('/en and /en/contact look right at 390 and 1280 px in both modes', async ({ page }) => {
  test.setTimeout(240_000);
  await consent(page);
  for (const route of ['/en', '/en/contact']) {
    await open(page, route);
    await page.waitForLoadState('networkidle');
    await inFourWays(page, `english ${route}`, async () => {
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});
