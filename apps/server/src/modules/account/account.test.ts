/**
 * "Mijn Gouden Haan" (issue 29 item 1): a sign-in link for any address, once and for 30 minutes, a
 * session cookie of 90 days, the customer's orders in both locations, signing out everywhere, the
 * details kept only with consent, and an erasure that takes the account with it. On a fixed clock.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, ACCOUNT_PATH } from '@gh/domain/account-api';
import { rowsOf } from '../../db/prepared';
import { orders } from '../../db/schema';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { checkoutBody, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, mailedToken, type TestApp } from '../../../test/helpers';
import { sha256 } from '../../lib/tokens';
import { signedInCustomer } from './index';

let t: TestApp;
let clock = new Date('2026-11-25T12:00:00Z');
let address = 0;
/** Each request from its own client address, unless a test is about that limit. */
const nextIp = () => `10.29.0.${++address}`;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(() => t.close());

function ask(email: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/link',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: { email },
  });
}

/** Asks for a link and reads its token from the mail that went out. */
async function linkFor(email: string): Promise<string> {
  expect((await ask(email)).statusCode).toBe(200);
  return mailedToken(t, email, ACCOUNT_PATH);
}

const exchange = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/session', headers: SAME_ORIGIN, payload: { token } });

/** Signs in by link and answers the session cookie's value. */
async function signIn(email: string): Promise<string> {
  const res = await exchange(await linkFor(email));
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === ACCOUNT_COOKIE)!.value;
}

const as = (session: string) => ({ cookie: `${ACCOUNT_COOKIE}=${session}` });
const get = (url: string, session?: string) => t.app.inject({ url, headers: session ? as(session) : {} });
const post = (url: string, session: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, ...as(session) }, payload });

async function placeOrder(values: { email: string; location?: string; status?: string; paid?: boolean }) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      publicId: randomBytes(6).toString('hex'),
      locationSlug: values.location ?? 'amsterdam',
      status: values.status ?? 'completed',
      fulfilment: 'pickup',
      customerName: 'Roos Verhoeven',
      email: values.email,
      phone: '0698765432',
      expectedAt: clock,
      lines: [],
      subtotalCents: 1890,
      totalCents: 1890,
      vatCents: 156,
      paidAt: values.paid === false ? null : clock,
      createdAt: clock,
    })
    .returning();
  return row!;
}

describe('POST /api/account/link', () => {
  it('answers the same for a known and an unknown address, and mails a link to each', async () => {
    await placeOrder({ email: 'bekend@example.nl' });
    const known = await ask('Bekend@Example.nl');
    const unknown = await ask('onbekend@example.nl');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.app.outbox.drain();
    const mails = t.mailer.sent.filter((m) => ['bekend@example.nl', 'onbekend@example.nl'].includes(m.to));
    expect(mails).toHaveLength(2);
    const shape = (text: string) => text.replace(/token=[\w%-]+/, 'token=…');
    expect(shape(mails[0]!.text)).toBe(shape(mails[1]!.text));
    expect(mails[0]!.text).toContain(`http://localhost:3000${ACCOUNT_PATH}?token=`);
    expect(mails[0]!.subject).toBe('Je aanmeldlink voor Mijn Gouden Haan');
  });

  it('mails an address at most 3 times an hour; the 4th request gets the same 200 and no mail', async () => {
    const before = t.mailer.sent.length;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask('veel@example.nl'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[3]!.json()).toEqual(answers[0]!.json());
    await t.app.outbox.drain();
    expect(t.mailer.sent.slice(before).filter((m) => m.to === 'veel@example.nl')).toHaveLength(3);
  });

  it('limits one client address (429 in Dutch), whatever addresses it asks for', async () => {
    const ip = '10.29.99.1';
    for (let i = 0; i < 10; i++) expect((await ask(`flood${i}@example.nl`, ip)).statusCode).toBe(200);
    const next = await ask('flood-next@example.nl', ip);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/Probeer het/);
  });

  it('stores only the hash of the token, and answers a bad address in Dutch', async () => {
    const token = await linkFor('hash@example.nl');
    const rows = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(
        sql`select token_hash from customer_sign_in_links where email = 'hash@example.nl'`,
      ),
    );
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const bad = await ask('geen-adres');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/geldig e-mailadres/);
  });
});

