/**
 * Issue 19 item 7: a bundle deal and a coupon code applied in the cart, each its own line, and paid
 * at the discounted price: the demo provider is asked for exactly the discounted total. The drawer
 * with both discounts holds up at 390 and 1280 px in both colour modes, axe clean. The owner then
 * edits the code's maximum uses and an offer's days on /admin/acties: the list and the cart follow.
 * Issue 31 item 3: the code combines with offers by the owner's choice; one that does not is named.
 */
import { expect, test, type Page } from '@playwright/test';
import { amsterdamDate, weekdayInAmsterdam } from '@gh/domain';
import { baseURL } from '../playwright.config';
import { inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';
import { fillCart, sendCheckout } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
/** A date on the Amsterdam calendar, `offset` days from today (the UTC date is a day behind after midnight). */
const isoDay = (offset: number) => amsterdamDate(new Date(), offset);

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test.describe.configure({ timeout: 120_000 });

test('the family deal and a coupon code in the cart, paid at the discounted price', async ({
  page,
  browser,
}) => {
  // The owner makes a code on the admin page's form.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, '/admin/acties');
  await expect(owner.getByRole('heading', { name: 'Acties en kortingscodes' })).toBeVisible();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  // A second code that does not combine with offers (the default, decision 038).
  const alone = `${code}A`;
  const form = owner
    .locator('form')
    .filter({ has: owner.getByRole('button', { name: 'Kortingscode aanmaken' }) });
  for (const [name, combines] of [
    [code, true],
    [alone, false],
  ] as const) {
    await form.getByLabel('Code', { exact: true }).fill(name);
    await form.getByLabel('Percentage', { exact: true }).fill('10');
    await form.getByLabel('Geldig vanaf').fill(isoDay(-1));
    await form.getByLabel('Geldig tot en met').fill(isoDay(1));
    await form.getByLabel('Combineert met aanbiedingen').setChecked(combines);
    await form.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
    await expect(owner.getByText(`Kortingscode ${name} aangemaakt.`)).toBeVisible();
    await expect(owner.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await inFourWays(owner, 'admin offers page', async () => {
    await expect(owner.getByRole('heading', { name: 'Acties', exact: true })).toBeVisible();
  });
  await ownerContext.close();

  // A customer puts the family deal's three products in the cart.
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [
    { name: 'Hele kip van het spit', quantity: 1 },
    { name: 'Koolsla', quantity: 1 },
  ]);
  // Friet needs its size.
  const menu = await (await page.request.get('/api/menu/amsterdam')).json();
  const friet = menu.categories
    .flatMap((c: { products: { id: string; name: string }[] }) => c.products)
    .find((p: { name: string }) => p.name === 'Friet');
  const added = await page.request.post('/api/cart/add', {
    headers: { origin: baseURL },
    data: {
      id: friet.id,
      quantity: 1,
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Normaal', price: 0 }],
    },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByRole('button', { name: 'Winkelwagen, 3 producten' }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  const discounts = drawer.getByRole('list', { name: 'Kortingen' });
  await expect(discounts.getByText('Familiedeal')).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText('€\u00a019,95');

  // A wrong code is named in Dutch; the right one is its own line.
  await drawer.getByLabel('Kortingscode').fill('BESTAATNIET');
  await drawer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText(
    'Deze kortingscode kennen we niet. Controleer de code en probeer het opnieuw.',
  );
  // A code that does not combine: the deal gives more (€ 4,00 against 10% of € 23,95), so the
  // basket keeps the deal and says why the code does not count.
  await drawer.getByLabel('Kortingscode').fill(alone);
  await drawer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(drawer.getByTestId('coupon-notice')).toHaveText(
    `Code ${alone} geldt niet samen met aanbiedingen. Met Familiedeal krijg je meer korting (€\u00a04,00) dan met de code (€\u00a02,40), dus de code telt nu niet mee.`,
  );
  await expect(drawer.getByTestId('cart-total')).toHaveText('€\u00a019,95');
  await expect(discounts.getByText(`Kortingscode ${alone} (10%)`)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText('Kortingscode verwijderd.');
  await drawer.getByLabel('Kortingscode').fill(code.toLowerCase());
  await drawer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText(`Kortingscode ${code} is toegepast.`);
  await expect(discounts.getByText(`Kortingscode ${code} (10%)`)).toBeVisible();
  // 10% of € 19,95 is € 2,00 (rounded to the cent): € 17,95.
  await expect(drawer.getByTestId('cart-total')).toHaveText('€\u00a017,95');

  await inFourWays(
    page,
    'cart drawer with discounts',
    async () => {
      await expect(discounts.getByText('Familiedeal')).toBeVisible();
    },
    { axeInclude: 'dialog[open]' },
  );

  // Checkout shows both lines and charges € 17,95; the demo provider is asked for that amount.
  await page.setViewportSize({ width: 1280, height: 800 });
  await drawer.getByRole('link', { name: 'Afrekenen' }).click();
  await untilLoaderGone(page);
  const summary = page.getByRole('complementary', { name: 'Je bestelling' });
  await expect(summary.getByText('Familiedeal')).toBeVisible();
  await expect(summary.getByText(`Kortingscode ${code} (10%)`)).toBeVisible();
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  const paymentId = await sendCheckout(page, 'Actie Klant');
  const payment = await (await page.request.get(`/api/payments/demo/${paymentId}`)).json();
  expect(payment.amount).toBe(17.95);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaald\?order=/);
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  const paid = page.getByRole('complementary', { name: 'Overzicht' });
  await expect(paid.getByText('Familiedeal')).toBeVisible();
  await expect(paid.getByText(`Kortingscode ${code} (10%)`)).toBeVisible();
  const publicId = new URL(page.url()).searchParams.get('order')!;
  const order = await (await page.request.get(`/api/orders/${publicId}`)).json();
  expect(order.total).toBe(17.95);
  expect(order.discounts.map((d: { label: string }) => d.label)).toEqual([
    'Familiedeal',
    `Kortingscode ${code} (10%)`,
  ]);
  // The paid order used the code: the next cart starts without it.
  await fillCart(page.request, 'amsterdam', [{ name: 'Koolsla', quantity: 1 }]);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.items).toHaveLength(1);
  expect(cart.coupon).toBeNull();
  expect(cart.discounts).toEqual([]);

  // The owner limits the code to the one use it had: the list says so, and the cart refuses it.
  const editContext = await browser.newContext({ baseURL });
  const editor = await editContext.newPage();
  await signIn(editor, '/admin/acties');
  await editCoupon(editor, code, '1');
  const row = editor.getByRole('row').filter({ has: editor.getByRole('cell', { name: code, exact: true }) });
  await expect(row).toContainText('1 van 1');
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByRole('button', { name: 'Winkelwagen, 1 product' }).click();
  await drawer.getByLabel('Kortingscode').fill(code);
  await drawer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText(
    'Deze kortingscode is al zo vaak gebruikt als mogelijk was.',
  );
  // Two uses: the list shows it, and the same code now applies.
  await editCoupon(editor, code, '2');
  await expect(row).toContainText('1 van 2');
  await drawer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(drawer.getByTestId('coupon-message')).toHaveText(`Kortingscode ${code} is toegepast.`);
  await expect(discounts.getByText(`Kortingscode ${code} (10%)`)).toBeVisible();
  await editContext.close();
});

/** Opens the code's filled form from the list, sets its maximum uses and saves. */
async function editCoupon(owner: Page, code: string, maxUses: string) {
  await owner.getByRole('button', { name: `Kortingscode ${code} wijzigen` }).click();
  const form = owner.getByRole('form', { name: `Kortingscode ${code} wijzigen` });
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code);
  await form.getByLabel('Hoe vaak te gebruiken').fill(maxUses);
  await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(owner.getByText(`Wijzigingen in kortingscode ${code} opgeslagen.`)).toBeVisible();
}

const DAY_NAMES = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];

/** Ticks exactly these days of the offer's filled form and saves it. */
async function setOfferDays(owner: Page, title: string, days: string[]) {
  await owner.getByRole('button', { name: `Actie ${title} wijzigen` }).click();
  const form = owner.getByRole('form', { name: `Actie ${title} wijzigen` });
  await expect(form.getByLabel('Titel', { exact: true })).toHaveValue(title);
  const picker = form.getByRole('group', { name: 'Dagen' });
  for (const day of DAY_NAMES) await picker.getByLabel(day).setChecked(days.includes(day));
  await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(owner.getByText(`Wijzigingen in actie ${title} opgeslagen.`)).toBeVisible();
}

test('the owner moves an offer to other days: the list and the cart follow', async ({ page, browser }) => {
  // Today in Amsterdam, tomorrow (a journey begun just before midnight ends after it), and a day
  // that is neither.
  const todayName = DAY_NAMES[weekdayInAmsterdam(new Date()) - 1]!;
  const tomorrowName = DAY_NAMES[weekdayInAmsterdam(new Date()) % 7]!;
  const otherName = DAY_NAMES[(DAY_NAMES.indexOf(todayName) + 3) % 7]!;
  const title = 'Dinsdag burgerdag';
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, '/admin/acties');
  const card = owner.getByRole('listitem').filter({ hasText: title });

  // Not today: two burgers cost full price.
  await setOfferDays(owner, title, [otherName]);
  await expect(card).toContainText(`alleen op ${otherName}`);
  await page.goto('/');
  await fillCart(page.request, 'amsterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
  const before = await (await page.request.get('/api/cart')).json();
  expect(before.discounts.map((d: { label: string }) => d.label)).not.toContain(title);

  // Today as well: the cart shows the offer as its own line.
  await owner.getByRole('button', { name: `Actie ${title} wijzigen` }).click();
  await expect(owner.getByRole('heading', { name: `Actie ${title} wijzigen` })).toBeFocused();
  await inFourWays(owner, 'admin offer edit form', async () => {
    await expect(owner.getByRole('group', { name: 'Dagen' })).toBeVisible();
  });
  await owner.getByRole('button', { name: 'Annuleren' }).click();
  await expect(owner.getByRole('button', { name: `Actie ${title} wijzigen` })).toBeFocused();
  await setOfferDays(owner, title, [todayName, tomorrowName, otherName]);
  await expect(card).toContainText('alleen op');
  await expect(card).toContainText(todayName);
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByRole('button', { name: 'Winkelwagen, 2 producten' }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(drawer.getByRole('list', { name: 'Kortingen' }).getByText(title)).toBeVisible();

  // Back to Tuesdays only, as the other journeys expect.
  await setOfferDays(owner, title, ['dinsdag']);
  await expect(card).toContainText('alleen op dinsdag');
  await ownerContext.close();
});
