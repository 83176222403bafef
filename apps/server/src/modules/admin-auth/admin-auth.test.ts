import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers, auditLog, loginThrottle } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { makeAccount, PASSWORD, SAME_ORIGIN as LOCALHOST_ORIGIN } from '../../../test/admin-helpers';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers';
import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import { sha256 } from '../../lib/tokens';
import { passwordWorkLoad } from './password-hashing';
import { DEMO_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin';

/** The origin check compares with PUBLIC_URL only (issue 26 item 6). */
const SAME_ORIGIN = { origin: 'https://bestellen.goudenhaan.test' };

let t: TestApp;
let clock = new Date();
const received: { to: string; body: string }[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Gouden Haan <test@goudenhaan.nl>',
    dataDir: '/tmp',
    log: () => {},
  });
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://bestellen.goudenhaan.test' },
    deps: { mailer, now: () => clock },
  });
  await makeAccount(t.database.db, { email: 'eigenaar@example.nl' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
/** Each test a minute past the last: a lockout a test left is past the time the service trusts it unread. */
let shift = 0;
beforeEach(async () => {
  shift += 61_000;
  clock = new Date(Date.now() + shift);
  await t.database.db.delete(loginThrottle);
});

function login(email: string, password: string, extra: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { ...SAME_ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: { email, password },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
  });
}

function tokenOf(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'token')?.value;
}

/** Decodes quoted-printable and returns the reset link of a mail. */
function linkIn(body: string): string {
  const text = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const match = /https:\/\/bestellen\.goudenhaan\.test\/admin\/new-password\?token=([\w%-]+)/.exec(text);
  expect(match, text).toBeTruthy();
  return decodeURIComponent(match![1]!);
}

/** Sends what the outbox holds (the reset request stores its mail just after answering) until `count` arrived. */
async function waitForMail(count: number): Promise<void> {
  for (let i = 0; i < 100 && received.length < count; i++) {
    await new Promise((r) => setTimeout(r, 30));
    await t.app.outbox.drain();
  }
  expect(received.length).toBeGreaterThanOrEqual(count);
}

