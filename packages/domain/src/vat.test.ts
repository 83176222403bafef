import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLine } from './pricing';
import { addVatParts, allocateVat, mainVatRate, orderVat, vatParts } from './vat';

describe('orderVat', () => {
  it('takes the VAT of each rate from that rate’s total, once', () => {
    // € 10,00 at 9% and € 25,00 at 21%: 0,83 and 4,34.
    const vat = orderVat(
      [
        { totalCents: 1000, vatRate: 9 },
        { totalCents: 2500, vatRate: 21 },
      ],
      0,
    );
    expect(vat.parts).toEqual([
      { rate: 9, grossCents: 1000, netCents: 917, vatCents: 83 },
      { rate: 21, grossCents: 2500, netCents: 2066, vatCents: 434 },
    ]);
    expect(vat.vatCents).toBe(517);
  });

  it('rounds per rate total, not per line', () => {
    // Three lines of € 0,05 at 9%: per line 0 each, on the total of € 0,15 one cent.
    const vat = orderVat(
      [5, 5, 5].map((totalCents) => ({ totalCents, vatRate: 9 })),
      0,
    );
    expect(vat.vatCents).toBe(1);
  });

  it('charges the delivery fee at the main rate, or at the owner’s rate', () => {
    const lines = [
      { totalCents: 1200, vatRate: 9 },
      { totalCents: 1500, vatRate: 21 },
    ];
    expect(orderVat(lines, 300).deliveryVatRate).toBe(21);
    expect(orderVat(lines, 300).parts.find((p) => p.rate === 21)?.grossCents).toBe(1800);
    expect(orderVat(lines, 300, 9).parts.find((p) => p.rate === 9)?.grossCents).toBe(1500);
  });

  it('reads lines without a rate (sold before VAT per product) as 9%', () => {
    expect(mainVatRate([{ totalCents: 100 }])).toBe(9);
    expect(orderVat([{ totalCents: 1090 }], 0).parts).toEqual([
      { rate: 9, grossCents: 1090, netCents: 1000, vatCents: 90 },
    ]);
  });
});

const optionArb = fc.record({
  choice: fc.constantFrom('Extra kaas', 'Knoflooksaus', 'Bacon'),
  priceCents: fc.integer({ min: 0, max: 300 }),
  count: fc.integer({ min: 1, max: 4 }),
});
const lineArb = fc.record({
  name: fc.constantFrom('Kipburger', 'Saus', 'T-shirt', 'Cola'),
  category: fc.constantFrom('burgers', 'sauzen', 'merch', 'dranken'),
  priceCents: fc.integer({ min: 0, max: 5000 }),
  options: fc.array(optionArb, { maxLength: 3 }),
  quantity: fc.integer({ min: 1, max: 9 }),
  vatRate: fc.constantFrom(9, 21),
});
const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  feeCents: fc.integer({ min: 0, max: 500 }),
  deliveryRate: fc.constantFrom(null, 9, 21),
});

describe('VAT over generated orders', () => {
  it('a period’s totals per rate equal the sum of its orders, to the cent', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { minLength: 1, maxLength: 20 }), (generated) => {
        const orders = generated.map((o) => {
          const lines = o.lines.map((l) => ({
            totalCents: priceLine(l, l.options, l.quantity).lineCents,
            vatRate: l.vatRate,
          }));
          const totalCents = lines.reduce((s, l) => s + l.totalCents, 0) + o.feeCents;
          return { totalCents, vat: orderVat(lines, o.feeCents, o.deliveryRate), lines, fee: o.feeCents };
        });
        const report = addVatParts(orders.map((o) => o.vat.parts));
        const gross = report.reduce((s, p) => s + p.grossCents, 0);
        expect(gross).toBe(orders.reduce((s, o) => s + o.totalCents, 0));
        expect(report.reduce((s, p) => s + p.vatCents, 0)).toBe(
          orders.reduce((s, o) => s + o.vat.vatCents, 0),
        );
        for (const p of report) expect(p.netCents + p.vatCents).toBe(p.grossCents);
        for (const o of orders) {
          // Each part within half a cent of the exact VAT of its gross.
          for (const p of o.vat.parts) {
            expect(Math.abs(p.vatCents - (p.grossCents * p.rate) / (100 + p.rate))).toBeLessThanOrEqual(0.5);
          }
          // Line by line (as an export lists them) the VAT adds up to the order's parts.
          const amounts = [
            ...o.lines.map((l) => ({ rate: l.vatRate, grossCents: l.totalCents })),
            { rate: o.vat.deliveryVatRate, grossCents: o.fee },
          ];
          const perLine = allocateVat(amounts, o.vat.parts);
          for (const p of o.vat.parts) {
            const sum = amounts.reduce((s, a, i) => s + (a.rate === p.rate ? perLine[i]! : 0), 0);
            expect(sum).toBe(p.vatCents);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('vatParts leaves empty rates out', () => {
    expect(vatParts([{ rate: 21, grossCents: 0 }])).toEqual([]);
  });
});
