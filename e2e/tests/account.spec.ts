/**
 * Issue 29 item 1, as a customer does it: ask for a sign-in link on "Mijn Gouden Haan", open it from
 * the e-mail, see the orders of both cities, and order one again in one tap; a burger no longer sold
 * is named. The journey makes its own product (Amsterdam) and its own e-mail address.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';
import { paidPickupOrder } from '../support/shop';
import { shots } from '../support/shots';

const headers = { origin: baseURL };
const OWNER = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };
const SHOTS = '/tmp/i-account-shots';

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
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
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

    // 4. English, signed in; then the link again is refused.
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
