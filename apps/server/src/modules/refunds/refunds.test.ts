/**
 * Refunds from the admin (issue 19.1, decision 028): partial then full, chosen lines, never more than
 * was paid (also under 20 staff at once), one refund and one provider call per idempotency key, the
 * credit note e-mail, the live order page, the orders view and the report reading the refunds table.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { auditLog, orders, refunds as refundRows } from '../../db/schema';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { fakeProvider } from '../../../test/fake-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertPaidOrder } from '../../../test/report-fixtures';

const provider = fakeProvider();
/** Every provider call, by idempotency key, whatever the provider makes of it. */
let calls: string[] = [];
const refundPayment = provider.refundPayment.bind(provider);
provider.refundPayment = async (input) => {
  calls.push(input.idempotencyKey);
  // A provider takes a while: long enough for concurrent callers to overlap.
  await new Promise((r) => setTimeout(r, 20));
  return refundPayment(input);
};

let t: TestApp;
let owner: string;
let rotterdamStaff: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { paymentProvider: provider } });
  const db = t.database.db;
  owner = await sessionCookie(db, (await makeAccount(db, { email: 'eigenaar@example.nl' })).id);
  rotterdamStaff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'rdam@example.nl', role: 'staff', location: 'rotterdam' })).id,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  calls = [];
});

/**
 * A paid order of € 12,90 at 9% (2 x € 4,95 kip) and € 15,00 at 21% (a T-shirt), delivered for
 * € 2,50: € 30,40 in all, its payment known to the provider.
 */
async function paidOrder(email = `klant-${Math.random().toString(36).slice(2)}@example.nl`) {
  const { order, paymentId } = await insertPaidOrder(t.database.db, {
    location: 'amsterdam',
    paidAt: new Date(Date.now() - 3600_000),
    fulfilment: 'delivery',
    feeCents: 250,
    email,
    status: 'completed',
    lines: [
      { name: 'Kippenpoot', priceCents: 645, quantity: 2, vatRate: 9 },
      { name: 'T-shirt Gouden Haan', priceCents: 1500, quantity: 1, vatRate: 21 },
    ],
  });
  // A public id of the shape the order routes accept.
  const publicId = `rf${order.id.replace(/-/g, '').slice(0, 20)}`;
  await t.database.db.update(orders).set({ publicId }).where(eq(orders.id, order.id));
  order.publicId = publicId;
  provider.payments.set(paymentId, {
    id: paymentId,
    status: 'paid',
    amountCents: order.totalCents,
    checkoutUrl: null,
    metadata: { orderId: order.id, publicId: order.publicId },
  });
  return { order, paymentId };
}

function refund(
  orderId: string,
  payload: Record<string, unknown>,
  options: { key?: string; cookie?: string; origin?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: {
      origin: options.origin ?? SAME_ORIGIN.origin,
      cookie: options.cookie ?? owner,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload,
  });
}

