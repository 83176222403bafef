/**
 * Issue 19 item 6: phone and walk-in orders entered by staff. One is paid through the payment link
 * the customer receives by e-mail (opened, paid at the demo provider, then on the board); one is
 * paid at pickup for a customer who reads English (on the board at once, marked, then "Betaald" at
 * the counter; the confirmation in English). The entry page is checked the four ways (390 and
 * 1280 px, light and dark) with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { inFourWays } from '../support/four-ways';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toBeVisible();
}

/** Enters an Amsterdam pickup order by keyboard: a cola straight in, fries through the option dialog. */
async function enterOrder(page: Page, name: string, email: string) {
  await page.goto('/admin/bestellingen/nieuw');
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { name: 'Nieuwe bestelling' })).toBeVisible();
  await page.getByLabel('Locatie').selectOption('amsterdam');
  const search = page.getByLabel('Product zoeken');
  await search.fill('coca-cola zero');
  await search.press('Enter');
  const lines = page.getByRole('list', { name: 'Bestelregels' });
  await expect(lines).toContainText('1× Coca-Cola Zero');
  await search.fill('friet');
  await page
    .getByRole('button', { name: /^Friet/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Groot', { exact: true }).click();
  await dialog.getByRole('button', { name: /In winkelwagen/ }).click();
  await expect(lines).toContainText('Groot');
  await lines.getByRole('button', { name: 'Coca-Cola Zero: één meer' }).click();
  await expect(lines).toContainText('2× Coca-Cola Zero');
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Telefoon').fill('06 12345678');
  await page.getByLabel('E-mail').fill(email);
  return page.getByTestId('staff-order-total').innerText();
}

test.describe('staff orders', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a phone order paid through the e-mailed link appears on the board', async ({ page, browser }) => {
    await signIn(page, '/admin/bestellingen/nieuw');
    await enterOrder(page, 'Telefoon Klant', 'telefoon@example.nl');
    await page.getByRole('button', { name: 'Betaallink mailen' }).click();
    const heading = page.getByRole('heading', { name: /Bestelling #\d+ geplaatst/ });
    await expect(heading).toBeVisible();
    const number = (await heading.innerText()).match(/#(\d+)/)![1];

    // The customer opens the link in the mail and pays at the demo provider.
    let mail: string | undefined;
    await expect.poll(() => (mail = newestMail('telefoon@example.nl', /Betaallink/))).toBeTruthy();
    const link = mail!.match(/https?:\/\/\S+\/demo-betaling\/\S+/)![0];
    const customer = await browser.newPage();
    await customer.goto(link);
    await customer.getByRole('button', { name: 'Betaald' }).click();
    await expect(customer).toHaveURL(/\/betaald\?order=/);
    await customer.close();

    await page.goto('/admin?locatie=amsterdam&tab=bestellingen');
    await untilLoaderGone(page);
    const card = page.getByRole('article', { name: `Bestelling #${number}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Telefoon Klant');
    await expect(card).toContainText('Telefonisch');
    await expect(card).not.toContainText('Betaalt bij afhalen');
  });

  test('betalen bij afhalen: on the board at once, then Betaald at the counter', async ({ page }) => {
    await signIn(page, '/admin/bestellingen/nieuw');
    await untilLoaderGone(page);
    await inFourWays(page, 'new staff order', async () => {
      await expect(page.getByRole('heading', { name: 'Nieuwe bestelling' })).toBeVisible();
      await expectAxeClean(page, 'new staff order');
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await enterOrder(page, 'Balie Klant', 'balie@example.nl');
    await page.getByText('Aan de balie', { exact: true }).click();
    // A visitor who reads no Dutch: the confirmation goes out in English (issue 20).
    const language = page.getByRole('group', { name: 'Taal van de klant' });
    await expect(language.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    await language.getByText('Engels', { exact: true }).click();
    await expect(language.getByRole('radio', { name: 'Engels' })).toBeChecked();
    await expectAxeClean(page, 'filled staff order');
    await page.getByRole('button', { name: 'Betalen bij afhalen' }).click();
    const heading = page.getByRole('heading', { name: /Bestelling #\d+ geplaatst/ });
    await expect(heading).toBeVisible();
    const number = (await heading.innerText()).match(/#(\d+)/)![1];
    await expect(
      page.getByText('De bevestiging is gemaild naar balie@example.nl (in het Engels).'),
    ).toBeVisible();
    await expect
      .poll(() =>
        newestMail('balie@example.nl', new RegExp(`Subject: Your order #${number} at .* is confirmed`)),
      )
      .toBeTruthy();

    await page.goto('/admin?locatie=amsterdam&tab=bestellingen');
    await untilLoaderGone(page);
    const card = page.getByRole('article', { name: `Bestelling #${number}` });
    await expect(card).toContainText('Betaalt bij afhalen');
    await expect(card).toContainText('Aan de balie');
    await expectAxeClean(page, 'board with a pay-at-pickup order');
    // The first tap only asks (issue 27): a second one records it.
    await card.getByRole('button', { name: `Bestelling #${number} betaald met pin` }).click();
    await expect(card.getByText('Heeft de klant gepind?')).toBeVisible();
    await card.getByRole('button', { name: 'Bevestig: betaald (pin)' }).click();
    await expect(card.getByRole('status')).toContainText('Betaald aan de balie (pin)');

    // The orders view says how it came in, who entered it and how it was paid.
    await page.goto('/admin/bestellingen');
    await untilLoaderGone(page);
    await page.getByRole('link', { name: `#${number}` }).click();
    await expect(page.getByText(`Aan de balie door ${EMAIL}`)).toBeVisible();
    await expect(page.getByText(/Betaling aan de balie \(pin\) van/)).toBeVisible();
  });
});
