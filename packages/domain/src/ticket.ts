/**
 * The kitchen ticket (issue 17 item 8, issue 19 items 2 and 8): one text, as lines, that the board's
 * print view renders in the browser and the receipt printer gets as 80 mm text or Star markup
 * (decision 031). Discounts or anything else that belongs on the ticket go here, once. Staff's paper
 * stays Dutch, whatever language the order was placed in (decision 034).
 *
 * No text of an order can forge a line (issue 26 item 1, decision 039): every piece of it is folded to
 * one line here too (orders stored before the schemas folded), the customer's fields carry a label,
 * and a text longer than the paper is cut into rows by us, never by the printer, each row after the
 * first marked `> ` under its line. So an order line (`2x …`) and the total only ever come from the
 * order's structure.
 */
import { allergenNote } from './option-allergens';
import { formatLongDate, formatTime, weekdayInAmsterdam, weekdayName } from './hours';
import { formatDiscount, formatEuro, toCents } from './money';
import { orderRef } from './order-status';
import { displayPhone } from './phone';
import { oneLine } from './text';
import { vatRows } from './vat';

/** What the ticket shows of an order: the admin API's order (AdminOrder) has every field. */
export interface TicketOrder {
  number: number;
  fulfilment: string;
  asap: boolean;
  expectedAt: string;
  createdAt: string;
  customerName: string;
  phone: string;
  address: string | null;
  remarks: string | null;
  lines: {
    name: string;
    quantity: number;
    optionTexts: readonly string[];
    allergens: readonly string[];
    /** What staff refunded of the line (decision 028): the ticket marks it, so nobody makes it. */
    refunded?: { quantity: number; amount: number } | null | undefined;
  }[];
  subtotal: number;
  deliveryFee: number;
  /** Discounts of the order (issue 19 item 7), each its own line, in euros. */
  discounts?: readonly { label: string; amount: number }[] | undefined;
  total: number;
  /** A phone order paid at the counter (issue 19 item 6): not paid until then. */
  payAtPickup?: boolean | undefined;
  paidAt?: string | null | undefined;
  /** Net and VAT per rate, in euros (decision 027). */
  vatByRate: readonly { rate: number; gross: number; net: number; vat: number }[];
  /** It holds a product marked "Alcohol (18+)" (decision 048). */
  ageCheck?: boolean | undefined;
}

/** What the board, the ticket and so the courier say of an order with a product sold only to adults. */
export const AGE_CHECK_NOTE = 'Legitimatie controleren (18+)';

