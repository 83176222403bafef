import { describe, expect, it } from 'vitest';
import { formatDiscount, formatEuro } from './money';

describe('formatEuro', () => {
  it('writes Dutch notation with a non-breaking space after the euro sign', () => {
    expect(formatEuro(750)).toBe('€\u00a07,50');
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
  });

  it('writes what goes off or back one way: the minus sign, a space, the amount', () => {
    expect(formatEuro(-650)).toBe('− €\u00a06,50');
    expect(formatDiscount(650)).toBe('− €\u00a06,50');
    expect(formatEuro(-650, 'en')).toBe('−€6.50');
    expect(formatDiscount(650, 'en')).toBe('−€6.50');
    expect(formatEuro(-0.4)).toBe('€\u00a00,00');
    expect(formatEuro(-123456)).toBe('− €\u00a01.234,56');
  });

  it('gives a line break no place inside an amount', () => {
    for (const cents of [0, 5, 1250, 99999999]) expect(formatEuro(cents)).not.toMatch(/[ \t\n-]/);
    for (const cents of [-5, -1250]) expect(formatEuro(cents)).not.toContain('-');
  });
});