describe('POST /api/account/session', () => {
  it('opens a session once per link, with an HttpOnly, SameSite=Lax cookie on / for 90 days', async () => {
    const token = await linkFor('Eens@Example.nl');
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'eens@example.nl', details: null });
    const cookie = res.cookies.find((c) => c.name === ACCOUNT_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect((cookie.expires as Date).getTime() - clock.getTime()).toBe(90 * 24 * 60 * MINUTE);
    const again = await exchange(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/al gebruikt, verlopen/);
  });

  it('takes a link within 30 minutes and refuses it after', async () => {
    const start = clock;
    try {
      const early = await linkFor('op-tijd@example.nl');
      const late = await linkFor('te-laat@example.nl');
      clock = new Date(start.getTime() + 29 * MINUTE);
      expect((await exchange(early)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 30 * MINUTE);
      expect((await exchange(late)).statusCode).toBe(410);
    } finally {
      clock = start;
    }
  });

  it('ends the session after 90 days', async () => {
    const start = clock;
    try {
      const session = await signIn('lang@example.nl');
      clock = new Date(start.getTime() + 89 * 24 * 60 * MINUTE);
      expect((await get('/api/account', session)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 90 * 24 * 60 * MINUTE);
      expect((await get('/api/account', session)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://x.test',
        SMTP_URL: 'smtp://localhost:1',
        PAYMENT_PROVIDER: 'demo',
        ALLOW_DEMO_PAYMENTS: 'true',
      },
    });
    try {
      const origin = { origin: 'https://x.test' };
      await prod.app.inject({
        method: 'POST',
        url: '/api/account/link',
        headers: origin,
        payload: { email: 'p@example.nl' },
      });
      await prod.app.outbox.drain();
      const token = decodeURIComponent(/token=([\w%-]+)/.exec(prod.mailer.sent.at(-1)!.text)![1]!);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/account/session',
        headers: origin,
        payload: { token },
      });
      expect(res.cookies.find((c) => c.name === ACCOUNT_COOKIE)?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('signed in', () => {
  it("lists the address's paid orders in both locations, newest first, and nobody else's", async () => {
    const mine = [
      await placeOrder({ email: 'Klant@Example.nl', location: 'amsterdam' }),
      await placeOrder({ email: 'klant@example.nl', location: 'rotterdam', status: 'cancelled' }),
    ];
    await placeOrder({ email: 'klant@example.nl', status: 'pending_payment', paid: false });
    await placeOrder({ email: 'ander@example.nl', location: 'rotterdam' });
    const session = await signIn('klant@example.nl');
    const res = await get('/api/account/orders', session);
    expect(res.statusCode).toBe(200);
    const listed = res.json().orders as { publicId: string; location: string; total: number }[];
    expect(listed.map((o) => o.publicId).sort()).toEqual(mine.map((o) => o.publicId).sort());
    expect(new Set(listed.map((o) => o.location))).toEqual(new Set(['amsterdam', 'rotterdam']));
    expect(listed[0]).toMatchObject({
      number: expect.any(Number),
      total: 18.9,
      createdAt: clock.toISOString(),
    });
  });

  it('answers 401 in Dutch without a session or with a made-up one', async () => {
    for (const res of [await get('/api/account/orders'), await get('/api/account/orders', 'verzonnen')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/niet \(meer\) aangemeld/);
    }
  });

  it('tells other modules who is signed in, lowercase', async () => {
    const session = await signIn('Wie@Example.NL');
    // What another module's route hands it: its request, with the server and the cookies parsed.
    const request = (cookies: Record<string, string>) =>
      ({ server: t.app, cookies }) as unknown as FastifyRequest;
    expect(await signedInCustomer(request({ [ACCOUNT_COOKIE]: session }))).toEqual({
      email: 'wie@example.nl',
    });
    expect(await signedInCustomer(request({}))).toBeNull();
  });

  it('signs out this device, or every device at once', async () => {
    const phone = await signIn('overal@example.nl');
    const laptop = await signIn('overal@example.nl');
    const tablet = await signIn('overal@example.nl');
    const out = await post('/api/account/sign-out', tablet);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === ACCOUNT_COOKIE)?.value).toBe('');
    expect((await get('/api/account', tablet)).statusCode).toBe(401);
    expect((await get('/api/account', laptop)).statusCode).toBe(200);
    expect((await post('/api/account/sign-out-everywhere', phone)).statusCode).toBe(200);
    expect((await get('/api/account', phone)).statusCode).toBe(401);
    expect((await get('/api/account', laptop)).statusCode).toBe(401);
  });

  it('signing out everywhere also voids the unused sign-in links and privacy links of the address', async () => {
    const phone = await signIn('sleutels@example.nl');
    const unused = await linkFor('Sleutels@example.nl');
    const privacy = (await post('/api/account/privacy-link', phone)).json() as { token: string };
    const overview = (token: string) =>
      t.app.inject({ url: `/api/privacy/overview?token=${encodeURIComponent(token)}` });
    expect((await overview(privacy.token)).statusCode).toBe(200);
    // Somebody else's links are not touched.
    const other = await linkFor('ander@example.nl');

    expect((await post('/api/account/sign-out-everywhere', phone)).statusCode).toBe(200);
    const reused = await exchange(unused);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/link/i);
    expect((await overview(privacy.token)).statusCode).toBe(410);
    expect((await exchange(other)).statusCode).toBe(200);
    // A new link works as before.
    expect((await exchange(await linkFor('sleutels@example.nl'))).statusCode).toBe(200);
  });

  it('keeps details only with consent, and erases them when it is withdrawn', async () => {
    const session = await signIn('gegevens@example.nl');
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/details',
        headers: { ...SAME_ORIGIN, ...as(session) },
        payload,
      });
    const details = {
      name: 'Roos',
      phone: '06-98 76 54 32',
      addresses: [
        { postcode: '1072lk', houseNumber: '7', addition: 'B', street: 'Roosstraat', city: 'Amsterdam' },
      ],
    };
    expect((await put({ details })).statusCode).toBe(400);
    const kept = await put({ consent: true, details });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().details).toEqual({
      name: 'Roos',
      phone: '0698765432',
      addresses: [
        { postcode: '1072 LK', houseNumber: '7', addition: 'B', street: 'Roosstraat', city: 'Amsterdam' },
      ],
    });
    expect((await get('/api/account', session)).json().details.name).toBe('Roos');
    const bad = await put({ consent: true, details: { ...details, phone: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/telefoonnummer/i);
    expect((await put({ consent: false })).json().details).toBeNull();
    const rows = rowsOf<{ details: unknown }>(
      await t.database.db.execute(
        sql`select details from customer_accounts where email = 'gegevens@example.nl'`,
      ),
    );
    expect(rows).toEqual([{ details: null }]);
  });

  it('erasure through the privacy link removes the account, its sessions, links and details', async () => {
    await placeOrder({ email: 'wissen@example.nl' });
    const session = await signIn('wissen@example.nl');
    await linkFor('wissen@example.nl');
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/details',
      headers: { ...SAME_ORIGIN, ...as(session) },
      payload: { consent: true, details: { name: 'Wim Wissen', phone: '', addresses: [] } },
    });
    const link = await post('/api/account/privacy-link', session);
    expect(link.statusCode).toBe(200);
    const { token } = link.json() as { token: string };
    const overview = await t.app.inject({ url: `/api/privacy/overview?token=${encodeURIComponent(token)}` });
    expect(overview.json()).toMatchObject({ email: 'wissen@example.nl', orders: 1 });
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: SAME_ORIGIN,
      payload: { token, confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect((await get('/api/account', session)).statusCode).toBe(401);
    for (const table of ['customer_accounts', 'customer_sessions', 'customer_sign_in_links']) {
      const rows = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where email = 'wissen@example.nl'`,
        ),
      );
      expect(rows[0]!.n, table).toBe(0);
    }
  });
});

describe('checkout of a signed-in customer', () => {
  async function checkout(email: string, session?: string) {
    const cart = await seedCart(t.database.db, 'amsterdam', [
      { name: 'Halve kip van het spit', quantity: 1 },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: {
        ...SAME_ORIGIN,
        cookie: session ? `${cart.cookie}; ${ACCOUNT_COOKIE}=${session}` : cart.cookie,
      },
      payload: checkoutBody({ email, fulfilment: 'pickup', time: 'asap' }),
    });
  }

  it("orders with the account's address: another one is refused in Dutch, until signed out", async () => {
    const session = await signIn('vaste.klant@example.nl');
    const other = await checkout('iemand.anders@example.nl', session);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'Je bent ingelogd als vaste.klant@example.nl: je bestelling gaat naar dat adres. Wil je een ander adres gebruiken, meld je dan eerst af bij Mijn Gouden Haan.',
    );
    const own = await checkout(' Vaste.Klant@example.nl ', session);
    expect(own.statusCode, own.body).toBe(201);
    // Signed out, any address orders as before.
    expect((await checkout('iemand.anders@example.nl')).statusCode).toBe(201);
  });
});

describe('the stamp card reads who is signed in here (decision 052)', () => {
  it('shows the signed-in customer their own stamps, and a signed-out visitor none', async () => {
    const owner = await sessionCookie(
      t.database.db,
      (await makeAccount(t.database.db, { email: 'eigenaar-stempels@example.nl' })).id,
    );
    const card = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/locations/amsterdam/stamp-card',
      headers: { ...SAME_ORIGIN, cookie: owner },
      payload: { enabled: true, stampsNeeded: 5, reward: { amountOff: 5 }, minimumOrder: 10 },
    });
    expect(card.statusCode, card.body).toBe(200);
    await placeOrder({ email: 'stempels@example.nl' }); // € 18,90, paid
    const session = await signIn('stempels@example.nl');
    const mine = await get('/api/account/stamps', session);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().cards).toContainEqual(
      expect.objectContaining({ location: 'amsterdam', stamps: 1, needed: 5 }),
    );
    expect((await get('/api/account/stamps')).statusCode).toBe(401);
  });
});
