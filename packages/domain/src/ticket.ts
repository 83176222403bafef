/**
 * The kitchen ticket (issue 17 item 8, issue 19 items 2 and 8): one text, as lines, that the board's
 * print view renders in the browser and the receipt printer gets as 80 mm text or Star markup
 * (decision 031). Discounts or anything else that belongs on the ticket go here, once. Staff's paper
 * stays Dutch, whatever language the order was placed in (decision 034).
 */
import { allergenNote } from './option-allergens';
import { formatLongDate, formatTime, weekdayInAmsterdam, weekdayName } from './hours';
import { formatEuro, toCents } from './money';
import { orderRef } from './order-status';
import { displayPhone } from './phone';
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
}

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
 * The ticket's lines. `printNumber` above 1 marks a copy printed again from the board, so the
 * kitchen does not cook it twice.
 */
export function kitchenTicket(order: TicketOrder, locationName: string, printNumber = 1): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: locationName.toUpperCase(), bold: true, center: true },
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
    { kind: 'text', text: `${order.customerName} · ${displayPhone(order.phone)}` },
  );
  if (order.address) lines.push({ kind: 'text', text: order.address });
  lines.push({ kind: 'rule' });
  for (const line of order.lines) {
    lines.push({ kind: 'text', text: `${line.quantity}× ${line.name}`, bold: true });
    for (const option of line.optionTexts) lines.push({ kind: 'text', text: `+ ${option}`, indent: 2 });
    if (line.allergens.length > 0)
      lines.push({ kind: 'text', text: `! ${allergenNote(line.allergens, 'nl')}`, indent: 2 });
  }
  if (order.remarks) {
    lines.push({ kind: 'rule' }, { kind: 'text', text: `Opmerking: ${order.remarks}`, bold: true });
  }
  lines.push({ kind: 'rule' });
  const discounts = order.discounts ?? [];
  if (order.deliveryFee > 0 || discounts.length > 0)
    lines.push({ kind: 'columns', left: 'Subtotaal', right: formatEuro(toCents(order.subtotal), 'nl') });
  for (const discount of discounts)
    lines.push({
      kind: 'columns',
      left: discount.label,
      right: `-${formatEuro(toCents(discount.amount), 'nl')}`,
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

/** Words into lines of at most `width` characters (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > width) {
      if (current) out.push(current);
      out.push(w.slice(0, width));
      w = w.slice(width);
      current = '';
    }
    if (!current) current = w;
    else if (current.length + 1 + w.length <= width) current += ` ${w}`;
    else {
      out.push(current);
      current = w;
    }
  }
  if (current || out.length === 0) out.push(current);
  return out;
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
    .replace(/[–—]/g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

/** The ticket as plain text lines of `width` characters, ASCII only; the printer cuts after it. */
export function ticketText(lines: readonly TicketLine[], width = TICKET_WIDTH): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind === 'rule') out.push('-'.repeat(width));
    else if (line.kind === 'columns') {
      const left = printableAscii(line.left);
      const right = printableAscii(line.right);
      if (left.length + 1 + right.length <= width)
        out.push(`${left}${' '.repeat(width - left.length - right.length)}${right}`);
      else {
        const wrapped = wrap(left, width);
        const last = wrapped.pop()!;
        out.push(...wrapped);
        if (last.length + 1 + right.length <= width)
          out.push(`${last}${' '.repeat(width - last.length - right.length)}${right}`);
        else out.push(last, right.padStart(width));
      }
    } else {
      const indent = ' '.repeat(line.indent ?? 0);
      for (const row of wrap(printableAscii(line.text), width - indent.length)) {
        if (line.center) out.push(' '.repeat(Math.max(0, Math.floor((width - row.length) / 2))) + row);
        else out.push(indent + row);
      }
    }
  }
  // Feed a few lines so the cut does not go through the last one.
  return `${out.map((l) => l.trimEnd()).join('\n')}\n\n\n`;
}

/** Text inside Star Document Markup: `[`, `]` and `\` escaped with a backslash. */
function escapeMarkup(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/**
 * The ticket in Star Document Markup (`text/vnd.star.markup`): UTF-8, the order number magnified,
 * amounts in right-aligned columns, and a partial cut after a feed.
 */
export function ticketMarkup(lines: readonly TicketLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind === 'rule') out.push('-'.repeat(TICKET_WIDTH));
    else if (line.kind === 'columns')
      out.push(`[column: left: ${escapeMarkup(line.left)}; right: ${escapeMarkup(line.right)}]`);
    else {
      const text = `${' '.repeat(line.indent ?? 0)}${escapeMarkup(line.text)}`;
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
