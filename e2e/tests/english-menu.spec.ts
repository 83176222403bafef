/**
 * The menu, the option dialog and the cart in English (issue 20 item 2), and the language switch
 * from a Dutch menu page with a filled cart: the same page in English with the same cart. Product
 * names come from the content (English once translated), so products are found by their id.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillCart } from '../support/shop';
import { inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';

/** The id of a product of Amsterdam's menu, looked up by its Dutch name. */
async function productId(page: Page, dutchName: string): Promise<string> {
  const menu = (await (await page.request.get('/api/menu/amsterdam')).json()) as {
    categories: { products: { id: string; name: string }[] }[];
  };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === dutchName);
  expect(product, dutchName).toBeTruthy();
  return product!.id;
}

const card = (page: Page, id: string) => page.locator(`article[aria-labelledby="product-${id}"]`);

test.beforeEach(async ({ page }) => {
  // Four ways with axe each, on a busy 2-core machine.
  test.setTimeout(180_000);
  // The cookie banner is another journey's subject.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
});

test('on /en/menu/amsterdam a product with options goes through the English dialog into an English cart', async ({
  page,
}) => {
  const id = await productId(page, 'Halve kip menu');
  // From the English location chooser to the English menu.
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your location' })).toBeVisible();
  await page.getByRole('link', { name: 'Order in Amsterdam' }).click();
  await expect(page).toHaveURL(/\/en\/menu\/amsterdam$/);
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Amsterdam menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByLabel('Search the menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change location' })).toHaveAttribute(
    'href',
    '/en/choose-location',
  );
  const cartButton = page.getByRole('button', { name: /^Basket, \d+ items?$/ });
  await expect(cartButton).toHaveAccessibleName('Basket, 0 items');

  const product = card(page, id);
  await product.getByRole('button', { name: /Choose options$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog).toContainText('Choose 1');
  await expect(dialog).toContainText('Quantity');
  await expect(dialog).not.toContainText(/Kies er|Aantal|Optioneel|gekozen|In winkelwagen/);

  await inFourWays(
    page,
    'en-menu dialog',
    async () => {
      await expect(dialog.getByRole('button', { name: /Add to basket/ })).toBeVisible();
    },
    { axeInclude: 'dialog[open]' },
  );

  await dialog.getByRole('button', { name: 'Quantity: one more' }).click();
  await dialog.getByRole('button', { name: /Add to basket/ }).click();
  await expect(dialog).toBeHidden();
  await expect(product.getByRole('button')).toHaveText(/Added ✓$/);
  await expect(cartButton).toHaveAccessibleName('Basket, 2 items');

  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Your basket' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close basket' })).toBeFocused();
  await expect(drawer).toContainText('Ordering from Gouden Haan Amsterdam');
  await expect(drawer).toContainText('Subtotal (2 items)');
  await expect(
    drawer.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^One more / })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Remove / })).toBeVisible();
  await expect(drawer.getByLabel('Discount code')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
  await expect(drawer).not.toContainText(/Winkelwagen|Subtotaal|Afrekenen|Verwijderen|Kortingscode/);

  await inFourWays(
    page,
    'en-menu cart',
    async () => {
      await expect(drawer.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
    },
    { axeInclude: 'dialog[open]' },
  );

  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText('Please enter a discount code.');
  await drawer.getByRole('button', { name: 'Empty basket' }).click();
  await expect(drawer).toContainText('Take everything out of your basket?');
  await drawer.getByRole('button', { name: 'Yes, empty it' }).click();
  await expect(drawer).toContainText('Your basket is empty.');
  await expect(drawer.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/en/menu');
  await expect(cartButton).toHaveAccessibleName('Basket, 0 items');
});

test('the menu page itself passes axe in English in both modes, at 390 and 1280 px', async ({ page }) => {
  await page.goto('/en/menu/amsterdam');
  await untilLoaderGone(page);
  await page.waitForLoadState('networkidle');
  await inFourWays(page, 'en-menu page', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Amsterdam menu' })).toBeVisible();
  });
});

test('the language switch on the Dutch menu with two items lands on /en/menu/amsterdam with the same cart', async ({
  page,
}) => {
  await page.goto('/menu/amsterdam');
  await fillCart(page.request, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 1 },
    { name: 'Crispy chicken burger', quantity: 1 },
  ]);
  await page.reload();
  await untilLoaderGone(page);
  await expect(page.getByRole('button', { name: /^Winkelwagen, / })).toHaveAccessibleName(
    'Winkelwagen, 2 producten',
  );
  await page.getByRole('button', { name: /^Winkelwagen, / }).click();
  const dutch = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(dutch.getByTestId('cart-line-quantity')).toHaveText(['1', '1']);
  const total = await dutch.getByTestId('cart-subtotal').textContent();
  await dutch.getByRole('button', { name: 'Winkelwagen sluiten' }).click();

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/menu\/amsterdam$/);
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Amsterdam menu' })).toBeVisible();
  const cartButton = page.getByRole('button', { name: /^Basket, / });
  await expect(cartButton).toHaveAccessibleName('Basket, 2 items');
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Your basket' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-line-quantity')).toHaveText(['1', '1']);
  // The same lines at the same prices (the amount's format follows the language).
  expect((await drawer.getByTestId('cart-subtotal').textContent())?.replace(/\D/g, '')).toBe(
    total?.replace(/\D/g, ''),
  );
});
