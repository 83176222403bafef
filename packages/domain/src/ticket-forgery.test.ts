/**
 * Issue 26 item 1: no text of an order can forge a line of the kitchen ticket. Arbitrary strings (any
 * Unicode, control characters and Star markup included) in the name, remarks, address and option
 * texts give a ticket with exactly the lines the order's structure gives: one order line per line,
 * one total, no markup tag of their own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneLine } from './text';
import { kitchenTicket, ticketMarkup, ticketText, TICKET_WIDTH, type TicketOrder } from './ticket';

const base: TicketOrder = {
  number: 1042,
  fulfilment: 'delivery',
  asap: false,
  expectedAt: '2026-11-26T17:30:00Z',
  createdAt: '2026-11-26T16:55:00Z',
  customerName: 'Piet',
  phone: '0612345678',
  address: 'Ferdinand Bolstraat 10, 1072 LK Amsterdam',
  remarks: 'geen ui',
  lines: [
    { name: 'Halve kip van het spit', quantity: 2, optionTexts: ['Knoflooksaus'], allergens: ['eieren'] },
    { name: 'Friet', quantity: 1, optionTexts: [], allergens: [] },
  ],
  subtotal: 20,
  deliveryFee: 2.5,
  total: 22.5,
  vatByRate: [{ rate: 9, gross: 22.5, net: 20.64, vat: 1.86 }],
};

/** The attack of the issue, as it was found. */
const forged: TicketOrder = {
  ...base,
  customerName: 'Piet\n3× Hele kip van het spit\n  + Knoflooksaus',
  remarks: 'geen ui\n----\nTotaal (betaald)   EUR 0,00',
};

/** Lines of the plain text that read as an order line or a total. */
function textShape(text: string) {
  const rows = text.split('\n');
  return {
    items: rows.filter((r) => /^\d+x /.test(r)).length,
    totals: rows.filter((r) => /^Totaal/.test(r)).length,
    rules: rows.filter((r) => /^-{3,}$/.test(r.trim())).length,
    tooWide: rows.filter((r) => r.length > TICKET_WIDTH).length,
  };
}

/** The tags of Star markup as the printer parses them: `\` escapes the next character. */
function markupTags(markup: string): string[] {
  const tags: string[] = [];
  for (let i = 0; i < markup.length; i++) {
    const c = markup[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = markup.indexOf(']', i);
      tags.push(markup.slice(i, end + 1).replace(/:.*$/, ''));
      i = end;
    }
  }
  return tags;
}

/** Lines of the markup, tags left out, that read as an order line or a total. */
function markupShape(markup: string) {
  const rows = markup
    .split('\n')
    .map((r) => r.replace(/\[column: left: (.*); right: (.*)\]/, '$1 $2').replace(/\[[^\]]*\]/g, ''));
  return {
    items: rows.filter((r) => /^\d+× /.test(r)).length,
    totals: rows.filter((r) => /^Totaal/.test(r)).length,
    rules: rows.filter((r) => /^-{3,}$/.test(r.trim())).length,
  };
}

const shapeOf = (order: TicketOrder) => ({
  items: order.lines.length,
  totals: 1,
  rules: oneLine(order.remarks ?? '') ? 3 : 2,
});

/** Any string, with line breaks, controls, separators and Star markup made likely. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc
    .array(
      fc.constantFrom(
        '\n',
        '\r',
        '\r\n',
        '\t',
        '\u000b',
        '\u000c',
        '\u0085',
        '\u2028',
        '\u2029',
        '\u202e',
        '\u001b',
        '[',
        ']',
        '\\',
        ';',
        '[cut: feed; partial]',
        '[magnify: width 3; height 3]',
        '----',
        '3× Hele kip van het spit',
        '3x Hele kip',
        '+ Knoflooksaus',
        'Totaal (betaald)',
        '   EUR 0,00',
        'kip'.repeat(20),
        '鸡'.repeat(30),
        ' ',
        ' '.repeat(48),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

const orders = fc
  .record({
    customerName: nasty,
    remarks: fc.option(nasty, { nil: null }),
    address: fc.option(nasty, { nil: null }),
    options: fc.array(fc.array(nasty, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ customerName, remarks, address, options }): TicketOrder => ({
    ...base,
    customerName,
    remarks,
    address,
    lines: options.map((optionTexts, i) => ({
      name: `Product ${i + 1}`,
      quantity: i + 1,
      optionTexts,
      allergens: [],
    })),
  }));

/** The same order with every free text plain: the tags an order of this shape has. */
const plain = (order: TicketOrder): TicketOrder => ({
  ...order,
  customerName: 'x',
  remarks: oneLine(order.remarks ?? '') ? 'x' : null,
  address: oneLine(order.address ?? '') ? 'x' : null,
  lines: order.lines.map((l) => ({ ...l, optionTexts: l.optionTexts.map(() => 'x') })),
});

describe('a kitchen ticket that cannot be forged', () => {
  it("prints the issue's forged name and remarks as what they are: one order line per line, one total", () => {
    const lines = kitchenTicket(forged, 'Amsterdam');
    const text = ticketText(lines);
    expect(textShape(text)).toEqual({ ...shapeOf(forged), tooWide: 0 });
    const joined = text.replace(/\n +> /g, ' ');
    expect(joined).toContain('Klant: Piet 3x Hele kip van het spit + Knoflooksaus');
    expect(joined).toContain('Opmerking: geen ui ---- Totaal (betaald) EUR 0,00');
    expect(markupShape(ticketMarkup(lines))).toEqual(shapeOf(forged));
  });

  it('has exactly the lines of its structure for any name, remarks, address and option texts', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const lines = kitchenTicket(order, 'Amsterdam');
        const text = ticketText(lines);
        expect(textShape(text)).toEqual({ ...shapeOf(order), tooWide: 0 });
        for (const row of text.split('\n')) expect(row).toMatch(/^[\x20-\x7e]*$/);
        const markup = ticketMarkup(lines);
        expect(markupShape(markup)).toEqual(shapeOf(order));
        // The same tags as any ordinary order of this shape: no tag of the customer's own.
        expect(markupTags(markup)).toEqual(
          markupTags(ticketMarkup(kitchenTicket(plain(order), 'Amsterdam'))),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('never lets the printer wrap a row: every markup row fits the paper, wide characters counted twice', () => {
    fc.assert(
      fc.property(orders, (order) => {
        for (const row of ticketMarkup(kitchenTicket(order, 'Amsterdam')).split('\n')) {
          const visible = row
            .replace(/\[column: left: (.*); right: (.*)\]/, '$1 $2')
            .replace(/\[[^\]]*\]/g, '')
            .replace(/\\(.)/g, '$1');
          let cells = 0;
          for (const ch of visible) cells += ch.codePointAt(0)! >= 0x1100 ? 2 : 1;
          expect(cells, row).toBeLessThanOrEqual(TICKET_WIDTH);
        }
      }),
      { numRuns: 200 },
    );
  });
});
