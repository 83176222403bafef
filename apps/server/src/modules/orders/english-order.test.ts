/**
 * An order placed in English comes back to English pages (issue 20): the payment's return address and
 * the demo checkout are under /en, the provider is told the language, and the order page's summary
 * (also the live stream's) names the lines in the language the page asks in.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type OrderLineSnapshot } from '../../db/schema';
import { insertOrder } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { publishOrderEvent } from './order-events';

// Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants are open.
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => WEDNESDAY_EVENING } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function checkout(lang: 'en' | null) {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: lang ? `/api/checkout?lang=${lang}` : '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string; checkoutUrl: string }>();
}

async function demoPayment(checkoutUrl: string) {
  const id = checkoutUrl.split('/').pop()!;
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${id}` });
  return { id, ...res.json<{ redirectUrl: string; description: string }>() };
}

describe('paying for an English order', () => {
  it('goes to the English demo checkout and comes back to /en/betaald', async () => {
    const placed = await checkout('en');
    expect(placed.checkoutUrl).toMatch(/^\/en\/demo-betaling\/demo_[\w-]+$/);
    const payment = await demoPayment(placed.checkoutUrl);
    expect(payment.redirectUrl).toBe(`http://localhost:3000/en/betaald?order=${placed.orderId}`);
    expect(payment.description).toMatch(/^Order #\d+ at Gouden Haan$/);

    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${payment.id}?lang=en`,
      headers: SAME_ORIGIN,
      payload: { outcome: 'failed' },
    });
    expect(decided.json()).toEqual({ redirectUrl: payment.redirectUrl });

    // Paying again from the status page: the new payment returns to the English page too, even
    // when the retry is asked without a language.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/retry`,
      headers: SAME_ORIGIN,
      payload: {},
    });
    expect(retry.statusCode, retry.body).toBe(201);
    const again = retry.json<{ checkoutUrl: string }>();
    expect(again.checkoutUrl).toMatch(/^\/en\/demo-betaling\/demo_/);
    expect((await demoPayment(again.checkoutUrl)).redirectUrl).toContain('/en/betaald?order=');
  });

  it('leaves a Dutch order at the spec’s paths and words', async () => {
    const placed = await checkout(null);
    expect(placed.checkoutUrl).toMatch(/^\/demo-betaling\/demo_[\w-]+$/);
    const payment = await demoPayment(placed.checkoutUrl);
    expect(payment.redirectUrl).toBe(`http://localhost:3000/betaald?order=${placed.orderId}`);
    expect(payment.description).toMatch(/^Bestelling #\d+ bij Gouden Haan$/);
  });
});

/** A paid order whose line has English names beside the Dutch ones, as checkout keeps them. */
async function englishNamedOrder() {
  const order = await insertOrder(t.database.db, { location: 'amsterdam' });
  const publicId = `engl${order.id.replace(/-/g, '').slice(0, 18)}`;
  const lines = [
    {
      ...order.lines[0]!,
      nameEn: 'Half spit-roast chicken',
      selectedOptions: [{ choice: 'Knoflooksaus', choiceEn: 'Garlic sauce', priceCents: 0 }],
    },
  ] as unknown as OrderLineSnapshot[];
  await t.database.db.update(orders).set({ publicId, lines, lang: 'en' }).where(eq(orders.id, order.id));
  return { ...order, publicId };
}

const lineNames = (summary: { lines: { name: string; selectedOptions: { choice: string }[] }[] }) =>
  summary.lines.map((l) => [l.name, ...l.selectedOptions.map((o) => o.choice)]);

describe('the order page in English', () => {
  it('names the lines in English with ?lang=en and in Dutch without', async () => {
    const order = await englishNamedOrder();
    const en = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}?lang=en` });
    expect(lineNames(en.json())).toEqual([['Half spit-roast chicken', 'Garlic sauce']]);
    const nl = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(lineNames(nl.json())).toEqual([['Halve kip van het spit', 'Knoflooksaus']]);
  });

  it("keeps the live stream's later summaries in the page's language", async () => {
    const order = await englishNamedOrder();
    const controller = new AbortController();
    const res = await fetch(`${base}/api/orders/${order.publicId}/events?lang=en`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    const next = async () => {
      for (;;) {
        const match = /event: order\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += new TextDecoder().decode(chunk.value);
      }
    };
    try {
      expect(lineNames(await next())).toEqual([['Half spit-roast chicken', 'Garlic sauce']]);
      // A change another instance NOTIFYs arrives outside this request.
      await t.database.db.update(orders).set({ status: 'in_preparation' }).where(eq(orders.id, order.id));
      await publishOrderEvent(t.database.db, {
        orderId: order.id,
        location: 'amsterdam',
        status: 'in_preparation',
      });
      const changed = await next();
      expect(changed.status).toBe('in_preparation');
      expect(lineNames(changed)).toEqual([['Half spit-roast chicken', 'Garlic sauce']]);
    } finally {
      controller.abort();
    }
  });

  it("says the restaurant's own reasons for a cancellation in English, and staff's words as written", async () => {
    const reasons = async (cancelReason: string) => {
      const order = await englishNamedOrder();
      await t.database.db
        .update(orders)
        .set({ status: 'cancelled', cancelReason })
        .where(eq(orders.id, order.id));
      const get = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json().cancelReason);
      return [await get(`/api/orders/${order.publicId}?lang=en`), await get(`/api/orders/${order.publicId}`)];
    };
    const paidLate = 'Te laat betaald: het tijdstip was vol. Het bedrag wordt teruggestort.';
    expect(await reasons(paidLate)).toEqual([
      "Paid too late: your time slot had filled up. We're refunding the amount.",
      paidLate,
    ]);
    expect(await reasons('Kip is op')).toEqual(['Kip is op', 'Kip is op']);
  });
});
