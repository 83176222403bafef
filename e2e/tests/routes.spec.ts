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

  test('public pages arrive rendered: a visitor without JavaScript reads them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const visitorOnly = /^\/(checkout|betaald|admin|mijn-gegevens)/;
    for (const route of CLIENT_ROUTES.filter((r) => !visitorOnly.test(r))) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('main h1').first(), route).toBeVisible();
      await expect(page, route).toHaveTitle(/ · Gouden Haan$/);
      expect(await page.locator('head > title').count(), route).toBe(1);
    }
    for (const missing of ['/dit-bestaat-niet', '/menu/utrecht']) {
      const response = await page.goto(missing);
      expect(response?.status(), missing).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
    }
    await context.close();
  });

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