export type TicketLine =
  | { kind: 'text'; text: string; bold?: boolean; big?: boolean; center?: boolean; indent?: number }
  | { kind: 'columns'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' };

/** Characters on one line of 80 mm paper in the printer's font A (72 mm printable, 12 dots a character). */
export const TICKET_WIDTH = 48;

/** `donderdag 26 november 18:30`: an absolute day, for paper that is read later. */
function dayAndTime(iso: string): string {
  const at = new Date(iso);
  return `${weekdayName(weekdayInAmsterdam(at), 'nl')} ${formatLongDate(at, false, 'nl')} ${formatTime(at, 'nl')}`;
}

/**
 * The mark under a refunded line: `TERUGBETAALD − € 6,50`, with the pieces when not all were
 * (`TERUGBETAALD 1 van 2 − € 6,50`), so the kitchen does not make what was given back. The board's
 * card says it with `word` "Terugbetaald".
 */
export function refundedLineText(
  line: { quantity: number; refunded?: { quantity: number; amount: number } | null | undefined },
  word = 'TERUGBETAALD',
): string {
  const r = line.refunded;
  if (!r) return '';
  const part = r.quantity > 0 && r.quantity < line.quantity ? ` ${r.quantity} van ${line.quantity}` : '';
  return `${word}${part} − ${formatEuro(toCents(r.amount), 'nl')}`;
}

/**
 * The ticket's lines. `printNumber` above 1 marks a copy printed again from the board, so the
 * kitchen does not cook it twice.
 */
export function kitchenTicket(order: TicketOrder, locationName: string, printNumber = 1): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: oneLine(locationName).toUpperCase(), bold: true, center: true },
    { kind: 'text', text: orderRef(order.number), bold: true, big: true, center: true },
  ];
  if (printNumber > 1)
    lines.push({ kind: 'text', text: `OPNIEUW GEPRINT (${printNumber}e bon)`, bold: true, center: true });
  lines.push(
    {
      kind: 'text',
      text: `${order.fulfilment === 'delivery' ? 'BEZORGEN' : 'AFHALEN'} ${order.asap ? 'z.s.m. ' : ''}${dayAndTime(order.expectedAt)}`,
      bold: true,
    },
    { kind: 'text', text: `Besteld ${dayAndTime(order.createdAt)}` },
    { kind: 'text', text: `Klant: ${oneLine(order.customerName)} · ${oneLine(displayPhone(order.phone))}` },
  );
  const address = oneLine(order.address ?? '');
  if (address) lines.push({ kind: 'text', text: `Adres: ${address}` });
  // The ticket goes with the courier on a delivery: it reads this at the door.
  if (order.ageCheck) lines.push({ kind: 'text', text: `! ${AGE_CHECK_NOTE}`, bold: true });
  lines.push({ kind: 'rule' });
  for (const line of order.lines) {
    lines.push({ kind: 'text', text: `${line.quantity}× ${oneLine(line.name)}`, bold: true });
    for (const option of line.optionTexts)
      lines.push({ kind: 'text', text: `+ ${oneLine(option)}`, indent: 2 });
    if (line.allergens.length > 0)
      lines.push({ kind: 'text', text: `! ${allergenNote(line.allergens, 'nl')}`, indent: 2 });
    if (line.refunded) lines.push({ kind: 'text', text: refundedLineText(line), bold: true, indent: 2 });
  }
  const remarks = oneLine(order.remarks ?? '');
  if (remarks) lines.push({ kind: 'rule' }, { kind: 'text', text: `Opmerking: ${remarks}`, bold: true });
  lines.push({ kind: 'rule' });
  const discounts = order.discounts ?? [];
  if (order.deliveryFee > 0 || discounts.length > 0)
    lines.push({ kind: 'columns', left: 'Subtotaal', right: formatEuro(toCents(order.subtotal), 'nl') });
  for (const discount of discounts)
    lines.push({
      kind: 'columns',
      left: oneLine(discount.label),
      right: formatDiscount(toCents(discount.amount), 'nl'),
    });
  if (order.deliveryFee > 0)
    lines.push({
      kind: 'columns',
      left: 'Bezorgkosten',
      right: formatEuro(toCents(order.deliveryFee), 'nl'),
    });
  const unpaid = order.payAtPickup === true && !order.paidAt;
  lines.push({
    kind: 'columns',
    left: unpaid ? 'Totaal (betalen bij afhalen)' : 'Totaal (betaald)',
    right: formatEuro(toCents(order.total), 'nl'),
    bold: true,
  });
  const parts = order.vatByRate.map((p) => ({
    rate: p.rate,
    grossCents: toCents(p.gross),
    netCents: toCents(p.net),
    vatCents: toCents(p.vat),
  }));
  for (const row of vatRows(parts, 'nl')) lines.push({ kind: 'columns', left: row.label, right: row.value });
  return lines;
}

/** How many character cells a text takes: wide (East Asian, emoji) characters count two, to be safe. */
type Measure = (text: string) => number;
const length: Measure = (text) => text.length;
const cells: Measure = (text) => {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! >= 0x1100 ? 2 : 1;
  return n;
};

/** Cuts a word into pieces of at most `width` cells. */
function cut(word: string, width: number, measure: Measure): string[] {
  const out: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece) out.push(piece);
  return out;
}

/** Words into rows: the first at most `first` cells, the others at most `rest` (a longer word is cut). */
function wrap(text: string, first: number, rest: number, measure: Measure = length): string[] {
  const out: string[] = [];
  const width = () => (out.length === 0 ? first : rest);
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && measure(`${current} ${word}`) <= width()) {
      current += ` ${word}`;
      continue;
    }
    if (current) out.push(current);
    current = '';
    for (const piece of cut(word, Math.min(first, rest), measure)) {
      if (current) out.push(current);
      current = piece;
    }
  }
  if (current || out.length === 0) out.push(current);
  return out;
}

