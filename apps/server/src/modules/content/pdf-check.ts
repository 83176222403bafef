/**
 * Whether an uploaded CV is a whole PDF, read from the file's structure rather than its first bytes:
 * the `%PDF-1.x` header, and at the end the `startxref` offset and `%%EOF` marker every PDF writer
 * puts there, with the offset pointing at a cross-reference table or stream inside the file. A file
 * that only starts like a PDF (another file behind a five-byte prefix, a truncated upload) fails.
 */
export type PdfCheck = 'pdf' | 'not-pdf' | 'broken';

/** Readers look for the trailer in the last kilobyte; writers may add line ends or padding after it. */
const TAIL_BYTES = 1024;

export function checkPdf(data: Buffer): PdfCheck {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return 'not-pdf';
  const tail = data.subarray(Math.max(0, data.length - TAIL_BYTES)).toString('latin1');
  const trailer = /startxref\s+(\d{1,10})\s+%%EOF[\s\0]*$/.exec(tail);
  if (!trailer) return 'broken';
  const offset = Number(trailer[1]);
  if (offset < 8 || offset >= data.length) return 'broken';
  const atOffset = data.subarray(offset, offset + 32).toString('latin1');
  // A classic table (`xref`) or, since PDF 1.5, a cross-reference stream object (`12 0 obj`).
  if (!/^\s*(?:xref\b|\d+\s+\d+\s+obj\b)/.test(atOffset)) return 'broken';
  return data.includes('endobj', 8, 'latin1') ? 'pdf' : 'broken';
}
