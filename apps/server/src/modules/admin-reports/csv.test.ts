import { describe, expect, it } from 'vitest';
import { csvAmount, csvText, toCsv } from './csv';

describe('Dutch Excel CSV', () => {
  it('starts with a BOM, separates by ; and writes amounts with a decimal comma', () => {
    const csv = toCsv(
      ['Product', 'Bedrag'],
      [
        ['Friet', { cents: 123456 }],
        ['Korting', { cents: -250 }],
      ],
    );
    expect(csv.startsWith('\ufeffProduct;Bedrag\r\n')).toBe(true);
    expect(csv).toContain('Friet;1234,56\r\n');
    expect(csv).toContain('Korting;-2,50\r\n');
    expect(csvAmount(5)).toBe('0,05');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+31 6 1234', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(csvText(bad).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvText('Kip; friet')).toBe('"Kip; friet"');
    expect(csvText('Zeg "hoi"')).toBe('"Zeg ""hoi"""');
    expect(csvText('Gewone tekst')).toBe('Gewone tekst');
  });
});
