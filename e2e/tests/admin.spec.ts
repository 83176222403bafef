/**
 * The owner's journey through the admin area: sign in, add a product with an option group and a photo,
 * see it on the public menu, mark it sold out, see that; and axe on every admin screen in both modes.
 */
import { expectAxeClean, expectAxeCleanInBothModes } from '../support/axe';
import { untilLoaderGone } from '../support/page';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillCart, sendCheckoutAndPay } from '../support/shop';
import { viewNewOrder } from '../support/kitchen';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
/** A 64x48 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVRoge2SAQkAURSDFuGSrH8EY10MefyBAXQsfD1NdAMWUH1FdqHeJboBC6i+IrtQ7xLdgAVUX5FdqHeJbsACqq/ILtS7RDdgAdVXZBfqXaIbsIDqK7IL9S7RDVhA9RXZhXqX6AYsoPqK7EK9S3QDFlB9RXah3iW6AY8H/CKVSLXXXmwCAAAAAElFTkSuQmCC',
  'base64',
);

async function signIn(page: Page, target = '/admin') {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function expectNoAxeViolations(page: Page, label: string) {
  await untilLoaderGone(page);
  await expectAxeClean(page, label);
}

/** Finds a product by name anywhere in the public menu's answer (its exact shape belongs to the menu). */
function findByName(node: unknown, name: string): Record<string, unknown> | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findByName(item, name);
      if (found) return found;
    }
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.name === name) return record;
    for (const value of Object.values(record)) {
      const found = findByName(value, name);
      if (found) return found;
    }
  }
  return undefined;
}

async function publicMenuProduct(request: APIRequestContext, name: string) {
  const res = await request.get('/api/menu/amsterdam');
  if (res.status() === 404) return 'no-menu-api' as const;
  expect(res.ok()).toBe(true);
  return findByName(await res.json(), name);
}

