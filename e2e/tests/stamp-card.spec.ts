/**
 * Issue 29 item 2 (decision 052), as a customer meets it: the owner sets a stamp card on Rotterdam,
 * two paid orders with one e-mail fill it, the customer signs in by the mail's link, sees the full card
 * on "Mijn Gouden Haan", uses the reward in the basket ("Stempelkaart vol" there and at checkout, a
 * lower total), pays, and the card is empty again.
 *
 * Why this does not disturb the journeys running beside it: the card is on only for this journey's
 * few seconds and is turned off in `finally` (a card that is off shows nothing anywhere and earns
 * nothing). While it is on, another Rotterdam basket shows one extra line in the drawer (no link, no
 * button signed out, no text another journey looks for: checked by grepping the specs), and the
 * minimum of € 18 keeps the usual one-dish orders of other journeys from earning a stamp. Rotterdam
 * has no kitchen-alarm or offers journey, whose boards and drawers watch Amsterdam. The reward is tied
 * to this journey's own cart session and address; the half chicken has no offer on any weekday.
 */
import { expectAxeClean } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';
import { fillCart, paidPickupOrder } from '../support/shop';
import { shots } from '../support/shots';

const headers = { origin: baseURL };
const OWNER = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/i-loyal-shots';
const CARD = { stampsNeeded: 2, reward: { amountOff: 5 }, minimumOrder: 18 };
// Two half chickens in Rotterdam: € 19,00, above the minimum; with the reward € 14,00, below it.
const TWO_CHICKENS = [{ name: 'Halve kip van het spit', quantity: 2 }];

/** 390 and 320 px phones in both colour modes, when asked for (`E2E_SHOTS=1`). */
const phoneShots = (page: Page, name: string, fullPage = true) =>
  shots(page, SHOTS, name, [390, 320], { height: 844, fullPage });

