/**
 * Every e-mail a customer gets is written in the language the order was placed in (issue 20): the
 * words, the links to the English pages, the names of what was ordered and the privacy footer. A
 * Dutch order's mails stay word for word what they were.
 */
import { describe, expect, it } from 'vitest';
import { formatEuro, vatRows } from '@gh/domain';
import type { Lang } from '@gh/i18n';
import type { OrderLineSnapshot } from '../db/schema';
import { inLanguage } from '../lib/lang';
import { customerMail } from '../modules/admin-orders/customer-mail';
import { confirmationMail } from '../modules/orders/confirmation-mail';
import type { OrderRow } from '../modules/orders/orders.repository';
import { requestMail } from '../modules/privacy/privacy.service';
import { creditNoteMail } from '../modules/refunds/credit-note-mail';
import type { RefundRow } from '../modules/orders/refunds.repository';
import { paymentLinkMail } from '../modules/staff-orders/staff-orders.service';
import { mailVatRows } from './mail-text';
import { privacyMailFooter, withFooter } from './outbox';

const SITE = 'https://goudenhaan.example';
const location = {
  name: 'Gouden Haan Amsterdam',
  street: 'Ferdinand Bolstraat 1',
  postcode: '1072 LA',
  city: 'Amsterdam',
  phone: '020 123 45 67',
  email: 'amsterdam@goudenhaan.nl',
};

/** Half a chicken with a sauce; its English names as the order keeps them beside the Dutch ones. */
const line = {
  productId: '00000000-0000-4000-8000-000000000000',
  name: 'Halve kip van het spit',
  nameEn: 'Half spit-roast chicken',
  category: 'kip',
  quantity: 2,
  unitPriceCents: 995,
  totalCents: 1990,
  rule: 'product',
  selectedOptions: [
    { choice: 'Knoflooksaus', choiceEn: 'Garlic sauce', priceCents: 0, count: 1, amountCents: 0 },
  ],
  allergens: ['eieren', 'mosterd'],
  vatRate: 9,
} as unknown as OrderLineSnapshot;

function order(lang: Lang, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    publicId: 'pub123',
    number: 42,
    lang,
    locationSlug: 'amsterdam',
    status: 'paid',
    fulfilment: 'pickup',
    customerName: 'Sam',
    email: 'sam@example.com',
    street: null,
    houseNumber: null,
    addition: null,
    postcode: null,
    city: null,
    expectedAt: new Date('2026-11-25T17:30:00Z'),
    createdAt: new Date('2026-11-25T16:55:00Z'),
    lines: [line],
    subtotalCents: 1990,
    deliveryFeeCents: 0,
    totalCents: 1990,
    vatCents: 164,
    vatParts: [{ rate: 9, grossCents: 1990, netCents: 1826, vatCents: 164 }],
    discounts: [],
    remarks: null,
    payAtPickup: false,
    paidAt: new Date('2026-11-25T16:56:00Z'),
    anonymisedAt: null,
    ...overrides,
  } as OrderRow;
}

const en = (cents: number) => inLanguage('en', () => formatEuro(cents));
const nl = (cents: number) => inLanguage('nl', () => formatEuro(cents));

/** Business details as the owner sets them in the admin (decision 044). */
const BUSINESS = {
  legalName: 'Gouden Haan Amsterdam B.V.',
  legalAddress: 'Damstraat 1, 1012 JS Amsterdam',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B13',
};

