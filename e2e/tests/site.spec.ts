/** The public site: every page, the shell, the theme, the forms (with real SMTP) and accessibility. */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectAxeCleanInBothModes } from '../support/axe';
import { untilLoaderGone } from '../support/page';
import { expect, test, type Page } from '@playwright/test';
import { dataDir, smtpInbox } from '../playwright.config';

const PAGES: [route: string, title: string][] = [
  ['/', 'Kip van het spit in Amsterdam en Rotterdam · Gouden Haan'],
  ['/home', 'Kip van het spit in Amsterdam en Rotterdam · Gouden Haan'],
  ['/nieuws', 'Nieuws · Gouden Haan'],
  ['/nieuws/tien-jaar-gouden-haan', 'Tien jaar Gouden Haan: bedankt! · Gouden Haan'],
  ['/over-ons', 'Over ons · Gouden Haan'],
  ['/locaties', 'Locaties en openingstijden · Gouden Haan'],
  ['/contact', 'Contact · Gouden Haan'],
  ['/reviews', 'Reviews · Gouden Haan'],
  ['/werken-bij', 'Werken bij · Gouden Haan'],
  ['/gallerij', 'Galerij · Gouden Haan'],
  ['/aanbiedingen', 'Aanbiedingen · Gouden Haan'],
  ['/Privacyandvoorwaarden', 'Privacy en voorwaarden · Gouden Haan'],
  ['/toegankelijkheid', 'Toegankelijkheid · Gouden Haan'],
];

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('#app-loader')).toHaveCount(0);
}

/** Skips the cookie banner for tests about something else. */
async function consent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
}

function inbox(): string[] {
  return readdirSync(smtpInbox)
    .sort()
    .map((f) => readFileSync(path.join(smtpInbox, f), 'utf8'));
}

