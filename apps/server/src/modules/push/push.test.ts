/**
 * Web Push for an order (issue 29 item 4) against a local HTTPS push service that follows RFC 8030,
 * checks the VAPID header (RFC 8292) and decrypts each message (RFC 8291): the key, subscribing, a
 * message per kitchen change in the order's language, 404/410 removing the subscription, a push
 * service that is down retried through the outbox, and the subscriptions gone when the order ends.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locations, orders, pushSubscriptions } from '../../db/schema';
import { makeAccount, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { fakeProvider, payThroughWebhook } from '../../../test/fake-provider';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers';
import { startPushFake, type PushFake } from '../../../test/push-fake';
import { PUSH, VAPID_KEYS_FILE } from '.';

// Wednesday 25 November 2026, 18:00 in Amsterdam: open until 22:00.
const EVENING = new Date('2026-11-25T17:00:00Z');
const at = (minutes: number) => new Date(EVENING.getTime() + minutes * 60_000);

const provider = fakeProvider();
let clock = EVENING;
let t: TestApp;
let fake: PushFake;
let staff: string;

beforeAll(async () => {
  fake = await startPushFake();
  t = await createTestApp({
    env: { PUSH_SERVICE_HOSTS: 'localhost', PUSH_LIMIT_PER_ADDRESS: '1000' },
    deps: { now: () => clock, paymentProvider: provider, pushAgent: fake.agent },
  });
  const db = t.database.db;
  // Many orders in one evening's slot: room for all of them.
  await db.update(locations).set({ slotCapacity: 1000 }).where(eq(locations.slug, 'amsterdam'));
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok-push@example.nl', role: 'staff', location: 'amsterdam' })).id,
    { now: EVENING },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  clock = EVENING;
  fake.received.length = 0;
  fake.refused.length = 0;
});

async function paidOrder(overrides: Record<string, unknown> = {}, lang?: 'en') {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  const placed = await t.app.inject({
    method: 'POST',
    url: lang ? `/api/checkout?lang=${lang}` : '/api/checkout',
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ email: `push-${Math.random().toString(36).slice(2)}@example.nl`, ...overrides }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.json().orderId));
  await payThroughWebhook(t, provider, order!.id);
  return order!;
}

function subscribe(publicId: string, subscription: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${publicId}/push`,
    headers: SAME_ORIGIN,
    payload: { subscription },
  });
}

function kitchen(id: string, action: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/${action}`,
    headers: { ...SAME_ORIGIN, cookie: staff },
    payload,
  });
}

async function subscriptionCount(orderId: string) {
  return (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, orderId)))
    .length;
}

describe('the VAPID key', () => {
  it('is answered at /api/push/key, generated once under DATA_DIR (0600) and the same after a restart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(testConfig().dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = await createTestApp({ env: { PUSH_SERVICE_HOSTS: 'localhost' } });
    try {
      const second = await again.app.inject({ method: 'GET', url: '/api/push/key' });
      expect(second.json()).toEqual({ publicKey });
    } finally {
      await again.close();
    }
  });
});

describe('subscribing', () => {
  it('answers 201 for a paid order, and refuses what is no subscription with a message', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    const sub = fake.subscribe();
    const ok = await subscribe(order.publicId, sub.json);
    expect(ok.statusCode).toBe(201);
    // The same browser again is the same subscription.
    expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
    expect(await subscriptionCount(order.id)).toBe(1);

    const bad: [unknown, number][] = [
      [{ ...sub.json, endpoint: sub.json.endpoint.replace('https:', 'http:') }, 400],
      [{ ...sub.json, keys: { ...sub.json.keys, p256dh: sub.json.keys.p256dh.slice(0, 40) } }, 400],
      [{ ...sub.json, keys: { ...sub.json.keys, auth: 'AAAA' } }, 400],
      [{ endpoint: sub.json.endpoint }, 400],
      ['nonsense', 400],
      // https, but not a push service this server writes to.
      [{ ...sub.json, endpoint: 'https://intranet.example.com/push/1' }, 422],
    ];
    for (const [subscription, status] of bad) {
      const res = await subscribe(order.publicId, subscription);
      expect(res.statusCode, JSON.stringify(subscription)).toBe(status);
      expect(res.json().message).toMatch(/\w/);
    }
    const unknown = await subscribe('a'.repeat(22), sub.json);
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused for an order not paid yet, and past a few browsers per order', async () => {
    const { cookie } = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 1 },
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...SAME_ORIGIN, cookie },
      payload: checkoutBody({ email: 'push-unpaid@example.nl', fulfilment: 'pickup' }),
    });
    const unpaid = await subscribe(placed.json().orderId, fake.subscribe().json);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Voor deze bestelling kun je geen berichten meer krijgen.');

    const order = await paidOrder({ fulfilment: 'pickup' });
    for (let i = 0; i < 3; i++)
      expect((await subscribe(order.publicId, fake.subscribe().json)).statusCode).toBe(201);
    const fourth = await subscribe(order.publicId, fake.subscribe().json);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Voor deze bestelling zijn al genoeg apparaten aangemeld.');
  });
});

describe('messages', () => {
  it('sends one decrypted message per change, in Dutch, and none after the order ended', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    const sub = fake.subscribe();
    expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
    const page = `/betaald?order=${order.publicId}`;
    const tag = `order-${order.publicId}`;

    clock = at(2);
    expect((await kitchen(order.id, 'accept', { minutes: 20 })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.refused).toEqual([]);
    expect(fake.received.map((r) => r.payload)).toEqual([
      {
        title: 'Gouden Haan',
        body: `Bestelling #${order.number} is geaccepteerd: klaar om af te halen rond 18:22.`,
        tag,
        url: page,
      },
    ]);
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    expect(fake.received[0]).toMatchObject({ vapidKey: key, ttl: PUSH.ttlSeconds, topic: order.publicId });

    clock = at(5);
    expect((await kitchen(order.id, 'delay', { minutes: 10 })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.received.at(-1)?.payload).toMatchObject({
      body: `Bestelling #${order.number} duurt iets langer: klaar rond 18:32.`,
    });

    clock = at(25);
    expect((await kitchen(order.id, 'status', { status: 'ready' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.received.at(-1)).toMatchObject({
      urgency: 'high',
      payload: { body: `Bestelling #${order.number} is klaar om af te halen.`, tag, url: page },
    });
    expect(fake.received).toHaveLength(3);

    // Picked up: the order ended, its subscription is gone, and nothing more is sent.
    expect((await kitchen(order.id, 'status', { status: 'completed' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.received).toHaveLength(3);
    expect(await subscriptionCount(order.id)).toBe(0);
  });

  it('speaks English to an English order, says so when it is on its way or rejected, and then forgets it', async () => {
    const order = await paidOrder({ fulfilment: 'delivery' }, 'en');
    const sub = fake.subscribe();
    expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
    clock = at(2);
    expect((await kitchen(order.id, 'accept', { minutes: 20 })).statusCode).toBe(200);
    expect((await kitchen(order.id, 'status', { status: 'out_for_delivery' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    const bodies = fake.received.map((r) => (r.payload as { body: string }).body);
    expect(bodies[0]).toMatch(
      new RegExp(`^Order #${order.number} is accepted: we deliver around \\d{1,2}:\\d\\d [ap]m\\.$`),
    );
    expect(bodies[1]).toBe(`Order #${order.number} is on its way to you.`);
    expect((fake.received[0]!.payload as { url: string }).url).toBe(`/en/betaald?order=${order.publicId}`);

    const other = await paidOrder({ fulfilment: 'pickup' });
    expect((await subscribe(other.publicId, fake.subscribe().json)).statusCode).toBe(201);
    expect((await kitchen(other.id, 'reject', { reason: 'too_busy' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.received.at(-1)?.payload).toMatchObject({
      body: `Bestelling #${other.number} is geannuleerd. Het betaalde bedrag storten we terug.`,
    });
    expect(await subscriptionCount(other.id)).toBe(0);
    // Ended orders take no new subscriptions.
    expect((await subscribe(other.publicId, fake.subscribe().json)).statusCode).toBe(409);
  });

  it('removes a subscription its push service says is gone (404 and 410)', async () => {
    for (const gone of [404, 410] as const) {
      const order = await paidOrder({ fulfilment: 'pickup' });
      const sub = fake.subscribe();
      expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
      fake.answers.set(sub.id, gone);
      expect((await kitchen(order.id, 'accept', { minutes: 15 })).statusCode).toBe(200);
      await t.app.outbox.drain();
      expect(fake.attempts.get(sub.id)).toBe(1);
      expect(await subscriptionCount(order.id)).toBe(0);
      // Nothing left to retry.
      clock = new Date(clock.getTime() + 60 * 60_000);
      await t.app.outbox.drain();
      expect(fake.attempts.get(sub.id)).toBe(1);
      clock = EVENING;
    }
  });

  it('retries through the outbox a push service that fails (500) or does not answer, and sends once it is back', async () => {
    const timeout = PUSH.timeoutMs;
    PUSH.timeoutMs = 300;
    try {
      for (const failure of [500, 'timeout'] as const) {
        const order = await paidOrder({ fulfilment: 'pickup' });
        const sub = fake.subscribe();
        expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
        fake.answers.set(sub.id, failure);
        clock = at(1);
        expect((await kitchen(order.id, 'accept', { minutes: 15 })).statusCode).toBe(200);
        await t.app.outbox.drain();
        expect(fake.attempts.get(sub.id)).toBe(1);
        // Not again before its backoff.
        await t.app.outbox.drain();
        expect(fake.attempts.get(sub.id)).toBe(1);
        fake.answers.delete(sub.id);
        clock = new Date(clock.getTime() + 16_000);
        await t.app.outbox.drain();
        expect(fake.attempts.get(sub.id)).toBe(2);
        expect(fake.received.filter((r) => r.id === sub.id)).toHaveLength(1);
        expect(await subscriptionCount(order.id)).toBe(1);
      }
    } finally {
      PUSH.timeoutMs = timeout;
    }
  });

  it('drops a message that waited past its TTL rather than telling old news', async () => {
    const order = await paidOrder({ fulfilment: 'pickup' });
    const sub = fake.subscribe();
    expect((await subscribe(order.publicId, sub.json)).statusCode).toBe(201);
    fake.answers.set(sub.id, 500);
    expect((await kitchen(order.id, 'accept', { minutes: 15 })).statusCode).toBe(200);
    await t.app.outbox.drain();
    fake.answers.delete(sub.id);
    clock = new Date(clock.getTime() + (PUSH.ttlSeconds + 60) * 1000);
    await t.app.outbox.drain();
    expect(fake.received.filter((r) => r.id === sub.id)).toHaveLength(0);
    expect(fake.attempts.get(sub.id)).toBe(1);
  });
});
