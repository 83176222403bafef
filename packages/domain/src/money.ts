/** Money is integer cents everywhere; euros only at the HTTP edge and in formatting. */
import { currentLang, type Lang } from '@gh/i18n';

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}

/**
 * `formatEuro(750)` gives `€ 7,50` and `formatEuro(123456)` `€ 1.234,56` in Dutch; in English `€7.50`
 * and `€1,234.56` (as `Intl` writes en-GB). Written out by hand because the first Intl formatter of a
 * page stalls the browser while it loads its locale data. The Dutch space after `€` is a
 * non-breaking one (U+00A0): a line never ends in a lone `€`. The language is the current page's or
 * request's unless given (decision 034). A negative amount is written as `formatDiscount` writes it.
 */
export function formatEuro(cents: number, lang: Lang = currentLang()): string {
  const rounded = Math.round(cents);
  if (rounded < 0) return formatDiscount(-rounded, lang);
  const whole = String(Math.floor(rounded / 100));
  const fraction = String(rounded % 100).padStart(2, '0');
  if (lang === 'en') return `€${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  return `€\u00a0${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

/**
 * What goes off or back: `− € 6,50` in Dutch, `−€6.50` in English, with the minus sign (U+2212), not a
 * hyphen. The one way a discount, a refund, a credit note's amounts and a negative figure are written
 * (issue 31): `formatEuro` of a negative amount answers the same.
 */
export function formatDiscount(amountCents: number, lang: Lang = currentLang()): string {
  return `−${lang === 'en' ? '' : ' '}${formatEuro(Math.abs(amountCents), lang)}`;
}

/** `4,5` for 4.5 in Dutch (a decimal comma), `4.5` in English: as many decimals as the number has. */
export function formatDecimal(value: number, lang: Lang = currentLang()): string {
  return lang === 'en' ? String(value) : String(value).replace('.', ',');
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
