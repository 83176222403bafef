/**
 * A checkout that never surprises, on any phone (issue 28): a new page starts at its top and Back
 * returns where you were; a send with errors puts the focus on the first wrong field and the zone's
 * refusal belongs to the postcode; another location's product asks first; the category bar stays in
 * view; toasts keep clear of what was just tapped and the basket button, and stay on their page;
 * the floating buttons step aside from prices and controls. (320 px reflow: screens.spec.ts.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { floatingLoaded } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';
import { fillCart } from '../support/shop';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Meldingen' }).locator('[role="status"], [role="alert"]');
}

test('a new page starts at its top, and Back returns to where the menu was left', async ({ page }) => {
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByRole('button', { name: 'Appeltaart toevoegen' }).click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 1 product');
  await page.getByTestId('cart-button').click();
  const checkout = page.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('link', { name: 'Afrekenen' });
  await expect(checkout).toBeVisible();
  // Where the menu was left: how far down, and where the apple pie's card stood in the window
  // (Playwright's click on the sticky basket button may scroll a little; a finger's does not).
  const pie = page.getByRole('article', { name: 'Appeltaart' });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const pieAt = (await pie.boundingBox())!.y;
  await checkout.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The toast of the add stayed on the menu.
  await expect(toasts(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/menu\/amsterdam$/);
  // Far down again, and the same view: the card where it was (the status line above may arrive a
  // moment later; the browser's scroll anchoring keeps the view). Not the same scrollY: the first
  // visit lays out cards far from the screen at an estimated height, so the pixels above differ.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  await expect.poll(async () => Math.abs((await pie.boundingBox())!.y - pieAt)).toBeLessThan(8);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeInViewport();
});

test('a send with errors puts the focus on the first wrong field; the zone refusal is the postcode’s', async ({
  page,
}) => {
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 2 }]);
  await page.goto('/checkout');
  await untilLoaderGone(page);
  await page.getByLabel('E-mailadres *').fill('sanne@example.nl');
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  const name = page.getByLabel('Naam *');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/naam/i);
  await expect(page.getByLabel('E-mailadres *')).toHaveAttribute('aria-invalid', 'false');
  for (const label of ['Telefoonnummer *', 'Postcode *', 'Huisnummer *', 'Straat *', 'Plaats *'])
    await expect(page.getByLabel(label), label).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Ik ga akkoord/)).toHaveAttribute('aria-invalid', 'true');

  // A postcode outside every zone: said at the field, and the pay button waits.
  const postcode = page.getByLabel('Postcode *');
  await postcode.fill('1102 AB');
  await expect(postcode).toHaveAccessibleDescription(/We bezorgen helaas niet op postcode 1102 AB/);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toBeDisabled();
  await postcode.fill('1072 LN');
  await expect(postcode).toHaveAttribute('aria-invalid', 'false');
});

test('another location’s product asks to empty the basket first, in a dialog that keeps the focus', async ({
  page,
}) => {
  await page.goto('/');
  await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  const add = page.getByRole('button', { name: 'Coca-Cola toevoegen' });
  await add.click();
  const question = page.getByRole('dialog', { name: 'Winkelwagen legen en naar Amsterdam gaan?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('2 × Crispy chicken burger');
  await expect(question.getByRole('button', { name: 'Nee, winkelwagen houden' })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await question.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 2 producten');

  // Another tab filled the basket again meanwhile: the server refuses with the spec's conflict.
  await page.route('**/api/cart/add', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        message:
          'Locatieconflict: producten uit Amsterdam kun je niet toevoegen aan een winkelwagen met producten uit Rotterdam. Leeg eerst je winkelwagen.',
      }),
    }),
  );
  await add.click();
  await question.getByRole('button', { name: 'Ja, legen en naar Amsterdam' }).click();
  await expect(toasts(page).filter({ hasText: 'Locatieconflict' })).toContainText(
    'Je winkelwagen bevat producten van een andere locatie.',
  );
  await page.unroute('**/api/cart/add');

  await add.click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 1 product');
  const cart = (await (await page.request.get('/api/cart')).json()) as { location: string };
  expect(cart.location).toBe('amsterdam');
});

test('the category bar stays in view; a toast keeps clear of the card just used and the basket button', async ({
  page,
}) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await page.goto('/menu/rotterdam');
    await untilLoaderGone(page);
    await page.mouse.wheel(0, 1800);
    const bar = page.getByRole('navigation', { name: 'Categorieën' });
    await expect
      .poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(
        await page
          .locator('header[data-sticky-top]')
          .evaluate((el) => Math.round(el.getBoundingClientRect().bottom)),
      );
    // Nothing lies over it.
    expect(
      await bar.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);

    // A card near the bottom of the screen: its toast must not cover it, nor the basket button.
    const card = page.getByRole('article', { name: 'Coca-Cola', exact: true });
    await card.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4),
    );
    await card.getByRole('button', { name: 'Coca-Cola toevoegen' }).click();
    const shown = toasts(page).filter({ hasText: 'Product toegevoegd' });
    await expect(shown).toBeVisible();
    const toast = (await shown.boundingBox())!;
    expect(overlap(toast, (await card.boundingBox())!), `${width} px: over the card`).toBe(false);
    expect(overlap(toast, (await page.getByTestId('cart-button').boundingBox())!)).toBe(false);
    await shown.getByRole('button', { name: 'Melding sluiten' }).click();
    await page.request.delete('/api/cart/clear', { headers: { origin: baseURL } });
  }
});

test('the floating buttons step aside from prices and controls as the page scrolls under them', async ({
  page,
}) => {
  for (const route of ['/', '/menu/amsterdam']) {
    await page.goto(route);
    await untilLoaderGone(page);
    await floatingLoaded(page);
    const covered = await page.evaluate(async () => {
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      // Prices as the text says them (each line's box), and controls as their boxes.
      const boxes = (target: Element | Text): DOMRect[] => {
        if (target instanceof Element) return [target.getBoundingClientRect()];
        const range = document.createRange();
        range.selectNodeContents(target);
        return Array.from(range.getClientRects());
      };
      const prices: Text[] = [];
      const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent!.includes('€')) prices.push(node as Text);
      const targets = [
        ...prices.slice(0, 14),
        ...Array.from(document.querySelectorAll('main button, main a[href]')).slice(0, 14),
      ];
      const found: string[] = [];
      for (const target of targets) {
        const first = boxes(target)[0];
        if (!first || first.width === 0) continue;
        // As a finger leaves it: just above the bottom edge, where the floating buttons are.
        window.scrollBy({ top: first.bottom - window.innerHeight + 30, behavior: 'instant' });
        // The buttons move aside within a moment of the scroll; a busy machine may take a second.
        const under = () =>
          Array.from(document.querySelectorAll('aside[aria-label="Snelle hulp"] button')).filter((button) => {
            const f = button.getBoundingClientRect();
            return boxes(target).some(
              (b) =>
                b.width > 0 && b.left < f.right && f.left < b.right && b.top < f.bottom && f.top < b.bottom,
            );
          });
        await wait(350);
        let covering = under();
        for (let waited = 0; covering.length > 0 && waited < 2000; waited += 100) {
          await wait(100);
          covering = under();
        }
        for (const button of covering)
          found.push(`${target.textContent!.trim().slice(0, 30)} under ${button.textContent}`);
      }
      return found;
    });
    expect(covered, route).toEqual([]);
  }
});