describe('the confirmation', () => {
  it('is the receipt as Dutch invoicing rules ask: invoice number and date, seller, KvK number, btw-id', () => {
    const mail = confirmationMail(order('nl'), { ...location, ...BUSINESS }, SITE);
    expect(mail.text).toContain('Factuurgegevens');
    expect(mail.text).toContain('Factuurnummer: 42');
    expect(mail.text).toMatch(/Factuurdatum: \d{1,2} \w+ 20\d\d/);
    expect(mail.text).toContain('Verkoper: Gouden Haan Amsterdam B.V., Damstraat 1, 1012 JS Amsterdam');
    expect(mail.text).toContain('KvK-nummer: 12345678');
    expect(mail.text).toContain('Btw-id: NL123456789B13');
    expect(mail.html).toContain('<strong>KvK-nummer:</strong> 12345678');
    const plain = confirmationMail(order('en'), location, SITE);
    expect(plain.text).toContain('Seller: Gouden Haan Amsterdam, Ferdinand Bolstraat 1, 1072 LA Amsterdam');
    expect(plain.text).not.toMatch(/KvK|VAT ID/);
  });

  it('of an English order is in English, with English names and links to the English pages', () => {
    const mail = confirmationMail(order('en'), location, SITE);
    expect(mail.subject).toBe('Your order #42 at Gouden Haan Amsterdam is confirmed');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain(
      "Thank you for your order at Gouden Haan Amsterdam! We've received your payment.",
    );
    expect(mail.text).toContain('2 x Half spit-roast chicken (Garlic sauce)');
    expect(mail.text).toContain(`Total: ${en(1990)}`);
    expect(mail.text).toContain('Ready to collect from: ');
    expect(mail.text).toContain(`Follow your order live: ${SITE}/en/betaald?order=pub123`);
    expect(mail.text).toContain(`Fancy the same again? Order again: ${SITE}/en/bestel-opnieuw/pub123`);
    expect(mail.text).toContain('Any questions? Call us on 020 123 45 67 or email amsterdam@goudenhaan.nl.');
    expect(mail.text).not.toMatch(/Bedankt|Bestelnummer|Totaal|Volg je/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<a href="${SITE}/en/betaald?order=pub123"`);
    expect(mail.html).toContain(
      'Any questions? Call us on 020 123 45 67 or email <a href="mailto:amsterdam@goudenhaan.nl">amsterdam@goudenhaan.nl</a>.',
    );
    expect(mail.html).toContain('We&#39;ve received your payment');
    expect(mail.lang).toBe('en');
  });

  it('of an English order paid at the counter says so in English', () => {
    const mail = confirmationMail(order('en', { payAtPickup: true, paidAt: null }), location, SITE);
    expect(mail.text).toContain("You'll pay when you collect it.");
    expect(mail.text).toContain(`To pay on collection: ${en(1990)}`);
    expect(mail.html).toContain('To pay on collection');
  });

  it('follows the order, not the request that happens to send it (a payment made on an English page)', () => {
    const mail = inLanguage('en', () => confirmationMail(order('nl'), location, SITE));
    expect(mail.subject).toBe('Bevestiging van je bestelling #42 bij Gouden Haan Amsterdam');
    expect(mail.text).toContain(`Totaal: ${nl(1990)}`);
    expect(mail.lang).toBe('nl');
  });

  it('of a Dutch order is the Dutch one, with the Dutch names and pages', () => {
    const mail = confirmationMail(order('nl'), location, SITE);
    expect(mail.subject).toBe('Bevestiging van je bestelling #42 bij Gouden Haan Amsterdam');
    expect(mail.text).toContain('Hallo Sam,');
    expect(mail.text).toContain(
      'Bedankt voor je bestelling bij Gouden Haan Amsterdam! We hebben je betaling ontvangen.',
    );
    expect(mail.text).toContain('2 x Halve kip van het spit (Knoflooksaus)');
    expect(mail.text).toContain(`Totaal: ${nl(1990)}`);
    expect(mail.text).toContain(`Volg je bestelling live: ${SITE}/betaald?order=pub123`);
    expect(mail.text).toContain(`Nog eens hetzelfde? Bestel opnieuw: ${SITE}/bestel-opnieuw/pub123`);
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain(
      'Vragen? Bel ons op 020 123 45 67 of mail naar <a href="mailto:amsterdam@goudenhaan.nl">amsterdam@goudenhaan.nl</a>.',
    );
  });
});

describe('the privacy footer', () => {
  it('links the English page in English, the Dutch one in Dutch', () => {
    const english = withFooter({ text: 'Hi', html: '<body>Hi</body>' }, privacyMailFooter(SITE, 'en'));
    expect(english.text).toContain(
      `See, download or delete the details Gouden Haan holds about you: ${SITE}/en/mijn-gegevens`,
    );
    expect(english.html).toContain(`<a href="${SITE}/en/mijn-gegevens">`);
    const dutch = privacyMailFooter(SITE, 'nl');
    expect(dutch.text).toBe(
      `\n--\nJe gegevens bij Gouden Haan inzien, downloaden of laten verwijderen: ${SITE}/mijn-gegevens\n`,
    );
  });
});

const refund = {
  id: 'r1',
  number: 7,
  orderId: '11111111-1111-4111-8111-111111111111',
  amountCents: 995,
  reason: 'Wrong sauce',
  lines: [{ index: 0, name: 'Halve kip van het spit', quantity: 1, grossCents: 995, vatRate: 9 }],
  vatParts: [{ rate: 9, grossCents: 995, netCents: 913, vatCents: 82 }],
  createdAt: new Date('2026-11-25T18:00:00Z'),
} as unknown as RefundRow;

describe('the credit note', () => {
  it('of an English order is in English, naming the refunded line in English', () => {
    const mail = creditNoteMail(order('en'), refund, location, SITE);
    expect(mail.subject).toBe(`Credit note CN-000007: ${en(995)} refunded for order #42`);
    expect(mail.text).toContain(`We're refunding ${en(995)} for your order #42`);
    expect(mail.text).toContain('Reason: Wrong sauce');
    expect(mail.text).toMatch(/For invoice: 42 of \d{1,2} \w+ 20\d\d \(order #42\)/);
    // No business details filled in: the restaurant by its own name and address, no empty numbers.
    expect(mail.text).toContain('Seller: Gouden Haan Amsterdam, Ferdinand Bolstraat 1, 1072 LA Amsterdam');
    expect(mail.text).not.toMatch(/KvK|VAT ID/);
    expect(mail.text).toContain('1 x Half spit-roast chicken (VAT 9%)');
    expect(mail.text).toContain(`Total refunded: −${en(995)}`);
    expect(mail.text).toContain(`Your order and your refund: ${SITE}/en/betaald?order=pub123`);
    expect(mail.text).not.toMatch(/Creditnota|Reden|Totaal terug/);
    expect(mail.html).toContain('View your order');
  });

  it('of a cancelled English order gives the reason in English words around the staff’s', () => {
    const mail = creditNoteMail(order('en'), { ...refund, lines: null }, location, SITE, {
      cancelledReason: 'Oven defect',
    });
    expect(mail.text).toContain('Reason: Order cancelled: Oven defect');
    expect(mail.text).toContain(`Amount refunded  −${en(995)}`);
  });

  it('names the seller by its legal name, address, KvK number and btw-id where the owner set them', () => {
    const mail = creditNoteMail(order('nl'), refund, { ...location, ...BUSINESS }, SITE);
    expect(mail.text).toContain('Verkoper: Gouden Haan Amsterdam B.V., Damstraat 1, 1012 JS Amsterdam');
    expect(mail.text).toContain('KvK-nummer: 12345678');
    expect(mail.text).toContain('Btw-id: NL123456789B13');
    expect(mail.text).toContain(`Totaal terug: − ${nl(995)}`);
    expect(mail.html).toContain('<strong>Btw-id:</strong> NL123456789B13');
  });

  it('of a Dutch order is the Dutch one', () => {
    const mail = creditNoteMail(order('nl'), { ...refund, reason: 'Saus vergeten' }, location, SITE, {});
    expect(mail.subject).toBe(`Creditnota CN-000007: ${nl(995)} terug voor bestelling #42`);
    expect(mail.text).toContain('1 x Halve kip van het spit (btw 9%)');
    expect(mail.text).toContain('Reden: Saus vergeten');
    expect(
      creditNoteMail(order('nl'), { ...refund, lines: null }, location, SITE, {
        cancelledReason: 'Oven stuk',
      }).text,
    ).toContain('Reden: Bestelling geannuleerd: Oven stuk');
  });
});

describe('the kitchen’s mails', () => {
  it('of an English order are in English, linking the English pages', () => {
    const accepted = customerMail(order('en'), { kind: 'accepted' }, SITE)!;
    expect(accepted.subject).toMatch(/^Your order #42 will be ready around /);
    expect(accepted.text).toMatch(
      /^Hi Sam,\n\nThe kitchen has started on your order #42\. It will be ready for you around /,
    );
    expect(accepted.text).toContain(`Follow your order live: ${SITE}/en/betaald?order=pub123`);
    expect(accepted.text).toContain('See you soon,\nGouden Haan');
    expect(accepted.lang).toBe('en');
    const ready = customerMail(order('en'), { kind: 'ready' }, SITE)!;
    expect(ready.subject).toBe('Your order #42 is ready');
    expect(ready.text).toContain(`The total was ${en(1990)}.`);
    const cancelled = customerMail(
      order('en'),
      { kind: 'cancelled', reason: 'Oven defect', refundedCents: 1990 },
      SITE,
    )!;
    expect(cancelled.subject).toBe('Your order #42 has been cancelled and refunded');
    expect(cancelled.text).toContain(
      "We're sorry, but we've had to cancel your order #42.\nReason: Oven defect",
    );
    expect(cancelled.text).toContain(`We're refunding the full ${en(1990)}`);
    expect(cancelled.text).toContain(`Order it again: ${SITE}/en/bestel-opnieuw/pub123`);
  });

  it('of a Dutch order are the Dutch ones', () => {
    const cancelled = customerMail(
      order('nl'),
      { kind: 'cancelled', reason: 'Oven stuk', refundedCents: 1990, partlyBefore: true },
      SITE,
    )!;
    expect(cancelled.subject).toBe('Je bestelling #42 is geannuleerd en terugbetaald');
    expect(cancelled.text).toBe(
      `Hallo Sam,\n\nHelaas hebben we je bestelling #42 moeten annuleren.\nReden: Oven stuk\nWe storten de rest van het bedrag van ${nl(1990)} terug; je ziet het binnen een paar werkdagen op je rekening. Vragen? Neem gerust contact met ons op.\n\nVolg je bestelling live: ${SITE}/betaald?order=pub123\n\nToch zin in hetzelfde? Bestel opnieuw: ${SITE}/bestel-opnieuw/pub123\n\nTot snel,\nGouden Haan\n`,
    );
  });
});

describe('the payment link of an order taken by phone', () => {
  it('is in English when the order is, else in Dutch', () => {
    const english = paymentLinkMail(
      order('en', { status: 'pending_payment', paidAt: null }),
      `${SITE}/pay/1`,
    );
    expect(english.subject).toBe('Payment link for your order #42 at Gouden Haan');
    expect(english.text).toContain(`Thank you for your order #42 at Gouden Haan (${en(1990)}).`);
    expect(english.text).toContain('Pay for your order with this link:');
    expect(english.text).toContain('within 15 minutes');
    const dutch = paymentLinkMail(order('nl', { status: 'pending_payment', paidAt: null }), `${SITE}/pay/1`);
    expect(dutch.subject).toBe('Betaallink voor je bestelling #42 bij Gouden Haan');
    expect(dutch.text).toContain(
      'Zodra je betaald hebt, gaat de keuken aan de slag. Betaal je niet binnen 15 minuten, dan vervalt\nje tijdstip; bel ons dan gerust.',
    );
  });
});

describe('the privacy request', () => {
  it('is written in the language of the request that asked for it', () => {
    const english = inLanguage('en', () =>
      requestMail('sam@example.com', `${SITE}/en/mijn-gegevens?token=x`),
    );
    expect(english.subject).toBe('Your details at Gouden Haan');
    expect(english.text).toContain('The link works for 24 hours:');
    expect(english.lang).toBe('en');
    const dutch = requestMail('sam@example.com', `${SITE}/mijn-gegevens?token=x`);
    expect(dutch.subject).toBe('Je gegevens bij Gouden Haan');
    expect(dutch.lang).toBe('nl');
  });
});

describe('the VAT rows and allergens of a mail', () => {
  const parts = [
    { rate: 9, grossCents: 1990, netCents: 1826, vatCents: 164 },
    { rate: 21, grossCents: 1500, netCents: 1240, vatCents: 260 },
  ];

  it('say in Dutch what receipts and tickets say', () => {
    expect(inLanguage('nl', () => mailVatRows(parts))).toEqual(vatRows(parts));
  });

  it('are English in an English order’s mail', () => {
    const mail = confirmationMail(order('en'), location, SITE);
    expect(mail.text).toContain(`Including VAT (9%) on ${en(1826)} net: ${en(164)}`);
    expect(mail.text).toMatch(/ {3}Contains /);
    expect(mail.text).not.toMatch(/Bevat|Waarvan btw/);
  });
});
