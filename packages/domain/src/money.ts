/** Money is integer cents everywhere; euros only at the HTTP edge and in formatting. */

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}

const euroFormat = /* @__PURE__ */ new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatEuro(750)` gives `€ 7,50`. */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}€ ${euroFormat.format(Math.abs(cents) / 100)}`;
}

/** The VAT contained in a gross amount at a rate in percent (food in the Netherlands: 9). */
export function vatIncluded(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
