import { describe, expect, it } from 'vitest';
import { normalizePostcode, resolveZone } from './postcode';

describe('postcodes', () => {
  it('accepts any spacing and case', () => {
    expect(normalizePostcode('1072ln')).toBe('1072 LN');
    expect(normalizePostcode('  1072   LN ')).toBe('1072 LN');
  });

  it('refuses what is not a Dutch postcode', () => {
    for (const bad of ['0123 AB', '123 AB', '1234 A', '1234 ABC', '1234 SS', 'abcd ef', '']) {
      expect(normalizePostcode(bad)).toBeNull();
    }
  });
});

describe('delivery zones', () => {
  const zones = [
    { name: 'Groot', postcodeFrom: 1000, postcodeTo: 1099, feeCents: 400, minOrderCents: 2000 },
    { name: 'Buurt', postcodeFrom: 1070, postcodeTo: 1075, feeCents: 200, minOrderCents: 1500 },
    { name: 'Buurt goedkoop', postcodeFrom: 1070, postcodeTo: 1075, feeCents: 150, minOrderCents: 1500 },
  ];

  it('lets the most specific range win, then the cheapest', () => {
    expect(resolveZone(zones, '1072 LN')?.name).toBe('Buurt goedkoop');
    expect(resolveZone(zones, '1011 AB')?.name).toBe('Groot');
  });

  it('finds no zone outside every range', () => {
    expect(resolveZone(zones, '3012 BR')).toBeNull();
  });
});
