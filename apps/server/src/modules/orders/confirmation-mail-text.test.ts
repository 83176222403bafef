/** The confirmation e-mail's wording: a dated expected time, a readable address, `#N` numbering. */
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { confirmationMail } from './confirmation-mail';
import type { OrderRow } from './orders.repository';

const location = {
  name: 'Gouden Haan Amsterdam',
  street: 'Ferdinand Bolstraat 1',
  postcode: '1072 LA',
  city: 'Amsterdam',
  phone: '020 123 4567',
  email: 'amsterdam@goudenhaan.nl',
};

const SITE = 'https://goudenhaan.example';

// A fake order row: only the fields the mail reads.
const order = (over: Partial<OrderRow> = {}) =>
  ({
    number: 2,
    publicId: 'abcdefghijklmnopqrstuv',
    lang: 'nl',
    fulfilment: 'delivery',
    customerName: 'Sanne',
    email: 'sanne@example.nl',
    street: 'Ferdinand Bolstraat',
    houseNumber: '12',
    addition: '2',
    postcode: '1072 LA',
    city: 'Amsterdam',
    expectedAt: new Date('2026-11-25T16:30:00Z'),
    lines: [],
    subtotalCents: 950,
    deliveryFeeCents: 250,
    totalCents: 1200,
    vatCents: 99,
    remarks: null,
    ...over,
  }) as unknown as OrderRow;

describe('confirmationMail', () => {
  it('names the expected time by its date, not "morgen"', () => {
    const mail = confirmationMail(order(), location, SITE);
    expect(mail.text).toContain('Verwachte bezorgtijd: woensdag 25 november 17:30');
    expect(mail.html).toContain('woensdag 25 november 17:30');
    expect(mail.text).not.toMatch(/morgen|vandaag/);
  });

  it('keeps the house number and its addition apart', () => {
    expect(confirmationMail(order(), location, SITE).text).toContain(
      'Bezorgadres: Ferdinand Bolstraat 12 2, 1072 LA',
    );
    expect(confirmationMail(order({ addition: 'B' }), location, SITE).text).toContain(
      'Ferdinand Bolstraat 12 B,',
    );
    expect(confirmationMail(order({ addition: null }), location, SITE).text).toContain(
      'Ferdinand Bolstraat 12,',
    );
  });

  it('says what to pay at pickup for an order paid at the counter, and "ontvangen" once it is paid', () => {
    const counter = confirmationMail(
      order({ fulfilment: 'pickup', payAtPickup: true, paidAt: null }),
      location,
      SITE,
    );
    expect(counter.text).toContain('Je betaalt bij het afhalen.');
    expect(counter.text).toContain(`Betalen bij afhalen: ${formatEuro(1200)}`);
    expect(counter.text).not.toContain('betaling ontvangen');
    expect(counter.html).toContain('Betalen bij afhalen');
    expect(counter.html).not.toContain('betaling ontvangen');
    const paid = confirmationMail(order({ paidAt: new Date('2026-11-25T16:00:00Z') }), location, SITE);
    expect(paid.text).toContain('We hebben je betaling ontvangen.');
    expect(paid.text).not.toContain('Betalen bij afhalen');
  });

  it('writes the order number as #2 in subject, text and html', () => {
    const mail = confirmationMail(order(), location, SITE);
    expect(mail.subject).toBe('Bevestiging van je bestelling #2 bij Gouden Haan Amsterdam');
    expect(mail.text).toContain('Bestelnummer: #2');
    expect(mail.html).toContain('<strong>Bestelnummer:</strong> #2<br>');
  });

  it('links the live order page and "Bestel opnieuw" by the order\'s public id (issue 18)', () => {
    const mail = confirmationMail(order(), location, SITE);
    expect(mail.text).toContain(`Volg je bestelling live: ${SITE}/betaald?order=abcdefghijklmnopqrstuv`);
    expect(mail.text).toContain(`Bestel opnieuw: ${SITE}/bestel-opnieuw/abcdefghijklmnopqrstuv`);
    expect(mail.html).toContain(`href="${SITE}/betaald?order=abcdefghijklmnopqrstuv"`);
    expect(mail.html).toContain(`href="${SITE}/bestel-opnieuw/abcdefghijklmnopqrstuv"`);
  });
});
