/**
 * CSV that Dutch Excel opens as it should (issue 19.5): UTF-8 with a byte order mark, `;` between
 * cells, a decimal comma, CRLF line ends, and text cells that could start a formula neutralised.
 */

/** A cell: text (neutralised when it could be a formula), an amount in cents, or a plain integer. */
export type Cell = string | { cents: number } | { int: number } | null;

const BOM = '\ufeff';

/** `1234,56` and `-2,50`: no thousands separator, which Excel would read as text. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell as written: one that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be
 * run as a formula by a spreadsheet (CSV injection), so it gets a leading `'`; a cell with `;`, a
 * quote or a line break is quoted.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'string') return csvText(value);
  if ('cents' in value) return csvAmount(value.cents);
  return String(value.int);
}

/** The whole file: the header row, then the rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  const out = [header.map(csvText).join(';')];
  for (const row of rows) out.push(row.map(cell).join(';'));
  return `${BOM}${out.join('\r\n')}\r\n`;
}
