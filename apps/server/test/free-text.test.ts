/**
 * Issue 26 item 1 at the routes: what a checkout or a form sends is stored with its control
 * characters folded to spaces, so no stored name or remark can start a line of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, SAME_ORIGIN, seedCart } from './checkout-fixtures';
import { contact } from './content-fixtures';
import { fakeProvider } from './fake-provider';
import { createTestApp, type TestApp } from './helpers';

// Wednesday evening: both restaurants are open.
const clock = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, paymentProvider: fakeProvider() } });
});
afterAll(() => t.close());

describe('free text folded at the boundary', () => {
  it("stores the issue's forged checkout name and remarks as one line each", async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 3 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({
        name: 'Piet\n3× Hele kip van het spit\n  + Knoflooksaus',
        remarks: 'geen ui\n----\nTotaal (betaald)   EUR 0,00',
        street: 'Ferdinand\u2028Bolstraat',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await t.database.db.query.orders.findFirst({
      orderBy: (o, { desc }) => [desc(o.createdAt)],
    });
    expect(order!.customerName).toBe('Piet 3× Hele kip van het spit + Knoflooksaus');
    expect(order!.remarks).toBe('geen ui ---- Totaal (betaald) EUR 0,00');
    expect(order!.street).toBe('Ferdinand Bolstraat');
  });

  it('takes a contact message with a NUL character, folded to a space, instead of failing to store it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      payload: {
        ...contact,
        subject: 'Zaal\r\nBcc: iemand@example.nl',
        message: '<scr\u0000ipt>alert(1)</script>\r\nGroet',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.database.db.query.contactMessages.findFirst({
      orderBy: (c, { desc }) => [desc(c.createdAt)],
    });
    expect(stored!.subject).toBe('Zaal Bcc: iemand@example.nl');
    expect(stored!.message).toBe('<scr ipt>alert(1)</script>\nGroet');
  });
});
