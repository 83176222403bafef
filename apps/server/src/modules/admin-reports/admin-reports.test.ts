/** The owner's reports and the accountant's CSV exports (issue 19 items 4 and 5). */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addVatParts, negateVatParts, storedVatParts } from '@gh/domain';
import { orders as orderRows, refunds as refundRows } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertPaidOrder, type ReportOrderSpec } from '../../../test/report-fixtures';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'baas@example.nl' })).id);
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' })).id,
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from orders`);
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Parses the Dutch CSV back: rows of cells (no quoted cells in these fixtures but the ones tested). */
function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(';'));
}
const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

// Wednesday 25 November 2026, 19:30 in Amsterdam.
const NOV_25 = new Date('2026-11-25T18:30:00Z');

describe('GET /api/admin/reports/export.csv', () => {
  it('lists each line with its VAT rate and amounts and the payment id; per rate they add up to the orders', async () => {
    const db = t.database.db;
    const mixed = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: NOV_25,
      fulfilment: 'delivery',
      feeCents: 250,
      lines: [
        {
          name: 'Halve kip',
          priceCents: 1095,
          quantity: 2,
          vatRate: 9,
          options: [{ choice: 'Knoflooksaus', priceCents: 50, count: 2 }],
        },
        { name: '=HYPERLINK("http://evil")', priceCents: 2495, quantity: 1, vatRate: 21 },
      ],
    });
    const other = await insertPaidOrder(db, {
      location: 'rotterdam',
      paidAt: NOV_25,
      lines: [{ name: 'Friet', priceCents: 395, quantity: 3, vatRate: 9 }],
    });
    // Paid the day after the period: not in it.
    await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: new Date('2026-11-30T23:30:00Z'),
      lines: [{ name: 'Friet', priceCents: 395, quantity: 1, vatRate: 9 }],
    });

    const res = await get('/api/admin/reports/export.csv?from=2026-11-01&to=2026-11-30&location=amsterdam');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('bestelregels-amsterdam-2026-11-01-2026-11-30.csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Bestelnummer',
      'Betaaldatum',
      'Tijd',
      'Locatie',
      'Afhalen of bezorgen',
      'Omschrijving',
      'Opties',
      'Aantal',
      'Btw-tarief (%)',
      'Bedrag excl. btw',
      'Btw',
      'Bedrag incl. btw',
      'Betaling-id',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(0, 9)).toEqual([
      String(mixed.order.number),
      '25-11-2026',
      '19:30',
      'Gouden Haan Amsterdam',
      'Bezorgen',
      'Halve kip',
      'Knoflooksaus x2',
      '2',
      '9',
    ]);
    expect(rows[0]![11]).toBe('23,90');
    // The product's name could run as a formula in Excel: it starts with a quote mark now.
    expect(rows[1]!.join(';')).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // € 24,95 at 21% outweighs € 23,90 at 9%: the fee goes at 21%.
    expect(rows[2]!.slice(5, 9)).toEqual(['Bezorgkosten', '', '1', '21']);
    for (const row of rows) expect(row[12]).toBe(mixed.paymentId);
    // Per rate the lines' VAT and amounts equal the order's own parts, to the cent.
    for (const part of mixed.order.vatParts) {
      const ofRate = rows.filter((r) => Number(r[8]) === part.rate);
      expect(ofRate.reduce((s, r) => s + cents(r[10]!), 0)).toBe(part.vatCents);
      expect(ofRate.reduce((s, r) => s + cents(r[11]!), 0)).toBe(part.grossCents);
      expect(ofRate.reduce((s, r) => s + cents(r[9]!), 0)).toBe(part.netCents);
    }

    const all = parseCsv((await get('/api/admin/reports/export.csv?from=2026-11-25&to=2026-11-25')).body);
    expect(all.slice(1).map((r) => r[0])).toContain(String(other.order.number));
  });

  it('gives orders and a VAT summary as CSV too', async () => {
    const db = t.database.db;
    const a = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: NOV_25,
      lines: [
        { name: 'Halve kip', priceCents: 1095, quantity: 1, vatRate: 9 },
        { name: 'Petje', priceCents: 1500, quantity: 1, vatRate: 21 },
      ],
    });
    const b = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: new Date('2026-10-02T10:00:00Z'),
      refunded: true,
      lines: [{ name: 'Petje', priceCents: 1500, quantity: 2, vatRate: 21 }],
    });
    const orders = parseCsv((await get('/api/admin/reports/orders.csv?from=2026-10-01&to=2026-11-30')).body);
    expect(orders[0]).toContain('Btw 21%');
    expect(orders.slice(1).map((r) => r[0])).toEqual([String(b.order.number), String(a.order.number)]);
    expect(orders[1]![13]).toBe('30,00'); // refunded
    // Walk of the evening: the status in Dutch, as everywhere else, not the database's word.
    const status = orders[0]!.indexOf('Status');
    expect(orders.slice(1).every((r) => !/^[a-z_]+$/.test(r[status]!))).toBe(true);
    const vat = parseCsv((await get('/api/admin/reports/vat.csv?from=2026-10-01&to=2026-11-30')).body);
    expect(vat[0]).toEqual([
      'Periode',
      'Btw-tarief (%)',
      'Omzet excl. btw',
      'Btw over omzet',
      'Omzet incl. btw',
      "Creditnota's excl. btw",
      "Btw over creditnota's",
      "Creditnota's incl. btw",
      'Saldo excl. btw',
      'Btw af te dragen',
      'Saldo incl. btw',
    ]);
    // One row per month and rate, the month as text Excel keeps; then one total row, marked.
    const data = vat.slice(1, -1);
    const total = vat.at(-1)!;
    expect(data.map((r) => [r[0], r[1]])).toEqual([
      ['2026-10 (oktober)', '21'],
      ['2026-11 (november)', '9'],
      ['2026-11 (november)', '21'],
    ]);
    expect(total.slice(0, 2)).toEqual(['Totaal 01-10-2026 t/m 30-11-2026', '']);
    // No figure in two data rows: every column's data rows add up to the total row.
    for (let col = 2; col < 11; col++)
      expect(data.reduce((s, r) => s + cents(r[col]!), 0)).toBe(cents(total[col]!));
    const sold = addVatParts([storedVatParts(a.order), storedVatParts(b.order)]);
    expect([cents(total[3]!), cents(total[4]!)]).toEqual([
      sold.reduce((s, p) => s + p.vatCents, 0),
      sold.reduce((s, p) => s + p.grossCents, 0),
    ]);
    // The cancelled order's credit note, negative, in its month; the balance is order a alone.
    const october = data[0]!;
    const [bPart] = storedVatParts(b.order);
    expect([cents(october[6]!), cents(october[7]!), cents(october[9]!), cents(october[10]!)]).toEqual([
      -bPart!.vatCents,
      -bPart!.grossCents,
      0,
      0,
    ]);
    expect(cents(total[10]!)).toBe(a.order.totalCents);
    expect(cents(total[9]!)).toBe(a.order.vatCents);
  });

  it('gives the orders file a discount column (subtotal − discount + delivery = total) and Dutch payment words', async () => {
    const db = t.database.db;
    await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: NOV_25,
      fulfilment: 'delivery',
      feeCents: 250,
      discountCents: 340,
      lines: [
        { name: 'Familiedeal', priceCents: 2335, quantity: 1, vatRate: 9 },
        { name: 'Petje', priceCents: 1500, quantity: 1, vatRate: 21 },
      ],
    });
    await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: new Date(NOV_25.getTime() + 60_000),
      counter: 'cash',
      lines: [{ name: 'Halve kip', priceCents: 1095, quantity: 1, vatRate: 9 }],
    });
    const [head, ...rows] = parseCsv(
      (await get('/api/admin/reports/orders.csv?from=2026-11-25&to=2026-11-25')).body,
    );
    const col = (name: string) => head!.indexOf(name);
    expect(head!.slice(6, 10)).toEqual(['Subtotaal', 'Korting', 'Bezorgkosten', 'Totaal excl. btw']);
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(cents(r[col('Subtotaal')]!) - cents(r[col('Korting')]!) + cents(r[col('Bezorgkosten')]!)).toBe(
        cents(r[col('Totaal incl. btw')]!),
      );
    expect(rows[0]![col('Korting')]).toBe('3,40');
    expect(rows[0]![col('Totaal incl. btw')]).toBe('37,45');
    expect(rows[1]![col('Betaling-id')]).toBe('Aan de balie (contant)');
    // Every word of the file Dutch: no database words (pickup, cash, completed) anywhere.
    expect(rows.flat().join(' ')).not.toMatch(/\b(pickup|delivery|cash|pin|counter|paid|completed|new)\b/);
  });

  it('refunds bad dates and locations with a Dutch message, and lets only admins in', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01&to=2026-12-31', 'Vul de begindatum (from) in als JJJJ-MM-DD'],
      ['from=2026-02-30&to=2026-03-31', 'Vul de begindatum (from) in als JJJJ-MM-DD'],
      ['from=2026-01-01', 'Vul de einddatum (to) in als JJJJ-MM-DD'],
      ['from=2026-02-01&to=2026-01-01', 'De begindatum ligt na de einddatum.'],
      ['from=2020-01-01&to=2026-01-01', 'Kies een periode van hoogstens 3 jaar.'],
      ['from=2026-01-01&to=2026-01-31&location=parijs', 'Deze locatie kennen we niet.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/reports/export.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await get('/api/admin/reports/export.csv?from=2026-01-01&to=2026-01-31', staff)).statusCode).toBe(
      403,
    );
    expect((await get('/api/admin/reports?from=2026-01-01&to=2026-01-31', '')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports', () => {
  it('the report’s totals equal the sum of the generated orders and refunds, to the cent', async () => {
    const lineArb = fc.record({
      name: fc.constantFrom('Halve kip', 'Friet', 'Petje', 'Saus'),
      priceCents: fc.integer({ min: 0, max: 3000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      vatRate: fc.constantFrom(9 as const, 21 as const),
      options: fc.array(
        fc.record({
          choice: fc.constantFrom('Extra kaas', 'Knoflooksaus'),
          priceCents: fc.integer({ min: 0, max: 200 }),
          count: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 2 },
      ),
    });
    const orderArb: fc.Arbitrary<ReportOrderSpec> = fc.record({
      location: fc.constantFrom('amsterdam', 'rotterdam'),
      paidAt: fc.date({
        min: new Date('2026-11-01T00:00:00Z'),
        max: new Date('2026-11-29T20:00:00Z'),
        noInvalidDate: true,
      }),
      fulfilment: fc.constantFrom('pickup' as const, 'delivery' as const),
      feeCents: fc.integer({ min: 0, max: 500 }),
      deliveryVatRate: fc.constantFrom(null, 9 as const, 21 as const),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      refunded: fc.boolean(),
      partialRefunds: fc.array(fc.integer({ min: 1, max: 2500 }), { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 12 }), async (specs) => {
        await t.database.db.execute(sql`delete from orders`);
        const placed = [];
        const refunds = new Map<string, number[]>();
        for (const spec of specs) {
          const { order, refundedCents } = await insertPaidOrder(t.database.db, spec);
          placed.push(order);
          refunds.set(order.id, refundedCents);
        }
        const res = await get('/api/admin/reports?from=2026-11-01&to=2026-11-30&location=amsterdam');
        expect(res.statusCode).toBe(200);
        const report = res.json();
        const ams = placed.filter((o) => o.locationSlug === 'amsterdam');
        const sum = (f: (o: (typeof ams)[number]) => number) => ams.reduce((s, o) => s + f(o), 0);
        const c = (euros: number) => Math.round(euros * 100);
        expect(report.orders).toBe(ams.length);
        expect(c(report.gross)).toBe(sum((o) => o.totalCents));
        expect(c(report.vat)).toBe(sum((o) => o.vatCents));
        expect(c(report.deliveryFees)).toBe(sum((o) => o.deliveryFeeCents));
        const parts = addVatParts(ams.map((o) => o.vatParts));
        expect(
          report.vatByRate.map((p: { rate: number; gross: number; net: number; vat: number }) => [
            p.rate,
            c(p.gross),
            c(p.net),
            c(p.vat),
          ]),
        ).toEqual(parts.map((p) => [p.rate, p.grossCents, p.netCents, p.vatCents]));
        // Every refund, partial ones of orders that went on too, each on its own credit note.
        expect(c(report.refunds.amount)).toBe(sum((o) => refunds.get(o.id)!.reduce((s, r) => s + r, 0)));
        expect(report.refunds.count).toBe(sum((o) => refunds.get(o.id)!.length));
        // Net of refunds (all decided in the period here): the sales less what went back, per rate.
        const given = await t.database.db
          .select({ parts: refundRows.vatParts })
          .from(refundRows)
          .innerJoin(orderRows, eq(orderRows.id, refundRows.orderId))
          .where(eq(orderRows.locationSlug, 'amsterdam'));
        const net = addVatParts([parts, negateVatParts(addVatParts(given.map((r) => r.parts)))]);
        expect(c(report.afterRefunds.gross)).toBe(c(report.gross) - c(report.refunds.amount));
        expect(c(report.afterRefunds.vat)).toBe(net.reduce((s, p) => s + p.vatCents, 0));
        expect(c(report.afterRefunds.net)).toBe(net.reduce((s, p) => s + p.netCents, 0));
        expect(
          report.afterRefunds.vatByRate.map((p: { rate: number; gross: number; vat: number }) => [
            p.rate,
            c(p.gross),
            c(p.vat),
          ]),
        ).toEqual(net.map((p) => [p.rate, p.grossCents, p.vatCents]));
        expect(report.fulfilment.pickup.orders + report.fulfilment.delivery.orders).toBe(ams.length);
        expect(report.byDay.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(ams.length);
        expect(report.heatmap.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(ams.length);
        const quantity = sum((o) => o.lines.reduce((s, l) => s + l.quantity, 0));
        expect(report.topProducts.reduce((s: number, p: { quantity: number }) => s + p.quantity, 0)).toBe(
          quantity,
        );
      }),
      { numRuns: 15 },
    );
  });

  it('takes a refund off the period it was decided in, also of an order paid a month before', async () => {
    const db = t.database.db;
    const october = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: new Date('2026-10-30T18:00:00Z'),
      refundedAt: NOV_25,
      partialRefunds: [650],
      lines: [{ name: 'Halve kip', priceCents: 1095, quantity: 2, vatRate: 9 }],
    });
    const november = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: NOV_25,
      discountCents: 200,
      lines: [
        { name: 'Halve kip', priceCents: 1095, quantity: 1, vatRate: 9 },
        { name: 'Petje', priceCents: 1500, quantity: 1, vatRate: 21 },
      ],
    });
    const c = (euros: number) => Math.round(euros * 100);
    const oct = (await get('/api/admin/reports?from=2026-10-01&to=2026-10-31')).json();
    expect(c(oct.gross)).toBe(october.order.totalCents);
    expect(oct.refunds.count).toBe(0);
    expect(c(oct.afterRefunds.gross)).toBe(october.order.totalCents);
    const nov = (await get('/api/admin/reports?from=2026-11-01&to=2026-11-30')).json();
    expect(c(nov.gross)).toBe(november.order.totalCents);
    expect(c(nov.discounts)).toBe(200);
    expect(nov.refunds).toEqual({ count: 1, amount: 6.5 });
    expect(c(nov.afterRefunds.gross)).toBe(november.order.totalCents - 650);
    // The credit note is all 9%: its VAT comes off the 9% rate only.
    const [credit] = await db.select({ vat_parts: refundRows.vatParts }).from(refundRows);
    const nine = storedVatParts(november.order).find((p) => p.rate === 9)!;
    const after9 = nov.afterRefunds.vatByRate.find((p: { rate: number }) => p.rate === 9);
    expect([c(after9.gross), c(after9.net), c(after9.vat)]).toEqual([
      nine.grossCents - 650,
      nine.netCents - credit!.vat_parts[0]!.netCents,
      nine.vatCents - credit!.vat_parts[0]!.vatCents,
    ]);
    expect(c(nov.afterRefunds.vat)).toBe(november.order.vatCents - credit!.vat_parts[0]!.vatCents);
    expect(c(nov.afterRefunds.net)).toBe(c(nov.afterRefunds.gross) - c(nov.afterRefunds.vat));
  });

  it('says how full the slots were and which options sell', async () => {
    const db = t.database.db;
    const expectedAt = new Date('2026-11-25T18:00:00Z');
    for (let i = 0; i < 8; i++) {
      await insertPaidOrder(db, {
        location: 'amsterdam',
        paidAt: NOV_25,
        expectedAt,
        lines: [
          {
            name: 'Halve kip',
            priceCents: 1095,
            quantity: 1,
            vatRate: 9,
            options: [{ choice: 'Knoflooksaus', priceCents: 50, count: 2 }],
          },
        ],
      });
    }
    await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: NOV_25,
      lines: [{ name: 'Friet', priceCents: 395, quantity: 1, vatRate: 9 }],
    });
    const report = (await get('/api/admin/reports?from=2026-11-25&to=2026-11-25&location=amsterdam')).json();
    expect(report.slots).toMatchObject({ used: 2, full: 1, capacity: 8 });
    expect(report.topOptions[0]).toEqual({ choice: 'Knoflooksaus', count: 16 });
    expect(report.heatmap).toEqual([{ weekday: 3, hour: 19, orders: 9 }]);
    expect(report.averageOrder).toBe(Math.round((8 * 1195 + 395) / 9) / 100);
  });
});
