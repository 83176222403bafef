/**
 * Issue 31 item 4 on a 390 px phone: the owner raises a price while a customer sits on the filled-in
 * checkout form. The press on "Bestellen en betalen (€ 10,95)" places nothing; the page shows the new
 * total at the total and at the button, and one more press pays exactly that. The journey makes its
 * own product (Rotterdam), so it changes nothing another journey counts on.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';
const headers = { origin: baseURL };

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { headers, data: { email: EMAIL, password: PASSWORD } });
  expect(res.ok()).toBe(true);
}

const product = (name: string, price: number) => ({
  location: 'rotterdam',
  category: 'burgers',
  name,
  description: 'Alleen voor de prijsproef.',
  price,
  image: null,
  allergens: [],
  mayContain: [],
  available: true,
  popular: false,
  optionGroups: [],
});

test('the owner raises a price during checkout: nothing is placed, the new total is shown, one more press pays it', async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext({ baseURL });
  await signIn(owner.request);
  const name = `Prijsproefburger ${Date.now().toString(36)}`;
  const created = await owner.request.post('/api/admin/products', { headers, data: product(name, 10.95) });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  try {
    await page.goto('/');
    await fillCart(page.request, 'rotterdam', [{ name, quantity: 1 }]);
    await page.goto('/checkout');
    await untilLoaderGone(page);
    await page.getByRole('radio', { name: 'Afhalen' }).check();
    await fillDetails(page, 'Prijs Proef');
    await page.getByLabel(/Ik ga akkoord/).check();
    const pay = page.getByRole('button', { name: /Bestellen en betalen/ });
    await expect(pay).toHaveText('Bestellen en betalen (€\u00a010,95)');

    // The owner raises it by € 2 while the customer reads the form.
    const raised = await owner.request.put(`/api/admin/products/${id}`, {
      headers,
      data: product(name, 12.95),
    });
    expect(raised.ok()).toBe(true);

    await pay.click();
    await expect(page.getByTestId('total-changed')).toHaveText(
      'Het totaal is veranderd: was €\u00a010,95, nu €\u00a012,95.',
    );
    await expect(page.getByRole('alert')).toContainText(
      'je bestelling kost nu €\u00a012,95 in plaats van €\u00a010,95. Er is nog niets besteld.',
    );
    await expect(pay).toHaveText('Bestellen en betalen (€\u00a012,95)');
    await expect(page).toHaveURL(/\/checkout$/);
    await page.screenshot({ path: '/tmp/i-money-server-shots/total-changed-390.png', fullPage: true });

    await pay.click();
    await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
    const paymentId = new URL(page.url()).pathname.split('/').pop()!;
    const payment = await (await page.request.get(`/api/payments/demo/${paymentId}`)).json();
    expect(payment.amount).toBe(12.95);
  } finally {
    await owner.request.delete(`/api/admin/products/${id}`, { headers });
    await owner.close();
  }
});