function resetRequest(email: string, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/reset-password',
    headers: SAME_ORIGIN,
    payload: { email },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

function newPassword(token: string, password: string, repeat = password, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/new-password',
    headers: SAME_ORIGIN,
    payload: { token, password, passwordRepeat: repeat },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

describe('admin sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict token cookie for a server-side session', async () => {
    const res = await login('Eigenaar@Example.nl', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'eigenaar@example.nl', role: 'admin' });
    const cookie = res.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const [session] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, sha256(cookie.value)));
    expect(session).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${cookie.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().locations.map((l: { slug: string }) => l.slug)).toEqual(['amsterdam', 'rotterdam']);
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
      await makeAccount(prod.database.db, { email: 'prod@example.nl' });
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'https://x.test' },
        payload: { email: 'prod@example.nl', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'token')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const first = tokenOf(await login('eigenaar@example.nl', PASSWORD))!;
    const second = tokenOf(await login('eigenaar@example.nl', PASSWORD, { cookie: `token=${first}` }))!;
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${first}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${second}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await login('eigenaar@example.nl', 'niet-het-goede-wachtwoord');
    const unknown = await login('niemand@example.nl', 'niet-het-goede-wachtwoord');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('E-mailadres of wachtwoord klopt niet.');
    expect(tokenOf(wrong)).toBeUndefined();
  });

  it('logout ends the session on the server', async () => {
    const token = tokenOf(await login('eigenaar@example.nl', PASSWORD))!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...SAME_ORIGIN, cookie: `token=${token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('a session in daily use still ends 7 days after sign-in', async () => {
    const signedIn = clock.getTime();
    const token = tokenOf(await login('eigenaar@example.nl', PASSWORD))!;
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: `token=${token}` } });
    // Busy all week: a request every 4 hours keeps extending the 12-hour session.
    for (let hours = 4; hours < 7 * 24; hours += 4) {
      clock = new Date(signedIn + hours * 3600_000);
      expect((await me()).statusCode, `after ${hours} hours`).toBe(200);
    }
    clock = new Date(signedIn + 7 * 24 * 3600_000 + 60_000);
    const ended = await me();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Log eerst in.');
  });

  it('an expired session is refused', async () => {
    const token = tokenOf(await login('eigenaar@example.nl', PASSWORD))!;
    clock = new Date(Date.now() + 13 * 3600_000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Log eerst in.');
  });
});

describe('sign-in rate limit', () => {
  it('locks an account on one address briefly after 5 failures, with a Dutch 429 and Retry-After', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login('eigenaar@example.nl', 'fout-wachtwoord-1')).statusCode).toBe(401);
    const fifth = await login('eigenaar@example.nl', 'fout-wachtwoord-1');
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBe(30);
    expect(fifth.json().message).toMatch(
      /^Te veel mislukte pogingen\. Probeer het over een minuut opnieuw\.$/,
    );
    // Even the right password waits until the lockout ends...
    expect((await login('eigenaar@example.nl', PASSWORD)).statusCode).toBe(429);
    // ...which is short: 31 seconds later the owner is in.
    clock = new Date(clock.getTime() + 31_000);
    expect((await login('eigenaar@example.nl', PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the lockout per further failure but never beyond 5 minutes', async () => {
    for (let i = 0; i < 4; i++) await login('eigenaar@example.nl', 'fout-wachtwoord-1');
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login('eigenaar@example.nl', 'fout-wachtwoord-1');
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      clock = new Date(clock.getTime() + (wait + 1) * 1000);
    }
    expect(waits).toEqual([30, 60, 120, 240, 300, 300]);
    expect((await login('eigenaar@example.nl', PASSWORD)).statusCode).toBe(200);
  });

  it('limits one client address across many accounts', async () => {
    for (let i = 0; i < 19; i++) {
      const res = await login(`gok${i}@example.nl`, 'fout-wachtwoord-1', { ip: '203.0.113.9' });
      expect(res.statusCode).toBe(401);
    }
    const res = await login('gok99@example.nl', 'fout-wachtwoord-1', { ip: '203.0.113.9' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    // Another address is not affected.
    expect((await login('eigenaar@example.nl', PASSWORD, { ip: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('blocks an account guessed from many addresses, except on a device that signed in to it before', async () => {
    const device = (await login('eigenaar@example.nl', PASSWORD, { ip: '198.51.100.1' })).cookies.find(
      (c) => c.name === 'admin_device',
    )!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });
    for (let i = 0; i < 19; i++) {
      const res = await login('eigenaar@example.nl', 'fout-wachtwoord-1', { ip: `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await login('eigenaar@example.nl', 'fout-wachtwoord-1', { ip: '203.0.113.99' })).statusCode).toBe(
      429,
    );
    // A new device waits, even with the right password...
    expect((await login('eigenaar@example.nl', PASSWORD, { ip: '198.51.100.2' })).statusCode).toBe(429);
    // ...the owner's own browser does not (a forged device cookie does not help).
    const cookie = `admin_device=${device.value}`;
    expect((await login('eigenaar@example.nl', PASSWORD, { ip: '198.51.100.2', cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await login('eigenaar@example.nl', `${PASSWORD}x`, { ip: '198.51.100.3', cookie })).statusCode,
    ).toBe(401);
    const forged = `admin_device=${device.value.slice(0, -2)}xx`;
    expect(
      (await login('eigenaar@example.nl', PASSWORD, { ip: '198.51.100.2', cookie: forged })).statusCode,
    ).toBe(429);
  });

  it('does not trust X-Forwarded-For without TRUST_PROXY', async () => {
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': `10.0.0.${i}` },
        payload: { email: `x${i}@example.nl`, password: 'fout-wachtwoord-1' },
        remoteAddress: '192.0.2.50',
      });
    }
    const res = await login('x100@example.nl', 'fout-wachtwoord-1', { ip: '192.0.2.50' });
    expect(res.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  /** Sends what an earlier test left in the outbox, then forgets every mail received so far. */
  async function freshInbox() {
    await t.app.outbox.drain();
    received.length = 0;
  }
  async function requestReset(email: string, ip?: string) {
    return resetRequest(email, ip);
  }
  function setPassword(token: string, password: string, repeat = password) {
    return newPassword(token, password, repeat);
  }

  it('gives the same answer for known and unknown addresses; only the known one gets mail', async () => {
    await freshInbox();
    const t0 = performance.now();
    const known = await requestReset('eigenaar@example.nl');
    const t1 = performance.now();
    const unknown = await requestReset('onbekend@example.nl');
    const t2 = performance.now();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(Math.abs(t1 - t0 - (t2 - t1))).toBeLessThan(150);
    await waitForMail(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('eigenaar@example.nl');
    expect(received[0]!.body).toMatch(/30 minuten/);
  });

  it('a link works once, stores only a hash, and ends every session of the account', async () => {
    const account = await makeAccount(t.database.db, { email: 'reset-once@example.nl' });
    const session = tokenOf(await login('reset-once@example.nl', PASSWORD))!;
    await freshInbox();
    await requestReset('reset-once@example.nl');
    await waitForMail(1);
    const token = linkIn(received[0]!.body);
    const stored = await t.database.db.query.passwordResetTokens.findMany();
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    expect(stored.some((r) => r.tokenHash === sha256(token))).toBe(true);

    expect((await setPassword(token, 'kort')).json().message).toBe(
      'Kies een wachtwoord van minstens 12 tekens.',
    );
    expect((await setPassword(token, 'nieuw-geheim-wachtwoord', 'iets-anders-dan-dat')).json().message).toBe(
      'De wachtwoorden zijn niet gelijk.',
    );
    expect((await setPassword(token, 'Wachtwoord123')).json().message).toMatch(/te bekend/);

    const ok = await setPassword(token, 'nieuw-geheim-wachtwoord');
    expect(ok.statusCode).toBe(200);
    const again = await setPassword(token, 'nog-een-ander-wachtwoord');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/ongeldig, al gebruikt of verlopen/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `token=${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await login('reset-once@example.nl', PASSWORD)).statusCode).toBe(401);
    expect((await login('reset-once@example.nl', 'nieuw-geheim-wachtwoord')).statusCode).toBe(200);
    await waitForMail(2);
    expect(received[1]!.body).toMatch(/is zojuist gewijzigd/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, account.id));
    expect(audit.map((a) => a.action)).toContain('password_reset');
  });

  it('a link expires after 30 minutes', async () => {
    await makeAccount(t.database.db, { email: 'reset-late@example.nl' });
    await freshInbox();
    await requestReset('reset-late@example.nl');
    await waitForMail(1);
    const token = linkIn(received[0]!.body);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await setPassword(token, 'nieuw-geheim-wachtwoord')).statusCode).toBe(400);
  });

  it('sends at most 3 links an hour, however often asked; the first stays valid until one is used', async () => {
    await makeAccount(t.database.db, { email: 'reset-flood@example.nl' });
    await freshInbox();
    // From 20 addresses: each address has a budget of its own (below), the account one mail limit.
    for (let i = 0; i < 20; i++) {
      const res = await requestReset('reset-flood@example.nl', `192.0.2.${100 + i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/Als dit e-mailadres bij ons bekend is/);
    }
    await waitForMail(3);
    await new Promise((r) => setTimeout(r, 100));
    await t.app.outbox.drain();
    expect(received).toHaveLength(3);
    const [first, second, third] = received.map((m) => linkIn(m.body));
    // The first link still works; using it voids the other two.
    expect((await setPassword(first!, 'nieuw-geheim-wachtwoord')).statusCode).toBe(200);
    expect((await setPassword(second!, 'nog-een-ander-wachtwoord')).statusCode).toBe(400);
    expect((await setPassword(third!, 'nog-een-ander-wachtwoord')).statusCode).toBe(400);
    // An hour later (and at most a tenth of an hour more: the limiter's buckets), a new request gets a link.
    clock = new Date(clock.getTime() + 66 * 60_000);
    await freshInbox();
    await requestReset('reset-flood@example.nl');
    await waitForMail(1);
    expect(received[0]!.body).toMatch(/Stel je nieuwe wachtwoord in/);
  });
});

