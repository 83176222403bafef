/**
 * Issue 27 items 4 and 5 in the browser: a cook rejects an order with "Uitverkocht", marking the
 * order's option sold out in the same step; the customer's menu shows the option sold out; the cook
 * finds it under "Weer leverbaar" on the board and puts it back; the menu sells it again.
 * Own data: the Kindermenu with Chocomel in Rotterdam, which no other journey orders or marks.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { viewNewOrder } from '../support/kitchen';
import { addToCart, payForPickup } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
const CITY = 'rotterdam';
const PRODUCT = 'Kindermenu';
const OPTION = 'Chocomel';

interface MenuOption {
  choice: string;
  price: number;
  soldOut: boolean;
}
interface MenuProduct {
  id: string;
  name: string;
  price: number;
  category: string;
  optionGroups: { options: MenuOption[] }[];
}

async function kidsMeal(request: APIRequestContext) {
  const menu = (await (await request.get(`/api/menu/${CITY}`)).json()) as {
    categories: { products: MenuProduct[] }[];
  };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === PRODUCT)!;
  expect(product, PRODUCT).toBeTruthy();
  const options = product.optionGroups.flatMap((g) => g.options);
  return { product, option: (choice: string) => options.find((o) => o.choice === choice)! };
}

/** A paid pickup order of one Kindermenu with a burger, apple slices and Chocomel. */
async function paidKidsMeal(request: APIRequestContext, name: string) {
  const { product, option } = await kidsMeal(request);
  await addToCart(request, CITY, product, {
    selectedOptions: ['Kinderburger', 'Appelpartjes', OPTION].map((c) => ({
      choice: c,
      price: option(c).price,
    })),
  });
  await payForPickup(request, CITY, name, 'chocomel@example.nl');
}

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('reject with "Uitverkocht" marks the option sold out; "Weer leverbaar" puts it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, `/admin?locatie=${CITY}&tab=bestellingen`);
  await expect(page.getByText('Live verbonden')).toBeVisible();

  const customer = await browser.newContext();
  await paidKidsMeal(customer.request, 'Chocomel Klant');
  await viewNewOrder(page, 'Chocomel Klant');
  const card = page.getByRole('article').filter({ hasText: 'Chocomel Klant' });
  await card.getByRole('button', { name: 'Weigeren' }).click();
  const dialog = page.getByRole('dialog', { name: /weigeren/ });
  await dialog.getByRole('radio', { name: 'Uitverkocht' }).check();
  await dialog.getByRole('checkbox', { name: `${OPTION} (bij ${PRODUCT})` }).check();
  await dialog.getByRole('button', { name: 'Weiger en betaal terug' }).click();
  await expect(card).toHaveCount(0);

  // The customer's menu shows the option sold out at once.
  await expect.poll(async () => (await kidsMeal(customer.request)).option(OPTION).soldOut).toBe(true);

  // The board lists it under "Weer leverbaar"; one tap puts it back.
  await page.getByRole('button', { name: 'Iets is op' }).click();
  const back = page.getByRole('region', { name: 'Weer leverbaar' });
  await back.getByRole('button', { name: `${OPTION} (bij ${PRODUCT}) weer leverbaar` }).click();
  await expect(page.getByText(`${OPTION} (bij ${PRODUCT}) is weer te bestellen.`)).toBeVisible();
  await expect(back.getByRole('button', { name: new RegExp(`${OPTION}.*weer leverbaar`) })).toHaveCount(0);
  await expect.poll(async () => (await kidsMeal(customer.request)).option(OPTION).soldOut).toBe(false);
  await customer.close();
});