async function mailsTo(email: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

const refundedAtProvider = (paymentId: string) => provider.payments.get(paymentId)?.amountRefundedCents ?? 0;

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds an amount, then chosen lines, then what remains, each with a credit note', async () => {
    const { order, paymentId } = await paidOrder();
    expect(order.totalCents).toBe(3040);

    const first = await refund(order.id, { amount: 4.5, reason: 'Saus vergeten' }, { key: 'klik-een-1234' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ paid: 30.4, refunded: 4.5, remaining: 25.9 });
    const [partial] = first.json().refunds;
    expect(partial).toMatchObject({
      amount: 4.5,
      reason: 'Saus vergeten',
      status: 'refunded',
      by: 'eigenaar@example.nl',
      lines: null,
    });
    expect(partial.creditNote).toMatch(/^CN-\d{6}$/);
    // € 4,50 over the rates in proportion: 9% holds € 12,90 + € 2,50 of the € 30,40 (the fee went at
    // the main rate), 21% € 15,00.
    expect(
      partial.vatByRate.map((p: { gross: number }) => p.gross).reduce((a: number, b: number) => a + b),
    ).toBe(4.5);
    expect(refundedAtProvider(paymentId)).toBe(450);

    const lines = await refund(order.id, { lines: [{ index: 1, quantity: 1 }], reason: 'T-shirt te klein' });
    expect(lines.statusCode).toBe(201);
    const byLine = lines.json().refunds[1];
    expect(byLine).toMatchObject({
      amount: 15,
      lines: [{ index: 1, name: 'T-shirt Gouden Haan', quantity: 1, amount: 15, vatRate: 21 }],
      vatByRate: [{ rate: 21, gross: 15, net: 12.4, vat: 2.6 }],
    });
    expect(lines.json().lines[1]).toMatchObject({ quantity: 1, refundedQuantity: 1 });
    const again = await refund(order.id, { lines: [{ index: 1, quantity: 1 }], reason: 'Nog eens' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('T-shirt Gouden Haan is al helemaal terugbetaald.');

    const rest = await refund(order.id, { reason: 'Alles terug' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ paid: 30.4, refunded: 30.4, remaining: 0 });
    expect(rest.json().refunds[2]).toMatchObject({ amount: 10.9 });
    expect(refundedAtProvider(paymentId)).toBe(3040);
    expect(calls).toHaveLength(3);

    // The refunds' VAT adds up to the order's VAT per rate exactly.
    const stored = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    for (const part of order.vatParts) {
      const given = stored.flatMap((r) => r.vatParts).filter((p) => p.rate === part.rate);
      expect(given.reduce((s, p) => s + p.grossCents, 0)).toBe(part.grossCents);
      expect(given.reduce((s, p) => s + p.vatCents, 0)).toBe(part.vatCents);
    }

    const none = await refund(order.id, { amount: 0.01, reason: 'Nog een cent' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Deze bestelling is al helemaal terugbetaald.');

    // Each refund a credit note to the customer: number, date, what, VAT per rate, the order's page.
    const notes = (await mailsTo(order.email))
      .filter((m) => m.subject.startsWith('Creditnota'))
      .sort((a, b) => a.subject.localeCompare(b.subject));
    expect(notes).toHaveLength(3);
    expect(notes[0]!.subject).toBe(
      `Creditnota ${partial.creditNote}: ${formatEuro(450)} terug voor bestelling #${order.number}`,
    );
    expect(notes[0]!.text).toContain('Reden: Saus vergeten');
    expect(notes[0]!.text).toMatch(/Datum: \d{1,2} \w+ 20\d\d/);
    expect(notes[0]!.text).toContain(`Terugbetaald bedrag  − ${formatEuro(450)}`);
    expect(notes[0]!.text).toMatch(/Waarvan btw \(9%\) over .* netto: − €/);
    expect(notes[0]!.text).toMatch(/Waarvan btw \(21%\) over .* netto: − €/);
    // The seller as Dutch invoicing rules ask (decision 044), and the invoice it corrects.
    expect(notes[0]!.text).toContain(
      'Verkoper: Gouden Haan Amsterdam B.V., Ferdinand Bolstraat 118, 1072 LN Amsterdam',
    );
    expect(notes[0]!.text).toContain('KvK-nummer: 12345678');
    expect(notes[0]!.text).toContain('Btw-id: NL123456789B13');
    expect(notes[0]!.text).toMatch(new RegExp(`Bij factuur: ${order.number} van \\d{1,2} \\w+ 20\\d\\d`));
    expect(notes[0]!.text).not.toMatch(/-€/);
    expect(notes[0]!.text).toContain(`/betaald?order=${order.publicId}`);
    expect(notes[1]!.text).toContain(`1 x T-shirt Gouden Haan (btw 21%)  − ${formatEuro(1500)}`);
    expect(notes[1]!.text).toContain(
      `Waarvan btw (21%) over ${formatEuro(1240)} netto: − ${formatEuro(260)}`,
    );

    // The live order page, the orders view's timeline and the audit log read the same refunds.
    const summary = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` })).json();
    expect(summary.refund).toEqual({ amount: 30.4, done: true });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/order-history/${order.id}`,
        headers: { cookie: owner },
      })
    ).json();
    const refundTexts = detail.timeline.filter((e: { kind: string }) => e.kind === 'refund');
    expect(refundTexts.map((e: { text: string }) => e.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `Terugbetaling ${partial.creditNote} van ${formatEuro(450)} (eigenaar@example.nl): Saus vergeten`,
        ),
      ]),
    );
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order_refunded')));
    expect(audited.map((a) => a.userEmail)).toEqual([
      'eigenaar@example.nl',
      'eigenaar@example.nl',
      'eigenaar@example.nl',
    ]);
  });

  it('gives back what a discounted line was sold for, not its price before the discount', async () => {
    const { order } = await paidOrder();
    // A coupon took € 3,00 off the T-shirt (decision 030): it was sold for € 12,00.
    await t.database.db
      .update(orders)
      .set({
        discounts: [
          {
            source: 'coupon:SHIRT3',
            label: 'Kortingscode SHIRT3',
            amountCents: 300,
            lines: [{ index: 1, amountCents: 300 }],
            byRate: [{ rate: 21, amountCents: 300 }],
          },
        ],
      })
      .where(eq(orders.id, order.id));
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: owner },
    });
    expect(before.json().lines[1]).toMatchObject({ name: 'T-shirt Gouden Haan', total: 12 });
    const res = await refund(order.id, { lines: [{ index: 1, quantity: 1 }], reason: 'T-shirt te klein' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refunds[0]).toMatchObject({
      amount: 12,
      lines: [{ index: 1, quantity: 1, amount: 12, vatRate: 21 }],
    });
  });

  it('shows a partial refund on the live order page of an order that goes on', async () => {
    const { order } = await paidOrder();
    expect((await refund(order.id, { amount: 2, reason: 'Koud' })).statusCode).toBe(201);
    const summary = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` })).json();
    expect(summary).toMatchObject({
      status: 'completed',
      payment: 'paid',
      refund: { amount: 2, done: true },
    });
  });

  it('refuses more than remains, an unpaid order and bad input, in Dutch', async () => {
    const { order } = await paidOrder();
    const tooMuch = await refund(order.id, { amount: 30.41, reason: 'Te veel' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `Dat is meer dan er betaald is: er kan nog hoogstens ${formatEuro(3040)} terug.`,
    );
    expect((await refund(order.id, { amount: 30, reason: 'Bijna alles' })).statusCode).toBe(201);
    const after = await refund(order.id, { amount: 0.5, reason: 'Nog wat' });
    expect(after.json().message).toBe(
      `Dat is meer dan er betaald is: er kan nog hoogstens ${formatEuro(40)} terug.`,
    );

    const bad = [
      [{ amount: 4.5 }, 'Geef een reden voor de terugbetaling.'],
      [
        { amount: -1, reason: 'x' },
        'Vul een bedrag in euro’s in, groter dan 0 en met hoogstens twee cijfers achter de komma.',
      ],
      [
        { amount: 1.005, reason: 'x' },
        'Vul een bedrag in euro’s in, groter dan 0 en met hoogstens twee cijfers achter de komma.',
      ],
      [
        { amount: 1, lines: [{ index: 0, quantity: 1 }], reason: 'x' },
        'Kies een bedrag of regels, niet allebei.',
      ],
      [{ lines: [{ index: 0, quantity: 0 }], reason: 'x' }, 'Kies per regel een aantal van minstens 1.'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await refund(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownLine = await refund(order.id, { lines: [{ index: 7, quantity: 1 }], reason: 'x' });
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json().message).toBe('Deze regel staat niet in de bestelling.');
    const badKey = await refund(order.id, { amount: 0.1, reason: 'x' }, { key: 'kort' });
    expect(badKey.statusCode).toBe(400);

    const [unpaid] = await t.database.db
      .update(orders)
      .set({ status: 'pending_payment', paidAt: null })
      .where(eq(orders.id, (await paidOrder()).order.id))
      .returning();
    const notPaid = await refund(unpaid!.id, { reason: 'Niets' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Deze bestelling is niet betaald: er valt niets terug te betalen.');
  });

  it('lets only signed-in staff of the order’s location refund, from the site itself', async () => {
    const { order } = await paidOrder();
    expect((await refund(order.id, { reason: 'x' }, { cookie: '' })).statusCode).toBe(401);
    expect((await refund(order.id, { reason: 'x' }, { cookie: rotterdamStaff })).statusCode).toBe(403);
    expect((await refund(order.id, { reason: 'x' }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect(calls).toEqual([]);
  });

  it('gives back only the rest when a partly refunded order is cancelled', async () => {
    const { order, paymentId } = await paidOrder();
    await t.database.db.update(orders).set({ status: 'in_preparation' }).where(eq(orders.id, order.id));
    expect((await refund(order.id, { amount: 10, reason: 'Deels' })).statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      headers: { ...SAME_ORIGIN, cookie: owner },
      payload: { reason: 'other', note: 'Oven kapot' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(refundedAtProvider(paymentId)).toBe(3040);
    const answer = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { cookie: owner },
      })
    ).json();
    expect(answer).toMatchObject({ refunded: 30.4, remaining: 0 });
    expect(answer.refunds.map((r: { amount: number; by: string }) => [r.amount, r.by])).toEqual([
      [10, 'eigenaar@example.nl'],
      [20.4, 'systeem'],
    ]);
    const mails = await mailsTo(order.email);
    const mail = mails.find((m) => /geannuleerd/.test(m.subject));
    expect(mail!.text).toContain(`We storten de rest van het bedrag van ${formatEuro(2040)} terug`);
    // The rest of the sale goes back on a credit note too.
    const notes = mails
      .filter((m) => m.subject.startsWith('Creditnota'))
      .sort((a, b) => a.subject.localeCompare(b.subject));
    expect(notes.map((m) => m.subject)).toEqual([
      expect.stringContaining(`${formatEuro(1000)} terug`),
      expect.stringContaining(`${formatEuro(2040)} terug`),
    ]);
    expect(notes[1]!.text).toContain('Reden: Bestelling geannuleerd: Oven kapot');
  });
});

describe('refunds under concurrency', () => {
  it('20 staff at once with different keys never refund more than was paid, one provider call each', async () => {
    const { order, paymentId } = await paidOrder();
    // € 4,00 each: 7 fit in € 30,40, the rest find too little left.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(order.id, { amount: 4, reason: `Klacht ${i}` }, { key: `staff-key-${i}-x` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(13);
    const stored = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(stored.reduce((s, r) => s + r.amountCents, 0)).toBe(2800);
    expect(refundedAtProvider(paymentId)).toBe(2800);
    expect(calls).toHaveLength(7);
    expect(new Set(calls).size).toBe(7);
  });

  it('20 double clicks with the same key make one refund and one provider call', async () => {
    const { order, paymentId } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(order.id, { amount: 5, reason: 'Dubbelklik' }, { key: 'een-klik-9876' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort((a, b) => b - a)).toEqual([201, ...Array(19).fill(200)]);
    for (const a of answers) expect(a.json().refunds).toHaveLength(1);
    expect(refundedAtProvider(paymentId)).toBe(500);
    expect(calls).toHaveLength(1);
    expect((await mailsTo(order.email)).filter((m) => m.subject.startsWith('Creditnota'))).toHaveLength(1);
  });

  it('takes the same order, amount and reason within 10 s as one refund, key or not (issue 26 item 7)', async () => {
    const { order, paymentId } = await paidOrder();
    // Two tabs, no key: at the same moment.
    const twice = await Promise.all([
      refund(order.id, { amount: 5, reason: 'Koud geleverd' }),
      refund(order.id, { amount: 5, reason: 'Koud geleverd' }),
    ]);
    expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    // Different keys, as two staff members' screens would send.
    const keyed = await refund(order.id, { amount: 5, reason: 'Koud geleverd' }, { key: 'ander-scherm-1' });
    expect(keyed.statusCode).toBe(200);
    const byLines = { lines: [{ index: 0, quantity: 1 }], reason: 'Poot vergeten' };
    expect((await refund(order.id, byLines)).statusCode).toBe(201);
    expect((await refund(order.id, byLines, { key: 'ander-scherm-2' })).statusCode).toBe(200);
    expect(refundedAtProvider(paymentId)).toBe(500 + 645);
    expect(calls).toHaveLength(2);
    // Another reason or amount is another refund; and so is the same one 10 seconds later.
    expect((await refund(order.id, { amount: 5, reason: 'Ook te laat' })).statusCode).toBe(201);
    expect((await refund(order.id, { amount: 4, reason: 'Koud geleverd' })).statusCode).toBe(201);
    await t.database.db
      .update(refundRows)
      .set({ createdAt: new Date(Date.now() - 10_000) })
      .where(eq(refundRows.orderId, order.id));
    expect((await refund(order.id, { amount: 5, reason: 'Koud geleverd' })).statusCode).toBe(201);
    const stored = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(stored.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([400, 500, 500, 500, 645]);
  });

  it('refuses in the database a refund beyond its payment, whoever inserts it', async () => {
    const { order, paymentId } = await paidOrder();
    const insert = (amountCents: number, key: string) =>
      t.database.db.insert(refundRows).values({
        orderId: order.id,
        paymentId,
        amountCents,
        reason: 'direct',
        actor: 'test',
        idempotencyKey: key,
        providerKey: key,
      });
    await insert(3000, 'direct-1');
    await expect(insert(41, 'direct-2')).rejects.toThrow();
    await insert(40, 'direct-3');
  });

  it('asks the provider again at the reconciliation when it was down, under the same key', async () => {
    const { order, paymentId } = await paidOrder();
    provider.setDown(true);
    try {
      const res = await refund(order.id, { amount: 3, reason: 'Storing' }, { key: 'storing-key-1' });
      expect(res.statusCode).toBe(201);
      expect(res.json().refunds[0]).toMatchObject({ status: 'due', providerRefundId: null });
    } finally {
      provider.setDown(false);
    }
    await t.app.orders.reconcile();
    const [row] = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(row).toMatchObject({ status: 'refunded' });
    expect(refundedAtProvider(paymentId)).toBe(300);
  });
});
