/**
 * An order placed on the English site gets every e-mail in English (issue 20), through the real
 * checkout, payment webhook, kitchen routes and outbox: the confirmation, the kitchen's mails, the
 * credit note of a cancellation, each with the English privacy footer. A privacy request from the
 * English site is answered in English; a contact message stays Dutch for staff and says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { makeAccount, sessionCookie } from '../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../test/checkout-fixtures';
import { contact } from '../../test/content-fixtures';
import { fakeProvider, payThroughWebhook } from '../../test/fake-provider';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open until 22:00.
const EVENING = new Date('2026-11-25T17:00:00Z');
const provider = fakeProvider();

let t: TestApp;
let staff: string;
let site: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => EVENING, paymentProvider: provider } });
  site = testConfig().siteUrl;
  staff = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'kok-en@example.nl', role: 'staff', location: 'amsterdam' }))
      .id,
    { now: EVENING },
  );
});
afterAll(() => t.close());

/** A visitor of the English site checks out and pays; answers the paid order. */
async function paidEnglishOrder(email: string) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/checkout?lang=en',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ email, fulfilment: 'pickup' }),
  });
  expect(placed.statusCode).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.json().orderId));
  expect(order!.lang).toBe('en');
  await payThroughWebhook(t, provider, order!.id);
  return order!;
}

function kitchen(id: string, action: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/${action}`,
    headers: { ...SAME_ORIGIN, cookie: staff },
    payload,
  });
}

async function mailsTo(email: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

const englishFooter = () =>
  `See, download or delete the details Gouden Haan holds about you: ${site}/en/mijn-gegevens`;

describe('an order placed in English', () => {
  it('is confirmed, accepted and cancelled in English, each mail linking the English pages', async () => {
    const order = await paidEnglishOrder('sam-en@example.com');
    const [confirmation] = await mailsTo('sam-en@example.com');
    expect(confirmation!.subject).toBe(`Your order #${order.number} at Gouden Haan Amsterdam is confirmed`);
    expect(confirmation!.text).toContain('Thank you for your order at Gouden Haan Amsterdam!');
    expect(confirmation!.text).toContain(`${site}/en/betaald?order=${order.publicId}`);
    expect(confirmation!.text).toContain(englishFooter());
    expect(confirmation!.html).toContain('<html lang="en">');

    expect((await kitchen(order.id, 'accept', { minutes: 20 })).statusCode).toBe(200);
    const accepted = (await mailsTo('sam-en@example.com'))[1]!;
    expect(accepted.subject).toMatch(new RegExp(`^Your order #${order.number} will be ready around `));
    expect(accepted.text).toContain('The kitchen has started on your order');
    expect(accepted.text).toContain(`Follow your order live: ${site}/en/betaald?order=${order.publicId}`);
    expect(accepted.text).toContain(englishFooter());

    expect((await kitchen(order.id, 'reject', { reason: 'other', note: 'Oven defect' })).statusCode).toBe(
      200,
    );
    const after = (await mailsTo('sam-en@example.com')).slice(2);
    const cancelled = after.find((m) => m.subject.includes('cancelled'))!;
    expect(cancelled.subject).toBe(`Your order #${order.number} has been cancelled and refunded`);
    expect(cancelled.text).toContain(`Order it again: ${site}/en/bestel-opnieuw/${order.publicId}`);
    const creditNote = after.find((m) => m.subject.startsWith('Credit note'))!;
    expect(creditNote.text).toContain('Reason: Order cancelled: Oven defect');
    expect(creditNote.text).toContain(
      `Your order and your refund: ${site}/en/betaald?order=${order.publicId}`,
    );
    expect(creditNote.text).toContain(englishFooter());
    for (const mail of [confirmation!, accepted, cancelled, creditNote]) {
      expect(mail.text).not.toMatch(/Hallo|Bedankt|Volg je bestelling|Je gegevens bij Gouden Haan/);
    }
  });
});

describe('a request from the English site', () => {
  it('for one’s data is answered in English with a link to the English page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/requests?lang=en',
      headers: SAME_ORIGIN,
      remoteAddress: '10.33.0.1',
      payload: { email: 'Sam-Privacy@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('sam-privacy@example.com');
    expect(mail!.subject).toBe('Your details at Gouden Haan');
    expect(mail!.text).toMatch(new RegExp(`${site}/en/mijn-gegevens\\?token=[\\w-]+`));
    expect(mail!.text).toContain(englishFooter());
  });

  it('through the contact form reaches staff in Dutch, saying to answer in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact?lang=en',
      headers: SAME_ORIGIN,
      remoteAddress: '10.33.0.2',
      payload: {
        ...contact,
        email: 'visitor-en@example.com',
        subject: 'Birthday',
        message: 'Table for twelve?',
      },
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.replyTo === 'visitor-en@example.com')!;
    expect(mail.subject).toBe('Contactformulier: Birthday');
    expect(mail.text).toContain('Verstuurd via de Engelse site: antwoord bij voorkeur in het Engels.');
    expect(mail.text).toContain('Je gegevens bij Gouden Haan inzien, downloaden of laten verwijderen');
  });
});
