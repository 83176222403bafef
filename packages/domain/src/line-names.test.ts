import { describe, expect, it } from 'vitest';
import { lineInLanguage, lineName, optionName } from './line-names';

const line = {
  name: 'Halve kip van het spit',
  nameEn: 'Half spit-roast chicken',
  quantity: 2,
  selectedOptions: [
    { choice: 'Knoflooksaus x2', choiceEn: 'Garlic sauce x2', priceCents: 75 },
    { choice: 'Chilisaus', priceCents: 75 },
  ],
};

describe('order line names', () => {
  it('gives the English names on an English order and the Dutch ones on a Dutch order', () => {
    expect(lineName(line, 'en')).toBe('Half spit-roast chicken');
    expect(lineName(line, 'nl')).toBe('Halve kip van het spit');
    expect(optionName(line.selectedOptions[0]!, 'en')).toBe('Garlic sauce x2');
    expect(optionName(line.selectedOptions[0]!, 'nl')).toBe('Knoflooksaus x2');
  });

  it('falls back to Dutch where the line has no English (older orders, untranslated products)', () => {
    expect(lineName({ name: 'Friet' }, 'en')).toBe('Friet');
    expect(lineName({ name: 'Friet', nameEn: '' }, 'en')).toBe('Friet');
    expect(lineName({ name: 'Friet', nameEn: null }, 'en')).toBe('Friet');
    expect(optionName(line.selectedOptions[1]!, 'en')).toBe('Chilisaus');
  });

  it('turns a whole line into a language, keeping the rest', () => {
    expect(lineInLanguage(line, 'en')).toEqual({
      ...line,
      name: 'Half spit-roast chicken',
      selectedOptions: [
        { choice: 'Garlic sauce x2', choiceEn: 'Garlic sauce x2', priceCents: 75 },
        { choice: 'Chilisaus', priceCents: 75 },
      ],
    });
    expect(lineInLanguage(line, 'nl')).toBe(line);
  });
});
