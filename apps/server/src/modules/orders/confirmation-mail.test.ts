/** The confirmation e-mail over real SMTP: a paid order sends one message to the customer. */
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { orders } from '../../db/schema';
import { inLanguage } from '../../lib/lang';
import { createMailer } from '../../mail/mailer';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

const PORT = process.env.TEST_DB === 'postgres' ? 3406 : 3404;
const received: { from: string; to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

/** The decoded text of a quoted-printable MIME message, good enough to search in. */
function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(PORT, '127.0.0.1', resolve));
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${PORT}`,
    from: 'Gouden Haan <bestellingen@goudenhaan.nl>',
    dataDir: '/tmp',
    log: () => {},
  });
  t = await createTestApp({ deps: { now: () => new Date('2026-11-25T17:00:00Z'), mailer } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Checks the cart out (on the English site with `?lang=en`); answers the order's and payment's ids. */
async function checkout(cookie: string, body: Record<string, unknown>, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/checkout${query}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody(body),
  });
  expect(res.statusCode).toBe(201);
  return {
    orderId: res.json().orderId as string,
    paymentId: res.json().checkoutUrl.split('/').pop() as string,
  };
}

/** Pays at the demo provider, as the customer's browser does. */
function payDemo(paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${paymentId}`,
    headers: SAME_ORIGIN,
    payload: { outcome: 'paid' },
  });
}

describe('confirmation e-mail', () => {
  it('goes out once over SMTP with the lines, totals, address, time and contact', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
      { name: 'Crispy chicken burger', options: ['Extra kaas'] },
    ]);
    const { orderId, paymentId } = await checkout(cookie, { email: 'sanne@example.nl' });
    for (let i = 0; i < 3; i++) expect((await payDemo(paymentId)).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
    expect(order!.confirmationSentAt).not.toBeNull();
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['sanne@example.nl']);
    expect(mail.from).toBe('bestellingen@goudenhaan.nl');
    const text = decode(mail.raw);
    expect(text).toMatch(
      new RegExp(`Subject: Bevestiging van je bestelling #${order!.number} bij Gouden Haan\\s+Amsterdam`),
    );
    expect(text).toContain('multipart/alternative');
    expect(text).toContain('2 x Halve kip van het spit');
    expect(text).toContain('1 x Crispy chicken burger (Extra kaas €\u00a01,00)');
    // The allergens of what was chosen: the cheese adds nothing new to the burger's milk.
    expect(text).toContain('Bevat gluten, eieren, melk, mosterd, sesamzaad');
    expect(text).toContain('Bevat selderij');
    expect(text).toContain('Totaal: €\u00a031,35');
    expect(text).toContain('Bezorgadres: Ferdinand Bolstraat 12 B, 1072 LN Amsterdam');
    expect(text).toContain('Verwachte bezorgtijd: woensdag 25 november 19:00');
    expect(text).toContain('020 123 45 67');
    // A Dutch order links the Dutch pages, its footer too.
    expect(text).toContain(`/betaald?order=${order!.publicId}`);
    expect(text).not.toContain('/en/');
    expect(text).toContain('Je gegevens bij Gouden Haan inzien, downloaden of laten verwijderen:');
  });

  it('of an order placed in English goes out in English, with links to the English pages', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const { orderId, paymentId } = await checkout(cookie, { email: 'sam@example.com' }, '?lang=en');
    await payDemo(paymentId);
    await t.app.outbox.drain();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
    const mail = received.find((m) => m.to.includes('sam@example.com'))!;
    const text = decode(mail.raw);
    expect(text).toMatch(
      new RegExp(`Subject: Your order #${order!.number} at Gouden Haan\\s+Amsterdam is\\s+confirmed`),
    );
    expect(text).toContain('Hi Sanne');
    expect(text).toContain("We've received your payment.");
    expect(text).toContain('Delivery address: Ferdinand Bolstraat 12 B, 1072 LN Amsterdam');
    expect(text).toContain(`Total: ${inLanguage('en', () => formatEuro(order!.totalCents))}`);
    expect(text).toContain(`/en/betaald?order=${order!.publicId}`);
    expect(text).toContain(`/en/bestel-opnieuw/${order!.publicId}`);
    expect(text).toContain('/en/mijn-gegevens');
    expect(text).toContain('<html lang="en">');
    expect(text).not.toMatch(/Bedankt|Bestelnummer|Totaal:|Volg je bestelling/);
  });

  it('goes out again when the process sending it died, once its lease ran out', async () => {
    const { cookie } = await seedCart(t.database.db, 'rotterdam', [{ name: 'Halve kip van het spit' }]);
    const { paymentId } = await checkout(cookie, { fulfilment: 'pickup', email: 'joris@example.nl' });
    await payDemo(paymentId);
    const toJoris = () => received.filter((m) => m.to.includes('joris@example.nl')).length;
    // Taken by a worker that died while sending (a kill -9 mid-send): its lease still runs.
    const died = (leaseMinutes: number) =>
      t.database.db.execute(
        sql`update outbox set attempts = 1, locked_until = ${new Date(Date.parse('2026-11-25T17:00:00Z') + leaseMinutes * 60_000).toISOString()}::timestamptz
          where message->>'to' = 'joris@example.nl'`,
      );
    await died(4);
    await t.app.outbox.drain();
    expect(toJoris()).toBe(0);
    // Past the lease its sender is gone: the next worker sends it, once.
    await died(-1);
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    await t.app.orders.reconcile();
    await t.app.outbox.drain();
    expect(toJoris()).toBe(1);
  });
});
