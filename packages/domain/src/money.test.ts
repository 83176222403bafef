import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

describe('formatEuro', () => {
  it('writes Dutch notation with a non-breaking space after the euro sign', () => {
    expect(formatEuro(750)).toBe('€\u00a07,50');
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
    expect(formatEuro(-150)).toBe('-€\u00a01,50');
  });

  it('gives a line break no place inside an amount', () => {
    for (const cents of [0, 5, 1250, 99999999]) expect(formatEuro(cents)).not.toMatch(/[ \t\n-]/);
  });
});
