/**
 * Issue 27 items 7 and 8 (decision 047): the owner invites a cook, who sets a password from the
 * e-mail's link and signs in to their own location's board; the owner publishes a news article that
 * is on /nieuws and /en/nieuws at once. Own addresses and a title of its own: independent of the rest.
 */
import { expect, test, type Page } from '@playwright/test';
import { newestMail } from '../support/mail';
import { untilLoaderGone } from '../support/page';

const OWNER = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

test('the owner invites a cook, who sets a password and signs in', async ({ page, browser }) => {
  const cook = `kok-${Date.now()}@example.nl`;
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Team' }).click();
  const form = page.getByRole('form', { name: 'Nieuw teamlid' });
  await form.getByLabel('E-mailadres').fill(cook);
  await form.getByLabel('Naam').fill('Fatima Kok');
  await form.getByLabel('Locatie').selectOption('rotterdam');
  await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByRole('status')).toHaveText(`Uitnodiging verstuurd naar ${cook}.`);
  await expect(page.getByRole('listitem', { name: 'Fatima Kok' })).toContainText('Uitgenodigd');

  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = /https?:\/\/\S+\/admin\/invite\?token=[\w%-]+/.exec(newestMail(cook, /invite/) ?? '')?.[0]),
    )
    .toBeTruthy();
  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(invitee.getByText('medewerker van Gouden Haan Rotterdam')).toBeVisible();
  await invitee.getByLabel('Kies een wachtwoord').fill('een-kip-aan-het-spit-7');
  await invitee.getByLabel('Herhaal het wachtwoord').fill('een-kip-aan-het-spit-7');
  await invitee.getByRole('button', { name: 'Account activeren' }).click();
  await expect(invitee.getByRole('status')).toContainText('Je account is klaar');
  await signIn(invitee, cook, 'een-kip-aan-het-spit-7');
  await expect(invitee.getByText(`${cook} (medewerker)`)).toBeVisible();
  // The link worked once.
  await invitee.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(invitee.getByRole('alert')).toContainText('ongeldig, al gebruikt of verlopen');
  await other.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Fatima Kok' })).toContainText('Actief');
});

test('the owner publishes a news article; /nieuws and /en/nieuws show it at once', async ({ page }) => {
  const title = `Kip-saté in Rotterdam ${Date.now()}`;
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Inhoud' }).click();
  const form = page.getByRole('form', { name: 'Nieuw bericht' });
  await form.getByLabel('Titel', { exact: true }).fill(title);
  await form
    .getByLabel('Tekst', { exact: true })
    .fill('Vanaf vandaag op het menu, met pindasaus van het huis.');
  await form.getByLabel('Titel (Engels)').fill(`Chicken satay ${title.slice(-13)}`);
  await form.getByLabel('Tekst (Engels)').fill('On the menu from today.');
  await form.getByRole('button', { name: 'Bericht toevoegen' }).click();
  await expect(page.getByRole('status')).toHaveText(`Bericht "${title}" is opgeslagen.`);

  await page.goto('/nieuws');
  await untilLoaderGone(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto('/en/nieuws');
  await untilLoaderGone(page);
  await expect(page.getByText(`Chicken satay ${title.slice(-13)}`)).toBeVisible();
});
