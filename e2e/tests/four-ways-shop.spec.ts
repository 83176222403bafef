/**
 * Issue 17 items 1-6, 9, 11, 12 and 15 as a customer meets them, each screen on a 390 px phone and a
 * 1280 px desktop in light and dark mode (support/four-ways.ts): the state is set up once, then
 * the screen is checked four ways, with axe and without sideways scrolling. Item 10 (reflow) is
 * screens.spec.ts at 320 px in both modes; the allergen matrix's axe is menu.spec.ts in both modes
 * (one axe pass over it takes 5-15 s, four more would double this file).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { coveredByFloating, inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';
import { fillCart } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
const headers = { origin: baseURL };
const STATUS =
  /^(Nu open tot \d\d:\d\d|Vandaag geen bezorging meer|Nu gesloten|Vandaag gesloten|Even geen|Gesloten|Voorlopig gesloten)/;

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'functional'));
});

type AdminProduct = {
  id: string;
  name: string;
  price: number;
  optionGroups: { name: string; options: { choice: string; soldOut?: boolean }[] }[];
} & Record<string, unknown>;

/** The owner, signed in through the API in a context of their own. */
async function owner(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', {
    headers,
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const product = async (name: string): Promise<AdminProduct> => {
    const list = await request.get(`/api/admin/products?location=amsterdam&q=${encodeURIComponent(name)}`);
    const found = ((await list.json()) as { products: AdminProduct[] }).products.find((p) => p.name === name);
    return (await (await request.get(`/api/admin/products/${found!.id}`)).json()) as AdminProduct;
  };
  /** Saves a product the way the admin form does: what it loaded, changed. */
  const save = async (product: AdminProduct) => {
    const res = await request.put(`/api/admin/products/${product.id}`, { headers, data: product });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const setAvailable = async (name: string, available: boolean) => {
    const res = await request.patch(`/api/admin/products/${(await product(name)).id}/availability`, {
      headers,
      data: { available },
    });
    expect(res.ok()).toBe(true);
  };
  return { product, save, setAvailable };
}

/** Adds a product with chosen options through the API, as the product dialog would. */
async function addWithOptions(page: Page, name: string, choices: string[]) {
  const menu = (await (await page.request.get('/api/menu/amsterdam')).json()) as {
    categories: {
      products: {
        id: string;
        name: string;
        price: number;
        category: string;
        optionGroups: { options: { choice: string; price: number }[] }[];
      }[];
    }[];
  };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === name)!;
  const options = product.optionGroups.flatMap((g) => g.options);
  const res = await page.request.post('/api/cart/add', {
    headers,
    data: {
      id: product.id,
      name,
      price: product.price,
      quantity: 1,
      category: product.category,
      location: 'amsterdam',
      selectedOptions: choices.map((choice) => ({
        choice,
        price: options.find((o) => o.choice === choice)!.price,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test("items 1, 2 and 9: the owner's evening edits, as a cart at checkout and in the drawer sees them", async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const admin = await owner(ownerContext.request);
  await page.goto('/');
  await addWithOptions(page, 'Halve kip menu', ['Friet', 'Coca-Cola']);
  await addWithOptions(page, 'Crispy chicken burger', ['Extra kaas']);
  await fillCart(page.request, 'amsterdam', [
    { name: 'Koolsla', quantity: 1 },
    { name: 'Coca-Cola', quantity: 1 },
  ]);

  // The evening: the burger saved unchanged (item 2), a price up (item 9), a product and an option
  // sold out (item 1).
  const burger = await admin.product('Crispy chicken burger');
  const cola = await admin.product('Coca-Cola');
  const menu = await admin.product('Halve kip menu');
  const soldOutFriet = structuredClone(menu);
  soldOutFriet.optionGroups[0]!.options.find((o) => o.choice === 'Friet')!.soldOut = true;
  await admin.save(burger);
  await admin.save({ ...cola, price: cola.price + 0.2 });
  await admin.save(soldOutFriet);
  await admin.setAvailable('Koolsla', false);
  try {
    await page.goto('/checkout');
    await untilLoaderGone(page);
    const problems = page.getByTestId('line-problem');
    const summary = page.getByRole('complementary', { name: 'Je bestelling' });
    await inFourWays(page, 'checkout with problems', async () => {
      await expect(page.getByText('Je winkelwagen is leeg')).toHaveCount(0);
      await expect(problems).toHaveCount(2);
      await expect(problems.filter({ hasText: 'Koolsla' })).toContainText('niet beschikbaar');
      await expect(problems.filter({ hasText: 'Halve kip menu' })).toContainText('Friet');
      await expect(page.getByRole('button', { name: /Bestellen en betalen/ })).toBeDisabled();
      // The burger saved unchanged is still orderable, with its option; the cola at its new price.
      await expect(summary).toContainText('1 × Crispy chicken burger');
      await expect(summary).toContainText('Extra kaas');
      await expect(summary).toContainText('€ 2,95');
      await expect(summary).toContainText('€ 12,90');
    });

    await page.getByRole('button', { name: /^Winkelwagen, 4 producten/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await inFourWays(
      page,
      'drawer with problems',
      async () => {
        await expect(drawer.getByTestId('cart-line-problem')).toHaveCount(2);
        // What checkout will charge: the lines it can sell, € 9,95 + € 2,95 (not € 29,60).
        await expect(drawer.getByTestId('cart-subtotal')).toHaveText('€ 12,90');
        await expect(drawer.getByTestId('cart-subtotal-note')).toHaveText(
          'Zonder de 2 producten die zo niet besteld kunnen worden.',
        );
        await expect(drawer.getByTestId('price-changed')).toHaveText('Prijs gewijzigd, was € 2,75');
        await expect(drawer.getByRole('button', { name: 'Opnieuw kiezen: Halve kip menu' })).toBeVisible();
      },
      { axeInclude: 'dialog[open]' },
    );
    await page.keyboard.press('Escape');

    // "Opnieuw kiezen" takes the customer to the menu's own choices, not to the top of forty products.
    await page.getByRole('button', { name: 'Opnieuw kiezen: Halve kip menu' }).click();
    await expect(page).toHaveURL(/\/menu\/amsterdam$/);
    const dialog = page.getByRole('dialog', { name: 'Halve kip menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Friet/)).toBeDisabled();
  } finally {
    await admin.setAvailable('Koolsla', true);
    await admin.save(menu);
    await admin.save(cola);
    await ownerContext.close();
  }
});

test('items 3, 4, 6 and 15: the status before a cart, allergens over options, a sold-out side, buttons named as they read', async ({
  page,
}) => {
  const status = (await (await page.request.get('/api/locations')).json()) as {
    locations: { slug: string; status: { text: string } }[];
  };
  const text = (slug: string) => status.locations.find((l) => l.slug === slug)!.status.text;
  expect(text('amsterdam')).toMatch(STATUS);
  expect(text('rotterdam')).toMatch(STATUS);
  await page.goto('/menu');
  await untilLoaderGone(page);
  await inFourWays(page, 'chooser', async () => {
    await expect(page.getByRole('article', { name: 'Amsterdam' })).toContainText(text('amsterdam'));
    await expect(page.getByRole('article', { name: 'Rotterdam' })).toContainText(text('rotterdam'));
  });

  await page.getByRole('link', { name: 'Bestel in Amsterdam' }).click();
  await expect(page).toHaveURL(/\/menu\/amsterdam$/);
  // On a phone an option's surcharge stays one piece beside a long allergen note ("+" / "€ 1,00").
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Halve kip menu Kies opties' }).click();
  const surcharge = page
    .getByRole('dialog', { name: 'Halve kip menu' })
    .locator('label', { hasText: 'Zoete-aardappelfriet' })
    .getByText('+ € 1,00');
  expect(
    await surcharge.evaluate(
      (el) => el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).lineHeight) * 1.5,
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByText('Allergenen uitsluiten').click();
  await page.getByLabel('zonder gluten').check();
  await page.getByLabel('zonder eieren').check();
  const card = page.getByRole('article', { name: 'Halve kip menu' });
  await inFourWays(page, 'menu without gluten and eggs', async () => {
    await expect(page.locator('#locatie-status')).toHaveText(text('amsterdam'));
    await expect(page.getByRole('article', { name: 'Friet' })).toHaveCount(0);
    await expect(card).toContainText(/Afhankelijk van je keuze ook: .*gluten.*eieren/);
    await expect(card.getByRole('button')).toHaveAccessibleName('Halve kip menu Kies opties');
  });
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Halve kip menu' });
  const side = dialog.getByRole('group', { name: /Bijgerecht/ });
  await inFourWays(
    page,
    'menu dialog without gluten and eggs',
    async () => {
      await expect(side.getByLabel('Maiskolf')).toBeChecked();
      await expect(side.getByLabel('Koolsla')).toHaveAccessibleName(/Niet zonder eieren/);
      await expect(side.getByLabel('Uienringen')).toBeDisabled();
      await expect(side.getByLabel('Uienringen')).toHaveAccessibleName(/Uitverkocht/);
      await expect(dialog.getByRole('button', { name: /In winkelwagen/ })).toBeInViewport();
    },
    { axeInclude: 'dialog' },
  );
});

test('item 5: the offers page tells how to get an offer and promises nothing the cart does not do', async ({
  page,
}) => {
  await page.goto('/aanbiedingen');
  await untilLoaderGone(page);
  await inFourWays(page, 'offers', async () => {
    await expect(page.locator('main')).not.toContainText('De korting zie je terug');
    await expect(page.locator('main')).toContainText('Online rekent de winkelwagen de gewone menuprijs');
  });
});

test('items 11 and 12: one toast clear of the drawer; checkout keeps what was typed and names fee and zone', async ({
  page,
}) => {
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await page.getByRole('button', { name: 'Coca-Cola toevoegen' }).click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(/1 product/);
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  const more = drawer.getByRole('button', { name: 'Eén Coca-Cola meer' });
  const toasts = drawer.getByRole('status').filter({ hasText: 'Winkelwagen bijgewerkt' });
  let quantity = 1;
  await inFourWays(
    page,
    'drawer toast',
    async () => {
      // Two quick taps: one toast, however many taps (a toast lasts shorter than an axe pass).
      for (let tap = 0; tap < 2; tap++) {
        await more.click();
        await expect(drawer.getByTestId('cart-line-quantity')).toHaveText(String(++quantity));
      }
      await expect(toasts).toHaveCount(1);
      const toast = (await toasts.boundingBox())!;
      for (const part of [
        drawer.getByRole('link', { name: 'Afrekenen' }),
        drawer.getByTestId('cart-subtotal'),
        drawer.getByRole('button', { name: 'Winkelwagen leegmaken' }),
      ]) {
        const box = (await part.boundingBox())!;
        const overlap =
          toast.x < box.x + box.width &&
          box.x < toast.x + toast.width &&
          toast.y < box.y + box.height &&
          box.y < toast.y + toast.height;
        expect(overlap).toBe(false);
      }
    },
    { axeInclude: 'dialog[open]' },
  );
  // Back to three colas (€ 8,25), as a customer would with the − button.
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { id: string }[] };
  const update = await page.request.put('/api/cart/update', {
    headers,
    data: { id: cart.items[0]!.id, quantity: 3 },
  });
  expect(update.ok(), await update.text()).toBe(true);
  await drawer.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await untilLoaderGone(page);

  // € 8,25 to De Pijp: below its € 12,50 minimum, with its € 1,50 fee named.
  await page.getByLabel('Naam *').fill('Sanne de Vries');
  await page.getByLabel('Postcode *').fill('1072 LN');
  const summary = page.getByRole('complementary', { name: 'Je bestelling' });
  await expect(summary).toContainText('€ 1,50');
  await page.reload();
  await untilLoaderGone(page);
  await inFourWays(page, 'checkout below the minimum', async () => {
    // However far the form is scrolled, the floating buttons cover no field, label or button.
    expect(await coveredByFloating(page, 'main label, main input, main select, main button')).toEqual([]);
    await expect(page.getByLabel('Naam *')).toHaveValue('Sanne de Vries');
    await expect(page.getByLabel('Postcode *')).toHaveValue('1072 LN');
    await expect(summary).toContainText('€ 1,50');
    await expect(summary).not.toContainText('€ 0,00');
  });
  await page.getByLabel('Postcode *').fill('9999 ZZ');
  await inFourWays(page, 'checkout outside the zones', async () => {
    // At the postcode itself (issue 28 item 3), and at the waiting pay button.
    await expect(page.locator('#postcode-error')).toHaveText(/We bezorgen helaas niet op postcode 9999 ZZ/);
    await expect(page.locator('#pay-problem')).toHaveText(/We bezorgen helaas niet op postcode 9999 ZZ/);
    await expect(page.getByText('Vul je postcode in.')).toHaveCount(0);
  });
});
