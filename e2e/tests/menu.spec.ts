import { expectAxeCleanInBothModes } from '../support/axe';
import { untilLoaderGone } from '../support/page';
import { expect, test } from '@playwright/test';

test('choose a city, browse, filter on an allergen and build a product with options', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Kies je locatie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rotterdam', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Bestel in Amsterdam' }).click();

  await expect(page).toHaveURL(/\/menu\/amsterdam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Amsterdam' })).toBeVisible();
  const crispy = page.getByRole('article', { name: 'Crispy chicken burger' });
  await expect(crispy).toContainText('€ 8,95');
  await expect(crispy).toContainText('Gluten');

  // Browse: the category bar jumps to a section and marks it.
  const categories = page.getByRole('navigation', { name: 'Categorieën' });
  await categories.getByRole('link', { name: /Desserts/ }).click();
  const desserts = page.getByRole('heading', { level: 2, name: 'Desserts' });
  await expect(desserts).toBeInViewport();
  // In sight below the sticky header, not under it.
  await expect
    .poll(() =>
      desserts.evaluate((heading) => {
        const box = heading.getBoundingClientRect();
        return heading.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      }),
    )
    .toBe(true);
  await expect(categories.getByRole('link', { name: /Desserts/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: 'Uienringen' })).toContainText('Uitverkocht');

  // Filter: without gluten the burger disappears, the chicken from the spit stays.
  await page.getByText('Allergenen uitsluiten').click();
  await page.getByLabel('zonder gluten').check();
  await expect(crispy).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Halve kip van het spit' })).toBeVisible();

  // Search narrows further.
  await page.getByLabel('Zoek in het menu').fill('menu');
  await expect(page.getByRole('article', { name: 'Halve kip menu' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Friet' })).toHaveCount(0);

  // A product with option groups: the total follows every choice.
  await page.getByRole('button', { name: 'Halve kip menu Kies opties' }).click();
  const dialog = page.getByRole('dialog', { name: 'Halve kip menu' });
  await expect(dialog).toBeVisible();
  const total = dialog.getByTestId('dialog-total');
  await expect(total).toHaveText('€ 13,95');
  await dialog.getByLabel('Zoete-aardappelfriet').check();
  await expect(total).toHaveText('€ 14,95');
  await dialog.getByLabel('Huisgemaakte ijsthee').check();
  await expect(total).toHaveText('€ 15,45');
  await dialog.getByLabel('Knoflooksaus').check();
  await expect(total).toHaveText('€ 16,20');
  // One sauce in this menu: another one replaces the first.
  await dialog.getByLabel('Piri-pirisaus').check();
  await expect(dialog.getByLabel('Knoflooksaus')).not.toBeChecked();
  await expect(total).toHaveText('€ 16,35');
  await dialog.getByLabel('Piri-pirisaus').uncheck();
  await expect(total).toHaveText('€ 15,45');
  await dialog.getByLabel('Knoflooksaus').check();
  await dialog.getByRole('button', { name: 'Aantal: meer' }).click();
  await expect(total).toHaveText('€ 32,40');
  await dialog.getByRole('button', { name: /In winkelwagen/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Halve kip menu' }).getByRole('button')).toHaveText(
    'Halve kip menu Toegevoegd ✓',
  );

  // The loose sauce: priced from its sauces, each times its multiplier.
  await page.getByLabel('Zoek in het menu').fill('');
  await page.getByRole('button', { name: 'Filter zonder gluten weghalen' }).click();
  await page.getByRole('button', { name: 'Losse saus Kies opties' }).click();
  const sauce = page.getByRole('dialog', { name: 'Losse saus' });
  await expect(sauce.getByTestId('dialog-total')).toHaveText('€ 0,00');
  await sauce.getByRole('button', { name: /In winkelwagen/ }).click();
  await expect(sauce.getByRole('alert')).toContainText('saus keuze');
  await sauce.getByRole('button', { name: 'Knoflooksaus: meer' }).click();
  await sauce.getByRole('button', { name: 'Knoflooksaus: meer' }).click();
  await sauce.getByRole('button', { name: 'Piri-pirisaus: meer' }).click();
  await expect(sauce.getByTestId('dialog-total')).toHaveText('€ 2,40');
  await page.keyboard.press('Escape');
  await expect(sauce).toBeHidden();

  // The chooser remembers the last city.
  await page.goto('/choose-location');
  await expect(page.getByRole('article', { name: 'Amsterdam' })).toContainText('Je laatste keuze');
});

test('a product without options is added straight from its card', async ({ page }) => {
  await page.goto('/menu/rotterdam');
  await expect(page.getByRole('article', { name: 'Kipsaté (3 spiezen)' })).toContainText('€ 9,25');
  await page.getByRole('button', { name: 'Coca-Cola toevoegen' }).click();
  await expect(page.getByRole('article', { name: 'Coca-Cola', exact: true }).getByRole('button')).toHaveText(
    'Coca-Cola Toegevoegd ✓',
  );
});

test('on a phone, a drawing below the first screen loads only when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const drawings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/menu/')) drawings.push(new URL(request.url()).pathname);
  });
  await page.goto('/menu/rotterdam');
  await untilLoaderGone(page);
  const last = page.getByRole('article').last().locator('img');
  await expect(last).not.toHaveAttribute('src');
  expect(drawings.length).toBeLessThanOrEqual(4);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', /^\/images\/menu\/.+\.svg$/);
  await expect
    .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('the allergen page shows a matrix per location', async ({ page }) => {
  await page.goto('/allergenen');
  const table = page.getByRole('table', { name: 'Allergenen per product in Amsterdam' });
  await expect(table.getByRole('columnheader', { name: 'Sesamzaad' })).toBeVisible();
  const row = table.getByRole('row', { name: /Crispy chicken burger/ });
  await expect(row).toContainText('bevat');
  await page.getByRole('button', { name: 'Rotterdam' }).click();
  await expect(page.getByRole('table', { name: 'Allergenen per product in Rotterdam' })).toContainText(
    'Kipsaté',
  );
});

// The chooser, the city menu with a filter and the product dialog have axe in both modes, at 390 and
// 1280 px, in four-ways-shop.spec.ts.
test('axe on the allergen matrix, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/allergenen');
  // The footer's opening-hours tables are tables too; wait for the matrix itself.
  await expect(page.getByRole('table', { name: /Allergenen per product/ })).toBeVisible();
  await untilLoaderGone(page);
  await expectAxeCleanInBothModes(page, '/allergenen');
});
