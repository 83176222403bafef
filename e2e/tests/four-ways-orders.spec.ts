/**
 * Issue 17 items 7, 8, 13 and 14 as a customer and a cook meet them, each screen on a 390 px phone
 * and a 1280 px desktop in light and dark mode (support/four-ways.ts), and axe on the admin pages
 * the owner's journey does not reach (a product's edit form, the not-found pages).
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
});

async function signIn(page: Page) {
  const res = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL },
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(res.ok()).toBe(true);
}

test("items 7, 13 and 8: Back from payment, the thanks once, and tomorrow's order apart on the board", async ({
  page,
}) => {
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 1 }]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await fillDetails(page, 'Klant Vier Kanten');
  const time = page.getByLabel('Tijdstip *');
  await expect(time.locator('option').first()).not.toHaveText('Tijden worden geladen…');
  const labels = await time.locator('option').allTextContents();
  const later = labels.find((l) => !/^(vandaag|vannacht|Zo snel)/.test(l) && !l.includes('(vol)'));
  expect(later, labels.join(' | ')).toBeTruthy();
  await time.selectOption({ label: later! });
  const terms = page.getByLabel(/Ik ga akkoord/);
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
  const payment = page.url();
  await inFourWays(page, 'demo payment', async () => {
    await expect(page.getByText('TESTOMGEVING')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Betaald' })).toBeVisible();
  });

  // Item 7: Back at checkout the open order is offered, not a second order.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await untilLoaderGone(page);
  const notice = page.getByRole('region', { name: 'Je bestelling wacht nog op betaling' });
  await inFourWays(page, 'back from payment', async () => {
    await expect(notice).toContainText('€ 9,95');
    await expect(notice.getByRole('link', { name: 'Verder met betalen' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toHaveCount(0);
  });
  await notice.getByRole('link', { name: 'Verder met betalen' }).click();
  await expect(page).toHaveURL(payment);
  await page.getByRole('button', { name: 'Betaald' }).click();

  // Item 13: the thanks once, to the browser that paid; a reload shows the status without it.
  const heading = page.getByRole('heading', { name: 'Betaling geslaagd' });
  const toasts = page.getByRole('region', { name: 'Meldingen' }).getByText('Betaling geslaagd');
  await expect(heading).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await page.reload();
  await untilLoaderGone(page);
  await inFourWays(page, 'paid', async () => {
    await expect(heading).toBeVisible();
    await expect(page.getByText(later!)).toBeVisible();
    await expect(toasts).toHaveCount(0);
  });

  // Item 8: on the board the order waits under "Later", with its day and when it was placed.
  await signIn(page);
  await page.goto('/admin?locatie=amsterdam&tab=bestellingen');
  await untilLoaderGone(page);
  const laterSection = page.getByRole('region', { name: /^Later \(\d+\)$/ });
  const card = laterSection.getByRole('article').filter({ hasText: 'Klant Vier Kanten' });
  await inFourWays(page, 'board with a later order', async () => {
    await expect(card.getByTestId('order-when')).toHaveText(`Afhalen · ${later!}`);
    await expect(card).toContainText(/besteld vandaag \d\d:\d\d/);
    await expect(
      page
        .getByRole('region', { name: 'Nieuw' })
        .getByRole('article')
        .filter({ hasText: 'Klant Vier Kanten' }),
    ).toHaveCount(0);
  });
});

test("item 14 and the admin pages the owner's journey does not reach: edit form, not-found pages", async ({
  page,
}) => {
  // Signed out: the public pages a visitor opens without a cart or an order.
  await page.goto('/checkout');
  await untilLoaderGone(page);
  await inFourWays(page, 'empty checkout', async () => {
    await expect(page.getByRole('link', { name: 'Naar het menu' })).toBeVisible();
    await expect(page.locator('head > title')).toHaveCount(1);
  });
  await page.goto('/betaald');
  await untilLoaderGone(page);
  await inFourWays(page, 'paid without an order', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('head > title')).toHaveCount(1);
  });

  await signIn(page);
  const response = await page.goto('/admin/onbekend');
  expect(response?.status()).toBe(404);
  await untilLoaderGone(page);
  await inFourWays(page, 'admin not found', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze beheerpagina bestaat niet');
    await expect(page.getByRole('link', { name: 'Naar het dashboard' })).toBeVisible();
  });

  await page.goto('/admin/edit/00000000-0000-4000-8000-000000000000');
  await untilLoaderGone(page);
  await inFourWays(page, 'admin product not found', async () => {
    await expect(page.getByRole('heading', { name: 'Product niet gevonden' })).toBeVisible();
  });

  const list = await page.request.get('/api/admin/products?location=amsterdam&q=Halve%20kip%20menu');
  const { id } = ((await list.json()) as { products: { id: string; name: string }[] }).products.find(
    (p) => p.name === 'Halve kip menu',
  )!;
  await page.goto(`/admin/edit/${id}`);
  await untilLoaderGone(page);
  await inFourWays(page, 'admin edit form', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Halve kip menu bewerken' })).toBeVisible();
    await expect(page.getByLabel('Prijs (€)')).toHaveValue('13,95');
    await expect(page.getByRole('checkbox', { name: 'Uitverkocht (Optie 1)' }).first()).toBeVisible();
    // The header's role is one word, also on a phone.
    const role = page.getByRole('banner').getByText('(beheerder)', { exact: true });
    expect(
      await role.evaluate(
        (el) => el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).lineHeight) * 1.5,
      ),
    ).toBe(true);
  });
});
