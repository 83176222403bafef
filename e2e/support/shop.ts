/** What a customer does in several journeys: fill the cart through the API, type their details. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export interface MenuProduct {
  id: string;
  name: string;
  price: number;
  category: string;
}

/** Adds `product` to the visitor's cart through the API, as the menu page's button would. */
export async function addToCart(
  request: APIRequestContext,
  city: string,
  product: MenuProduct,
  {
    quantity = 1,
    selectedOptions = [],
    origin = baseURL,
  }: { quantity?: number; selectedOptions?: { choice: string; price: number }[]; origin?: string } = {},
) {
  const res = await request.post('/api/cart/add', {
    headers: { origin },
    data: {
      id: product.id,
      name: product.name,
      price: product.price,
      quantity,
      category: product.category,
      location: city,
      selectedOptions,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Fills the visitor's cart through the API, as the menu page would (on the server at `origin`). */
export async function fillCart(
  request: APIRequestContext,
  city: string,
  items: { name: string; quantity: number }[],
  origin = baseURL,
) {
  const menu = (await (await request.get(`/api/menu/${city}`)).json()) as {
    categories: { products: MenuProduct[] }[];
  };
  const products = menu.categories.flatMap((c) => c.products);
  for (const item of items) {
    const product = products.find((p) => p.name === item.name);
    expect(product, item.name).toBeTruthy();
    await addToCart(request, city, product!, { quantity: item.quantity, origin });
  }
}

/** Name, e-mail and phone on the checkout form. */
export async function fillDetails(page: Page, name = 'Sanne de Vries') {
  await page.getByLabel('Naam *').fill(name);
  await page.getByLabel('E-mailadres *').fill('sanne@example.nl');
  await page.getByLabel('Telefoonnummer *').fill('+31 6 1234 5678');
}

/** A burger for pickup in Rotterdam, ordered through checkout up to the demo payment page. */
export async function orderPickupToPayment(page: Page) {
  await page.goto('/');
  await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 1 }]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await sendCheckout(page);
}

/**
 * On the checkout form, with the way of delivery chosen: details, terms, send; on to the demo payment
 * page. Answers the payment's id, from that page's address.
 */
export async function sendCheckout(page: Page, name?: string): Promise<string> {
  await fillDetails(page, name);
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  // The order, its payment and a whole page load: on a busy CI machine more than expect's 5 s.
  await expect(page).toHaveURL(/\/demo-betaling\/demo_/, { timeout: 15_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** As `sendCheckout`, then "Betaald" on the demo payment page, up to "Betaling geslaagd". */
export async function sendCheckoutAndPay(page: Page, name?: string): Promise<string> {
  const paymentId = await sendCheckout(page, name);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  return paymentId;
}

/**
 * A customer of Amsterdam (or `city`, with `items`) orders for pickup at the first free time and pays
 * (through the API).
 */
export async function paidPickupOrder(
  request: APIRequestContext,
  name: string,
  email: string,
  city = 'amsterdam',
  items = [{ name: 'Halve kip van het spit', quantity: 1 }],
) {
  await fillCart(request, city, items);
  return payForPickup(request, city, name, email);
}

/** The basket as it stands, ordered for pickup at the first free time and paid (through the API). */
export async function payForPickup(
  request: APIRequestContext,
  location: string,
  name: string,
  email: string,
) {
  const placed = await placePickupOrder(request, location, name, email);
  await payByDemo(request, placed.paymentId);
  return placed;
}

/** The basket as it stands, ordered for pickup at the first free time, not yet paid (through the API). */
export async function placePickupOrder(
  request: APIRequestContext,
  location: string,
  name: string,
  email: string,
) {
  const options = await (
    await request.get(`/api/checkout/options?location=${location}&fulfilment=pickup`)
  ).json();
  const time = options.asap.available
    ? 'asap'
    : options.slots.find((s: { available: boolean }) => s.available).time;
  const placed = await request.post('/api/checkout', {
    headers: { origin: baseURL },
    data: {
      fulfilment: 'pickup',
      name,
      email,
      phone: '06 12345678',
      time,
      termsAccepted: true,
      idempotencyKey: `paid-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId, checkoutUrl } = (await placed.json()) as { orderId: string; checkoutUrl: string };
  return { publicId: orderId, paymentId: checkoutUrl.split('/').pop()! };
}

/** The customer pays on the demo payment page (through the API). */
export async function payByDemo(request: APIRequestContext, paymentId: string) {
  const paid = await request.post(`/api/payments/demo/${paymentId}`, {
    headers: { origin: baseURL },
    data: { outcome: 'paid' },
  });
  expect(paid.ok()).toBe(true);
}
