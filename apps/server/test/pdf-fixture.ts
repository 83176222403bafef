/** A small but whole PDF (header, objects, cross-reference table, trailer), `padding` bytes of comment inside. */
export function minimalPdf(padding = 0): Buffer {
  const parts = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  const add = (text: string) => parts.push(text);
  const length = () => Buffer.byteLength(parts.join(''), 'latin1');
  offsets.push(length());
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  offsets.push(length());
  add('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n');
  if (padding > 0) add(`%${'a'.repeat(padding)}\n`);
  const xref = length();
  add(`xref\n0 3\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
