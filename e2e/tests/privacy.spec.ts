/**
 * Issue 21 item 1, as a customer does it: order and pay, ask for their data, get the link by e-mail,
 * download it, and have it erased; the order still counts for the restaurant, without them.
 */
import { readFileSync } from 'node:fs';
import { expectAxeClean } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { untilLoaderGone } from '../support/page';
import { fillCart } from '../support/shop';
import { newestMail } from '../support/mail';

const ADMIN = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };
const ORIGIN = { origin: baseURL };

async function axe(page: Page, label: string) {
  await untilLoaderGone(page);
  await expectAxeClean(page, label);
}

/** Today in Amsterdam as YYYY-MM-DD: the reports' and exports' period. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());

async function reportOf(request: APIRequestContext) {
  const res = await request.get(`/api/admin/reports?from=${today()}&to=${today()}&location=rotterdam`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    orders: number;
    gross: number;
    net: number;
    vat: number;
    vatByRate: { rate: number; gross: number; net: number; vat: number }[];
  };
}

async function exportOf(request: APIRequestContext, file: 'export.csv' | 'orders.csv') {
  const res = await request.get(
    `/api/admin/reports/${file}?from=${today()}&to=${today()}&location=rotterdam`,
  );
  expect(res.ok(), file).toBe(true);
  return res.text();
}

/** The orders view's search, as the owner types it. */
async function searchOf(request: APIRequestContext, q: string) {
  const res = await request.get(`/api/admin/order-history?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.ok(), q).toBe(true);
  return ((await res.json()) as { orders: { id: string }[] }).orders.map((o) => o.id);
}

async function boardOf(request: APIRequestContext) {
  const res = await request.get('/api/admin/orders?location=rotterdam');
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    orders: { id: string; number: number; email: string; status: string; total: number }[];
    today: { count: number; revenue: number };
  };
}

test('a customer downloads and erases their data; the order still counts, without them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = {
    name: 'Roos Verhoeven',
    email: `roos-${Date.now()}@example.nl`,
    phone: '0698765432',
  };
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));

  // 1. Order and pay (demo payment).
  await page.goto('/');
  await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 1 }]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await page.getByLabel('Naam *').fill(person.name);
  await page.getByLabel('E-mailadres *').fill(person.email);
  await page.getByLabel('Telefoonnummer *').fill(person.phone);
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page).toHaveURL(/\/demo-betaling\//);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();

  // The confirmation links to the request page, as every e-mail does.
  await expect
    .poll(() => newestMail(person.email, /Subject: Bevestiging/), { timeout: 15_000 })
    .toContain(`${baseURL}/mijn-gegevens`);

  // 2. From the footer to the request page; ask for the link.
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Mijn gegevens inzien of verwijderen' })
    .click();
  await expect(page).toHaveURL(/\/mijn-gegevens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await axe(page, 'request form');
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Stuur mij de link' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in je inbox' })).toBeVisible();

  // 3. The mail's link.
  let mail: string | undefined;
  await expect
    .poll(() => (mail = newestMail(person.email, /Subject: Je gegevens bij Gouden Haan/)), {
      timeout: 15_000,
    })
    .toBeTruthy();
  const link = /(http:\/\/\S+\/mijn-gegevens\?token=[\w%-]+)/.exec(mail!)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Wat we bewaren over ${person.email}` })).toBeVisible();
  await expect(page.getByText('1 bestelling', { exact: true })).toBeVisible();
  await axe(page, 'overview');

  // 4. Download: JSON and readable HTML.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download als JSON-bestand' }).click(),
  ]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0]).toMatchObject({ name: person.name, email: person.email, phone: person.phone });
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download als leesbare pagina (HTML)' }).click(),
  ]);
  expect(readFileSync((await html.path())!, 'utf8')).toContain(person.name);

  // 5. Erase: refused while the kitchen still works on the order.
  await page.getByRole('button', { name: 'Mijn gegevens verwijderen…' }).click();
  await expect(page.getByRole('heading', { name: 'Weet je het zeker?' })).toBeFocused();
  await page.getByRole('button', { name: 'Ja, verwijder mijn gegevens' }).click();
  await expect(page.getByRole('alert')).toContainText('bestelling die nog loopt');

  // The kitchen finishes it (the owner, through the board's API).
  const kitchen = await browser.newContext({ baseURL });
  const login = await kitchen.request.post('/api/admin/login', { headers: ORIGIN, data: ADMIN });
  expect(login.ok()).toBe(true);
  const order = (await boardOf(kitchen.request)).orders.find((o) => o.email === person.email)!;
  expect(order).toBeTruthy();
  for (const status of ['in_preparation', 'ready', 'completed']) {
    const moved = await kitchen.request.post(`/api/admin/orders/${order.id}/status`, {
      headers: ORIGIN,
      data: { status },
    });
    expect(moved.ok(), status).toBe(true);
  }
  const before = (await boardOf(kitchen.request)).today;
  const reportBefore = await reportOf(kitchen.request);
  expect(reportBefore.orders).toBeGreaterThanOrEqual(1);
  expect(reportBefore.vat).toBeGreaterThan(0);
  // Before the erasure the search finds the order by the customer's name (so "nothing" later means gone).
  expect(await searchOf(kitchen.request, person.name)).toContain(order.id);

  await page.getByRole('button', { name: 'Ja, verwijder mijn gegevens' }).click();
  await expect(page.getByRole('heading', { name: 'Je gegevens zijn verwijderd' })).toBeVisible();
  await axe(page, 'erased');

  // 6. The order still counts for the restaurant, and nothing of the customer is left anywhere.
  const board = await boardOf(kitchen.request);
  expect(board.today).toEqual(before);
  expect(board.today.revenue).toBeGreaterThanOrEqual(order.total);
  for (const trace of [person.name, person.email, person.phone]) {
    expect(JSON.stringify(board)).not.toContain(trace);
  }
  // The reports still count it with its amounts and VAT.
  expect(await reportOf(kitchen.request)).toEqual(reportBefore);
  // The exports still hold the order and its lines, and nothing of the customer.
  const lines = await exportOf(kitchen.request, 'export.csv');
  const orders = await exportOf(kitchen.request, 'orders.csv');
  const ownLines = lines.split('\n').filter((row) => row.split(';')[0] === String(order.number));
  expect(ownLines.length, 'export.csv lines of the order').toBeGreaterThanOrEqual(1);
  expect(ownLines.join('\n')).toContain('Crispy chicken burger');
  expect(orders.split('\n').some((row) => row.split(';')[0] === String(order.number))).toBe(true);
  for (const trace of [person.name, person.email, person.phone]) {
    expect(lines, `export.csv holds ${trace}`).not.toContain(trace);
    expect(orders, `orders.csv holds ${trace}`).not.toContain(trace);
    // The orders view's search by the erased name, e-mail or phone finds nothing of it.
    expect(await searchOf(kitchen.request, trace), `search ${trace}`).not.toContain(order.id);
  }
  expect(await searchOf(kitchen.request, String(order.number))).toContain(order.id);

  // The same link no longer opens anything; a new one finds nothing on the address.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Deze link werkt niet (meer)');
  const again = await page.request.post('/api/privacy/requests', {
    headers: ORIGIN,
    data: { email: person.email },
  });
  expect(again.ok()).toBe(true);
  await expect
    .poll(() => newestMail(person.email, /Subject: Je gegevens bij Gouden Haan/) !== mail, {
      timeout: 15_000,
    })
    .toBe(true);
  const second = /(http:\/\/\S+\/mijn-gegevens\?token=[\w%-]+)/.exec(
    newestMail(person.email, /Subject: Je gegevens bij Gouden Haan/)!,
  )![1]!;
  const token = decodeURIComponent(new URL(second).searchParams.get('token')!);
  const overview = await page.request.get(`/api/privacy/overview?token=${encodeURIComponent(token)}`);
  expect(await overview.json()).toMatchObject({ orders: 0, contactMessages: 0, applications: 0 });
  const download = await page.request.get(
    `/api/privacy/export?token=${encodeURIComponent(token)}&format=json`,
  );
  const after = await download.text();
  for (const trace of [person.name, person.phone]) expect(after).not.toContain(trace);
  await kitchen.close();
});
