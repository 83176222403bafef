import { expectAxeClean } from '../support/axe';
import { expect, test } from '@playwright/test';
import { untilLoaderGone } from '../support/page';

// Issue 17 items 3 and 4: options have allergens, and sold out means sold out everywhere.
test('zonder gluten en zonder eieren: Halve kip menu only with a safe side, unsafe and sold-out choices marked', async ({
  page,
}) => {
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByText('Allergenen uitsluiten').click();
  await page.getByLabel('zonder gluten').check();
  await page.getByLabel('zonder eieren').check();

  // Friet (may contain gluten) and Koolsla (eggs) are gone; the menu stays, since Maiskolf is a safe side.
  await expect(page.getByRole('article', { name: 'Friet' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Koolsla' })).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Halve kip menu' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Afhankelijk van je keuze ook: .*gluten.*eieren/);
  // A product whose every choice holds eggs or gluten is hidden: the burger menu has its own gluten.
  await expect(page.getByRole('article', { name: 'Crispy burger menu' })).toHaveCount(0);

  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Halve kip menu' });
  await expect(dialog).toBeVisible();
  const side = dialog.getByRole('group', { name: /Bijgerecht/ });
  // The only safe side is chosen for the customer; the others say why they are not safe.
  await expect(side.getByLabel('Maiskolf')).toBeChecked();
  await expect(side.getByLabel(/^Friet/)).toHaveAccessibleName(/Niet zonder gluten/);
  await expect(side.getByLabel('Koolsla')).toHaveAccessibleName(/Niet zonder eieren/);
  // Uienringen is sold out in Amsterdam, so it can't be the side of a menu either.
  await expect(side.getByLabel('Uienringen')).toBeDisabled();
  await expect(side.getByLabel('Uienringen')).toHaveAccessibleName(/Uitverkocht/);
  await expect(dialog.getByLabel('Knoflooksaus')).toHaveAccessibleName(/Niet zonder eieren/);
  // The tags show what this very combination holds: the chicken's celery and the corn's butter.
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Selderij' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Melk' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Eieren' })).toHaveCount(0);
  await dialog.getByLabel('Knoflooksaus').check();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Eieren' })).toBeVisible();
  await dialog.getByLabel('Knoflooksaus').uncheck();

  await expectAxeClean(page, 'options dialog', 'dialog');

  await dialog.getByRole('button', { name: /In winkelwagen/ }).click();
  await expect(dialog).toBeHidden();

  // The cart line says what was actually chosen holds: the chicken's celery and the corn's milk.
  await page.getByRole('button', { name: /^Winkelwagen, 1 product/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(drawer.getByTestId('cart-line-allergens')).toHaveText('Bevat melk, selderij');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The allergen matrix says the menu's gluten and eggs depend on the choice.
  await page.goto('/allergenen');
  const row = page
    .getByRole('table', { name: 'Allergenen per product in Amsterdam' })
    .getByRole('row', { name: /^Halve kip menu/ });
  await expect(row).toContainText('afhankelijk van je keuze');
});
