/**
 * Issue 17 items 6 and 8: before anyone fills a cart, the chooser and the menu say whether a location
 * takes orders now; the kitchen board keeps an order for a later day apart, with its day, and every
 * card says when it was placed. On a 390 px phone and a 1280 px desktop, screenshots in /tmp/status-shots.
 */
import { expect, test } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
const SHOTS = '/tmp/status-shots';
const VIEWPORTS = [
  { name: 'telefoon', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

// The chooser and the menu saying whether a location takes orders now: four-ways-shop.spec.ts, at 390
// and 1280 px in both modes.

test('an order for a later day waits apart on the board, with its day and the time it was placed', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  const shop = await customer.newPage();
  await shop.goto('/');
  await fillCart(shop.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 1 }]);
  await shop.goto('/checkout');
  await shop.getByRole('radio', { name: 'Afhalen' }).check();
  await fillDetails(shop, 'Klant Voor Later');
  const time = shop.getByLabel('Tijdstip *');
  await expect(time.locator('option').first()).not.toHaveText('Tijden worden geladen…');
  const labels = await time.locator('option').allTextContents();
  const later = labels.find((l) => !/^(vandaag|vannacht|Zo snel)/.test(l) && !l.includes('(vol)'));
  expect(later, labels.join(' | ')).toBeTruthy();
  await time.selectOption({ label: later! });
  const terms = shop.getByLabel(/Ik ga akkoord/);
  if (!(await terms.isChecked())) await terms.check();
  await shop.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(shop).toHaveURL(/\/demo-betaling\//);
  await shop.getByRole('button', { name: 'Betaald' }).click();
  await expect(shop.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  await customer.close();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (viewport === VIEWPORTS[0]) {
      await page.goto('/admin?locatie=amsterdam&tab=bestellingen');
      await expect(page).toHaveURL(/\/admin\/login\?next=/);
      await page.getByLabel('E-mailadres').fill(EMAIL);
      await page.getByLabel('Wachtwoord').fill(PASSWORD);
      await page.getByRole('button', { name: 'Inloggen' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeVisible();
    const laterSection = page.getByRole('region', { name: /^Later \(\d+\)$/ });
    const card = laterSection.getByRole('article').filter({ hasText: 'Klant Voor Later' });
    await expect(card).toBeVisible();
    // The slot's day ("morgen 17:30" or "zaterdag 28 november 12:30") is on the card, not just a time.
    await expect(card.getByTestId('order-when')).toHaveText(`Afhalen · ${later!}`);
    await expect(card).toContainText(/besteld vandaag \d\d:\d\d/);
    // Not in today's columns.
    await expect(
      page
        .getByRole('region', { name: 'Nieuw' })
        .getByRole('article')
        .filter({ hasText: 'Klant Voor Later' }),
    ).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/board-${viewport.width}.png`, fullPage: true });
  }
});

test('the offers page promises no discount the cart does not compute, and links only to real products', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
  await page.goto('/aanbiedingen');
  await untilLoaderGone(page);
  await expect(page.locator('main')).not.toContainText('De korting zie je terug');
  await expect(page.locator('main')).toContainText('Online rekent de winkelwagen de gewone menuprijs');
  await page.screenshot({ path: `${SHOTS}/offers-1280.png`, fullPage: true });
  const links = page.locator('a[data-offer-product]');
  const hrefs = await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    const id = href.split('#')[1]!;
    await expect(page.locator(`[id="${id}"]`), href).toBeVisible();
  }
});
