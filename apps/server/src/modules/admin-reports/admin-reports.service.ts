/** Reports and the accountant's exports (issue 19 items 4 and 5): figures from paid orders, CSV for Excel. */
import {
  addVatParts,
  allocateVat,
  isOrderStatus,
  lineVatRate,
  ORDER_STATUS_LABELS,
  toEuros,
  vatPartsInEuros,
  type VatPart,
} from '@gh/domain';
import { REPORT_MESSAGES, type Report, type ReportQuery } from '@gh/domain/reports';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import * as repo from './admin-reports.repository';
import { toCsv, type Cell } from './csv';

const FULFILMENT_LABELS: Record<string, string> = { pickup: 'Afhalen', delivery: 'Bezorgen' };
const num = (value: unknown) => Number(value ?? 0);

/** `25-11-2026` and `18:05` from `2026-11-25T18:05`: how Dutch Excel reads a date and a time. */
function dateAndTime(local: string): [string, string] {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-');
  return [`${d}-${m}-${y}`, time];
}

/** The columns every export starts with: which order, when it was paid, where and how. */
const ORDER_COLUMNS = ['Bestelnummer', 'Betaaldatum', 'Tijd', 'Locatie', 'Afhalen of bezorgen'];

function orderCells(o: repo.ExportOrderRow): Cell[] {
  const [date, time] = dateAndTime(o.paid_local);
  return [{ int: o.number }, date, time, o.location_name, FULFILMENT_LABELS[o.fulfilment] ?? o.fulfilment];
}

