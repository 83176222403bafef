/** Money is integer cents everywhere; euros only at the HTTP edge and in formatting. */

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}

/**
 * `formatEuro(750)` gives `€ 7,50`, `formatEuro(123456)` gives `€ 1.234,56`: Dutch notation, written
 * out by hand because the first Intl formatter of a page stalls the browser while it loads its
 * locale data. The space after `€` is a non-breaking one (U+00A0): a line never ends in a lone `€`.
 */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}€\u00a0${euros},${String(abs % 100).padStart(2, '0')}`;
}

/** `4,5` for 4.5: a Dutch decimal comma, as many decimals as the number has. */
export function formatDecimal(value: number): string {
  return String(value).replace('.', ',');
}

/** The VAT contained in a gross amount at a rate in percent (food in the Netherlands: 9). */
export function vatIncluded(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

/** `2,50` for 2.5: an amount in euros as the admin's money inputs show it. */
export function formatMoneyInput(euros: number): string {
  return euros.toFixed(2).replace('.', ',');
}

/** `2,5`, `2.50` or `€ 2,50` typed into a money input, as euros; NaN when it is no amount. */
export function parseMoneyInput(text: string): number {
  const cleaned = text.replace(/€|\s/g, '');
  if (!/^-?\d+([.,]\d*)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(',', '.'));
}
