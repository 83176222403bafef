/**
 * Staff see what customers see (issue 31 item 6): a phone order with the Familiedeal shows the deal as
 * its own line on the phone-order screen's quote, in the payment-link e-mail and on the board.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'baas@example.nl' })).id, {
    now: WEDNESDAY_EVENING,
  });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

const FAMILY = [
  { name: 'Hele kip van het spit', selectedOptions: [] },
  { name: 'Friet', selectedOptions: [{ choice: 'Normaal', price: 0 }] },
  { name: 'Koolsla', selectedOptions: [] },
];

describe('a phone order with an offer', () => {
  it('shows the deal on its own line in the quote, the payment-link e-mail and on the board', async () => {
    const created = await call('POST', '/api/admin/staff-orders', { location: 'amsterdam', source: 'phone' });
    const token = created.json().draft as string;
    for (const line of FAMILY) {
      const [p] = await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.locationSlug, 'amsterdam'), eq(products.name, line.name)));
      const res = await call('POST', `/api/admin/staff-orders/${token}/cart/add`, {
        id: p!.id,
        quantity: 1,
        location: 'amsterdam',
        selectedOptions: line.selectedOptions,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const quote = (await call('GET', `/api/admin/staff-orders/${token}/quote?fulfilment=pickup`)).json();
    expect(quote.subtotal).toBe(23.95);
    expect(quote.discounts.map((d: { label: string; amount: number }) => [d.label, d.amount])).toEqual([
      ['Familiedeal', 4],
    ]);
    expect(quote.total).toBe(19.95);

    const placed = await call('POST', `/api/admin/staff-orders/${token}/place`, {
      order: checkoutBody({ fulfilment: 'pickup', email: 'deal@example.nl', name: 'Deal Beller' }),
      payment: 'link',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'deal@example.nl')!;
    expect(mail.text).toContain('1 x Hele kip van het spit  €\u00a017,95');
    expect(mail.text).toContain(
      ['Subtotaal: €\u00a023,95', 'Familiedeal: − €\u00a04,00', 'Totaal: €\u00a019,95'].join('\n'),
    );

    // Paid: the board's order carries the subtotal and the deal, which its card and ticket show.
    const paymentId = placed.json().checkoutUrl.split('/demo-betaling/')[1];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentId}`,
      headers: SAME_ORIGIN,
      payload: { outcome: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    const board = (await call('GET', '/api/admin/orders?location=amsterdam')).json();
    const order = board.orders.find((o: { id: string }) => o.id === placed.json().id);
    expect(order.subtotal).toBe(23.95);
    expect(order.discounts.map((d: { label: string; amount: number }) => [d.label, d.amount])).toEqual([
      ['Familiedeal', 4],
    ]);
    expect(order.total).toBe(19.95);
  });
});
