/**
 * The content pages in English (issue 20 item 2): each shows English headings under /en, the job
 * application and the privacy request ask the server in English (`?lang=en`) and show its answer
 * with English headings, labels and errors.
 */
import { expectAxeClean } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';

const PAGES: [route: string, title: string, h1: string, also: (page: Page) => Promise<void>][] = [
  [
    '/en/werken-bij',
    'Jobs · Gouden Haan',
    'Join our team',
    (page) => expect(page.getByRole('heading', { name: 'Apply now' })).toBeVisible(),
  ],
  [
    '/en/gallerij',
    'Gallery · Gouden Haan',
    'A peek into our kitchen',
    async (page) => {
      await page.getByRole('listitem').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(/\(1 of \d+\)/);
      await expect(dialog.getByRole('button', { name: 'Next →' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    },
  ],
  [
    '/en/nieuws',
    'News · Gouden Haan',
    'Fresh off the spit',
    async (page) => {
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
      await expect(page).toHaveURL(/\/en\/nieuws\/[\w-]+$/);
      await expect(page.getByRole('link', { name: '← All news' })).toHaveAttribute('href', '/en/nieuws');
      await expect(page.getByRole('link', { name: 'Feeling hungry? Order now' })).toHaveAttribute(
        'href',
        '/en/menu',
      );
    },
  ],
  [
    '/en/aanbiedingen',
    'Offers · Gouden Haan',
    'Tasty deals',
    async (page) => {
      const byRestaurant = page.getByRole('navigation', { name: 'Offers by restaurant' });
      await expect(byRestaurant.getByRole('link', { name: 'All restaurants' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByText(/valid from .+ to /).first()).toBeVisible();
    },
  ],
  [
    '/en/allergenen',
    'Allergens · Gouden Haan',
    'Allergens',
    async (page) => {
      await expect(page.getByRole('group', { name: 'Choose a restaurant' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Allergens per dish in Amsterdam' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Dish' })).toBeVisible();
    },
  ],
  [
    '/en/Privacyandvoorwaarden',
    'Privacy and terms · Gouden Haan',
    'Privacy statement and terms and conditions',
    async (page) => {
      await expect(page.getByRole('heading', { name: 'Cookies and storage in your browser' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How long we keep your data' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'My data' }).last()).toHaveAttribute(
        'href',
        '/en/mijn-gegevens',
      );
    },
  ],
  [
    '/en/toegankelijkheid',
    'Accessibility · Gouden Haan',
    'Accessibility statement',
    async (page) => {
      await expect(page.getByRole('heading', { name: /^Status [A-E]$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Running into a problem?' })).toBeVisible();
    },
  ],
  [
    '/en/mijn-gegevens',
    'My data · Gouden Haan',
    'My data',
    (page) => expect(page.getByRole('heading', { name: 'Request your data' })).toBeVisible(),
  ],
];

async function open(page: Page, route: string) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
  await page.goto(route);
  await untilLoaderGone(page);
}

/** A whole (empty) PDF: the server checks the file's structure, not only its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n' +
    'trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n110\n%%EOF\n',
  'latin1',
);

test.describe('the content pages in English', () => {
  for (const [route, title, h1, also] of PAGES) {
    test(`${route} is in English`, async ({ page }) => {
      await open(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{40,}/);
      await also(page);
    });
  }

  test('a job application from /en/werken-bij is checked and confirmed in English', async ({ page }) => {
    await open(page, '/en/werken-bij');
    await page
      .getByRole('link', { name: /^Apply to be our / })
      .first()
      .click();
    await expect(page.getByLabel('Job')).not.toHaveValue('');
    await page.getByLabel('Name').fill('Sam Taylor');
    await page.getByLabel('Email address').fill('sam@example.com');
    await page.getByLabel('Phone number (optional)').fill('0612345678');
    await page
      .getByLabel('Why would you like to work with us?')
      .fill('I love cooking over charcoal and I live around the corner.');
    await page.getByLabel('CV (optional)').setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your CV needs to be a PDF file.')).toBeVisible();
    await expect(page.getByLabel('CV (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'application form', '#solliciteren');

    await page.getByLabel('CV (optional)').setInputFiles({
      name: 'cv-sam.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByLabel(/^Keep my application for \d+ months/).check();
    const answer = page.waitForResponse((r) => r.url().includes('/api/applications'));
    await page.getByRole('button', { name: 'Send application' }).click();
    const response = await answer;
    expect(new URL(response.url()).searchParams.get('lang')).toBe('en');
    expect(response.ok()).toBe(true);
    const { message } = (await response.json()) as { message: string };
    const done = page.getByRole('status').filter({ hasText: 'Application sent' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(message);
    await expect(done).toBeFocused();
  });

  test('the privacy request on /en/mijn-gegevens is asked, answered and carried out in English', async ({
    page,
  }) => {
    const email = 'robin@example.com';
    // Something to find: an application sent from the English site.
    const sent = await page.request.post('/api/applications?lang=en', {
      headers: { origin: baseURL },
      multipart: { name: 'Robin Hughes', email, motivation: 'I would love to work at the spit in De Pijp.' },
    });
    expect(sent.ok()).toBe(true);

    await open(page, '/en/mijn-gegevens');
    await expect(page.getByText(/We'll send you a link that works for \d+ hours\./)).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().includes('/api/privacy/requests'));
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    const response = await answer;
    expect(new URL(response.url()).searchParams.get('lang')).toBe('en');
    const { message } = (await response.json()) as { message: string };
    const done = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Check your inbox' }) });
    await expect(done).toContainText(message);

    // The mail's link, opened on the English page.
    let mail: string | undefined;
    await expect
      .poll(() => (mail = newestMail(email, /mijn-gegevens\?token=/)), { timeout: 15_000 })
      .toBeTruthy();
    const token = /mijn-gegevens\?token=([\w%-]+)/.exec(mail!)![1]!;
    await page.goto(`/en/mijn-gegevens?token=${token}`);
    await expect(page.getByRole('heading', { name: `What we keep about ${email}` })).toBeVisible();
    await expect(page.getByText('1 job application', { exact: true })).toBeVisible();
    await expect(page.getByText('0 orders', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^This link works until .+, or until you have your data deleted\.$/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download as a JSON file' })).toHaveAttribute(
      'href',
      /\/api\/privacy\/export\?token=.+&format=json&lang=en$/,
    );

    await page.getByRole('button', { name: 'Delete my data…' }).click();
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeFocused();
    const erased = page.waitForResponse((r) => r.url().includes('/api/privacy/erase'));
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    const erasedAnswer = await erased;
    expect(new URL(erasedAnswer.url()).searchParams.get('lang')).toBe('en');
    const gone = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Your data has been deleted' }) });
    await expect(gone).toContainText(((await erasedAnswer.json()) as { message: string }).message);
    await expect(gone.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });
});
