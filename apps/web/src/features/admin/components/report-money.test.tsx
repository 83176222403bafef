/**
 * Issue 31 item 7: the reports page nets refunds. Gross sales − discounts − refunds = net sales, and
 * the VAT due is the sales' VAT less the credit notes', per rate, written as everywhere (`− € 6,50`).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '@gh/domain/reports';
import { SalesStatement, salesStatement, VatByRate, vatDue } from './report-money';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** € 100,00 sold after € 5,00 discounts; € 6,50 of a 9% order refunded in the period. */
const report = {
  gross: 100,
  net: 88.11,
  vat: 11.89,
  discounts: 5,
  refunds: { count: 1, amount: 6.5 },
  vatByRate: [
    { rate: 9, gross: 60, net: 55.05, vat: 4.95 },
    { rate: 21, gross: 40, net: 33.06, vat: 6.94 },
  ],
  afterRefunds: {
    gross: 93.5,
    net: 82.14,
    vat: 11.36,
    vatByRate: [
      { rate: 9, gross: 53.5, net: 49.08, vat: 4.42 },
      { rate: 21, gross: 40, net: 33.06, vat: 6.94 },
    ],
  },
} as unknown as Report;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const rows = () =>
  [...container.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.replace(/\u00a0/g, ' ')),
  );

describe('the sales statement', () => {
  it('adds up: gross − discounts − refunds = net, to the cent', () => {
    const s = salesStatement(report);
    expect(s).toMatchObject({ beforeDiscounts: 10500, discounts: 500, refunds: 650, net: 9350 });
    expect(s.beforeDiscounts - s.discounts - s.refunds).toBe(s.net);
    expect(s.otherRefunds).toBe(0);
  });

  it('shows the statement with the one money format', async () => {
    await act(async () => root.render(<SalesStatement report={report} />));
    expect(rows()).toEqual([
      ['Brutoverkoop (incl. btw)', '€ 105,00'],
      ['Kortingen (aanbiedingen en codes)', '− € 5,00'],
      ['Terugbetalingen (creditnota’s in deze periode)', '− € 6,50'],
      ['Nettoverkoop (incl. btw)', '€ 93,50'],
      ['waarvan btw', '€ 11,36'],
      ['Nettoverkoop excl. btw', '€ 82,14'],
    ]);
    expect(container.textContent).not.toMatch(/-€|-\s?€/);
  });

  it('keeps a refund of money that paid no sale out of the sales, and says so', async () => {
    await act(async () =>
      root.render(<SalesStatement report={{ ...report, refunds: { count: 2, amount: 26.5 } }} />),
    );
    expect(container.textContent!.replace(/\u00a0/g, ' ')).toContain(
      'Daarnaast € 20,00 teruggestort dat geen verkoop was',
    );
  });
});

describe('the VAT per rate', () => {
  it('takes the credit notes’ VAT off each rate', async () => {
    expect(vatDue(report)).toEqual([
      { rate: 9, net: 4908, soldVat: 495, creditVat: 53, dueVat: 442 },
      { rate: 21, net: 3306, soldVat: 694, creditVat: 0, dueVat: 694 },
    ]);
    await act(async () => root.render(<VatByRate report={report} />));
    expect(rows()).toEqual([
      ['Tarief', 'Omzet excl. btw', 'Btw verkoop', 'Btw creditnota’s', 'Btw af te dragen'],
      ['9%', '€ 49,08', '€ 4,95', '− € 0,53', '€ 4,42'],
      ['21%', '€ 33,06', '€ 6,94', '− € 0,00', '€ 6,94'],
      ['Totaal', '€ 82,14', '€ 11,89', '− € 0,53', '€ 11,36'],
    ]);
  });
});
