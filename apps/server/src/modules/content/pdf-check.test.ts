import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../test/pdf-fixture';
import { checkPdf } from './pdf-check';

describe('checkPdf', () => {
  it('accepts a whole PDF, with or without line ends after %%EOF', () => {
    expect(checkPdf(minimalPdf())).toBe('pdf');
    expect(checkPdf(Buffer.concat([minimalPdf(2000), Buffer.from('\r\n\n')]))).toBe('pdf');
  });

  it('accepts a PDF whose cross-references are a stream (PDF 1.5 and later)', () => {
    const pdf = minimalPdf()
      .toString('latin1')
      .replace(/xref\n[\s\S]*?trailer\n<<[^>]*>>\n/, '3 0 obj\n<< /Type /XRef >>\nendobj\n');
    const at = pdf.indexOf('3 0 obj');
    expect(checkPdf(Buffer.from(pdf.replace(/startxref\n\d+/, `startxref\n${at}`), 'latin1'))).toBe('pdf');
  });

  it('refuses a file that only starts like a PDF', () => {
    expect(checkPdf(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 'a')]))).toBe('broken');
    const zip = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('PK\x03\x04'), Buffer.alloc(500, 0)]);
    expect(checkPdf(zip)).toBe('broken');
  });

  it('refuses a truncated upload', () => {
    const pdf = minimalPdf(3000);
    expect(checkPdf(pdf.subarray(0, pdf.length - 20))).toBe('broken');
    expect(checkPdf(pdf.subarray(0, 1500))).toBe('broken');
  });

  it('refuses a trailer that points outside the file or at nothing', () => {
    const text = minimalPdf().toString('latin1');
    expect(checkPdf(Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1'))).toBe(
      'broken',
    );
    expect(checkPdf(Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n10'), 'latin1'))).toBe('broken');
  });

  it('tells a file that is no PDF at all apart', () => {
    expect(checkPdf(Buffer.from('PK\x03\x04 word/document.xml'))).toBe('not-pdf');
    expect(checkPdf(Buffer.from(''))).toBe('not-pdf');
  });
});
