import { expect, test } from '@playwright/test';
import { CLIENT_ROUTES } from '../support/routes';

test.describe('every route of the spec', () => {
  for (const route of CLIENT_ROUTES) {
    test(`${route} loads directly and on reload`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#app-loader')).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/Gouden Haan/);
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/dit-bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a city that does not exist shows the not-found page', async ({ page }) => {
    await page.goto('/menu/utrecht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
  });
});
