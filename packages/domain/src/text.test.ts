/** Issue 26 item 1: free text is folded to one line at the boundary, in the domain's schemas. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutBodySchema } from './checkout';
import { contactBodySchema } from './content';
import { refundBodySchema } from './refunds';
import { fewLines, hasControl, oneLine } from './text';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKING = new RegExp('[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]');

describe('one line is one line', () => {
  it('folds every control character, separator and invisible mark of any string to single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const line = oneLine(text);
        expect(line).not.toMatch(LINE_BREAKING);
        expect(hasControl(line)).toBe(false);
        expect(line).not.toMatch(/\s\s|^\s|\s$/);
        expect(oneLine(line)).toBe(line);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps line breaks of a few paragraphs as \\n and folds the rest', () => {
    expect(fewLines('Hallo,\r\n\r\n\r\n\r\nTot\u2028ziens\tPiet\u202e\u0000')).toBe(
      'Hallo,\n\nTot\nziens Piet',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const out = fewLines(text);
        expect(out.replace(/\n/g, '')).not.toMatch(LINE_BREAKING);
        expect(out).not.toMatch(/\n\n\n/);
      }),
    );
  });

  it("folds the checkout's name, address and remarks, as the issue's forged order sent them", () => {
    const body = checkoutBodySchema.parse({
      fulfilment: 'delivery',
      name: 'Piet\n3× Hele kip van het spit\n  + Knoflooksaus',
      email: 'piet@example.nl',
      phone: '0612345678',
      postcode: '1072 LK',
      houseNumber: '10',
      addition: 'A\u2028B',
      street: 'Ferdinand\tBolstraat\r\n',
      city: 'Amster\u0085dam',
      time: 'asap',
      remarks: 'geen ui\n----\nTotaal (betaald)   EUR 0,00',
      termsAccepted: true,
      idempotencyKey: 'abcdefghijklmnop1234',
    });
    expect(body.name).toBe('Piet 3× Hele kip van het spit + Knoflooksaus');
    expect(body.remarks).toBe('geen ui ---- Totaal (betaald) EUR 0,00');
    expect([body.addition, body.street, body.city]).toEqual(['A B', 'Ferdinand Bolstraat', 'Amster dam']);
  });

  it('measures a text after folding: a name of line breaks alone is empty', () => {
    const contact = contactBodySchema.safeParse({
      name: '\n\n\n',
      email: 'a@example.nl',
      location: 'amsterdam',
      subject: 'Vraag\nBcc: iemand@example.nl',
      message: 'Een vraag over\r\nde zaal.',
    });
    expect(contact.success).toBe(false);
    expect(contact.error!.issues.map((i) => i.path[0])).toEqual(['name']);
    const ok = contactBodySchema.parse({
      name: 'Fleur',
      email: 'a@example.nl',
      location: 'amsterdam',
      subject: 'Vraag\nBcc: iemand@example.nl',
      message: 'Een vraag over\r\nde zaal.',
    });
    expect(ok.subject).toBe('Vraag Bcc: iemand@example.nl');
    expect(ok.message).toBe('Een vraag over\nde zaal.');
    expect(refundBodySchema.parse({ reason: 'Klant\nbelde' }).reason).toBe('Klant belde');
  });
});
