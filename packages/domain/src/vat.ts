/**
 * VAT per rate (issue 19.2, decision 027). Prices include VAT. The one rounding rule: per order and
 * per rate, the VAT is taken from that rate's gross total, `round(gross * rate / (100 + rate))` in
 * integer cents (`vatIncluded`); never per line. Reports add up the orders' stored parts.
 */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { formatEuro, toEuros, vatIncluded } from './money';

/** The Dutch rates a product can carry: 9 (food, non-alcoholic drinks) and 21 (the rest). */
export const VAT_RATES = [9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 9;

export function isVatRate(value: unknown): value is VatRate {
  return value === 9 || value === 21;
}

/** One rate's share of an order (or of a report): gross includes the VAT, net = gross - VAT. */
export interface VatPart {
  rate: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface VatLine {
  totalCents: number;
  /** Absent on lines sold before VAT per product: those were 9%. */
  vatRate?: number | undefined;
}

export function lineVatRate(line: VatLine): number {
  return line.vatRate ?? DEFAULT_VAT_RATE;
}

/** The rate with the largest gross among the lines (on a tie the higher rate); 9 for no lines. */
export function mainVatRate(lines: readonly VatLine[]): number {
  const gross = new Map<number, number>();
  for (const line of lines)
    gross.set(lineVatRate(line), (gross.get(lineVatRate(line)) ?? 0) + line.totalCents);
  let main: number = DEFAULT_VAT_RATE;
  let most = -1;
  for (const [rate, cents] of [...gross].sort((a, b) => a[0] - b[0])) {
    if (cents >= most) {
      main = rate;
      most = cents;
    }
  }
  return main;
}

/** Gross amounts per rate into parts, each rate's VAT rounded once; ordered by rate, empty rates left out. */
export function vatParts(amounts: readonly { rate: number; grossCents: number }[]): VatPart[] {
  const gross = new Map<number, number>();
  for (const a of amounts) gross.set(a.rate, (gross.get(a.rate) ?? 0) + a.grossCents);
  return [...gross]
    .filter(([, cents]) => cents !== 0)
    .sort((a, b) => a[0] - b[0])
    .map(([rate, grossCents]) => {
      const vatCents = vatIncluded(grossCents, rate);
      return { rate, grossCents, netCents: grossCents - vatCents, vatCents };
    });
}

export interface OrderVat {
  /** The rate the delivery fee was charged at. */
  deliveryVatRate: number;
  parts: VatPart[];
  vatCents: number;
}

/**
 * An order's VAT: the lines at their own rates, the delivery fee at `deliveryRate` when the owner
 * set one for the location, else at the order's main rate (the rate with the largest gross).
 */
export function orderVat(
  lines: readonly VatLine[],
  deliveryFeeCents: number,
  deliveryRate?: number | null,
): OrderVat {
  const deliveryVatRate = deliveryRate ?? mainVatRate(lines);
  const parts = vatParts([
    ...lines.map((l) => ({ rate: lineVatRate(l), grossCents: l.totalCents })),
    { rate: deliveryVatRate, grossCents: deliveryFeeCents },
  ]);
  return { deliveryVatRate, parts, vatCents: parts.reduce((sum, p) => sum + p.vatCents, 0) };
}

/** Parts of many orders added rate by rate, without rounding again: a report's totals. */
export function addVatParts(all: readonly (readonly VatPart[])[]): VatPart[] {
  const byRate = new Map<number, VatPart>();
  for (const parts of all) {
    for (const p of parts) {
      const sum = byRate.get(p.rate) ?? { rate: p.rate, grossCents: 0, netCents: 0, vatCents: 0 };
      sum.grossCents += p.grossCents;
      sum.netCents += p.netCents;
      sum.vatCents += p.vatCents;
      byRate.set(p.rate, sum);
    }
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** Parts given back (a credit note's): the same amounts, negative. */
export function negateVatParts(parts: readonly VatPart[]): VatPart[] {
  return parts.map((p) => ({
    rate: p.rate,
    grossCents: -p.grossCents,
    netCents: -p.netCents,
    vatCents: -p.vatCents,
  }));
}

/**
 * The VAT of each amount (lines, then the fee) such that per rate they add up to the order's part
 * exactly: each rounded on its own, the last amount of a rate takes the difference. For exports that
 * list lines; the order's parts stay the figures that count.
 */
export function allocateVat(
  amounts: readonly { rate: number; grossCents: number }[],
  parts: readonly VatPart[],
): number[] {
  const result = amounts.map((a) => vatIncluded(a.grossCents, a.rate));
  for (const part of parts) {
    let last = -1;
    let sum = 0;
    amounts.forEach((a, i) => {
      if (a.rate !== part.rate) return;
      sum += result[i]!;
      if (a.grossCents !== 0 || last < 0) last = i;
    });
    if (last >= 0) result[last] = result[last]! + part.vatCents - sum;
  }
  return result;
}

/** `9%` for 9. */
export function vatRateLabel(rate: number): string {
  return `${rate}%`;
}

/** An order's stored parts; an order stored without them (before decision 027) was all 9%. */
export function storedVatParts(order: {
  vatParts?: readonly VatPart[] | null;
  totalCents: number;
  vatCents: number;
}): VatPart[] {
  if (order.vatParts && order.vatParts.length > 0) return [...order.vatParts];
  if (order.totalCents === 0) return [];
  return [
    {
      rate: DEFAULT_VAT_RATE,
      grossCents: order.totalCents,
      netCents: order.totalCents - order.vatCents,
      vatCents: order.vatCents,
    },
  ];
}

/** Parts as the HTTP API answers them: euros. */
export function vatPartsInEuros(
  parts: readonly VatPart[],
): { rate: number; gross: number; net: number; vat: number }[] {
  return parts.map((p) => ({
    rate: p.rate,
    gross: toEuros(p.grossCents),
    net: toEuros(p.netCents),
    vat: toEuros(p.vatCents),
  }));
}

/**
 * `Waarvan btw (21%) over € 20,66 netto` and `€ 4,34` (`Includes VAT (21%) on €20.66 net`): one row
 * per rate, as receipts and e-mails say it.
 */
export function vatRows(
  parts: readonly VatPart[],
  lang: Lang = currentLang(),
): { label: string; value: string }[] {
  return parts.map((p) => ({
    label: m.format_vat_row(
      { rate: vatRateLabel(p.rate), net: formatEuro(p.netCents, lang) },
      { locale: lang },
    ),
    value: formatEuro(p.vatCents, lang),
  }));
}
