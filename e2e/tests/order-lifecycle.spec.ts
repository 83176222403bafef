/**
 * One cart, one open order (issue 17 item 7): Back from the payment page and submitting again made
 * a second order with a second payable payment. Now checkout offers the open order back ("Verder
 * met betalen") or replaces it, cancelling the first payment.
 */
import { expectAxeClean } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

async function expectNoAxeViolations(page: Page) {
  await untilLoaderGone(page);
  await expectAxeClean(page, new URL(page.url()).pathname);
}

async function orderForPickup(page: Page) {
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await fillDetails(page);
  const terms = page.getByLabel(/Ik ga akkoord/);
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
  return page.url();
}

const demoStatus = async (page: Page, paymentUrl: string) =>
  (await (await page.request.get(`/api/payments/demo/${paymentUrl.split('/').pop()}`)).json()).status;

test('Back from the payment page: go on paying the open order, or replace it', async ({ page }) => {
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 1 }]);
  await page.goto('/checkout');
  const first = await orderForPickup(page);

  // Back at checkout there is no form to order twice: the open order is offered.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const notice = page.getByRole('region', { name: 'Je bestelling wacht nog op betaling' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('€ 9,95');
  await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Verder met betalen' }).click();
  await expect(page).toHaveURL(first);

  // Back again, and a new order instead: the first payment can no longer be paid.
  await page.goBack();
  await page.getByRole('button', { name: 'Nieuwe bestelling plaatsen' }).click();
  await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toBeVisible();
  expect(await demoStatus(page, first)).toBe('canceled');
  const second = await orderForPickup(page);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();

  // The first payment page, opened again, takes no money, and its order says it was cancelled.
  await page.goto(first);
  await expect(page.getByRole('button', { name: 'Betaald' })).toHaveCount(0);
  const demo = await (await page.request.get(`/api/payments/demo/${first.split('/').pop()}`)).json();
  await page.goto(demo.redirectUrl);
  await expect(page.getByRole('heading', { name: 'Bestelling geannuleerd' })).toBeVisible();
  await expect(page.getByText('Er is niets afgeschreven.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw betalen' })).toHaveCount(0);
});
