/**
 * The English journey issue 20 asks for: from /en to a paid order with options, on English pages all
 * the way (checkout, the demo payment, /en/betaald), with its confirmation e-mail. axe on checkout with
 * its errors shown and on the order page, at 390 and 1280 px in both colour modes.

 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { inFourWays } from '../support/four-ways';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';
import { fillCart } from '../support/shop';

const EMAIL = 'journey-en@example.com';

/** The id of a product of Amsterdam's menu, by its Dutch name (names are content, English or not). */
async function productId(page: Page, dutchName: string): Promise<string> {
  const menu = (await (await page.request.get('/api/menu/amsterdam')).json()) as {
    categories: { products: { id: string; name: string }[] }[];
  };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === dutchName);
  expect(product, dutchName).toBeTruthy();
  return product!.id;
}

test.beforeEach(async ({ page }) => {
  // Two screens four ways with axe, a payment and a mail, on a busy 2-core machine.
  test.setTimeout(240_000);
  // The cookie banner is another journey's subject.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
});

test('from /en to a paid order with options, the order page and the confirmation in English', async ({
  page,
}) => {
  const mealId = await productId(page, 'Halve kip menu');

  // From the English home page to Amsterdam's English menu.
  await page.goto('/en');
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Order online' }).first().click();
  await expect(page).toHaveURL(/\/en\/menu$/);
  await page.locator('a[href="/en/menu/amsterdam"]').first().click();
  await expect(page).toHaveURL(/\/en\/menu\/amsterdam$/);
  await untilLoaderGone(page);

  // A meal with options through the dialog: sweet potato fries instead of the default side.
  await page.locator(`article[aria-labelledby="product-${mealId}"]`).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Sweet potato fries/).check();
  await dialog.getByRole('button', { name: /Add to basket/ }).click();
  await expect(dialog).toBeHidden();

  // The cart's way to checkout stays in English.
  await page.getByRole('button', { name: /^(Basket|Winkelwagen)/ }).click();
  await page.locator('a[href="/en/checkout"]').click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary).toContainText(/1 × (Half chicken meal|Halve kip menu)/);
  await expect(summary).toContainText(/Sweet potato fries|Zoete-aardappelfriet/);
  await expect(summary).toContainText('Subtotal');
  await expect(summary).toContainText(/Incl\. VAT \(9%\) on .+ net/);

  // The form in English; sent empty, its errors are shown at their fields.
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Delivery address' })).toBeVisible();
  await page.getByRole('button', { name: /^Order and pay \(/ }).click();
  await expect(page.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Postcode *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/I agree to the/)).toHaveAttribute('aria-invalid', 'true');
  // The field's message comes from the domain's schema, made in the page's language.
  await expect(page.locator('#email-error')).toBeVisible();
  await expect(page.locator('#email-error')).not.toContainText(/[Vv]ul|ongeldig|e-mailadres/);
  await inFourWays(page, 'en-checkout errors', async () => {
    await expect(page.getByLabel('Email address *')).toBeVisible();
  });

  // Collection at a time of the customer's choosing.
  await page.getByRole('radio', { name: 'Collection' }).check();
  await expect(page.getByRole('group', { name: 'Collection time' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Delivery address' })).toBeHidden();
  await page.getByLabel('Name *').fill('Emma Clarke');
  await page.getByLabel('Email address *').fill(EMAIL);
  await page.getByLabel('Phone number *').fill('+44 7700 900123');
  const time = page.getByLabel('Time *');
  const slots = time.locator('option:not([disabled]):not([value="asap"])');
  await expect(slots.first()).toBeAttached();
  await time.selectOption((await slots.first().getAttribute('value'))!);
  await page.getByLabel('Notes').fill('No cutlery, please.');
  await page.getByLabel(/I agree to the/).check();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'privacy statement and terms' }),
  ).toHaveAttribute('href', '/en/Privacyandvoorwaarden');
  await page.getByRole('button', { name: /^Order and pay \(/ }).click();

  // The demo provider's page, in English too.
  await expect(page).toHaveURL(/\/en\/demo-betaling\/demo_[\w-]+$/);
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText(/^Order #\d+ at Gouden Haan$/)).toBeVisible();
  await page.getByRole('button', { name: 'Paid' }).click();

  // Back on the English order page.
  await expect(page).toHaveURL(/\/en\/betaald\?order=[\w-]{22}$/);
  await untilLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Paid: the page is the order's (issue 28 item 6), with its number.
  const title = page.getByRole('heading', { level: 1, name: /^Your order #\d+$/ });
  await expect(title).toBeVisible();
  const order = page.getByRole('complementary', { name: 'Summary' });
  await expect(order).toContainText('Collection · Gouden Haan Amsterdam');
  await expect(order).toContainText(/1 × (Half chicken meal|Halve kip menu)/);
  await expect(order).toContainText(/Sweet potato fries|Zoete-aardappelfriet/);
  await expect(order).toContainText('Total');
  const live = page.getByRole('status').filter({ hasText: 'Order number' });
  await expect(live).toContainText('ready to collect from');
  await expect(live).toContainText('The kitchen at Gouden Haan Amsterdam has your order');
  await expect(page.getByRole('list', { name: "Your order's progress" })).toContainText(
    /Received\s*In the kitchen\s*Ready to collect\s*Collected/,
  );
  // "Same again?" waits until the order is over.
  await expect(page.getByRole('heading', { name: 'Same again?' })).toHaveCount(0);
  await expect(live.getByRole('heading', { level: 2 })).toHaveText(/Payment received/);
  await expect(page.locator('body')).not.toContainText(
    /Betaalstatus|Bestelnummer|af te halen vanaf|Voortgang|Subtotaal|Nog eens hetzelfde/,
  );
  await inFourWays(page, 'en-betaald', async () => {
    await expect(title).toBeVisible();
  });

  // The confirmation e-mail, for the order just paid.
  const number = (await title.textContent())!.replace(/^Your order #/, '');
  const ofThisOrder = new RegExp(`#${number}\\b`);
  await expect.poll(() => newestMail(EMAIL, ofThisOrder), { timeout: 20_000 }).toBeTruthy();
  const mail = newestMail(EMAIL, ofThisOrder)!;
  // In English, as the order was placed: its subject, its dish and option, and links to English pages.
  expect(mail).toMatch(
    new RegExp(`^Subject: Your order #${number} at Gouden Haan Amsterdam is confirmed`, 'm'),
  );
  expect(mail).toMatch(/\/en\/betaald\?order=[\w-]{22}/);
  expect(mail).toMatch(/Half chicken meal/);
  expect(mail).toMatch(/Sweet potato fries/);
  expect(mail).not.toMatch(/Bedankt voor je bestelling|Bestelnummer/);
});

test('an unpaid English order: the open-order notice, the demo page, a failed payment and reordering, in English', async ({
  page,
}) => {
  await page.goto('/en');
  await fillCart(page.request, 'amsterdam', [{ name: 'Halve kip van het spit', quantity: 1 }]);
  const options = await (
    await page.request.get('/api/checkout/options?location=amsterdam&fulfilment=pickup&lang=en')
  ).json();
  const placed = await page.request.post('/api/checkout?lang=en', {
    headers: { origin: baseURL },
    data: {
      fulfilment: 'pickup',
      name: 'Emma Clarke',
      email: 'unpaid-en@example.com',
      phone: '+44 7700 900123',
      time: options.asap.available
        ? 'asap'
        : options.slots.find((s: { available: boolean }) => s.available).time,
      termsAccepted: true,
      idempotencyKey: `unpaid-en-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };

  // Back at checkout with that order unpaid: go on paying it.
  await page.goto('/en/checkout');
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { name: 'Your order is still waiting for payment' })).toBeFocused();
  await expect(page.getByText(/^Order #\d+ \(.+\) hasn't been paid yet\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place a new order' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/en\/demo-betaling\/demo_[\w-]+$/);
  await untilLoaderGone(page);
  await inFourWays(page, 'en-demo-payment', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await expect(page.getByText('No real money')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Failed' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/betaald\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText(/nothing has been charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();

  // The e-mail's "order again" for it: the same lines in the basket, the way on in English.
  await page.goto(`/en/bestel-opnieuw/${orderId}`);
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order again' })).toBeVisible();
  await expect(page.getByText("One item is in your basket, at today's prices.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
  await expect(page.getByRole('link', { name: 'See your earlier order' })).toHaveAttribute(
    'href',
    `/en/betaald?order=${orderId}`,
  );
});
