/** Reports and the accountant's exports (issue 19 items 4 and 5): figures from paid orders, CSV for Excel. */
import { addVatParts, negateVatParts, toEuros, vatPartsInEuros, type VatPart } from '@gh/domain';
import { REPORT_MESSAGES, type Report, type ReportQuery } from '@gh/domain/reports';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import * as repo from './admin-reports.repository';
import * as csv from './report-csv';

const num = (value: unknown) => Number(value ?? 0);

const partsOf = (
  rows: { rate: number; gross: number; net: number; vat: number }[] | null | undefined,
): VatPart[] =>
  (rows ?? []).map((v) => ({
    rate: num(v.rate),
    grossCents: num(v.gross),
    netCents: num(v.net),
    vatCents: num(v.vat),
  }));

/** The sum of parts' figures over every rate. */
const totalOf = (parts: VatPart[], key: 'grossCents' | 'netCents' | 'vatCents') =>
  parts.reduce((s, v) => s + v[key], 0);

/** The answer of the reports page from the figures' row (the rollup's, or the orders' own: the same). */
export function toReport(p: repo.Period, row: repo.ReportRow): Report {
  const orders = num(row.totals?.orders);
  const gross = num(row.totals?.gross);
  const parts = partsOf(row.vat);
  const vat = totalOf(parts, 'vatCents');
  // The period's sales less the VAT parts of the refunds decided in it (decision 044): money that
  // paid no sale carries none and takes nothing off.
  const net = addVatParts([parts, negateVatParts(partsOf(row.refunds?.vat))]);
  const by = (kind: string) => row.fulfilment?.find((f) => f.fulfilment === kind);
  return {
    from: p.from,
    to: p.to,
    location: p.location,
    orders,
    gross: toEuros(gross),
    net: toEuros(gross - vat),
    vat: toEuros(vat),
    vatByRate: vatPartsInEuros(parts),
    averageOrder: orders ? toEuros(Math.round(gross / orders)) : 0,
    deliveryFees: toEuros(num(row.totals?.delivery_fees)),
    discounts: toEuros(num(row.totals?.discounts)),
    stampRewards: {
      count: num(row.stamp_rewards?.count),
      amount: toEuros(num(row.stamp_rewards?.amount)),
    },
    refunds: { count: num(row.refunds?.count), amount: toEuros(num(row.refunds?.amount)) },
    afterRefunds: {
      gross: toEuros(totalOf(net, 'grossCents')),
      net: toEuros(totalOf(net, 'netCents')),
      vat: toEuros(totalOf(net, 'vatCents')),
      vatByRate: vatPartsInEuros(net),
    },
    fulfilment: {
      pickup: { orders: num(by('pickup')?.orders), gross: toEuros(num(by('pickup')?.gross)) },
      delivery: { orders: num(by('delivery')?.orders), gross: toEuros(num(by('delivery')?.gross)) },
    },
    byDay: (row.by_day ?? []).map((d) => ({
      date: d.date,
      orders: num(d.orders),
      gross: toEuros(num(d.gross)),
    })),
    heatmap: (row.heatmap ?? []).map((h) => ({
      weekday: num(h.weekday),
      hour: num(h.hour),
      orders: num(h.orders),
    })),
    topProducts: (row.top_products ?? []).map((t) => ({
      name: t.name,
      quantity: num(t.quantity),
      gross: toEuros(num(t.gross)),
    })),
    topOptions: (row.top_options ?? []).map((t) => ({ choice: t.choice, count: num(t.count) })),
    slots: {
      used: num(row.slots?.used),
      full: num(row.slots?.full),
      averageFill: Math.round(num(row.slots?.average_fill) * 1000) / 1000,
      capacity: num(row.slots?.capacity),
    },
  };
}

export function createReportService({ db }: { db: Db }) {
  async function period(query: ReportQuery): Promise<repo.Period> {
    const location = query.location ?? null;
    if (location && !(await repo.locationExists(db, location))) {
      throw new ValidationError(REPORT_MESSAGES.unknownLocation);
    }
    return { from: query.from, to: query.to, location };
  }

  return {
    /** `export.csv`: every order line (and delivery fee) with its VAT and the payment ids. */
    linesCsv: async (query: ReportQuery) => csv.linesCsv(await repo.exportOrders(db, await period(query))),
    /** `orders.csv`: one row per paid order. */
    ordersCsv: async (query: ReportQuery) => csv.ordersCsv(await repo.exportOrders(db, await period(query))),
    /** `vat.csv`: per month and rate the turnover, the credit notes and the balance; then the total. */
    vatCsv: async (query: ReportQuery) => {
      const p = await period(query);
      const [orders, notes] = await Promise.all([repo.exportOrders(db, p), repo.creditNotes(db, p)]);
      return csv.vatCsv(p, orders, notes);
    },
    /** The reports page's figures, from the rollup (decision 032). */
    summary: async (query: ReportQuery): Promise<Report> => {
      const p = await period(query);
      return toReport(p, await repo.report(db, p));
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