/** What marks a row that continues the line above it: no line of the ticket's own starts so. */
const CONTINUED = '> ';

/**
 * A text line as rows: the first at its indent, every further one two further in and marked `> `,
 * so a long remark or name can never put "3x …" or "Totaal" at the start of a row.
 */
function textRows(text: string, indent: number, width: number, measure: Measure = length): string[] {
  const lead = ' '.repeat(indent);
  const more = `${lead}  ${CONTINUED}`;
  const rows = wrap(text, width - indent, width - more.length, measure);
  return rows.map((row, i) => (i === 0 ? lead : more) + row);
}

/**
 * A label and an amount: the amount right-aligned on the label's last row, the label's rows before it
 * marked as continued (an amount of more than a few cells, which no ticket has, gets a row of its own).
 */
function columnRows(left: string, right: string, width: number, measure: Measure = length): string[] {
  const room = width - measure(right) - 1;
  if (room < 12) return [...textRows(left, 0, width, measure), right.padStart(width)];
  const rows = textRows(left, 0, room, measure);
  const last = rows.pop()!;
  return [...rows, `${last}${' '.repeat(width - measure(last) - measure(right))}${right}`];
}

/**
 * Plain text for the printer's `text/plain`: its own font and code page, no UTF-8. Accents are
 * dropped and `€`, `×` and `·` written out, so every character prints as itself.
 */
export function printableAscii(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/€/g, 'EUR')
    .replace(/×/g, 'x')
    .replace(/·/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

/** The ticket as plain text lines of `width` characters, ASCII only; the printer cuts after it. */
export function ticketText(lines: readonly TicketLine[], width = TICKET_WIDTH): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind === 'rule') out.push('-'.repeat(width));
    else if (line.kind === 'columns')
      out.push(...columnRows(printableAscii(oneLine(line.left)), printableAscii(oneLine(line.right)), width));
    else if (line.center)
      for (const row of textRows(printableAscii(oneLine(line.text)), 0, width))
        out.push(' '.repeat(Math.max(0, Math.floor((width - row.length) / 2))) + row);
    else out.push(...textRows(printableAscii(oneLine(line.text)), line.indent ?? 0, width));
  }
  // Feed a few lines so the cut does not go through the last one.
  return `${out.map((l) => l.trimEnd()).join('\n')}\n\n\n`;
}

/** Text inside Star Document Markup: `[`, `]` and `\` escaped with a backslash. */
function escapeMarkup(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/**
 * A value inside a tag's parameters (`[column: left: …; right: …]`): `;` would end it and brackets
 * the tag, so they are written as `,` and `( )`.
 */
function markupParameter(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/;/g, ',')
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .replace(/\\/g, '/');
}

/**
 * The ticket in Star Document Markup (`text/vnd.star.markup`): UTF-8, the order number magnified,
 * amounts in right-aligned columns, and a partial cut after a feed. Rows are cut here at the paper's
 * width (a wide character counted twice), so the printer never wraps a text of ours itself.
 */
export function ticketMarkup(lines: readonly TicketLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind === 'rule') out.push('-'.repeat(TICKET_WIDTH));
    else if (line.kind === 'columns') {
      const left = oneLine(line.left);
      const right = oneLine(line.right);
      const room = TICKET_WIDTH - cells(right) - 1;
      const rows = room < 12 ? [] : textRows(left, 0, room, cells);
      const last = rows.pop() ?? left;
      out.push(...rows.map(escapeMarkup));
      out.push(`[column: left: ${markupParameter(last)}; right: ${markupParameter(right)}]`);
    } else {
      const width = line.big ? Math.floor(TICKET_WIDTH / 3) : TICKET_WIDTH;
      const text = textRows(oneLine(line.text), line.indent ?? 0, width, cells)
        .map(escapeMarkup)
        .join('\n');
      const body = line.big
        ? `[magnify: width 3; height 3]${text}[magnify]`
        : line.bold
          ? `[magnify: width 1; height 2]${text}[magnify]`
          : text;
      out.push(line.center ? `[align: centre]${body}\n[align: left]\\` : body);
    }
  }
  return `[align: left][font: a]\\\n${out.join('\n')}\n[cut: feed; partial]\n`;
}
