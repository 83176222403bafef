/**
 * Screens that must not get in the way (issue 17, items 10-16): no sideways scrolling at 320 px,
 * floating buttons and toasts that cover nothing that matters, the payment toast once, one title
 * per page, labels that match what is seen, and the small things a visitor reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import { CLIENT_ROUTES } from '../support/routes';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

/** How far the document reaches past the viewport, and what sticks out (for the failure message). */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && culprits.length < 5) {
        culprits.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)}`);
      }
    }
    return { overflow: root.scrollWidth - width, culprits };
  });
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test.describe('item 10: nothing scrolls sideways at 320 px', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every public route, ${colorScheme} mode`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, colorScheme });
      const page = await context.newPage();
      for (const route of [...CLIENT_ROUTES, '/dit-bestaat-niet']) {
        await page.goto(route);
        await untilLoaderGone(page);
        await expect(page.locator('main h1').first(), route).toBeVisible();
        const { overflow, culprits } = await sideways(page);
        expect(overflow, `${route} sticks out by ${overflow}px: ${culprits.join(', ')}`).toBeLessThanOrEqual(
          0,
        );
      }
      await context.close();
    });
  }

  test('the cookie banner can be dismissed on the allergen page of a small phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 568 } });
    const page = await context.newPage();
    await page.goto('/allergenen');
    await untilLoaderGone(page);
    const banner = page.getByRole('region', { name: 'Koekjes bij de kip?' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Alleen functionele cookies' }).click();
    await expect(banner).toHaveCount(0);
    // The wide matrix scrolls inside its own box, the page does not.
    const matrix = page.getByRole('region', { name: /Allergenen per product/ });
    await expect(matrix).toBeVisible();
    expect((await sideways(page)).overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('the admin product table scrolls in its own box on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await signIn(page);
    expect((await sideways(page)).overflow, 'order board').toBeLessThanOrEqual(0);
    await page
      .getByRole('navigation', { name: 'Onderdelen' })
      .getByRole('button', { name: 'Producten' })
      .click();
    const table = page.getByRole('region', { name: 'Producttabel' });
    await expect(table.getByRole('table')).toBeVisible();
    const { overflow, culprits } = await sideways(page);
    expect(overflow, culprits.join(', ')).toBeLessThanOrEqual(0);
    await context.close();
  });
});
