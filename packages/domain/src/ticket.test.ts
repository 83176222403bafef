import { describe, expect, it } from 'vitest';
import {
  kitchenTicket,
  printableAscii,
  ticketMarkup,
  ticketText,
  TICKET_WIDTH,
  type TicketOrder,
} from './ticket';
import { printedOk, printerProblem, printerStatusText } from './printer';

const order: TicketOrder = {
  number: 1042,
  fulfilment: 'delivery',
  asap: false,
  expectedAt: '2026-11-26T17:30:00Z',
  createdAt: '2026-11-26T16:55:00Z',
  customerName: 'Sanne de Vries',
  phone: '0612345678',
  address: 'Ferdinand Bolstraat 10, 1072 LK Amsterdam',
  remarks: 'Graag extra servetten [en] geen ui, bel aan bij de achterdeur want de voordeur klemt',
  lines: [
    { name: 'Halve kip van het spit', quantity: 2, optionTexts: ['Knoflooksaus'], allergens: ['eieren'] },
    { name: 'Gouden Haan T-shirt', quantity: 1, optionTexts: [], allergens: [] },
  ],
  subtotal: 38.9,
  deliveryFee: 2.5,
  total: 41.4,
  vatByRate: [
    { rate: 9, gross: 21.4, net: 19.63, vat: 1.77 },
    { rate: 21, gross: 20, net: 16.53, vat: 3.47 },
  ],
};

describe('the kitchen ticket', () => {
  it('says everything the kitchen needs, with net and VAT per rate', () => {
    const text = ticketText(kitchenTicket(order, 'Amsterdam'));
    expect(text).toContain('#1042');
    expect(text).toContain('BEZORGEN donderdag 26 november 18:30');
    expect(text).toContain('2x Halve kip van het spit');
    expect(text).toContain('  + Knoflooksaus');
    expect(text).toContain('  ! Bevat eieren');
    expect(text).toMatch(/Bezorgkosten +EUR 2,50/);
    expect(text).toMatch(/Waarvan btw \(9%\) over EUR 19,63 netto +EUR 1,77/);
    expect(text).toMatch(/Waarvan btw \(21%\) over EUR 16,53 netto +EUR 3,47/);
    for (const line of text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(TICKET_WIDTH);
      expect(line).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('tells the kitchen and the courier to check an ID when the order holds an 18+ product (decision 048)', () => {
    const plain = ticketText(kitchenTicket(order, 'Amsterdam'));
    expect(plain).not.toContain('Legitimatie');
    const text = ticketText(kitchenTicket({ ...order, ageCheck: true }, 'Amsterdam'));
    const rows = text.split('\n');
    const at = rows.indexOf('! Legitimatie controleren (18+)');
    // Under the address, above the lines: what the courier reads at the door.
    expect(at).toBeGreaterThan(rows.findIndex((r) => r.startsWith('Adres:')));
    expect(at).toBeLessThan(rows.findIndex((r) => r.startsWith('2x Halve kip')));
  });

  it('lists each discount on its own line, and says when a counter order is still to be paid', () => {
    const text = ticketText(
      kitchenTicket(
        {
          ...order,
          discounts: [{ label: 'Kortingscode KIP10', amount: 3.89 }],
          payAtPickup: true,
          paidAt: null,
        },
        'Amsterdam',
      ),
    );
    expect(text).toMatch(/Kortingscode KIP10 +- EUR 3,89/);
    expect(text).toMatch(/Totaal \(betalen bij afhalen\) +EUR 41,40/);
  });

  it('marks a refunded line with what was given back, in text and in Star markup (issue 27 item 6)', () => {
    const refunded: TicketOrder = {
      ...order,
      lines: [
        { ...order.lines[0]!, refunded: { quantity: 1, amount: 9.45 } },
        { ...order.lines[1]!, name: 'Shirt [magnify: width 9]', refunded: { quantity: 1, amount: 20 } },
      ],
    };
    const text = ticketText(kitchenTicket(refunded, 'Amsterdam'));
    expect(text).toMatch(/2x Halve kip van het spit\n(.*\n)* {2}TERUGBETAALD 1 van 2 - EUR 9,45\n/);
    expect(text).toMatch(/1x Shirt \[magnify: width 9\]\n {2}TERUGBETAALD - EUR 20,00\n/);
    expect(ticketText(kitchenTicket(order, 'Amsterdam'))).not.toContain('TERUGBETAALD');
    const markup = ticketMarkup(kitchenTicket(refunded, 'Amsterdam'));
    expect(markup).toContain('[magnify: width 1; height 2]  TERUGBETAALD 1 van 2 − € 9,45[magnify]');
    expect(markup).toContain('[magnify: width 1; height 2]  TERUGBETAALD − € 20,00[magnify]');
    // The line's name stays escaped: no tag of a customer's or product's text reaches the printer.
    expect(markup).toContain('Shirt \\[magnify: width 9\\]');
  });

  it('marks a copy printed again', () => {
    expect(ticketText(kitchenTicket(order, 'Amsterdam', 3))).toContain('OPNIEUW GEPRINT (3e bon)');
    expect(ticketText(kitchenTicket(order, 'Amsterdam'))).not.toContain('OPNIEUW');
  });

  it('escapes markup characters of customers in Star markup and ends with a cut', () => {
    const markup = ticketMarkup(kitchenTicket(order, 'Amsterdam'));
    expect(markup).toContain('servetten \\[en\\] geen ui');
    expect(markup).toContain('[column: left: Waarvan btw (21%) over € 16,53 netto; right: € 3,47]');
    expect(markup.trimEnd().endsWith('[cut: feed; partial]')).toBe(true);
  });

  it('writes text the printer cannot print as ASCII', () => {
    expect(printableAscii('Crème brûlée × 2 · € 3,50')).toBe('Creme brulee x 2 - EUR 3,50');
  });
});

describe('the printer status', () => {
  it('reads CloudPRNT status codes, URL-encoded or not', () => {
    expect(printerProblem('200%20OK')).toBeNull();
    expect(printerProblem('211 Paper Low')).toBe('paper_low');
    expect(printerProblem('410%20Out%20of%20paper')).toBe('paper_out');
    expect(printerProblem('411 Paper jam')).toBe('paper_jam');
    expect(printerProblem('420 Cover open')).toBe('cover_open');
    expect(printerProblem('510 Incompatible media')).toBe('error');
    expect(printerProblem(null)).toBeNull();
  });

  it('counts a confirmation as printed for 2xx or OK only', () => {
    expect(printedOk('200 OK')).toBe(true);
    expect(printedOk('200%20OK')).toBe(true);
    expect(printedOk('OK')).toBe(true);
    expect(printedOk('520 Timeout')).toBe(false);
    expect(printedOk('410')).toBe(false);
    expect(printedOk('')).toBe(false);
  });

  it('says online with the seconds since the last poll, or offline since when', () => {
    const now = new Date('2026-11-26T17:04:30Z');
    expect(printerStatusText('2026-11-26T17:04:18Z', now)).toBe('Printer online, laatst 12 s geleden');
    expect(printerStatusText('2026-11-26T17:02:00Z', now)).toBe('Printer offline sinds 18:02');
    expect(printerStatusText(null, now)).toBe('Printer gekoppeld, nog niet gezien');
  });
});