describe('the first account', () => {
  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD when none exists, and a demo owner only in development', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const logs: string[] = [];
      await ensureFirstAdmin(
        db,
        testConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://x.test',
          SMTP_URL: 'smtp://x',
          PAYMENT_PROVIDER: 'demo',
          ALLOW_DEMO_PAYMENTS: 'true',
        }),
        (m) => logs.push(m),
      );
      expect(await db.select().from(adminUsers)).toHaveLength(0);
      expect(logs[0]).toMatch(/admin:create/);

      await ensureFirstAdmin(db, testConfig({ NODE_ENV: 'development' }), (m) => logs.push(m));
      const [demo] = await db.select().from(adminUsers);
      expect(demo!.email).toBe(DEMO_ADMIN_EMAIL);
      const password = /wachtwoord (\S+)/.exec(logs[1]!)![1]!;
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: LOCALHOST_ORIGIN,
        payload: { email: DEMO_ADMIN_EMAIL, password },
      });
      expect(res.statusCode).toBe(200);

      await db.delete(adminUsers);
      await ensureFirstAdmin(
        db,
        testConfig({ ADMIN_EMAIL: 'baas@example.nl', ADMIN_PASSWORD: 'een-lang-geheim-1' }),
        () => {},
      );
      const users = await db.select().from(adminUsers);
      expect(users.map((u) => [u.email, u.role])).toEqual([['baas@example.nl', 'admin']]);
      expect(users[0]!.passwordHash).toMatch(/^\$argon2id\$/);
      // Once an account exists, nothing is created again.
      await ensureFirstAdmin(
        db,
        testConfig({ ADMIN_EMAIL: 'ander@example.nl', ADMIN_PASSWORD: 'een-lang-geheim-2' }),
        () => {},
      );
      expect(await db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('cheap checks before expensive ones (issue 26 item 2)', () => {
  const madeUp = () => randomBytes(32).toString('base64url');
  const longPassword = 'lang-wachtwoord-'.repeat(12);

  it('checks a new-password link before hashing anything', async () => {
    const before = passwordWorkLoad().started;
    for (let i = 0; i < 10; i++) {
      const res = await newPassword(madeUp(), longPassword, longPassword, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.resetInvalid);
    }
    // Not even a common password is looked at before the link: the link decides first.
    expect((await newPassword(madeUp(), 'Wachtwoord123', 'Wachtwoord123', '192.0.2.20')).json().message).toBe(
      ADMIN_MESSAGES.resetInvalid,
    );
    expect(passwordWorkLoad().started - before).toBe(0);
  });

  it('shares one budget per address between sign-in, reset and new password', async () => {
    await makeAccount(t.database.db, { email: 'budget@example.nl' });
    const from = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await resetRequest(`iemand-${i}@example.nl`, from)).statusCode);
    for (let i = 0; i < 8; i++)
      statuses.push((await newPassword(madeUp(), longPassword, longPassword, from)).statusCode);
    for (let i = 0; i < 4; i++)
      statuses.push((await login(`geraden-${i}@example.nl`, 'fout-wachtwoord', { ip: from })).statusCode);
    // Twenty requests of the three kinds together were checked; the sign-in failure that reached the
    // threshold says so at once (decision 012).
    expect(statuses.slice(0, 19).filter((s) => s === 429)).toEqual([]);
    expect(statuses[19]).toBe(429);

    const reset = await resetRequest('budget@example.nl', from);
    expect(reset.statusCode).toBe(429);
    expect(reset.json().message).toMatch(/^Te veel verzoeken vanaf dit adres\. Probeer het over/);
    expect(Number(reset.headers['retry-after'])).toBeGreaterThan(0);
    expect((await newPassword(madeUp(), longPassword, longPassword, from)).statusCode).toBe(429);
    expect((await login('budget@example.nl', PASSWORD, { ip: from })).statusCode).toBe(429);
    // Another address has a budget of its own.
    expect((await login('budget@example.nl', PASSWORD, { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('gives a link that worked its count back', async () => {
    await makeAccount(t.database.db, { email: 'budget-terug@example.nl' });
    const from = '198.51.100.9';
    await t.app.outbox.drain();
    received.length = 0;
    await resetRequest('budget-terug@example.nl', from);
    await waitForMail(1);
    const token = linkIn(received[0]!.body);
    expect((await newPassword(token, 'een-nieuw-en-lang-wachtwoord', undefined, from)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `address:${from}`));
    // The reset request counted; the new password that worked gave its own count back.
    expect(row?.failures).toBe(1);
  });
});
