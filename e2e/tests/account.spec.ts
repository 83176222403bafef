/**
 * Issue 29 item 1, as a customer does it: ask for a sign-in link on "Mijn Gouden Haan", open it from
 * the e-mail, see the orders of both cities, and order one again in one tap; a burger no longer sold
 * is named; keep name, phone and address with consent, and find them offered at checkout, visibly
 * and clearable, with the account's e-mail read-only. The journey makes its own product (Amsterdam)
 * and its own e-mail address, and places no order after signing in.
 */
import { expectAxeClean } from '../support/axe';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';
import { paidPickupOrder } from '../support/shop';
import { shots } from '../support/shots';

const headers = { origin: baseURL };
const OWNER = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/i-account-shots';
/** Checkout, a page this journey looks at, at 320 px too. */
const PHONES = [320, 390, 1280];

const product = (name: string, available: boolean) => ({
  location: 'amsterdam',
  category: 'burgers',
  name,
  description: 'Alleen voor de accountproef.',
  price: 8.5,
  image: null,
  allergens: [],
  mayContain: [],
  available,
  popular: false,
  optionGroups: [],
});

test('a customer signs in by e-mail link, sees the orders of both cities and reorders one in one tap', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `klant-${Date.now().toString(36)}@example.nl`;
  // A name of its own: other journeys look for theirs on the boards this one orders on.
  const customer = `Accountklant ${Date.now().toString(36)}`;
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post('/api/admin/login', { headers, data: OWNER })).ok()).toBe(true);
  const burger = `Afscheidsburger ${Date.now().toString(36)}`;
  const created = await owner.request.post('/api/admin/products', { headers, data: product(burger, true) });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  try {
    // Two earlier orders, one in each city, each from its own browser session.
    const amsterdam = await browser.newContext({ baseURL });
    const rotterdam = await browser.newContext({ baseURL });
    await paidPickupOrder(amsterdam.request, customer, email, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 1 },
      { name: burger, quantity: 1 },
    ]);
    await paidPickupOrder(rotterdam.request, customer, email, 'rotterdam', [
      { name: 'Crispy chicken burger', quantity: 2 },
    ]);
    await Promise.all([amsterdam.close(), rotterdam.close()]);
    // The burger is no longer sold.
    expect(
      (await owner.request.put(`/api/admin/products/${id}`, { headers, data: product(burger, false) })).ok(),
    ).toBe(true);

    // 1. From the navbar to the page; ask for the link.
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Mijn Gouden Haan' }).first().click();
    await expect(page).toHaveURL(/\/mijn-gouden-haan$/);
    await untilLoaderGone(page);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur de link' }).click();
    await expect(page.getByRole('heading', { name: 'Kijk in je mail' })).toBeVisible();

    // 2. The mail's link signs in, once.
    let mail: string | undefined;
    await expect
      .poll(() => (mail = newestMail(email, /Subject: Je aanmeldlink voor Mijn Gouden Haan/)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const link = /(http:\/\/\S+\/mijn-gouden-haan\?token=[\w%-]+)/.exec(mail!)![1]!;
    await page.goto(link);
    await expect(page.getByText(`Aangemeld als ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/mijn-gouden-haan$/);
    const orders = page.locator('#account-orders-title ~ ul > li');
    await expect(orders).toHaveCount(2);
    await expect(orders.nth(0)).toContainText('Rotterdam');
    await expect(orders.nth(1)).toContainText('Amsterdam');
    await expectAxeClean(page, 'account');
    await shots(page, SHOTS, 'signed-in-nl');

    // 3. Reorder the Amsterdam order in one tap: the chicken goes in, the burger is named.
    await page.setViewportSize({ width: 390, height: 844 });
    await orders.nth(1).getByRole('button', { name: 'Bestel opnieuw' }).click();
    await expect(orders.nth(1).getByRole('status')).toContainText('Eén product staat in je winkelwagen');
    await expect(orders.nth(1).getByRole('status')).toContainText(burger);
    const cart = (await (await page.request.get('/api/cart')).json()) as { items: { name: string }[] };
    expect(cart.items.map((i) => i.name)).toEqual(['Halve kip van het spit']);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${SHOTS}/reordered-390-light.png`, fullPage: true });

    // 4. Name, phone and address kept with consent, offered at checkout, visibly and clearable.
    await page.getByLabel('Bewaar mijn naam, telefoonnummer en adres voor mijn volgende bestelling').check();
    const details = page.getByRole('region', { name: 'Je gegevens voor de volgende keer' });
    await details.getByLabel('Naam', { exact: true }).fill(customer);
    await details.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
    await details.getByLabel('Postcode').fill('1072 LN');
    await details.getByLabel('Huisnummer').fill('12');
    await details.getByLabel('Straat').fill('Ferdinand Bolstraat');
    await details.getByLabel('Plaats').fill('Amsterdam');
    await details.getByRole('button', { name: 'Bewaar' }).click();
    await expect(details.getByRole('status')).toHaveText('Bewaard.');
    await page.goto('/checkout');
    await untilLoaderGone(page);
    const offered = page.getByRole('region', { name: 'Je opgeslagen gegevens' });
    await expect(offered).toContainText('bezorgadres uit Mijn Gouden Haan');
    await expect(page.getByLabel('Naam *')).toHaveValue(customer);
    await expect(page.getByLabel('Telefoonnummer *')).toHaveValue('0612345678');
    await expect(page.getByLabel('Postcode *')).toHaveValue('1072 LN');
    await expect(page.getByLabel('Straat *')).toHaveValue('Ferdinand Bolstraat');
    await expect(page.getByLabel('E-mailadres *')).toHaveValue(email);
    await expect(page.getByLabel('E-mailadres *')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Opmerkingen')).toHaveValue('');
    await expectAxeClean(page, 'checkout with saved details');
    await shots(page, SHOTS, 'checkout-saved-nl', PHONES);
    if (process.env.E2E_SHOTS) {
      await page.goto('/en/checkout');
      await untilLoaderGone(page);
      await expect(page.getByRole('region', { name: 'Your saved details' })).toBeVisible();
      await shots(page, SHOTS, 'checkout-saved-en', PHONES);
      await page.goto('/checkout');
      await untilLoaderGone(page);
    }
    await offered.getByRole('button', { name: 'Gegevens wissen' }).click();
    await expect(offered).toBeHidden();
    await expect(page.getByLabel('Naam *')).toHaveValue('');
    await expect(page.getByLabel('Naam *')).toBeFocused();
    await expect(page.getByLabel('E-mailadres *')).toHaveValue(email);
    // Cleared, they stay cleared in this tab.
    await page.reload();
    await untilLoaderGone(page);
    await expect(page.getByLabel('E-mailadres *')).toHaveValue(email);
    await expect(page.getByLabel('Naam *')).toHaveValue('');
    await expect(page.getByTestId('previous-details')).toHaveCount(0);

    // 5. English, signed in; then the link again is refused.
    await page.goto('/en/mijn-gouden-haan');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await shots(page, SHOTS, 'signed-in-en');
    // The link again, on another device: used up.
    const other = await browser.newPage();
    await other.goto(link);
    await untilLoaderGone(other);
    await expect(other.getByRole('alert')).toContainText('werkt niet meer');
    await other.close();
  } finally {
    await owner.request.delete(`/api/admin/products/${id}`, { headers });
    await owner.close();
  }
});
