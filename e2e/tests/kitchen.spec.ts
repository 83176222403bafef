/**
 * The cook's journey on the board (issue 18, the kitchen side): a paid order takes over the screen
 * (issue 27), then waits and rings until it is accepted with 20 minutes; "+10 min" moves the
 * customer's time; ready; a second order is rejected and refunded; a product is marked sold out in
 * two taps; busy mode and a timed pause, each in its own group.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { newestMail } from '../support/mail';
import { expectAxeClean, switchColourScheme } from '../support/axe';
import { viewNewOrder } from '../support/kitchen';
import { untilLoaderGone } from '../support/page';
import { paidPickupOrder } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
const SAME_ORIGIN = { origin: baseURL };

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function summary(request: APIRequestContext, publicId: string) {
  return (await (await request.get(`/api/orders/${publicId}`)).json()) as {
    status: string;
    payment: string;
    expectedAt: string;
  };
}

/** axe over the board or tab once the page stands (the loader gone). */
async function noAxeViolations(page: Page, label: string) {
  await untilLoaderGone(page);
  await expectAxeClean(page, label);
}

test.describe('the kitchen board', () => {
  test.describe.configure({ timeout: 120_000 });

  test('accept with 20 minutes, +10 min, ready; reject with a refund; sold out in two taps; busy and pause', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/admin?locatie=amsterdam&tab=bestellingen');
    await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeVisible();
    await expect(page.getByText('Live verbonden')).toBeVisible();

    const customer = await browser.newContext();
    const first = await paidPickupOrder(customer.request, 'Kok Klant Een', 'kok-een@example.nl');

    // It arrives without a reload, takes over the screen, and waits for a cook on its card, with the
    // location's default preselected.
    await viewNewOrder(page, 'Kok Klant Een');
    const card = page.getByRole('article').filter({ hasText: 'Kok Klant Een' });
    await expect(card).toBeFocused();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-waiting', 'true');
    await expect(card.getByTestId('order-waiting')).toContainText('Wacht op accepteren');
    await expect(card.getByRole('radio', { name: '20 min' })).toBeChecked();
    await noAxeViolations(page, 'board with a waiting order');

    await card.getByText('30 min', { exact: true }).click();
    await card.getByText('20 min', { exact: true }).click();
    const before = Date.now();
    await card.getByRole('button', { name: 'Accepteren (20 min)' }).click();
    await expect(card.getByRole('button', { name: 'Klaar voor afhalen' })).toBeVisible();
    await expect(card).not.toHaveAttribute('data-waiting', 'true');
    const accepted = await summary(customer.request, first.publicId);
    expect(accepted.status).toBe('in_preparation');
    // At least 20 minutes from the click (later when the customer chose a later time).
    expect(Date.parse(accepted.expectedAt)).toBeGreaterThanOrEqual(before + 20 * 60_000 - 60_000);
    await expect.poll(() => newestMail('kok-een@example.nl', /klaar rond/)).toBeTruthy();

    await card.getByRole('button', { name: /10 minuten later/ }).click();
    await expect
      .poll(async () => Date.parse((await summary(customer.request, first.publicId)).expectedAt))
      .toBe(Date.parse(accepted.expectedAt) + 10 * 60_000);
    await expect.poll(() => newestMail('kok-een@example.nl', /wordt later/)).toBeTruthy();

    await card.getByRole('button', { name: 'Klaar voor afhalen' }).click();
    await expect.poll(async () => (await summary(customer.request, first.publicId)).status).toBe('ready');

    // A second order is rejected with a reason and refunded in full.
    const second = await paidPickupOrder(customer.request, 'Kok Klant Twee', 'kok-twee@example.nl');
    await viewNewOrder(page, 'Kok Klant Twee');
    const rejected = page.getByRole('article').filter({ hasText: 'Kok Klant Twee' });
    await rejected.getByRole('button', { name: 'Weigeren' }).click();
    const dialog = page.getByRole('dialog', { name: /weigeren/ });
    await dialog.getByRole('button', { name: 'Weiger en betaal terug' }).click();
    await expect(dialog.getByText('Geef een reden op voor het weigeren.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Anders' }).check();
    await dialog.getByLabel('Reden bij Anders').fill('De kip is op');
    await dialog.getByRole('button', { name: 'Weiger en betaal terug' }).click();
    await expect(rejected).toHaveCount(0);
    await expect
      .poll(async () => summary(customer.request, second.publicId))
      .toMatchObject({ status: 'cancelled', payment: 'refunded' });
    await expect.poll(() => newestMail('kok-twee@example.nl', /terugbetaald/)).toBeTruthy();
    await customer.close();

    // Sold out in two taps, gone from the public menu at once.
    const soldOut = 'Kippendijen van de grill';
    await page.getByRole('button', { name: 'Iets is op' }).click();
    await page.getByRole('button', { name: `${soldOut} is op` }).click();
    await expect(page.getByText(`${soldOut} staat nu als uitverkocht op het menu.`)).toBeVisible();
    const menu = JSON.stringify(await (await page.request.get('/api/menu/amsterdam')).json());
    const product = JSON.parse(menu)
      .categories.flatMap(
        (c: { products: { id: string; name: string; available?: boolean }[] }) => c.products,
      )
      .find((p: { name: string }) => p.name === soldOut);
    expect(product === undefined || product.available === false).toBe(true);
    await page.getByRole('button', { name: 'Klaar', exact: true }).click();
    // Back on sale, for the journeys after this one.
    const admin = await (await page.request.get('/api/admin/products?location=amsterdam')).json();
    const dish = admin.products.find((p: { name: string }) => p.name === soldOut);
    const restocked = await page.request.patch(`/api/admin/products/${dish.id}/availability`, {
      headers: SAME_ORIGIN,
      data: { available: true },
    });
    expect(restocked.ok()).toBe(true);

    // Busy: customers see the longer wait; then back to normal. Its group is not the pause's.
    const busy = page.getByRole('group', { name: 'Drukte: extra bereidingstijd' });
    const pause = page.getByRole('group', { name: 'Online bestellen pauzeren' });
    await expect(busy.getByRole('button')).toHaveText(['Normaal', '+15 min', '+30 min']);
    await expect(pause.getByRole('button', { name: /^Pauzeer / })).toHaveCount(4);
    await page.getByRole('button', { name: '+15 min' }).click();
    await expect(page.getByRole('button', { name: '+15 min' })).toHaveAttribute('aria-pressed', 'true');
    const locations = await (await page.request.get('/api/locations')).json();
    expect(locations.locations.find((l: { slug: string }) => l.slug === 'amsterdam').status.text).toMatch(
      /Het is druk: reken op 15 minuten extra|gesloten|Gesloten/,
    );
    await page.getByRole('button', { name: 'Normaal' }).click();
    await expect(page.getByRole('button', { name: 'Normaal' })).toHaveAttribute('aria-pressed', 'true');

    // A pause of 15 minutes ends by itself; the cook can end it sooner.
    await page.getByRole('button', { name: 'Pauzeer 15 min' }).click();
    await expect(page.getByText(/gepauzeerd tot \d\d:\d\d/)).toBeVisible();
    await switchColourScheme(page, 'light', 'board');
    await noAxeViolations(page, 'board, light');
    await page.getByRole('button', { name: 'Hervatten' }).click();
    await expect(page.getByRole('button', { name: 'Pauzeer 15 min' })).toBeVisible();
  });
});