/** The answer of the reports page from the figures' row (the rollup's, or the orders' own: the same). */
export function toReport(p: repo.Period, row: repo.ReportRow): Report {
  const orders = num(row.totals?.orders);
  const gross = num(row.totals?.gross);
  const parts: VatPart[] = (row.vat ?? []).map((v) => ({
    rate: num(v.rate),
    grossCents: num(v.gross),
    netCents: num(v.net),
    vatCents: num(v.vat),
  }));
  const vat = parts.reduce((s, v) => s + v.vatCents, 0);
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
    refunds: { count: num(row.refunds?.count), amount: toEuros(num(row.refunds?.amount)) },
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

  /** `export.csv`: every order line (and delivery fee) with its VAT rate and amounts and the payment ids. */
  async function linesCsv(query: ReportQuery): Promise<string> {
    const orders = await repo.exportOrders(db, await period(query));
    const rows: Cell[][] = [];
    for (const o of orders) {
      // Each discount per rate is a line of its own with a negative amount (decision 030), so the
      // lines of a rate add up to the order's part.
      const discounts = (o.discounts ?? []).flatMap((d) =>
        d.byRate.map((r) => ({ label: d.label, rate: r.rate, grossCents: -r.amountCents })),
      );
      const amounts = [
        ...o.lines.map((l) => ({ rate: lineVatRate(l), grossCents: l.totalCents })),
        ...discounts.map((d) => ({ rate: d.rate, grossCents: d.grossCents })),
        ...(o.delivery_fee_cents > 0
          ? [{ rate: o.delivery_vat_rate, grossCents: o.delivery_fee_cents }]
          : []),
      ];
      const vat = allocateVat(amounts, o.parts);
      const head = orderCells(o);
      const texts = [
        ...o.lines.map(
          (l) => [l.name, l.selectedOptions.map((opt) => opt.choice).join(', '), l.quantity] as const,
        ),
        ...discounts.map((d) => [d.label, '', 1] as const),
        ...(o.delivery_fee_cents > 0 ? [['Bezorgkosten', '', 1] as const] : []),
      ];
      amounts.forEach((a, i) => {
        const [name, options, quantity] = texts[i]!;
        rows.push([
          ...head,
          name,
          options,
          { int: quantity },
          { int: a.rate },
          { cents: a.grossCents - vat[i]! },
          { cents: vat[i]! },
          { cents: a.grossCents },
          o.payment_ids ?? '',
        ]);
      });
    }
    return toCsv(
      [
        ...ORDER_COLUMNS,
        'Omschrijving',
        'Opties',
        'Aantal',
        'Btw-tarief (%)',
        'Bedrag excl. btw',
        'Btw',
        'Bedrag incl. btw',
        'Betaling-id',
      ],
      rows,
    );
  }

  /** `orders.csv`: one row per paid order, its VAT per rate, refunds and payment ids. */
  async function ordersCsv(query: ReportQuery): Promise<string> {
    const orders = await repo.exportOrders(db, await period(query));
    const partOf = (parts: VatPart[], rate: number) => parts.find((p) => p.rate === rate);
    const rows: Cell[][] = orders.map((o) => {
      const p9 = partOf(o.parts, 9);
      const p21 = partOf(o.parts, 21);
      return [
        ...orderCells(o),
        // The accountant reads Dutch: "Afgerond", not the database's "completed".
        isOrderStatus(o.status) ? ORDER_STATUS_LABELS[o.status] : o.status,
        { cents: o.subtotal_cents },
        { cents: o.delivery_fee_cents },
        { cents: o.total_cents - o.vat_cents },
        { cents: p9?.vatCents ?? 0 },
        { cents: p21?.vatCents ?? 0 },
        { cents: o.vat_cents },
        { cents: o.total_cents },
        { cents: num(o.refunded_cents) },
        o.payment_ids ?? '',
      ];
    });
    return toCsv(
      [
        ...ORDER_COLUMNS,
        'Status',
        'Subtotaal',
        'Bezorgkosten',
        'Totaal excl. btw',
        'Btw 9%',
        'Btw 21%',
        'Btw totaal',
        'Totaal incl. btw',
        'Terugbetaald',
        'Betaling-id',
      ],
      rows,
    );
  }

  /**
   * `vat.csv`: per month and rate the turnover with and without VAT and the VAT, and the credit notes
   * of that month as negative amounts (by the day the refund was decided, as the accountant books
   * them); then the period's turnover, its credit notes, and the balance to declare.
   */
  async function vatCsv(query: ReportQuery): Promise<string> {
    const p = await period(query);
    const [orders, notes] = await Promise.all([repo.exportOrders(db, p), repo.creditNotes(db, p)]);
    const byMonth = (rows: { day: string; parts: VatPart[] }[]) => {
      const months = new Map<string, VatPart[][]>();
      for (const r of rows)
        months.set(r.day.slice(0, 7), [...(months.get(r.day.slice(0, 7)) ?? []), r.parts]);
      return months;
    };
    const sales = byMonth(orders.map((o) => ({ day: o.paid_local, parts: o.parts })));
    const credits = byMonth(notes.map((n) => ({ day: n.created_local, parts: n.parts })));
    const negative = (part: VatPart): VatPart => ({
      rate: part.rate,
      grossCents: -part.grossCents,
      netCents: -part.netCents,
      vatCents: -part.vatCents,
    });
    const rows: Cell[][] = [];
    const partRows = (label: string, parts: VatPart[]) => {
      for (const part of parts)
        rows.push([
          label,
          { int: part.rate },
          { cents: part.netCents },
          { cents: part.vatCents },
          { cents: part.grossCents },
        ]);
    };
    for (const month of [...new Set([...sales.keys(), ...credits.keys()])].sort()) {
      const [y, m] = month.split('-');
      partRows(`${m}-${y}`, addVatParts(sales.get(month) ?? []));
      partRows(`${m}-${y} creditnota's`, addVatParts(credits.get(month) ?? []).map(negative));
    }
    const label = `${dateAndTime(`${p.from}T`)[0]} t/m ${dateAndTime(`${p.to}T`)[0]}`;
    const sold = addVatParts(orders.map((o) => o.parts));
    const credited = addVatParts(notes.map((n) => n.parts)).map(negative);
    partRows(label, sold);
    partRows(`Creditnota's ${label}`, credited);
    partRows(`Saldo ${label}`, addVatParts([sold, credited]));
    return toCsv(['Periode', 'Btw-tarief (%)', 'Omzet excl. btw', 'Btw', 'Omzet incl. btw'], rows);
  }

  /** The reports page's figures, from the rollup (decision 032). */
  async function summary(query: ReportQuery): Promise<Report> {
    const p = await period(query);
    return toReport(p, await repo.report(db, p));
  }

  return { linesCsv, ordersCsv, vatCsv, summary };
}
export type ReportService = ReturnType<typeof createReportService>;
