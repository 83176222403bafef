/**
 * Screens that must not get in the way (issue 17, items 10-16): no sideways scrolling at 320 px,
 * floating buttons and toasts that cover nothing that matters, the payment toast once, one title
 * per page, labels that match what is seen, and the small things a visitor reads.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import { CLIENT_ROUTES } from '../support/routes';
import { fillCart, orderPickupToPayment } from '../support/shop';
import { floatingLoaded } from '../support/four-ways';

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

/**
 * Nothing of `part` is cut off or scrolls sideways, and no word is broken inside (only at a space or
 * a hyphen): each word of its text lies on one line.
 */
async function expectFits(page: Page, part: Locator, label: string) {
  const { overflow, culprits } = await sideways(page);
  expect(overflow, `${label} sticks out by ${overflow}px: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
  const problems = await part.evaluate((root) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    // A row that scrolls in its own box (the category bar, a wide table) may reach past the edge.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1) && !inScroller(el))
        found.push(`outside: ${el.tagName}`);
      // Cut off inside its own box (a button's "Toepa", a total's "€ 13,").
      if (
        (el.tagName === 'BUTTON' || el.tagName === 'P' || el.tagName === 'SPAN') &&
        style.overflowX !== 'visible' &&
        el.scrollWidth > el.clientWidth + 1
      )
        found.push(`cut: ${(el as HTMLElement).innerText.slice(0, 30)}`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only, [aria-hidden="true"], option, select')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-\u2010/]{2,}/g)) {
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        // A single word wider than its whole line may wrap (overflow-wrap: break-word); no other.
        const wide =
          rects.reduce((sum, r) => sum + r.width, 0) > node.parentElement!.getBoundingClientRect().width;
        if (lines.size > 1 && !wide) found.push(`broken word: ${match[0]}`);
      }
    }
    return found;
  });
  expect(problems, label).toEqual([]);
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

  test('checkout with a full basket, the open basket and the options dialog fit at 320 px, both modes (issue 28)', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 320, height: 568 }, colorScheme });
      const page = await context.newPage();
      await page.goto('/menu/amsterdam');
      await untilLoaderGone(page);
      // The cookie banner leaves two thirds of the smallest phone to the page.
      const banner = page.getByRole('region', { name: 'Koekjes bij de kip?' });
      expect((await banner.boundingBox())!.height, colorScheme).toBeLessThanOrEqual(568 / 3);
      await banner.getByRole('button', { name: 'Begrepen' }).click();
      // The cards' names wrap between words ("Gouden Haan menu" broke as "Goude / n Haan menu").
      await expectFits(page, page.locator('main'), `menu, ${colorScheme}`);

      await page.getByRole('article', { name: 'Gouden Haan menu' }).getByRole('button').click();
      const options = page.getByRole('dialog', { name: 'Gouden Haan menu' });
      await expect(options).toBeVisible();
      await expectFits(page, options, `options dialog, ${colorScheme}`);

      await page.keyboard.press('Escape');
      await fillCart(page.request, 'amsterdam', [
        { name: 'Halve kip van het spit', quantity: 2 },
        { name: 'Spicy kipvleugels (8 stuks)', quantity: 1 },
        { name: 'Gouden Haan burger', quantity: 1 },
      ]);
      await page.goto('/checkout');
      await untilLoaderGone(page);
      await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toBeVisible();
      await expectFits(page, page.locator('main'), `checkout, ${colorScheme}`);

      await page.getByTestId('cart-button').click();
      const basket = page.getByRole('dialog', { name: 'Winkelwagen' });
      await expect(basket.getByRole('button', { name: 'Toepassen' })).toBeVisible();
      await expectFits(page, basket, `basket, ${colorScheme}`);
      await context.close();
    }
  });

  test('the cookie banner can be dismissed on the allergen page of a small phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 568 } });
    const page = await context.newPage();
    await page.goto('/allergenen');
    await untilLoaderGone(page);
    const banner = page.getByRole('region', { name: 'Koekjes bij de kip?' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Begrepen' }).click();
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

/**
 * Scrolls each element into view as a visitor would (the nearest way, as focus and links do) and
 * lists those a floating button then covers.
 */
async function expectUncovered(page: Page, selector: string, label: string) {
  await floatingLoaded(page);
  const result = await page.evaluate(async (selector) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const targets = Array.from(document.querySelectorAll(selector));
    const covered: string[] = [];
    for (const target of targets) {
      target.scrollIntoView({ block: 'nearest' });
      // The scroll-to-top button shows up on a scroll event; let it render.
      await frame();
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const button of Array.from(document.querySelectorAll('aside[aria-label="Snelle hulp"] button'))) {
        const cover = button.getBoundingClientRect();
        const hit =
          cover.width > 0 &&
          box.left < cover.right &&
          cover.left < box.right &&
          box.top < cover.bottom &&
          cover.top < box.bottom;
        if (hit)
          covered.push(`${(target as HTMLElement).innerText.slice(0, 40)} under ${button.textContent}`);
      }
    }
    return { count: targets.length, covered };
  }, selector);
  expect(result.count, `${label}: something to check`).toBeGreaterThan(0);
  expect(result.covered, label).toEqual([]);
}

test.describe('item 11: floating buttons and toasts cover nothing that matters', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`add buttons, addresses, labels and statuses stay free at ${viewport.width} px`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport });
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
      const page = await context.newPage();
      await page.goto('/menu/rotterdam');
      await untilLoaderGone(page);
      await expectUncovered(page, 'main article button', 'menu button');
      await page.goto('/locaties');
      await untilLoaderGone(page);
      await expectUncovered(page, 'main address', 'address');
      await page.goto('/contact');
      await untilLoaderGone(page);
      await expectUncovered(page, 'main label', 'contact label');
      await page.goto('/menu');
      await untilLoaderGone(page);
      await expectUncovered(page, 'main li, main p', 'chooser text');
      await context.close();
    });
  }
  // Repeated taps show one toast, clear of the drawer's subtotal and buttons: four-ways-shop.spec.ts,
  // at 390 and 1280 px in both modes.
});

test('item 13: the payment toast thanks the payer once, not on a reload nor someone else with the link', async ({
  page,
  browser,
}) => {
  await orderPickupToPayment(page);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaald\?order=[\w-]{22}$/);
  const paidUrl = page.url();
  const heading = page.getByRole('heading', { name: 'Betaling geslaagd' });
  const toasts = page.getByRole('region', { name: 'Meldingen' }).getByText('Betaling geslaagd');
  await expect(heading).toBeVisible();
  await expect(toasts).toHaveCount(1);

  await page.reload();
  await expect(heading).toBeVisible();
  // The toast would come with the status; give it the time it would need.
  await page.waitForTimeout(1000);
  await expect(toasts).toHaveCount(0);

  const other = await browser.newPage();
  await other.goto(paidUrl);
  await expect(other.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  await other.waitForTimeout(1000);
  await expect(other.getByRole('region', { name: 'Meldingen' }).getByText('Betaling geslaagd')).toHaveCount(
    0,
  );
  await other.close();
});

test.describe('item 14: one title and description, the right page length, admin not found', () => {
  test('client-rendered pages have one title and one description of their own', async ({ page }) => {
    for (const [route, title] of [
      ['/checkout', /^Afrekenen · Gouden Haan$/],
      ['/betaald', /^Betaalstatus · Gouden Haan$/],
      ['/admin/login', /^Inloggen · Gouden Haan$/],
      ['/admin/reset-password', / · Gouden Haan$/],
    ] as const) {
      await page.goto(route);
      await untilLoaderGone(page);
      await expect(page, route).toHaveTitle(title);
      await expect(page.locator('head > title'), route).toHaveCount(1);
      await expect(page.locator('head > meta[name="description"]'), route).toHaveCount(1);
      await expect(page.locator('head > meta[name="description"]'), route).not.toHaveAttribute(
        'content',
        /^Bestel kip van het spit, burgers en wraps/,
      );
      await expect(page.locator('body'), route).toHaveAttribute('data-page', /^(long|short)$/);
    }
  });

  test('the server HTML says how long the page is', async ({ request, browser }) => {
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/<body[^>]*data-page="long"/);
    const missing = await request.get('/dit-bestaat-niet');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<body[^>]*data-page="short"/);
    // Before any script of the app runs, the page already carries its length.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/allergenen');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'long');
    await context.close();
  });

  test('an unknown admin address answers 404 with an admin not-found page', async ({ page }) => {
    const response = await page.goto('/admin/onbekend');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze beheerpagina bestaat niet');
    await expect(page.getByRole('link', { name: 'Naar het dashboard' })).toBeVisible();
    await expect(page.locator('head > title')).toHaveCount(1);
    expect((await page.request.get('/admin/login')).status()).toBe(200);
    expect((await page.request.get('/admin/edit/abc')).status()).toBe(200);
  });
});

test.describe('item 15: labels in names, early clicks, hydration', () => {
  test('every menu button is named with the words it shows', async ({ page }) => {
    await page.goto('/menu/amsterdam');
    await untilLoaderGone(page);
    await expect(
      page.getByRole('article', { name: 'Halve kip menu' }).getByRole('button'),
    ).toHaveAccessibleName('Halve kip menu Kies opties');
    const buttons = page.locator('main article button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      const visible = await button.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
        return copy.textContent!.trim();
      });
      const escaped = visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(button).toHaveAccessibleName(new RegExp(escaped, 'i'));
    }
  });

  test('a quick "Toevoegen" right after arriving from the chooser is not lost', async ({ page }) => {
    // A slow phone: the page's scripts arrive well after its server-rendered buttons.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/menu');
    await page.getByRole('link', { name: 'Bestel in Amsterdam' }).click();
    await expect(page).toHaveURL(/\/menu\/amsterdam$/);
    await page.getByRole('button', { name: 'Coca-Cola toevoegen' }).click();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 1 product');
  });

  test('no hydration error on the chooser for a visitor with a cart and a last choice', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/menu/rotterdam');
    await untilLoaderGone(page);
    // The menu remembers its city once it is on screen; a busy machine may take a moment.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gh-last-location'))).toBe('rotterdam');
    await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 1 }]);
    await page.goto('/menu');
    await untilLoaderGone(page);
    await expect(page.getByRole('article', { name: 'Rotterdam' })).toContainText('Je laatste keuze');
    await page.waitForTimeout(500);
    expect(errors.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([]);
  });
});

test.describe('item 16: the smaller things a visitor or cook reads', () => {
  test('search finds word starts only', async ({ page }) => {
    await page.goto('/menu/amsterdam');
    await untilLoaderGone(page);
    await page.getByLabel('Zoek in het menu').fill('cola');
    const names = await page.locator('main article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/(^|[^\p{L}])cola/iu);
  });

  test('amounts, phone numbers and opening times stay in one piece; the gallery is Galerij', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const route of ['/locaties', '/menu', '/menu/rotterdam', '/contact']) {
      await page.goto(route);
      await untilLoaderGone(page);
      const text = await page.locator('body').innerText();
      expect(text, route).not.toMatch(/€[ \n]\d/);
      expect(text, route).not.toMatch(/\d{2}:\d{2}–\n?\d{2}:\d{2}/);
      expect(text, route).not.toMatch(/0\d{1,2} \d{3}/);
    }
    // Every phone link is one line high, also on the smallest phone.
    for (const link of await page.locator('a[href^="tel:"]:visible').all()) {
      expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
    }
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'Galerij', exact: true }),
    ).toBeVisible();
    await context.close();
  });

  test('the theme switch shows the right icon before the app scripts run', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/over-ons');
      const toggle = page.getByTestId('color-mode-switch');
      await expect(
        toggle.locator(`svg[data-icon="${colorScheme === 'dark' ? 'moon' : 'sun'}"]`),
      ).toBeVisible();
      await expect(
        toggle.locator(`svg[data-icon="${colorScheme === 'dark' ? 'sun' : 'moon'}"]`),
      ).toBeHidden();
      await context.close();
    }
  });

  test('emptying the cart asks first', async ({ page }) => {
    await page.goto('/menu/rotterdam');
    await untilLoaderGone(page);
    await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 1 }]);
    await page.reload();
    await untilLoaderGone(page);
    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await drawer.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
    await expect(drawer.getByText('Alles uit je winkelwagen halen?')).toBeVisible();
    await drawer.getByRole('button', { name: 'Nee, houden' }).click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await drawer.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
    await drawer.getByRole('button', { name: 'Ja, leegmaken' }).click();
    await expect(drawer.getByText('Je winkelwagen is leeg.')).toBeVisible();
  });

  test('a job application field loses its error once corrected', async ({ page }) => {
    await page.goto('/werken-bij');
    await untilLoaderGone(page);
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
    const name = page.getByLabel('Naam', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Sanne de Vries');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the demo payment page keeps its description apart from the label', async ({ page }) => {
    await orderPickupToPayment(page);
    const label = page.locator('dt', { hasText: 'Omschrijving' });
    const value = page.locator('dt:has-text("Omschrijving") + dd');
    const [l, v] = [(await label.boundingBox())!, (await value.boundingBox())!];
    expect(v.y >= l.y + l.height || v.x >= l.x + l.width + 8).toBe(true);
  });

  test('the kitchen sound is on again after a reload; product form errors go; a used reset link leads on', async ({
    page,
  }) => {
    // A kiosk tablet may sound at once (playwright.config.ts); the tap banner has its own journey.
    await signIn(page);
    await page.getByRole('button', { name: 'Geluid staat aan (tik om uit te zetten)' }).click();
    await expect(page.getByRole('button', { name: 'Geluid staat uit (tik om aan te zetten)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Geluid staat aan (tik om uit te zetten)' })).toBeVisible();

    await page.goto('/admin/add');
    await page.getByRole('button', { name: 'Product opslaan' }).click();
    const name = page.getByLabel('Naam', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Kip van de week');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto('/admin/new-password?token=al-gebruikte-link-0123456789');
    await page.getByLabel('Nieuw wachtwoord').fill('een-heel-lang-wachtwoord');
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('een-heel-lang-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText(/al gebruikt of verlopen/)).toBeVisible();
    await page.getByRole('link', { name: 'Nieuwe link aanvragen' }).click();
    await expect(page).toHaveURL(/\/admin\/reset-password$/);
  });
});
