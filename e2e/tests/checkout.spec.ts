import { expectAxeClean } from '../support/axe';
import { untilLoaderGone } from '../support/page';
import { expect, test, type Page } from '@playwright/test';
import { recordFigure } from '../../apps/server/test/resilience/figures';
import { fillCart, fillDetails, orderPickupToPayment } from '../support/shop';

async function expectNoAxeViolations(page: Page) {
  await untilLoaderGone(page);
  await expectAxeClean(page, new URL(page.url()).pathname);
}

test('order in Amsterdam for delivery and pay with the demo provider', async ({ page }) => {
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 2 }]);
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Je bestelling' });
  await expect(summary).toContainText('2 × Halve kip van het spit');
  await expect(summary).toContainText('€ 19,90');

  // Field errors from the shared schema, next to the fields; what was typed stays.
  await page.getByLabel('Naam *').fill('Sanne de Vries');
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.')).toBeVisible();
  await expect(page.getByText('Vul je postcode in.')).toBeVisible();
  await expect(page.getByText('Ga akkoord met de privacyverklaring en de voorwaarden.')).toBeVisible();
  await expect(page.getByLabel('Naam *')).toHaveValue('Sanne de Vries');
  await expectNoAxeViolations(page);

  await fillDetails(page);
  const terms = page.getByLabel(/Ik ga akkoord/);
  const termsAt = async () => (await terms.boundingBox())!.y;
  await page.getByLabel('Postcode *').fill('1072ln');
  await page.getByLabel('Huisnummer *').fill('12');
  const before = await termsAt();
  // The address look-up answers (here: turned off) in the line kept for it: nothing below moves,
  // so a tap on the box lands where the customer aimed.
  await expect(page.getByRole('status').filter({ hasText: 'Adressen opzoeken staat uit' })).toBeVisible();
  expect(await termsAt()).toBe(before);
  await page.getByLabel('Straat *').fill('Ferdinand Bolstraat');
  await page.getByLabel('Plaats *').fill('Amsterdam');
  await expect(summary).toContainText('Bezorgkosten (De Pijp)');
  await expect(summary).toContainText('€ 21,40');
  await terms.check();
  // A double click makes one order: the button is busy after the first, and the key is the same.
  await page.getByRole('button', { name: /Bestellen en betalen/ }).dblclick();

  await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
  await expect(page.getByText('TESTOMGEVING')).toBeVisible();
  await expect(page.getByText('€ 21,40')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/betaald\?order=[\w-]{22}$/);
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  // The spec's PAYMENT_SUCCESS toast, bottom-right.
  const toasts = page.getByRole('region', { name: 'Meldingen' });
  await expect(toasts.getByText('Betaling geslaagd')).toBeVisible();
  await expect(toasts.getByText('Je bestelling is betaald. Bedankt!')).toBeVisible();
  await expect(page.getByText(/verwachte bezorgtijd/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The cart is empty now: the checkout sends the customer to the menu.
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name: 'Naar het menu' })).toBeVisible();
});

test('pickup in Rotterdam: the payment fails, the retry succeeds', async ({ page }) => {
  await orderPickupToPayment(page);

  await page.getByRole('button', { name: 'Mislukt' }).click();
  await expect(page).toHaveURL(/\/betaald\?order=/);
  await expect(page.getByRole('heading', { name: 'Betaling mislukt' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A forged status in the URL changes nothing: the page asks the server (issue 9, item 7).
  const statusUrl = page.url();
  const forged = ['&status=paid', '&status=paid&payment=paid&paid=true', '#status=paid'];
  let shownPaid = 0;
  for (const suffix of forged) {
    await page.goto(`${statusUrl}${suffix}`);
    await expect(page.getByRole('heading', { name: /^Betaling (mislukt|geslaagd)$/ })).toBeVisible();
    if (await page.getByRole('heading', { name: 'Betaling geslaagd' }).isVisible()) shownPaid++;
  }
  recordFigure({
    id: 7,
    area: 'Status page',
    figure: `/betaald in Chromium showing a failed payment as paid for a forged URL (${forged.length} URLs)`,
    value: shownPaid,
    target: '0',
    ok: shownPaid === 0,
  });
  expect(shownPaid).toBe(0);

  await page.getByRole('button', { name: 'Opnieuw betalen' }).click();
  await expect(page).toHaveURL(/\/demo-betaling\//);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText(/af te halen vanaf/)).toBeVisible();
});
