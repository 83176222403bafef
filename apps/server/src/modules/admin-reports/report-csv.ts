/**
 * The accountant's three CSV files (issue 19 item 5, issue 31 item 7, decision 044), from the rows the
 * repository reads: Dutch words only, amounts with a decimal comma, and nothing a column sum counts
 * twice.
 */
import {
  addVatParts,
  allocateVat,
  isOrderStatus,
  lineVatRate,
  monthName,
  negateVatParts,
  ORDER_STATUS_LABELS,
  type VatPart,
} from '@gh/domain';
import { COUNTER_PAYMENT_LABELS, type CounterPaymentMethod } from '@gh/domain/staff-orders';
import type { CreditNoteRow, ExportOrderRow, Period } from './admin-reports.repository';
import { toCsv, type Cell } from './csv';

const FULFILMENT_LABELS: Record<string, string> = { pickup: 'Afhalen', delivery: 'Bezorgen' };

/** `25-11-2026` and `18:05` from `2026-11-25T18:05`: how Dutch Excel reads a date and a time. */
function dateAndTime(local: string): [string, string] {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-');
  return [`${d}-${m}-${y}`, time];
}

/** The columns every export of orders starts with: which order, when it was paid, where and how. */
const ORDER_COLUMNS = ['Bestelnummer', 'Betaaldatum', 'Tijd', 'Locatie', 'Afhalen of bezorgen'];

function orderCells(o: ExportOrderRow): Cell[] {
  const [date, time] = dateAndTime(o.paid_local);
  return [{ int: o.number }, date, time, o.location_name, FULFILMENT_LABELS[o.fulfilment] ?? o.fulfilment];
}

/** The provider's payment ids to match with its settlements; a payment at the counter in Dutch. */
function paymentCell(o: ExportOrderRow): string {
  return (o.payments ?? [])
    .map((p) =>
      p.provider === 'counter'
        ? `Aan de balie (${(COUNTER_PAYMENT_LABELS[p.method as CounterPaymentMethod] ?? 'onbekend').toLowerCase()})`
        : p.id,
    )
    .join(' ');
}

/** `export.csv`: every order line (and delivery fee) with its VAT rate and amounts and the payment ids. */
export function linesCsv(orders: readonly ExportOrderRow[]): string {
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
      ...(o.delivery_fee_cents > 0 ? [{ rate: o.delivery_vat_rate, grossCents: o.delivery_fee_cents }] : []),
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
        paymentCell(o),
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

/**
 * `orders.csv`: one row per paid order, so that on every row Subtotaal − Korting + Bezorgkosten =
 * Totaal incl. btw; its VAT per rate, what was refunded of it (whenever) and the payment ids.
 */
export function ordersCsv(orders: readonly ExportOrderRow[]): string {
  const partOf = (parts: VatPart[], rate: number) => parts.find((p) => p.rate === rate);
  const rows: Cell[][] = orders.map((o) => [
    ...orderCells(o),
    // The accountant reads Dutch: "Afgerond", not the database's "completed".
    isOrderStatus(o.status) ? ORDER_STATUS_LABELS[o.status] : o.status,
    { cents: o.subtotal_cents },
    { cents: o.discount_cents },
    { cents: o.delivery_fee_cents },
    { cents: o.total_cents - o.vat_cents },
    { cents: partOf(o.parts, 9)?.vatCents ?? 0 },
    { cents: partOf(o.parts, 21)?.vatCents ?? 0 },
    { cents: o.vat_cents },
    { cents: o.total_cents },
    { cents: Number(o.refunded_cents ?? 0) },
    paymentCell(o),
  ]);
  return toCsv(
    [
      ...ORDER_COLUMNS,
      'Status',
      'Subtotaal',
      'Korting',
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
 * `2026-11 (november)`: a month as text that no spreadsheet reads as a date (decision 044). `2026-11`
 * and `11-2026` alone, `nov 2026` and `november 2026` all become a date in Excel; the words in
 * brackets keep it text, and the text still sorts by year and month.
 */
export function periodLabel(month: string): string {
  return `${month} (${monthName(Number(month.slice(5, 7)), 'nl')})`;
}

const ZERO = (rate: number): VatPart => ({ rate, grossCents: 0, netCents: 0, vatCents: 0 });

/**
 * `vat.csv`: one row per month and rate with the turnover, the credit notes of that month (by the
 * day the refund was decided, as the accountant books them, negative) and the balance to declare,
 * side by side; then one row marked "Totaal" for the whole period. No figure is in two data rows, so
 * a column's data rows add up to its total row.
 */
export function vatCsv(
  p: Period,
  orders: readonly Pick<ExportOrderRow, 'paid_local' | 'parts'>[],
  notes: readonly CreditNoteRow[],
): string {
  const months = new Map<string, { sales: VatPart[][]; credits: VatPart[][] }>();
  const month = (day: string) => {
    const key = day.slice(0, 7);
    if (!months.has(key)) months.set(key, { sales: [], credits: [] });
    return months.get(key)!;
  };
  for (const o of orders) month(o.paid_local).sales.push(o.parts);
  for (const n of notes) month(n.created_local).credits.push(negateVatParts(n.parts));
  const rows: Cell[][] = [];
  const figures = (sales: VatPart, credits: VatPart): Cell[] => {
    const balance = addVatParts([[sales], [{ ...credits, rate: sales.rate }]])[0]!;
    return [sales, credits, balance].flatMap((v) => [
      { cents: v.netCents },
      { cents: v.vatCents },
      { cents: v.grossCents },
    ]);
  };
  const ratesOf = (...lists: VatPart[][]) =>
    [...new Set(lists.flat().map((v) => v.rate))].sort((a, b) => a - b);
  for (const [key, m] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
    const sales = addVatParts(m.sales);
    const credits = addVatParts(m.credits);
    for (const rate of ratesOf(sales, credits))
      rows.push([
        periodLabel(key),
        { int: rate },
        ...figures(
          sales.find((v) => v.rate === rate) ?? ZERO(rate),
          credits.find((v) => v.rate === rate) ?? ZERO(rate),
        ),
      ]);
  }
  // Every rate together: the total row has no rate.
  const sum = (which: 'sales' | 'credits') =>
    [...months.values()]
      .flatMap((m) => m[which].flat())
      .reduce(
        (t, v) => ({
          rate: 0,
          grossCents: t.grossCents + v.grossCents,
          netCents: t.netCents + v.netCents,
          vatCents: t.vatCents + v.vatCents,
        }),
        ZERO(0),
      );
  const [from] = dateAndTime(`${p.from}T`);
  const [to] = dateAndTime(`${p.to}T`);
  rows.push([`Totaal ${from} t/m ${to}`, null, ...figures(sum('sales'), sum('credits'))]);
  return toCsv(
    [
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
    ],
    rows,
  );
}
