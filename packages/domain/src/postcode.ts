/** Dutch postcodes and the delivery zone that serves one. */

const POSTCODE = /^\s*([1-9][0-9]{3})\s*([a-zA-Z]{2})\s*$/;
/** Letter pairs that PostNL never issues. */
const UNUSED_LETTERS = new Set(['SA', 'SD', 'SS']);

/** `1234ab`, ` 1234 AB ` give `1234 AB`; anything else gives null. */
export function normalizePostcode(input: string): string | null {
  const match = POSTCODE.exec(input);
  if (!match) return null;
  const letters = match[2]!.toUpperCase();
  if (UNUSED_LETTERS.has(letters)) return null;
  return `${match[1]} ${letters}`;
}

/** The four digits of a postcode as a number: `1072 LN` gives 1072. */
export function postcodeNumber(postcode: string): number {
  return Number(postcode.trim().slice(0, 4));
}

export interface ZoneRange {
  postcodeFrom: number;
  postcodeTo: number;
  feeCents: number;
  minOrderCents: number;
}

/** The zone that delivers to a postcode: the narrowest range wins, then the cheapest fee. */
export function resolveZone<Z extends ZoneRange>(zones: readonly Z[], postcode: string): Z | null {
  const n = postcodeNumber(postcode);
  if (!Number.isInteger(n)) return null;
  const matching = zones.filter((z) => z.postcodeFrom <= n && n <= z.postcodeTo);
  matching.sort(
    (a, b) => a.postcodeTo - a.postcodeFrom - (b.postcodeTo - b.postcodeFrom) || a.feeCents - b.feeCents,
  );
  return matching[0] ?? null;
}

/**
 * The first pair of zones no customer can be sent to unambiguously: ranges that cross, or the
 * same range twice. A range wholly inside a wider one is fine: the narrowest wins (resolveZone).
 */
export function zoneOverlap<Z extends Pick<ZoneRange, 'postcodeFrom' | 'postcodeTo'>>(
  zones: readonly Z[],
): { first: number; second: number; from: number; to: number } | null {
  for (let i = 0; i < zones.length; i++) {
    for (let j = i + 1; j < zones.length; j++) {
      const a = zones[i]!;
      const b = zones[j]!;
      const from = Math.max(a.postcodeFrom, b.postcodeFrom);
      const to = Math.min(a.postcodeTo, b.postcodeTo);
      if (from > to) continue;
      const same = a.postcodeFrom === b.postcodeFrom && a.postcodeTo === b.postcodeTo;
      const nested =
        (a.postcodeFrom <= b.postcodeFrom && b.postcodeTo <= a.postcodeTo) ||
        (b.postcodeFrom <= a.postcodeFrom && a.postcodeTo <= b.postcodeTo);
      if (same || !nested) return { first: i, second: j, from, to };
    }
  }
  return null;
}
