/**
 * Issue 19, item 1: the owner refunds part of a paid order and then the rest from the order's page in
 * the admin; the demo provider shows both, the customer's e-mail holds the credit note, and the
 * live order page says what went back. The refund form is checked at 390 px and 1280 px, light and
 * dark, with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { inFourWays } from '../support/four-ways';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toBeVisible();
}

test.describe.configure({ timeout: 180_000 });

test('a partial and a full refund from the admin: the provider, the credit note and the order page', async ({
  page,
}) => {
  const customer = `terug-${Date.now()}@example.nl`;
  await page.goto('/');
  await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await fillDetails(page, 'Terug Tester');
  await page.getByLabel('E-mailadres *').fill(customer);
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
  const demoId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaald\?order=/);
  const publicId = new URL(page.url()).searchParams.get('order')!;
  const summary = await (await page.request.get(`/api/orders/${publicId}`)).json();
  const total = summary.total as number;
  /** An amount as a pattern: the site writes `€` and the amount with a non-breaking space. */
  const euro = (n: number) => `€\\s${n.toFixed(2).replace('.', ',')}`;
  const re = (source: string) => new RegExp(source);

  await signIn(page);
  const found = await (await page.request.get(`/api/admin/order-history?q=%23${summary.number}`)).json();
  const orderId = found.orders[0].id as string;
  await page.goto(`/admin/bestellingen/${orderId}`);
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { name: 'Betalingen en terugbetalingen' })).toBeVisible();
  await expect(page.getByText(re(`Betaald ${euro(total)}, terugbetaald ${euro(0)}`))).toBeVisible();

  // The form, as staff see it on a phone and a laptop, in both modes.
  await page.getByRole('radio', { name: 'Een bedrag' }).check();
  await inFourWays(page, 'refund form', async () => {
    await expect(page.getByLabel('Bedrag in euro')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terugbetalen…' })).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Part: € 2,50 for a forgotten sauce, confirmed.
  await page.getByLabel('Bedrag in euro').fill('2,50');
  await page.getByLabel('Reden (staat op de creditnota)').fill('Saus vergeten');
  await page.getByRole('button', { name: 'Terugbetalen…' }).click();
  await expect(page.getByText(re(`${euro(2.5)} terugbetalen aan de klant`))).toBeVisible();
  await page.getByRole('button', { name: re(`Ja, betaal ${euro(2.5)} terug`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'teruggestort (creditnota CN-' })).toBeVisible();
  await expect(page.getByText(re(`terugbetaald ${euro(2.5)}`))).toBeVisible();
  const afterPart = await (await page.request.get(`/api/payments/demo/${demoId}`)).json();
  expect(afterPart).toMatchObject({ status: 'paid', amountRefunded: 2.5 });

  // The credit note, as the customer's mail server received it (the outbox sends it in a moment).
  let partNote: string | undefined;
  await expect
    .poll(() => (partNote = newestMail(customer, /Reden: Saus vergeten/)), { timeout: 15_000 })
    .toBeTruthy();
  expect(partNote).toMatch(/Creditnota CN-\d{6}/);
  expect(partNote).toMatch(/Datum: \d{1,2} \w+ 20\d\d/);
  // The mail is read as raw bytes: `− € 2,50` is the minus sign, a space, the euro sign (decision 044).
  expect(partNote).toMatch(/Totaal terug: \S+ \S+\s2,50/);
  expect(partNote).toMatch(/Waarvan btw \(9%\) over \S*\s2,29 netto: \S+ \S+\s0,21/);
  expect(partNote).toContain(`/betaald?order=${publicId}`);

  // The rest, with the confirm step.
  const rest = Math.round((total - 2.5) * 100) / 100;
  await page.getByRole('radio', { name: /Alles wat over is/ }).check();
  await page.getByLabel('Reden (staat op de creditnota)').fill('Bestelling kwam niet aan');
  await page.getByRole('button', { name: 'Terugbetalen…' }).click();
  const confirm = page.getByRole('button', { name: re(`Ja, betaal ${euro(rest)} terug`) });
  await confirm.click();
  await expect(page.getByText('Alles wat betaald is, is terugbetaald.')).toBeVisible();
  await expect(
    page.getByText(re(`terugbetaald ${euro(total)}, nog terug te betalen ${euro(0)}`)),
  ).toBeVisible();
  const afterAll = await (await page.request.get(`/api/payments/demo/${demoId}`)).json();
  expect(afterAll).toMatchObject({ status: 'paid', amountRefunded: total });
  let restNote: string | undefined;
  await expect
    .poll(() => (restNote = newestMail(customer, /Reden: Bestelling kwam niet aan/)), { timeout: 15_000 })
    .toBeTruthy();
  expect(restNote).toMatch(new RegExp(`Totaal terug: \\S+ \\S+\\s${rest.toFixed(2).replace('.', ',')}`));

  // The timeline lists both; the customer's page says what went back.
  await expect(page.getByText(/Terugbetaling CN-\d+ van €\s2,50/)).toBeVisible();
  await page.goto(`/betaald?order=${publicId}`);
  await expect(page.getByText(re(`We hebben ${euro(total)} teruggestort`))).toBeVisible();
});
