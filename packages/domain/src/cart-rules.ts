/** The cart's limits and the coercions of spec section 5 (zod-free, so the browser's first load can use them). */

export const MAX_QUANTITY = 99;
export const MAX_MULTIPLIER = 10;

/** Spec section 5: price becomes a number, 0 when it is not numeric. */
export function coercePrice(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Spec section 5: quantity becomes 1 when it is not numeric or below 1. */
export function coerceQuantity(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}