test.describe('pages', () => {
  for (const [route, title] of PAGES) {
    test(`${route} opens directly with its own title and description`, async ({ page }) => {
      await open(page, route);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]').last()).toHaveAttribute('content', title);
    });
  }

  test('every page is reachable by navigating from the home page', async ({ page }) => {
    await consent(page);
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const [label, title] of [
      ['Aanbiedingen', 'Aanbiedingen'],
      ['Locaties', 'Locaties en openingstijden'],
      ['Nieuws', 'Nieuws'],
      ['Over ons', 'Over ons'],
      ['Reviews', 'Reviews'],
      ['Contact', 'Contact'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveTitle(`${title} · Gouden Haan`);
    }
    const footer = page.locator('footer');
    for (const [label, title] of [
      ['Werken bij Gouden Haan', 'Werken bij'],
      ['Galerij', 'Galerij'],
      ['Privacyverklaring en algemene voorwaarden', 'Privacy en voorwaarden'],
    ]) {
      await footer.getByRole('link', { name: label }).click();
      await expect(page).toHaveTitle(`${title} · Gouden Haan`);
    }
    await nav.getByRole('link', { name: 'Gouden Haan', exact: true }).click();
    await expect(page).toHaveTitle(PAGES[0]![1]);
    await page.getByRole('link', { name: 'Alle reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await page.goto('/nieuws');
    await page.getByRole('link', { name: 'Gouden Haan opent in Rotterdam!' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gouden Haan opent in Rotterdam!');
    await page.getByRole('link', { name: 'Bestel nu' }).first().click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('news is listed newest first and an unknown article is not found', async ({ page }) => {
    await open(page, '/nieuws');
    const times = await page
      .locator('main time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect([...times].sort().reverse()).toEqual(times);
    await open(page, '/nieuws/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
  });

  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    await open(page, '/bestaat/echt/niet');
    await expect(page).toHaveTitle(/Pagina niet gevonden/);
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('offers show their validity and link into the menu', async ({ page }) => {
    await open(page, '/aanbiedingen');
    const offer = page.locator('article', { hasText: 'Studentenmenu Amsterdam' });
    await expect(offer).toContainText(/geldig van \d+ \w+ \d{4} tot en met \d+ \w+ \d{4}/);
    await offer.getByRole('link').click();
    await expect(page).toHaveURL(/\/menu\/amsterdam$/);
  });

  test('the sitemap and robots.txt list the public pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [route] of PAGES) expect(sitemap).toContain(`${route === '/home' ? '/' : route}<`);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test('the home page carries Restaurant structured data for both locations', async ({ page }) => {
    await open(page, '/');
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json!) as { '@type': string; address: { addressLocality: string } }[];
    expect(data.map((d) => d['@type'])).toEqual(['Restaurant', 'Restaurant']);
    expect(data.map((d) => d.address.addressLocality)).toEqual(['Amsterdam', 'Rotterdam']);
  });
});

test.describe('theme', () => {
  test('follows the system on a first visit: light', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c8102e');
    await context.close();
  });

  test('follows the system on a first visit: dark', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d0b0a');
    await context.close();
  });

  test('the switch stores the choice, which survives a reload and beats the system setting', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await consent(page);
    await open(page, '/over-ons');
    const toggle = page.getByRole('button', { name: 'Donkere modus' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c8102e');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
    const cookie = (await context.cookies()).find((c) => c.name === 'color-mode');
    expect(cookie?.value).toBe('light');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31_536_000 - 120);
    expect(lifetime).toBeLessThanOrEqual(31_536_000 + 5);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c8102e');
    await expect(page.getByRole('button', { name: 'Donkere modus' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Donkere modus' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d0b0a');
    await context.close();
  });
});

test.describe('shell', () => {
  test('the body marks long and short pages and follows content changes', async ({ page }) => {
    await consent(page);
    await open(page, '/Privacyandvoorwaarden');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'long');
    await open(page, '/bestaat-niet');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'short');
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '2000px';
      document.querySelector('main')!.append(block);
    });
    await expect(page.locator('body')).toHaveAttribute('data-page', 'long');
  });

  test('the cookie banner informs (only functional cookies, nothing to consent to) and is remembered', async ({
    page,
    context,
  }) => {
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Koekjes bij de kip?' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('toestemming');
    // Honest: one button that acknowledges, none that pretends to switch tracking on or off.
    await expect(banner.getByRole('button')).toHaveCount(1);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.every((n) => ['gh_session', 'color-mode'].includes(n))).toBe(true);
    await banner.getByRole('button', { name: 'Begrepen' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('seen');
    await page.reload();
    await expect(page.locator('#app-loader')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Koekjes bij de kip?' })).toHaveCount(0);
  });

  test('the mobile menu opens, closes with Escape and returns focus', async ({ page }) => {
    await consent(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Menu openen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await button.click();
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Werken bij' }).click();
    await expect(page).toHaveTitle('Werken bij · Gouden Haan');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the chicken opens quick actions by keyboard', async ({ page }) => {
    await consent(page);
    await open(page, '/menu/rotterdam');
    const chicken = page.getByRole('button', { name: /Snelle acties/ });
    await chicken.focus();
    await page.keyboard.press('Enter');
    const actions = page.getByRole('group', { name: 'Snelle acties' });
    await expect(actions.getByRole('link', { name: 'Bestel nu' })).toHaveAttribute('href', '/menu');
    await expect(actions.getByRole('link', { name: /Bel/ }).first()).toHaveAttribute(
      'href',
      'tel:+31107654321',
    );
    await expect(actions.getByRole('link', { name: 'Openingstijden' })).toHaveAttribute('href', '/locaties');
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
    await expect(chicken).toBeFocused();
  });

  test('the scroll-to-top control appears after scrolling', async ({ page }) => {
    await consent(page);
    await open(page, '/Privacyandvoorwaarden');
    const top = page.getByRole('button', { name: 'Terug naar boven' });
    await expect(top).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the gallery lightbox opens, moves on and closes with Escape', async ({ page }) => {
    await consent(page);
    await open(page, '/gallerij');
    const first = page.getByRole('button', { name: /hele, goudbruine kip/ });
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('1 van');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('2 van');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });
});

test.describe('forms', () => {
  test('contact: Dutch errors next to the fields, then a confirmation, the stored message and a real e-mail', async ({
    page,
  }) => {
    await consent(page);
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#name-error')).toHaveText('Vul je naam in (minstens 2 tekens).');
    await expect(page.locator('#email-error')).toContainText('e-mailadres');
    await expect(page.locator('#location-error')).toHaveText('Kies een vestiging.');
    await expect(page.locator('#message-error')).toContainText('minstens 10 tekens');
    await expect(page.getByLabel('Naam')).toBeFocused();

    const before = inbox().length;
    await page.getByLabel('Naam').fill('Fleur de Vries');
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByLabel('Vestiging').selectOption('rotterdam');
    await page.getByLabel('Onderwerp').fill('Verjaardag met twaalf personen');
    await page
      .getByLabel('Bericht', { exact: true })
      .fill('Kunnen we zaterdag met twaalf personen komen eten? Groet, Fleur');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.locator('#email-error')).toContainText('geldig e-mailadres');
    await page.getByLabel('E-mailadres').fill('fleur@example.nl');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bericht verstuurd' })).toContainText('Bedankt');

    await expect.poll(() => inbox().length).toBe(before + 1);
    const mail = inbox().at(-1)!;
    expect(mail).toContain('X-Envelope-To: rotterdam@goudenhaan.nl');
    expect(mail).toMatch(/Subject: Contactformulier: Verjaardag met twaalf/);
    expect(mail).toContain('fleur@example.nl');

    // The stored message: read a copy of the server's embedded database.
    const copy = path.join(os.tmpdir(), `gh-e2e-db-copy-${Date.now()}`);
    cpSync(path.join(dataDir, 'pgdata'), copy, { recursive: true });
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(copy);
      const { rows } = await db.query<{ location_slug: string; email: string }>(
        `select location_slug, email from contact_messages where subject = 'Verjaardag met twaalf personen'`,
      );
      await db.close();
      expect(rows).toEqual([{ location_slug: 'rotterdam', email: 'fleur@example.nl' }]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('jobs: an application with a PDF CV is sent with the CV attached', async ({ page }) => {
    await consent(page);
    await open(page, '/werken-bij');
    await page.getByRole('link', { name: 'Solliciteer als bezorger op de e-bike' }).click();
    await expect(page.getByLabel('Vacature')).toHaveValue('bezorger-rotterdam');
    const before = inbox().length;
    await page.getByLabel('Naam').fill('Jesse Bakker');
    await page.getByLabel('E-mailadres').fill('jesse@example.nl');
    await page
      .getByLabel('Waarom wil je bij ons werken?')
      .fill('Ik fiets graag en ken Rotterdam op mijn duimpje.');
    await page.getByLabel('Cv (niet verplicht)').setInputFiles({
      name: 'cv-jesse.pdf',
      mimeType: 'application/pdf',
      // A whole (empty) PDF: the server checks the file's structure, not only its first bytes.
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
          'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n' +
          'trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n110\n%%EOF\n',
        'latin1',
      ),
    });
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sollicitatie verstuurd' })).toBeVisible();
    await expect.poll(() => inbox().length).toBe(before + 1);
    const mail = inbox().at(-1)!;
    expect(mail).toContain('X-Envelope-To: rotterdam@goudenhaan.nl');
    expect(mail).toContain('cv-jesse.pdf');
  });
});

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' });
  for (const [route] of [...PAGES.filter(([r]) => r !== '/home'), ['/bestaat-niet', ''] as const]) {
    test(`axe finds no violations on ${route}, light and dark`, async ({ page }) => {
      await consent(page);
      await open(page, route);
      await page.waitForLoadState('networkidle');
      await untilLoaderGone(page);
      await expectAxeCleanInBothModes(page, route);
    });
  }
  test('axe finds no violations in the cookie banner, mobile menu and chicken widget, light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    // The banner covers the chicken on a phone until the visitor chooses; the keyboard still reaches it.
    await page.getByRole('button', { name: /Snelle acties/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Snelle acties' })).toBeVisible();
    await untilLoaderGone(page);
    await expectAxeCleanInBothModes(page, 'cookie banner, mobile menu and chicken widget');
  });
});
