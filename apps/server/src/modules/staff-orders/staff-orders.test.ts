/** Phone and walk-in orders entered by staff (issue 19 item 6, decision 029). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '@gh/domain';
import { auditLog, locations, orderEvents, orders, payments, products } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let admin: string;
let staffAmsterdam: string;
let staffRotterdam: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'baas@example.nl' })).id, {
    now: WEDNESDAY_EVENING,
  });
  staffAmsterdam = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'balie@example.nl', role: 'staff', location: 'amsterdam' })).id,
    { now: WEDNESDAY_EVENING },
  );
  staffRotterdam = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'rotterdam' })).id,
    { now: WEDNESDAY_EVENING },
  );
});
afterAll(() => t.close());

async function product(name: string, location = 'amsterdam') {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.locationSlug, location), eq(products.name, name)));
  return row!;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload ? { payload } : {}),
  });
}

const LINES = [
  { name: 'Crispy chicken burger', quantity: 2, selectedOptions: [{ choice: 'Extra kaas', price: 1 }] },
  { name: 'Friet', quantity: 1, selectedOptions: [{ choice: 'Groot', price: 1 }] },
];

async function draft(cookie = admin, location = 'amsterdam', source = 'phone') {
  const res = await call('POST', '/api/admin/staff-orders', cookie, { location, source });
  expect(res.statusCode).toBe(201);
  return res.json().draft as string;
}

async function fill(token: string, cookie = admin) {
  let cart;
  for (const line of LINES) {
    const p = await product(line.name);
    const res = await call('POST', `/api/admin/staff-orders/${token}/cart/add`, cookie, {
      id: p.id,
      quantity: line.quantity,
      location: 'amsterdam',
      selectedOptions: line.selectedOptions,
    });
    expect(res.statusCode, res.body).toBe(200);
    cart = res.json();
  }
  return cart;
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('staff orders', () => {
  it('price the same lines as a customer’s order, through the shop’s cart and checkout', async () => {
    // The customer, through the public API.
    const visitor = { cookie: '' };
    for (const line of LINES) {
      const p = await product(line.name);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { ...SAME_ORIGIN, ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
        payload: {
          id: p.id,
          quantity: line.quantity,
          location: 'amsterdam',
          selectedOptions: line.selectedOptions,
        },
      });
      expect(res.statusCode).toBe(200);
      const set = res.cookies.find((c) => c.name === 'gh_session');
      if (set) visitor.cookie = `gh_session=${set.value}`;
    }
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie: visitor.cookie },
      payload: checkoutBody(),
    });
    expect(customer.statusCode).toBe(201);
    const [customerOrder] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, customer.json().orderId));

    const token = await draft();
    const cart = await fill(token);
    expect(cart.items).toHaveLength(2);
    const quote = await call(
      'GET',
      `/api/admin/staff-orders/${token}/quote?fulfilment=delivery&postcode=1072ln`,
      admin,
    );
    expect(quote.statusCode).toBe(200);
    const placed = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
      order: checkoutBody({ name: 'Telefoon Klant', email: 'beller@example.nl' }),
      payment: 'link',
    });
    expect(placed.statusCode).toBe(201);
    const staffOrder = await orderRow(placed.json().id);
    expect(quote.json().total * 100).toBeCloseTo(staffOrder.totalCents, 6);
    for (const key of ['subtotalCents', 'deliveryFeeCents', 'totalCents', 'vatCents'] as const)
      expect(staffOrder[key]).toBe(customerOrder![key]);
    expect(staffOrder.vatParts).toEqual(customerOrder!.vatParts);
    expect(staffOrder.lines).toEqual(customerOrder!.lines);
    expect(staffOrder).toMatchObject({
      source: 'phone',
      enteredByEmail: 'baas@example.nl',
      payAtPickup: false,
    });
    expect(customerOrder).toMatchObject({ source: 'online', enteredBy: null });
  });

  it('refuses what a customer is refused: another city’s product, under the minimum, a paused location', async () => {
    const token = await draft();
    const rotterdam = await product('Friet', 'rotterdam');
    // Whatever city the body names: the entry's is Amsterdam.
    const other = await call('POST', `/api/admin/staff-orders/${token}/cart/add`, staffAmsterdam, {
      id: rotterdam.id,
      quantity: 1,
      location: 'rotterdam',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Dit product hoort bij een andere vestiging dan je hebt gekozen.');

    const friet = await product('Friet');
    await call('POST', `/api/admin/staff-orders/${token}/cart/add`, admin, {
      id: friet.id,
      quantity: 1,
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Normaal', price: 0 }],
    });
    const under = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
      order: checkoutBody(),
      payment: 'link',
    });
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toContain('Het minimale bestelbedrag voor bezorgen in');

    // Sold out, through the admin's own switch (the cart's catalogue hears of it as the shop's does).
    const cola = await product('Coca-Cola');
    const off = await call('PATCH', `/api/admin/products/${cola.id}/availability`, admin, {
      available: false,
    });
    expect(off.statusCode).toBe(200);
    try {
      await expect
        .poll(async () => {
          const res = await call('POST', `/api/admin/staff-orders/${token}/cart/add`, admin, {
            id: cola.id,
            quantity: 1,
            location: 'amsterdam',
          });
          return `${res.statusCode} ${res.json().message}`;
        })
        .toBe('400 Dit product is op dit moment niet beschikbaar.');
    } finally {
      await call('PATCH', `/api/admin/products/${cola.id}/availability`, admin, { available: true });
    }

    await t.database.db
      .update(locations)
      .set({ orderingPaused: true })
      .where(eq(locations.slug, 'amsterdam'));
    try {
      const paused = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
        order: checkoutBody({ fulfilment: 'pickup' }),
        payment: 'pickup',
      });
      expect(paused.statusCode).toBe(409);
      expect(paused.json().message).toContain('neemt op dit moment geen online bestellingen aan');
    } finally {
      await t.database.db
        .update(locations)
        .set({ orderingPaused: false })
        .where(eq(locations.slug, 'amsterdam'));
    }
  });

  it('a payment link is e-mailed; paying it at the demo provider puts the order on the board', async () => {
    const token = await draft();
    await fill(token);
    const body = { order: checkoutBody({ fulfilment: 'pickup', email: 'link@example.nl' }), payment: 'link' };
    const placed = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, body);
    expect(placed.statusCode).toBe(201);
    const answer = placed.json();
    expect(answer.checkoutUrl).toContain('/demo-betaling/');
    expect((await orderRow(answer.id)).status).toBe('pending_payment');
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'link@example.nl');
    expect(mail?.subject).toContain(`#${answer.number}`);
    expect(mail?.text).toContain(answer.checkoutUrl);
    expect(answer.checkoutUrl).toMatch(/^https?:\/\//);

    const paymentId = answer.checkoutUrl.split('/demo-betaling/')[1];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentId}`,
      headers: SAME_ORIGIN,
      payload: { outcome: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    const order = await orderRow(answer.id);
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    const board = await call('GET', '/api/admin/orders?location=amsterdam', admin);
    expect(board.json().orders.map((o: { id: string }) => o.id)).toContain(answer.id);

    // A second press with the same key answers the same order; the mail is not sent twice.
    const again = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(answer.id);
    await t.app.outbox.drain();
    expect(
      t.mailer.sent.filter((m) => m.to === 'link@example.nl' && m.subject.startsWith('Betaallink')),
    ).toHaveLength(1);
    // The cart was placed: a new order from it is refused as an empty cart is.
    const empty = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
      ...body,
      order: checkoutBody({ fulfilment: 'pickup' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Je winkelwagen is leeg. Kies eerst iets van het menu.');
  });

  it('the customer’s language: English mails for an English caller, Dutch without a choice, staff messages Dutch', async () => {
    // Without a choice: a Dutch order and a Dutch payment link.
    const dutchToken = await draft();
    await fill(dutchToken);
    const dutch = await call('POST', `/api/admin/staff-orders/${dutchToken}/place`, admin, {
      order: checkoutBody({ fulfilment: 'pickup', email: 'nederlands@example.nl' }),
      payment: 'link',
    });
    expect(dutch.statusCode).toBe(201);
    expect((await orderRow(dutch.json().id)).lang).toBe('nl');

    const token = await draft();
    await fill(token);
    const english = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
      order: checkoutBody({ fulfilment: 'pickup', email: 'tourist@example.com' }),
      payment: 'link',
      lang: 'en',
    });
    expect(english.statusCode).toBe(201);
    const answer = english.json();
    expect((await orderRow(answer.id)).lang).toBe('en');

    await t.app.outbox.drain();
    const dutchMail = t.mailer.sent.find((m) => m.to === 'nederlands@example.nl');
    expect(dutchMail?.subject).toBe(`Betaallink voor je bestelling #${dutch.json().number} bij Gouden Haan`);
    const mail = t.mailer.sent.find((m) => m.to === 'tourist@example.com');
    expect(mail?.subject).toBe(`Payment link for your order #${answer.number} at Gouden Haan`);
    expect(mail?.text).toContain('Pay for your order with this link:');
    expect(mail?.text).toContain(answer.checkoutUrl);

    // Paid at pickup: the confirmation goes out in English too.
    const pickupToken = await draft(staffAmsterdam, 'amsterdam', 'counter');
    await fill(pickupToken, staffAmsterdam);
    const pickup = await call('POST', `/api/admin/staff-orders/${pickupToken}/place`, staffAmsterdam, {
      order: checkoutBody({ fulfilment: 'pickup', email: 'visitor@example.com' }),
      payment: 'pickup',
      lang: 'en',
    });
    expect(pickup.statusCode).toBe(201);
    await t.app.outbox.drain();
    const confirmation = t.mailer.sent.find((m) => m.to === 'visitor@example.com');
    expect(confirmation?.subject).toBe(
      `Your order #${pickup.json().number} at Gouden Haan Amsterdam is confirmed`,
    );
    expect(confirmation?.text).toContain('To pay on collection');

    // What staff are told stays Dutch, whatever the customer's language.
    const small = await draft();
    const friet = await product('Friet');
    await call('POST', `/api/admin/staff-orders/${small}/cart/add`, admin, {
      id: friet.id,
      quantity: 1,
      location: 'amsterdam',
      selectedOptions: [{ choice: 'Normaal', price: 0 }],
    });
    const under = await call('POST', `/api/admin/staff-orders/${small}/place`, admin, {
      order: checkoutBody(),
      payment: 'link',
      lang: 'en',
    });
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toContain('Het minimale bestelbedrag voor bezorgen in');
    const unknown = await call('POST', `/api/admin/staff-orders/${small}/place`, admin, {
      order: checkoutBody(),
      payment: 'link',
      lang: 'fr',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Kies Nederlands of Engels als taal van de klant.');
  });

  it('betalen bij afhalen: on the board at once, marked; Betaald records a counter payment once', async () => {
    const token = await draft(staffAmsterdam, 'amsterdam', 'counter');
    await fill(token, staffAmsterdam);
    const body = {
      order: checkoutBody({ fulfilment: 'pickup', email: 'balie@klant.nl' }),
      payment: 'pickup',
    };
    const placed = await call('POST', `/api/admin/staff-orders/${token}/place`, staffAmsterdam, body);
    expect(placed.statusCode).toBe(201);
    const { id, checkoutUrl } = placed.json();
    expect(checkoutUrl).toBeNull();
    // A double click: the same order, still one.
    const twice = await call('POST', `/api/admin/staff-orders/${token}/place`, staffAmsterdam, body);
    expect(twice.json().id).toBe(id);
    // The customer gets the order confirmation once, saying what to pay at the counter.
    await t.app.outbox.drain();
    const confirmations = () =>
      t.mailer.sent.filter((m) => m.to === 'balie@klant.nl' && m.subject.startsWith('Bevestiging'));
    expect(confirmations()).toHaveLength(1);
    const placedRow = await orderRow(id);
    const confirmation = confirmations()[0]!;
    expect(confirmation.subject).toContain(`#${placedRow.number}`);
    expect(confirmation.text).toContain(`Betalen bij afhalen: ${formatEuro(placedRow.totalCents)}`);
    expect(confirmation.text).not.toContain('We hebben je betaling ontvangen');
    expect(confirmation.html).toContain('Betalen bij afhalen');

    const board = await call('GET', '/api/admin/orders?location=amsterdam', staffAmsterdam);
    const onBoard = board.json().orders.find((o: { id: string }) => o.id === id);
    expect(onBoard).toMatchObject({ status: 'paid', paidAt: null, payAtPickup: true, source: 'counter' });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(0);
    // Walk of the evening: the order's page said "Nieuw (betaald)" before any money came in.
    const unpaid = (await call('GET', `/api/admin/order-history/${id}`, staffAmsterdam)).json();
    expect(unpaid.order.statusLabel).toBe('Nieuw (betaalt bij afhalen)');

    const other = await call('POST', `/api/admin/orders/${id}/counter-payment`, staffRotterdam, {
      method: 'pin',
    });
    expect(other.statusCode).toBe(403);
    const bad = await call('POST', `/api/admin/orders/${id}/counter-payment`, staffAmsterdam, {
      method: 'ideal',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Kies contant of pin.');

    const results = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', `/api/admin/orders/${id}/counter-payment`, staffAmsterdam, { method: 'pin' }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows).toHaveLength(1);
    const order = await orderRow(id);
    expect(rows[0]).toMatchObject({
      provider: 'counter',
      method: 'pin',
      status: 'paid',
      amountCents: order.totalCents,
    });
    expect(order.paidAt?.toISOString()).toBe(WEDNESDAY_EVENING.toISOString());
    // Paying at the counter sends no second one.
    await t.app.outbox.drain();
    expect(confirmations()).toHaveLength(1);

    // Reports count it from now, with its method and without a provider id.
    const csv = await call(
      'GET',
      '/api/admin/reports/orders.csv?from=2026-11-25&to=2026-11-25&location=amsterdam',
      admin,
    );
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\n').find((l) => l.startsWith(`${order.number};`));
    expect(row).toContain(';Aan de balie (pin)');
    expect(row).not.toContain(`counter-${id}`);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.userEmail]).sort()).toEqual([
      ['order.counter_payment', 'balie@example.nl'],
      ['order.enter', 'balie@example.nl'],
    ]);
    // The orders view and its timeline say how it came in, who entered it and how it was paid.
    const view = (await call('GET', `/api/admin/order-history/${id}`, staffAmsterdam)).json();
    expect(view.order).toMatchObject({
      source: 'counter',
      enteredBy: 'balie@example.nl',
      awaitingCounterPayment: false,
      statusLabel: 'Nieuw (betaald)',
    });
    const timeline = view.timeline.map((e: { text: string }) => e.text).join('\n');
    expect(timeline).toContain('Ingevoerd door balie@example.nl (aan de balie), betaalt bij afhalen');
    expect(timeline).toContain('Betaling aan de balie (pin) van');
    const list = (await call('GET', `/api/admin/order-history?q=%23${order.number}`, admin)).json();
    expect(list.orders[0]).toMatchObject({ id, source: 'counter', enteredBy: 'balie@example.nl' });

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.note).join(' ')).toContain('Betaald aan de balie (pin) door balie@example.nl');
  });

  it('a customer order is never a staff one, and a link payment cannot be marked paid at the counter', async () => {
    const token = await draft();
    await fill(token);
    const placed = await call('POST', `/api/admin/staff-orders/${token}/place`, admin, {
      order: checkoutBody({ fulfilment: 'pickup' }),
      payment: 'link',
    });
    const res = await call('POST', `/api/admin/orders/${placed.json().id}/counter-payment`, admin, {
      method: 'cash',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Deze bestelling wordt niet aan de balie betaald.');
  });

  it('staff of another location cannot start or use an entry there; an unknown draft is a Dutch 404', async () => {
    const refused = await call('POST', '/api/admin/staff-orders', staffRotterdam, {
      location: 'amsterdam',
      source: 'phone',
    });
    expect(refused.statusCode).toBe(403);
    const token = await draft(staffAmsterdam);
    const used = await call('GET', `/api/admin/staff-orders/${token}/cart`, staffRotterdam);
    expect(used.statusCode).toBe(403);
    const unknown = await call('GET', `/api/admin/staff-orders/${'x'.repeat(43)}/cart`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Deze invoer bestaat niet meer. Begin een nieuwe bestelling.');
    // A visitor's own cart cookie token is not a staff draft.
    const anon = await t.app.inject({ method: 'GET', url: `/api/admin/staff-orders/${token}/cart` });
    expect(anon.statusCode).toBe(401);
  });
});
