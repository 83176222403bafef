import { describe, expect, it } from 'vitest';
import { normalizePhone } from './checkout';
import { displayPhone } from './phone';

describe('displayPhone', () => {
  it.each([
    ['+31 6 12345678', '06 12345678'],
    ['06-12 34 56 78', '06 12345678'],
    ['0031 20 123 4567', '020 123 4567'],
    ['010 765 43 21', '010 765 4321'],
    ['0118 123456', '0118 123456'],
    ['+32 470 12 34 56', '+32 470123456'],
    ['+81 3 1234 5678', '+81312345678'],
  ])('%s is shown as %s', (typed, shown) => expect(displayPhone(normalizePhone(typed)!)).toBe(shown));
});