test('a full stamp card gives its reward to the signed-in customer once, as a discount line', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `stempel-${Date.now().toString(36)}@example.nl`;
  const customer = `Stempelklant ${Date.now().toString(36)}`;
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post('/api/admin/login', { headers, data: OWNER })).ok()).toBe(true);
  const card = (enabled: boolean) =>
    owner.request.put('/api/admin/locations/rotterdam/stamp-card', {
      headers,
      data: { enabled, ...CARD },
    });
  try {
    expect((await card(true)).ok()).toBe(true);
    // Two paid orders of at least the minimum, each from its own browser session, one address.
    for (let i = 0; i < 2; i++) {
      const visitor = await browser.newContext({ baseURL });
      await paidPickupOrder(visitor.request, customer, email, 'rotterdam', TWO_CHICKENS);
      await visitor.close();
    }

    // Signing in by the mail's link.
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await page.request.post('/api/account/link', { headers, data: { email } })).ok()).toBe(true);
    let mail: string | undefined;
    await expect
      .poll(() => (mail = newestMail(email, /Subject: Je aanmeldlink voor Mijn Gouden Haan/)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    await page.goto(/(http:\/\/\S+\/mijn-gouden-haan\?token=[\w%-]+)/.exec(mail!)![1]!);
    await expect(page.getByText(`Aangemeld als ${email}`)).toBeVisible();
    const cards = page.getByRole('region', { name: 'Stempelkaarten' });
    await expect(cards.getByRole('list', { name: '2 / 2' })).toBeVisible();
    await expect(cards).toContainText('Je stempelkaart is vol: je krijgt € 5,00 korting.');
    // account.spec.ts runs axe on this page, which shows a card while this journey's is on.
    await expectAxeClean(page, 'account with a full card');
    await phoneShots(page, 'account-nl');
    if (process.env.E2E_SHOTS) {
      await page.goto('/en/mijn-gouden-haan');
      await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
      await phoneShots(page, 'account-en');
    }

    // The basket: the full card offers the reward; used, it is a discount line.
    await fillCart(page.request, 'rotterdam', TWO_CHICKENS);
    await page.goto('/');
    await untilLoaderGone(page);
    await page.getByRole('button', { name: 'Winkelwagen, 2 producten' }).click();
    const drawer = page.getByRole('dialog');
    const stamps = drawer.getByTestId('basket-stamps');
    await expect(stamps).toContainText('Je stempelkaart is vol');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('€\u00a019,00');
    await expectAxeClean(page, 'basket with a full card', 'dialog[open]');
    await phoneShots(page, 'basket-nl', false);
    await stamps.getByRole('button', { name: 'Gebruik mijn beloning' }).click();
    await expect(stamps).toContainText('Je beloning gaat van deze bestelling af.');
    await expect(drawer.getByRole('list', { name: 'Kortingen' })).toContainText('Stempelkaart vol');
    await expect(drawer.getByTestId('cart-total')).toHaveText('€\u00a014,00');
    await expect(stamps.getByRole('button', { name: 'Bewaar mijn beloning' })).toBeVisible();
    await phoneShots(page, 'basket-claimed-nl', false);

    // Checkout: the line and the lower total, asked of the payment provider.
    await drawer.getByRole('link', { name: 'Afrekenen' }).click();
    await untilLoaderGone(page);
    const summary = page.getByRole('complementary', { name: 'Je bestelling' });
    await expect(summary.getByText('Stempelkaart vol')).toBeVisible();
    await expect(summary).toContainText('€ 14,00');
    await phoneShots(page, 'checkout-nl');
    if (process.env.E2E_SHOTS) {
      await page.goto('/en/checkout');
      await untilLoaderGone(page);
      await expect(page.getByText('Stamp card full')).toBeVisible();
      await phoneShots(page, 'checkout-en');
      await page.goto('/en');
      await untilLoaderGone(page);
      await page.getByRole('button', { name: /^Basket, 2/ }).click();
      await expect(page.getByTestId('basket-stamps')).toBeVisible();
      await phoneShots(page, 'basket-claimed-en', false);
      await page.goto('/checkout');
      await untilLoaderGone(page);
    }
    await page.getByRole('radio', { name: 'Afhalen' }).check();
    await page.getByLabel('Naam *').fill(customer);
    await page.getByLabel('Telefoonnummer *').fill('+31 6 1234 5678');
    // Signed in, the e-mail is the account's and cannot be changed here (decision 049).
    await expect(page.getByLabel('E-mailadres *')).toHaveValue(email);
    await expect(page.getByLabel('E-mailadres *')).toHaveAttribute('readonly', '');
    await page.getByLabel(/Ik ga akkoord/).check();
    await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
    await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
    const paymentId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await (await page.request.get(`/api/payments/demo/${paymentId}`)).json()).amount).toBe(14);
    await page.getByRole('button', { name: 'Betaald' }).click();
    await expect(page).toHaveURL(/\/betaald\?order=/);
    const paid = page.getByRole('complementary', { name: 'Overzicht' });
    await expect(paid.getByText('Stempelkaart vol')).toBeVisible();
    // € 14,00 is below the minimum: no stamp, and the card starts again (the order's own address).
    const orderStamps = page.getByTestId('order-stamps');
    await expect(orderStamps).toContainText('0 van 2');
    await phoneShots(page, 'paid-nl');
    if (process.env.E2E_SHOTS) {
      await page.goto(page.url().replace('/betaald', '/en/betaald'));
      await expect(page.getByTestId('order-stamps')).toBeVisible();
      await phoneShots(page, 'paid-en');
    }

    // Mijn Gouden Haan: the card is empty; the reward cannot be claimed again.
    await page.goto('/mijn-gouden-haan');
    await expect(cards.getByRole('list', { name: '0 / 2' })).toBeVisible();
    await phoneShots(page, 'account-after-nl');
    expect((await page.request.put('/api/stamps/rotterdam/reward', { headers })).status()).toBe(409);
  } finally {
    expect((await card(false)).ok()).toBe(true);
    await owner.close();
  }
});
