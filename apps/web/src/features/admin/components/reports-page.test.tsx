/** Walk of the evening (issue 19): the reports said "1 tijdvakken met bestellingen". */
import { describe, expect, it } from 'vitest';
import { slotsSentence } from './reports-page';

describe('the reports slot sentence', () => {
  it('says one tijdvak, and tijdvakken for more', () => {
    expect(slotsSentence({ used: 1, full: 0, capacity: 8, averageFill: 0.125 })).toBe(
      '1 tijdvak met bestellingen, 0 vol (capaciteit 8); gemiddeld 13% gevuld.',
    );
    expect(slotsSentence({ used: 3, full: 1, capacity: 8, averageFill: 0.5 })).toMatch(
      /^3 tijdvakken met bestellingen, 1 vol/,
    );
  });
});