test.describe('admin area', () => {
  // axe and image conversion are slow on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('protected pages send the visitor to the login page and back; a valid token skips the login page', async ({
    page,
  }) => {
    await signIn(page, '/admin/add');
    await expect(page).toHaveURL(/\/admin\/add$/);
    await expect(page.getByRole('heading', { name: 'Product toevoegen' })).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await page.goto('/admin/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product niet gevonden' })).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });

  test('an order paid in another browser arrives on the live board and moves to completed', async ({
    page,
    browser,
  }) => {
    // A name of this attempt's own: other journeys put paid Rotterdam orders on the same board, and
    // a retry finds the first attempt's order still there.
    const customerName = `Board Klant Rotterdam ${Date.now().toString(36)}`;
    await signIn(page, '/admin?locatie=rotterdam&tab=bestellingen');
    await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeVisible();
    await expect(page.getByText('Live verbonden')).toBeVisible();

    // A customer, in a browser of their own, orders for pickup in Rotterdam and pays.
    const customer = await browser.newContext();
    const shop = await customer.newPage();
    await shop.goto('/');
    await fillCart(shop.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
    await shop.goto('/checkout');
    await shop.getByRole('radio', { name: 'Afhalen' }).check();
    await sendCheckoutAndPay(shop, customerName);
    await customer.close();
    await viewNewOrder(page, customerName);

    // Without a reload it appears, highlighted: in the "Nieuw" column, or under "Later" when the
    // journey runs while Rotterdam is closed and the order is for its next opening (issue 17 item 8).
    // Accepting sets its time anew, which may move it between the two (at 04:50, ready at 05:10:
    // today's work), so each step looks in the column it names or under "Later".
    const card = page.getByRole('article').filter({ hasText: customerName });
    await expect(card).toBeVisible();
    const later = page.getByRole('region', { name: /^Later \(\d+\)$/ });
    const inColumn = (name: string) =>
      page
        .getByRole('region', { name, exact: true })
        .or(later)
        .getByRole('article')
        .filter({ hasText: customerName });
    await expect(inColumn('Nieuw')).toBeVisible();
    await expect(card).toHaveAttribute('data-highlight', 'true');
    await expect(card).toContainText('2× Crispy chicken burger');

    // It waits for a cook: accept with the location's default preparation time (issue 18).
    await card.getByRole('button', { name: /^Accepteren \(\d+ min\)$/ }).click();
    await expect(inColumn('In bereiding')).toContainText('In bereiding');
    await card.getByRole('button', { name: 'Klaar voor afhalen' }).click();
    await expect(inColumn('Klaar / onderweg')).toContainText('Klaar om af te halen');
    await card.getByRole('button', { name: 'Afgerond' }).click();
    await expect(card).toHaveCount(0);
  });

  test('add a product with an option group and a photo, see it on the menu, sell out', async ({
    page,
    request,
  }) => {
    const name = `Piri piri kip ${Date.now().toString(36)}`;
    await signIn(page, '/admin/add?locatie=amsterdam');
    await expect(page.getByRole('heading', { name: 'Product toevoegen' })).toBeVisible();

    // Validation from the shared schema, in Dutch, next to the fields.
    await page.getByRole('button', { name: 'Product opslaan' }).click();
    await expect(page.getByText('Vul een naam in van minstens 2 tekens.')).toBeVisible();

    await page.getByLabel('Categorie').selectOption('kip');
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Prijs (€)').fill('11,50');
    await page.getByLabel('Omschrijving', { exact: true }).fill('Halve kip met pittige piri-piri-marinade.');
    await page.getByRole('checkbox', { name: 'Mosterd' }).first().check();
    await page
      .getByLabel('Foto uploaden')
      .setInputFiles({ name: 'kip.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Foto van ${name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Optiegroep toevoegen' }).click();
    await page.getByLabel('Naam van de groep', { exact: true }).fill('Saus');
    await page.getByLabel('Optie 1', { exact: true }).fill('Piri-piri-saus');
    await page.getByLabel('Meerprijs optie 1 (€)').fill('0,75');

    // Leaving with unsaved changes asks first.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/add/);

    await expectNoAxeViolations(page, 'product form');
    await page.getByRole('button', { name: 'Product opslaan' }).click();
    await expect(page).toHaveURL(/tab=producten/);
    // The save is confirmed on the list, as the location settings confirm theirs (issue 17, evening).
    await expect(page.getByRole('status').filter({ hasText: 'Het product is opgeslagen.' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('€ 11,50');
    await expect(row).toContainText('Saus');

    const onMenu = await publicMenuProduct(request, name);
    if (onMenu === 'no-menu-api') {
      test
        .info()
        .annotations.push({ type: 'note', description: 'menu API not merged yet; checked the admin list' });
    } else {
      expect(onMenu, 'the new product is on the public menu').toBeTruthy();
      expect(JSON.stringify(onMenu)).toContain('Piri-piri-saus');
    }

    await row.getByRole('checkbox').uncheck();
    await expect(page.getByText(`${name} is nu uitverkocht.`)).toBeVisible();
    await expect(row).toContainText('Uitverkocht');
    const soldOut = await publicMenuProduct(request, name);
    if (soldOut !== 'no-menu-api') {
      // Sold out: either gone from the menu or marked unavailable.
      expect(soldOut === undefined || soldOut.available === false, 'sold out on the public menu').toBe(true);
    }

    // The photo is served as WebP.
    const src = await page.request.get(
      '/api/admin/products?location=amsterdam&q=' + encodeURIComponent(name),
    );
    const image = (await src.json()).products[0].image as string;
    const served = await page.request.get(image);
    expect(served.headers()['content-type']).toBe('image/webp');
  });

  test('Back from a form with unsaved changes asks first: "Annuleren" stays, "OK" leaves', async ({
    page,
  }) => {
    await signIn(page, '/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Product toevoegen' }).first().click();
    await expect(page.getByRole('heading', { name: 'Product toevoegen' })).toBeVisible();
    await page.getByLabel('Naam', { exact: true }).fill('Nog niet opgeslagen');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page).toHaveURL(/\/admin\/add/);
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Nog niet opgeslagen');
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('wijzigingen die nog niet zijn opgeslagen');
  });

  test('an option that is a sold-out product shows as sold out in the product form', async ({ page }) => {
    // Issue 17 (evening): Uienringen sold out, yet its "Uitverkocht" box in the Halve kip menu was unticked.
    await signIn(page, '/admin?locatie=amsterdam&tab=producten');
    await expect(page).toHaveURL(/tab=producten/);
    await expect(page).not.toHaveURL(/login/);
    const find = async (name: string) => {
      const list = await page.request.get(
        `/api/admin/products?location=amsterdam&q=${encodeURIComponent(name)}`,
      );
      return (
        (await list.json()) as { products: { id: string; name: string; available: boolean }[] }
      ).products.find((p) => p.name === name)!;
    };
    const rings = await find('Uienringen');
    const menu = await find('Halve kip menu');
    const setRings = async (available: boolean) => {
      const res = await page.request.patch(`/api/admin/products/${rings.id}/availability`, {
        headers: { origin: new URL(page.url()).origin },
        data: { available },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    // Restored as found: the seed has Uienringen sold out in Amsterdam, other journeys count on it.
    const wasAvailable = rings.available;
    await setRings(false);
    try {
      await page.goto(`/admin/edit/${menu.id}`);
      await expect(page.getByRole('heading', { name: 'Halve kip menu bewerken' })).toBeVisible();
      const option = page.getByRole('listitem').filter({ has: page.locator('input[value="Uienringen"]') });
      const box = option.getByRole('checkbox', { name: /^Uitverkocht \(product\)/ });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
      // Another side keeps its own switch.
      const friet = page.getByRole('listitem').filter({ has: page.locator('input[value="Friet"]') });
      await expect(friet.getByRole('checkbox', { name: /^Uitverkocht \(Optie/ })).toBeEnabled();
    } finally {
      await setRings(wasAvailable);
    }
  });

  test('axe finds nothing on the admin screens, light and dark', async ({ page }) => {
    // Six screens, each with a full pass and a pass of the colour rules.
    test.setTimeout(120_000);
    const check = async (label: string) => {
      await untilLoaderGone(page);
      await expectAxeCleanInBothModes(page, label);
    };
    for (const path of ['/admin/reset-password', '/admin/new-password?token=abcdefghijklmnop']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await check(path);
    }
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await check('login');
    await signIn(page);
    await expect(page.getByText('Live verbonden')).toBeVisible();
    await check('order board');
    await page.getByRole('button', { name: 'Producten' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await check('products');
    await page.getByRole('button', { name: 'Locatie', exact: true }).click();
    await expect(page.getByText('Openingstijden')).toBeVisible();
    await check('location settings');
    await page.goto('/admin/add');
    await expect(page.getByRole('heading', { name: 'Product toevoegen' })).toBeVisible();
    await check('add product');
  });
});
