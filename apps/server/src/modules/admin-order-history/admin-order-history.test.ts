/** The staff's orders view (issue 19.3): search, filters, keyset pages, access and the timeline. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertPaidOrder } from '../../../test/report-fixtures';
import { readSearch } from './admin-order-history.service';

let t: TestApp;
let admin: string;
let staff: string;
const ids: Record<string, { id: string; number: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`delete from orders`);
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'baas@example.nl' })).id);
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'rotterdam' })).id,
  );
  const line = [{ name: 'Halve kip', priceCents: 1095, quantity: 1, vatRate: 9 as const }];
  const base = Date.parse('2026-11-20T12:00:00Z');
  for (let i = 0; i < 30; i++) {
    const { order } = await insertPaidOrder(db, {
      location: i % 3 === 0 ? 'rotterdam' : 'amsterdam',
      paidAt: new Date(base + i * 3600_000),
      fulfilment: i % 2 === 0 ? 'delivery' : 'pickup',
      customerName: i === 7 ? 'Jan Pietersen' : `Klant ${i}`,
      email: i === 8 ? 'Marieke.Bos@Example.nl' : `klant${i}@example.nl`,
      phone: i === 9 ? '06-1234 5678' : `0201111${String(i).padStart(3, '0')}`,
      postcode: i === 10 ? '3011 AB' : i % 2 === 0 ? '1072 LK' : null,
      refunded: i === 11,
      lines: line,
    });
    ids[i] = { id: order.id, number: order.number };
  }
  await db.insert(orderEvents).values([
    { orderId: ids[11]!.id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer' },
    { orderId: ids[11]!.id, fromStatus: 'pending_payment', toStatus: 'paid', actor: 'payment' },
  ]);
  await db.insert(outbox).values({
    dedupeKey: `order-confirmation:${ids[11]!.id}`,
    message: { to: 'klant11@example.nl', subject: 'Bevestiging van je bestelling' },
    status: 'sent',
    sentAt: new Date(),
  });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/admin/order-history', () => {
  it('finds an order by number, name, e-mail, phone or postcode', async () => {
    const find = async (q: string) =>
      (await get(`/api/admin/order-history?q=${encodeURIComponent(q)}`))
        .json()
        .orders.map((o: { id: string }) => o.id);
    expect(await find(`#${ids[5]!.number}`)).toEqual([ids[5]!.id]);
    expect(await find('pietersen')).toEqual([ids[7]!.id]);
    expect(await find('marieke.bos@example.nl')).toEqual([ids[8]!.id]);
    expect(await find('+31 6 12345678')).toEqual([ids[9]!.id]);
    expect(await find('3011ab')).toEqual([ids[10]!.id]);
  });

  it('filters by location, status, fulfilment and period, newest first, page by page', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await get(
        `/api/admin/order-history?location=amsterdam&fulfilment=delivery&limit=4${next ? `&after=${next}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const o of body.orders) {
        expect(o).toMatchObject({ location: 'amsterdam', fulfilment: 'delivery' });
        seen.push(o.id);
      }
      next = body.next;
    } while (next);
    // Amsterdam (i not divisible by 3) and delivery (i even): 10 of the 30, newest first, none twice.
    const expected = Object.keys(ids)
      .map(Number)
      .filter((i) => i % 3 !== 0 && i % 2 === 0)
      .sort((a, b) => b - a)
      .map((i) => ids[i]!.id);
    expect(seen).toEqual(expected);
    const cancelled = (await get('/api/admin/order-history?status=cancelled')).json().orders;
    expect(cancelled.map((o: { id: string }) => o.id)).toEqual([ids[11]!.id]);
    const day = (await get('/api/admin/order-history?from=2026-11-21&to=2026-11-21&limit=100')).json().orders;
    expect(day.length).toBeGreaterThan(0);
    for (const o of day) expect(o.createdAt.slice(0, 10) >= '2026-11-20').toBe(true);
  });

  it('shows staff only their own location and refuses bad input in Dutch', async () => {
    const own = (await get('/api/admin/order-history?limit=100', staff)).json().orders;
    expect(own.length).toBe(10);
    for (const o of own) expect(o.location).toBe('rotterdam');
    expect((await get('/api/admin/order-history?location=amsterdam', staff)).statusCode).toBe(403);
    expect((await get(`/api/admin/order-history/${ids[1]!.id}`, staff)).statusCode).toBe(403);
    const bad = await get('/api/admin/order-history?after=bogus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Begin opnieuw bij de eerste pagina');
    expect((await get('/api/admin/order-history?status=weg')).json().message).toBe(
      'Deze status kennen we niet.',
    );
  });

  it('tells an order’s story: placed, paid, refunded, e-mails sent', async () => {
    const res = await get(`/api/admin/order-history/${ids[11]!.id}`);
    expect(res.statusCode).toBe(200);
    const { order, timeline } = res.json();
    expect(order.vatByRate).toEqual([{ rate: 9, gross: 10.95, net: 10.05, vat: 0.9 }]);
    const kinds = timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['status', 'payment', 'refund', 'mail']));
    const texts = timeline.map((e: { text: string }) => e.text).join('\n');
    expect(texts).toContain('Geplaatst: Wacht op betaling (klant)');
    expect(texts).toContain('Terugbetaling CN-');
    expect(texts).toContain('Teruggestort: €\u00a010,95');
    expect(texts).toContain('E-mail „Bevestiging van je bestelling”: verstuurd');
  });

  // Walk of the evening: the order's card listed the lines and the total but not the family deal or
  // the coupon in between, so the amounts did not add up for the owner about to refund.
  it('names the discount lines the customer got', async () => {
    const discounts = [
      {
        source: 'offer:1',
        label: 'Familiedeal',
        amountCents: 400,
        lines: [{ index: 0, amountCents: 400 }],
        byRate: [{ rate: 9 as const, amountCents: 400 }],
      },
    ];
    await t.database.db
      .update(orders)
      .set({ discounts, discountCents: 400, totalCents: 695 })
      .where(eq(orders.id, ids[12]!.id));
    const { order } = (await get(`/api/admin/order-history/${ids[12]!.id}`)).json();
    expect(order.discounts).toEqual([
      {
        source: 'offer:1',
        label: 'Familiedeal',
        amount: 4,
        lines: [{ line: 0, amount: 4 }],
        byRate: [{ rate: 9, amount: 4 }],
      },
    ]);
    expect(order.total).toBe(6.95);
  });
});

describe('readSearch', () => {
  it('reads a number, e-mail, phone, postcode or a name', () => {
    expect(readSearch('#12')).toEqual({ number: 12 });
    expect(readSearch('0612345678')).toEqual({ phoneDigits: '0612345678' });
    expect(readSearch('1234567')).toEqual({ number: 1234567, phoneDigits: '1234567' });
    expect(readSearch('1072 lk')).toEqual({ postcode: '1072 LK' });
    expect(readSearch('a@b.nl')).toEqual({ email: 'a@b.nl' });
    expect(readSearch('Sanne')).toEqual({ name: 'Sanne' });
  });
});
