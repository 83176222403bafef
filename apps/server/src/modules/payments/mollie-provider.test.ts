/**
 * The Mollie adapter with the real @mollie/api-client against a local HTTPS fake of the Mollie
 * endpoints it uses (create, get and cancel a payment, refund it), then the whole order flow through it.
 */
// The fake's certificate is self-signed; only this test file's process accepts that.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, orders } from '../../db/schema';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { startMollieFake, type MollieFake } from '../../../test/mollie-fake';
import { molliePaymentProvider } from './mollie-provider';
import { ProviderUnavailableError, type PaymentProvider } from './payment-provider';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

let mollie: MollieFake;
let provider: PaymentProvider;
let t: TestApp;
/** Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants open. */
const EVENING = new Date('2026-11-25T17:00:00Z');

beforeAll(async () => {
  mollie = await startMollieFake({ apiKey: API_KEY });
  provider = molliePaymentProvider({ apiKey: API_KEY, apiEndpoint: mollie.endpoint });
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://bestellen.goudenhaan.nl' },
    deps: { now: () => EVENING, paymentProvider: provider },
  });
});

afterAll(async () => {
  await t?.close();
  await mollie?.close();
});

describe('Mollie adapter', () => {
  it('creates a payment with amount, description, URLs, metadata and our idempotency key', async () => {
    const payment = await provider.createPayment({
      amountCents: 1250,
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
      idempotencyKey: 'order-uuid-1',
      lang: 'nl',
    });
    expect(payment).toMatchObject({ status: 'open', amountCents: 1250, metadata: { orderId: 'order-uuid' } });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const sent = mollie.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/v2/payments',
      auth: `Bearer ${API_KEY}`,
      key: 'order-uuid-1',
    });
    expect(sent.body).toMatchObject({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
      locale: 'nl_NL',
    });
    // The same key gives the same payment.
    const again = await provider.createPayment({
      amountCents: 1250,
      description: 'Bestelling 7 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=abc',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-uuid', publicId: 'abc' },
      idempotencyKey: 'order-uuid-1',
      lang: 'nl',
    });
    expect(again.id).toBe(payment.id);
  });

  it("asks Mollie for its checkout in English for an English order's payment (issue 20)", async () => {
    await provider.createPayment({
      amountCents: 995,
      description: 'Order GH-0007 at Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/en/betaald?order=xyz',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-en', publicId: 'xyz' },
      idempotencyKey: 'order-en-1',
      lang: 'en',
    });
    expect(mollie.requests.at(-1)!.body).toMatchObject({
      locale: 'en_GB',
      redirectUrl: 'https://bestellen.goudenhaan.nl/en/betaald?order=xyz',
    });
  });

  it('reads a payment, and null for one Mollie does not know', async () => {
    const [id] = [...mollie.payments.keys()];
    mollie.payments.get(id!)!.status = 'paid';
    expect(await provider.getPayment(id!)).toMatchObject({
      id,
      status: 'paid',
      amountCents: 1250,
      checkoutUrl: null,
    });
    expect(await provider.getPayment('tr_unknown0')).toBeNull();
    expect(await provider.getPayment('not-a-mollie-id')).toBeNull();
  });

  it('cancels an open payment, and answers null where Mollie refuses (not cancelable, not open)', async () => {
    const input = {
      amountCents: 995,
      description: 'Bestelling 8 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=def',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-8', publicId: 'def' },
      lang: 'nl' as const,
    };
    const open = await provider.createPayment({ ...input, idempotencyKey: 'order-8-1' });
    expect(await provider.cancelPayment(open.id)).toMatchObject({ id: open.id, status: 'canceled' });
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'DELETE', url: `/v2/payments/${open.id}` });
    expect(mollie.payments.get(open.id)!.status).toBe('canceled');
    // Already final, or a method Mollie will not cancel (most iDEAL payments): it expires instead.
    expect(await provider.cancelPayment(open.id)).toBeNull();
    const ideal = await provider.createPayment({ ...input, idempotencyKey: 'order-8-2' });
    mollie.payments.get(ideal.id)!.cancelable = false;
    expect(await provider.cancelPayment(ideal.id)).toBeNull();
    expect(mollie.payments.get(ideal.id)!.status).toBe('open');
  });

  it('refunds a paid payment once per idempotency key, through the Refunds API', async () => {
    const paid = await provider.createPayment({
      amountCents: 2140,
      description: 'Bestelling 9 bij Gouden Haan',
      redirectUrl: 'https://bestellen.goudenhaan.nl/betaald?order=ghi',
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
      metadata: { orderId: 'order-9', publicId: 'ghi' },
      idempotencyKey: 'order-9-1',
      lang: 'nl',
    });
    mollie.payments.get(paid.id)!.status = 'paid';
    const input = {
      paymentId: paid.id,
      amountCents: 2140,
      description: 'Terugbetaling bestelling 9 bij Gouden Haan',
      idempotencyKey: `refund-${paid.id}`,
    };
    const refund = await provider.refundPayment(input);
    expect(refund.id).toMatch(/^re_/);
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v2/payments/${paid.id}/refunds`,
      key: `refund-${paid.id}`,
      body: { amount: { currency: 'EUR', value: '21.40' }, description: input.description },
    });
    expect(await provider.refundPayment(input)).toEqual(refund);
    expect(mollie.refunds.filter((r) => r.paymentId === paid.id)).toHaveLength(1);
    // Mollie's payment stays paid and says how much went back.
    expect(await provider.getPayment(paid.id)).toMatchObject({ status: 'paid', amountRefundedCents: 2140 });
    // A second refund under another key would exceed the payment: Mollie refuses it.
    await expect(provider.refundPayment({ ...input, idempotencyKey: 'other' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('reports Mollie being down as unavailable', async () => {
    mollie.down = true;
    try {
      await expect(provider.getPayment('tr_whatever')).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      mollie.down = false;
    }
  }, 20_000);

  it('takes an order from checkout to paid through Mollie and its webhook', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, origin: 'https://bestellen.goudenhaan.nl', cookie },
      payload: checkoutBody(),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const created = mollie.requests.at(-1)!;
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '21.40' },
      redirectUrl: `https://bestellen.goudenhaan.nl/betaald?order=${orderId}`,
      webhookUrl: 'https://bestellen.goudenhaan.nl/api/payments/webhook',
    });
    const paymentId = [...mollie.payments.values()].find(
      (p) => (p.metadata as { publicId?: string }).publicId === orderId,
    )!.id;
    mollie.payments.get(paymentId)!.status = 'paid';
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    expect(hook.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
    expect(order!.status).toBe('paid');
  });

  it('refunds an order in parts from the admin through Mollie’s Refunds API, never beyond the payment', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 2 },
    ]);
    const site = { origin: 'https://bestellen.goudenhaan.nl' };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...site, cookie },
      payload: checkoutBody({ fulfilment: 'pickup' }),
    });
    const publicId = placed.json().orderId as string;
    const payment = mollie.paymentsOf(publicId)[0]!;
    payment.status = 'paid';
    await t.app.orders.applyProviderStatus(payment.id);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
    const admin = await sessionCookie(
      t.database.db,
      (await makeAccount(t.database.db, { email: 'mollie-admin@example.nl' })).id,
      { now: EVENING },
    );
    const refund = (payload: Record<string, unknown>, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order!.id}/refunds`,
        headers: { ...site, cookie: admin, 'idempotency-key': key },
        payload,
      });

    expect((await refund({ amount: 4.5, reason: 'Saus vergeten' }, 'mollie-part-1')).statusCode).toBe(201);
    const asked = mollie.requests.filter(
      (r) => r.method === 'POST' && r.url === `/v2/payments/${payment.id}/refunds`,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ amount: { currency: 'EUR', value: '4.50' } });
    expect(asked[0]!.key).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'paid', amountRefundedCents: 450 });

    const rest = await refund({ reason: 'Alles terug' }, 'mollie-part-2');
    expect(rest.json()).toMatchObject({ refunded: 19.9, remaining: 0 });
    expect(rest.json().refunds.map((r: { providerRefundId: string }) => r.providerRefundId)).toEqual(
      mollie.refunds.filter((r) => r.paymentId === payment.id).map((r) => r.id),
    );
    expect(mollie.refunds.filter((r) => r.paymentId === payment.id).map((r) => r.amount.value)).toEqual([
      '4.50',
      '15.40',
    ]);
    const listed = await fetch(`${mollie.endpoint}payments/${payment.id}/refunds`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    }).then((r) => r.json() as Promise<{ count: number }>);
    expect(listed.count).toBe(2);
    const remote = await fetch(`${mollie.endpoint}payments/${payment.id}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(remote).toMatchObject({
      amountRefunded: { value: '19.90' },
      amountRemaining: { value: '0.00' },
    });
    // Mollie itself refuses more than the payment, whatever key asks.
    await expect(
      provider.refundPayment({
        paymentId: payment.id,
        amountCents: 1,
        description: 'x',
        idempotencyKey: 'extra',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('cancels the payment of an order whose hold ran out, and refunds one paid too late for a full slot', async () => {
    const place = async () => {
      const { cookie } = await seedCart(t.database.db, 'amsterdam', [
        { name: 'Halve kip van het spit', quantity: 2 },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...SAME_ORIGIN, origin: 'https://bestellen.goudenhaan.nl', cookie },
        payload: checkoutBody({ fulfilment: 'pickup' }),
      });
      expect(res.statusCode).toBe(201);
      const publicId = res.json().orderId as string;
      // The hold ran out an hour ago.
      await t.database.db
        .update(orders)
        .set({ holdUntil: new Date('2026-11-25T16:00:00Z') })
        .where(eq(orders.publicId, publicId));
      return { publicId, payment: mollie.paymentsOf(publicId)[0]! };
    };
    const cancelable = await place();
    const ideal = await place();
    ideal.payment.cancelable = false;
    await t.app.orders.expireHolds();
    expect(cancelable.payment.status).toBe('canceled');
    expect(ideal.payment.status).toBe('open');

    // The iDEAL payment is paid after all, and its slot has no room left (capacity 0 for the test).
    await t.database.db.update(locations).set({ slotCapacity: 0 }).where(eq(locations.slug, 'amsterdam'));
    try {
      ideal.payment.status = 'paid';
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${ideal.payment.id}`,
      });
      expect(hook.statusCode).toBe(200);
    } finally {
      await t.database.db.update(locations).set({ slotCapacity: 8 }).where(eq(locations.slug, 'amsterdam'));
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, ideal.publicId));
    expect(order!.status).toBe('cancelled');
    expect(mollie.refunds.filter((r) => r.paymentId === ideal.payment.id)).toMatchObject([
      { amount: { currency: 'EUR', value: '19.90' }, status: 'pending' },
    ]);
    expect(ideal.payment.amountRefunded).toEqual({ currency: 'EUR', value: '19.90' });
    // The reconciliation finds nothing more to give back.
    await t.app.orders.reconcile();
    expect(mollie.refunds.filter((r) => r.paymentId === ideal.payment.id)).toHaveLength(1);
  });
});
