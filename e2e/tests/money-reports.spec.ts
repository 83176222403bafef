/**
 * Issue 31 items 7 and 8 (decision 044): after a refund the reports page shows gross − discounts −
 * refunds = net and the VAT due net of the credit note, and the CSVs open as Dutch Excel would; the
 * owner sets a location's business details and the footer shows them. Rotterdam's details are put
 * back afterwards.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { amsterdamDate } from '@gh/domain';
import { inFourWays } from '../support/four-ways';
import { untilLoaderGone } from '../support/page';
import { fillCart, fillDetails } from '../support/shop';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** `− € 6,50` and `€ 93,50` back to cents. */
const cents = (text: string) =>
  (text.trim().startsWith('−') ? -1 : 1) *
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const csvCents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

async function download(page: Page, name: string): Promise<string[][]> {
  const file = page.waitForEvent('download');
  await page.locator('#main').getByRole('link', { name, exact: true }).click();
  const text = await readFile((await (await file).path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((r) => r.split(';'));
}

test('a refund: the reports page nets it and the CSVs add up as an accountant reads them', async ({
  page,
}) => {
  await page.goto('/');
  await fillCart(page.request, 'rotterdam', [{ name: 'Crispy chicken burger', quantity: 2 }]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Afhalen' }).check();
  await fillDetails(page, 'Rapport Tester');
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: /Bestellen en betalen/ }).click();
  await expect(page).toHaveURL(/\/demo-betaling\/demo_/);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaald\?order=/);
  const summary = await (
    await page.request.get(`/api/orders/${new URL(page.url()).searchParams.get('order')}`)
  ).json();

  await signIn(page, '/admin');
  await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toBeVisible();
  const found = await (await page.request.get(`/api/admin/order-history?q=%23${summary.number}`)).json();
  const refund = await page.request.post(`/api/admin/orders/${found.orders[0].id}/refunds`, {
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': `rapport-${summary.number}` },
    data: { amount: 2, reason: 'Saus vergeten' },
  });
  expect(refund.status()).toBe(201);

  const today = amsterdamDate(new Date());
  // The charts size their canvas to the first width: start at the phone's.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/rapportages?location=rotterdam&from=${today}&to=${today}`);
  await untilLoaderGone(page);
  const statement = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: 'Omzet na kortingen en terugbetalingen' }),
  });
  const figure = async (label: string) =>
    cents((await statement.last().getByRole('row', { name: label }).getByRole('cell').textContent())!);
  const gross = await figure('Brutoverkoop (incl. btw)');
  const discounts = await figure('Kortingen (aanbiedingen en codes)');
  const refunds = await figure('Terugbetalingen (creditnota’s in deze periode)');
  expect(refunds).toBeLessThanOrEqual(-200);
  expect(gross + discounts + refunds).toBe(await figure('Nettoverkoop (incl. btw)'));
  const report = await (
    await page.request.get(`/api/admin/reports?location=rotterdam&from=${today}&to=${today}`)
  ).json();
  const c = (euros: number) => Math.round(euros * 100);
  expect(c(report.afterRefunds.vat)).toBeLessThan(c(report.vat));
  await expect(page.getByRole('row', { name: /^Totaal/ }).last()).toContainText(
    `${report.afterRefunds.vat.toFixed(2).replace('.', ',')}`,
  );
  await inFourWays(page, 'reports net of refunds', async () => {
    await page
      .getByRole('heading', { name: 'Omzet na kortingen en terugbetalingen' })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Btw per tarief' })).toBeVisible();
  });

  const orders = await download(page, 'Bestellingen');
  const col = (name: string) => orders[0]!.indexOf(name);
  const mine = orders.find((r) => r[0] === String(summary.number))!;
  expect(csvCents(mine[col('Terugbetaald')]!)).toBe(200);
  for (const r of orders.slice(1))
    expect(
      csvCents(r[col('Subtotaal')]!) - csvCents(r[col('Korting')]!) + csvCents(r[col('Bezorgkosten')]!),
    ).toBe(csvCents(r[col('Totaal incl. btw')]!));
  const vat = await download(page, 'Btw-overzicht');
  const data = vat.slice(1, -1);
  const total = vat.at(-1)!;
  expect(data.every((r) => /^\d{4}-\d{2} \([a-z]+\)$/.test(r[0]!))).toBe(true);
  expect(total[0]).toMatch(/^Totaal \d{2}-\d{2}-\d{4} t\/m \d{2}-\d{2}-\d{4}$/);
  for (let i = 2; i < total.length; i++)
    expect(data.reduce((s, r) => s + csvCents(r[i]!), 0)).toBe(csvCents(total[i]!));
  expect(csvCents(total[vat[0]!.indexOf('Btw af te dragen')]!)).toBe(c(report.afterRefunds.vat));
});

test('the owner sets Rotterdam’s business details and the footer shows them', async ({ page }) => {
  // Eight axe passes (two screens, four ways each): 61 s on a busy CI machine.
  test.setTimeout(120_000);
  await signIn(page, '/admin?locatie=rotterdam&tab=locatie');
  await expect(page.getByRole('heading', { name: 'Locatie-instellingen' })).toBeVisible();
  const before = (await (await page.request.get('/api/admin/locations/rotterdam')).json()).business;
  const save = async () => {
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
  };
  try {
    await page.getByLabel('Btw-id').fill('NL123456789B01');
    await save();
    await expect(
      page.getByText('Dit btw-id bestaat niet: het controlecijfer klopt niet.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Juridische naam').fill('Haan Rotterdam Proef B.V.');
    await page.getByLabel('KvK-nummer').fill('1122 3344');
    await page.getByLabel('Btw-id').fill('nl0073.03.907b01');
    await save();
    await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
    await expect(page.getByLabel('Btw-id')).toHaveValue('NL007303907B01');
    await inFourWays(page, 'business details form', async () => {
      await page
        .getByRole('heading', { name: 'Bedrijfsgegevens op bonnen en creditnota’s' })
        .scrollIntoViewIfNeeded();
    });

    await page.goto('/');
    const footer = page.locator('footer');
    // The footer's live part hydrates once the visitor acts (issue 28): here, scrolling down to it.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('Haan Rotterdam Proef B.V.');
    await expect(footer).toContainText('KvK 11223344');
    await expect(footer).toContainText('Btw-id NL007303907B01');
    await inFourWays(page, 'footer business details', async () => {
      await footer.scrollIntoViewIfNeeded();
    });
  } finally {
    const {
      slug: _s,
      name: _n,
      ...body
    } = await (await page.request.get('/api/admin/locations/rotterdam')).json();
    await page.request.put('/api/admin/locations/rotterdam', {
      headers: { origin: new URL(page.url()).origin },
      data: { ...body, business: before },
    });
  }
});
