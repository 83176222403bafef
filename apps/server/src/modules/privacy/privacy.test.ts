/**
 * Privacy requests and retention (issue 21 items 1 and 2): the link by e-mail, the download, the
 * erasure that keeps what the tax authority needs, and the retention sweep, all on a fixed clock.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_REQUEST_PATH } from '@gh/domain/privacy';
import { rowsOf } from '../../db/prepared';
import {
  auditLog,
  contactMessages,
  jobApplications,
  orderEvents,
  orders,
  payments,
  privacyRequests,
  refunds,
} from '../../db/schema';
import { STORAGE_ITEMS } from '@gh/domain/privacy';
import { makeAccount, PASSWORD, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { addPayload, findProduct, seedProducts, visitor } from '../../../test/cart-helpers';
import { application, multipart, pdf } from '../../../test/content-fixtures';
import { createTestApp, mailedToken, testConfig, type TestApp } from '../../../test/helpers';
import { sha256 } from '../../lib/tokens';

let t: TestApp;
let clock = new Date('2026-11-25T12:00:00Z');
let admin: string;
let address = 0;
/** Each request from its own client address, unless a test is about that limit. */
const nextIp = () => `10.21.0.${++address}`;

const PERSON = { name: 'Roos Verhoeven', email: 'roos.verhoeven@example.nl', phone: '0698765432' };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  admin = await sessionCookie(
    t.database.db,
    (await makeAccount(t.database.db, { email: 'baas@example.nl' })).id,
    // The tests move the clock years on (retention); a session that long is the owner's signing in again.
    { now: clock, expiresAt: new Date('2099-01-01T00:00:00Z') },
  );
});
afterAll(() => t.close());

async function placeOrder(
  values: { email?: string; status?: string; createdAt?: Date; delivery?: boolean } = {},
) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      publicId: randomBytes(6).toString('hex'),
      locationSlug: 'amsterdam',
      status: values.status ?? 'completed',
      fulfilment: values.delivery ? 'delivery' : 'pickup',
      // Only the person of these tests carries their name and number; other customers have their own.
      customerName: values.email ? 'Andere Klant' : PERSON.name,
      email: values.email ?? PERSON.email,
      phone: values.email ? '0611111111' : PERSON.phone,
      ...(values.delivery
        ? { street: 'Roosstraat', houseNumber: '7', addition: 'B', postcode: '1072 LK', city: 'Amsterdam' }
        : {}),
      remarks: values.email ? null : 'Bel even aan bij Roos',
      expectedAt: values.createdAt ?? clock,
      lines: [
        {
          productId: '00000000-0000-4000-8000-000000000000',
          name: 'Halve kip van het spit',
          category: 'kip',
          quantity: 2,
          unitPriceCents: 945,
          totalCents: 1890,
          selectedOptions: [],
        },
      ],
      subtotalCents: 1890,
      totalCents: 1890,
      vatCents: 156,
      paidAt: values.createdAt ?? clock,
      createdAt: values.createdAt ?? clock,
    })
    .returning();
  await t.database.db.insert(payments).values({
    id: `tr_${randomBytes(5).toString('hex')}`,
    orderId: row!.id,
    provider: 'mollie',
    status: 'paid',
    amountCents: 1890,
  });
  return row!;
}

function ask(email: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/privacy/requests',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: { email },
  });
}

/** Asks for a link and reads it from the mail that went out. */
async function linkFor(email: string): Promise<string> {
  expect((await ask(email)).statusCode).toBe(200);
  return mailedToken(t, email, PRIVACY_REQUEST_PATH);
}

const overview = (token: string) =>
  t.app.inject({ url: `/api/privacy/overview?token=${encodeURIComponent(token)}` });
const download = (token: string, format: 'json' | 'html') =>
  t.app.inject({ url: `/api/privacy/export?token=${encodeURIComponent(token)}&format=${format}` });
const erase = (token: string, confirm: unknown = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/erase',
    headers: SAME_ORIGIN,
    payload: { token, confirm },
  });

/** The tables holding any of these strings anywhere in a row (as text), as `table: needle`. */
async function whereFound(needles: string[]): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    for (const needle of needles) {
      const hits = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} as r where r::text ilike ${`%${needle}%`}`,
        ),
      );
      if (hits[0]!.n > 0) found.push(`${table_name}: ${needle}`);
    }
  }
  return found;
}

describe('POST /api/privacy/requests', () => {
  it('answers the same for a known and an unknown address, and mails a link to each', async () => {
    await placeOrder({ email: 'bekend@example.nl' });
    const known = await ask('Bekend@Example.nl');
    const unknown = await ask('onbekend@example.nl');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: PRIVACY_MESSAGES.requested });
    await t.app.outbox.drain();
    const mails = t.mailer.sent.filter((m) => m.to === 'bekend@example.nl' || m.to === 'onbekend@example.nl');
    expect(mails).toHaveLength(2);
    // The mails differ only in their address and token: nothing says what we hold.
    const shape = (text: string) => text.replace(/token=[\w%-]+/, 'token=…');
    expect(shape(mails[0]!.text)).toBe(shape(mails[1]!.text));
    expect(mails[0]!.text).toContain(`http://localhost:3000${PRIVACY_REQUEST_PATH}?token=`);
  });

  it('stores only the hash of the token', async () => {
    const token = await linkFor('hash@example.nl');
    const rows = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.email, 'hash@example.nl'));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a bad address with a Dutch message', async () => {
    const res = await ask('geen-adres');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/geldig e-mailadres/);
  });

  it('limits the requests of one client address (429) and the mails to one address (silently)', async () => {
    const ip = '10.21.99.1';
    for (let i = 0; i < 5; i++) expect((await ask(`flood${i}@example.nl`, ip)).statusCode).toBe(200);
    const sixth = await ask('flood9@example.nl', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Probeer het over/);

    const before = t.mailer.sent.length;
    for (let i = 0; i < 5; i++) expect((await ask('veel@example.nl')).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(t.mailer.sent.slice(before).filter((m) => m.to === 'veel@example.nl')).toHaveLength(3);
  });
});

describe('the link: overview, download and erasure', () => {
  it('shows and downloads everything on the address, CV included, as JSON and HTML', async () => {
    const order = await placeOrder({ delivery: true });
    await t.database.db.insert(contactMessages).values({
      name: PERSON.name,
      email: PERSON.email,
      locationSlug: 'amsterdam',
      subject: 'Feestje',
      message: 'Kunnen we met twintig man komen?',
    });
    const form = multipart(
      { ...application, name: PERSON.name, email: PERSON.email, phone: PERSON.phone, keepConsent: 'on' },
      [{ name: 'cv', filename: 'cv-roos.pdf', type: 'application/pdf', data: pdf(1200) }],
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      ...form,
      remoteAddress: nextIp(),
    });
    expect(applied.statusCode).toBe(200);
    await t.app.outbox.drain();
    // The location learns how long the site keeps it, with the applicant's consent.
    const told = t.mailer.sent.find(
      (m) => m.replyTo === PERSON.email && m.subject.startsWith('Sollicitatie'),
    );
    expect(told?.text).toContain('gaf toestemming om de sollicitatie 12 maanden te bewaren');

    const token = await linkFor(PERSON.email);
    const seen = await overview(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      email: PERSON.email,
      orders: 1,
      contactMessages: 1,
      applications: 1,
    });

    const json = await download(token, 'json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename=".*\.json"/);
    const data = json.json();
    expect(data.orders[0]).toMatchObject({
      number: order.number,
      name: PERSON.name,
      phone: PERSON.phone,
      address: { street: 'Roosstraat', houseNumber: '7' },
      totalCents: 1890,
      vatCents: 156,
    });
    expect(data.orders[0].payments[0].id).toMatch(/^tr_/);
    expect(data.contactMessages[0].message).toBe('Kunnen we met twintig man komen?');
    expect(data.applications[0]).toMatchObject({ keepForAYear: true, cv: { filename: 'cv-roos.pdf' } });
    expect(Buffer.from(data.applications[0].cv.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const html = await download(token, 'html');
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('Roosstraat 7 B');
    expect(html.body).toContain('Kunnen we met twintig man komen?');
    expect(html.body).toContain('href="data:application/pdf;base64,');
  });

  it('answers a wrong, expired or malformed link with a Dutch 4xx, never a 5xx', async () => {
    const unknown = await overview('x'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toBe(PRIVACY_MESSAGES.linkInvalid);
    expect((await overview('kort')).statusCode).toBe(400);
    expect((await download('x'.repeat(43), 'json')).statusCode).toBe(410);
    expect((await erase('x'.repeat(43))).statusCode).toBe(410);
    expect(
      (await t.app.inject({ url: '/api/privacy/export?token=' + 'y'.repeat(43) + '&format=pdf' })).statusCode,
    ).toBe(400);

    const token = await linkFor('laat@example.nl');
    const saved = clock;
    clock = new Date(saved.getTime() + 24 * 3600_000 + 1000);
    try {
      const late = await overview(token);
      expect(late.statusCode).toBe(410);
      expect((await erase(token)).statusCode).toBe(410);
    } finally {
      clock = saved;
    }
  });

  it('erases only after confirmation, and not while an order is still open', async () => {
    const email = 'open@example.nl';
    const open = await placeOrder({ email, status: 'in_preparation' });
    const token = await linkFor(email);
    const unconfirmed = await erase(token, false);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(PRIVACY_MESSAGES.confirmRequired);
    const blocked = await erase(token);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PRIVACY_MESSAGES.openOrder);
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, open.id));
    expect((await erase(token)).statusCode).toBe(200);
  });

  it('erases unpaid orders with the rest, and what staff wrote about the customer (issue 26 item 7)', async () => {
    const db = t.database.db;
    const email = 'wietske@example.nl';
    // A stranger's unpaid order with this address, its hold still running: it blocks nothing.
    const unpaid = await placeOrder({ email, status: 'pending_payment' });
    await db
      .update(orders)
      .set({ holdUntil: new Date(clock.getTime() + 10 * 60_000) })
      .where(eq(orders.id, unpaid.id));
    const done = await placeOrder({ email, status: 'cancelled' });
    await db.update(orders).set({ cancelReason: 'Wietske belde af' }).where(eq(orders.id, done.id));
    const paymentId = `tr_wis${randomBytes(4).toString('hex')}`;
    await db
      .insert(payments)
      .values({ id: paymentId, orderId: done.id, provider: 'demo', status: 'paid', amountCents: 1890 });
    await db.insert(refunds).values({
      orderId: done.id,
      paymentId,
      amountCents: 500,
      reason: 'Wietske vond de kip koud',
      vatParts: [],
      actor: 'admin:eigenaar@example.nl',
      idempotencyKey: 'wis-1',
      providerKey: 'wis-1',
    });
    await db.insert(orderEvents).values([
      { orderId: done.id, fromStatus: 'pending_payment', toStatus: 'paid', actor: 'system', note: paymentId },
      {
        orderId: done.id,
        fromStatus: 'paid',
        toStatus: 'cancelled',
        actor: 'admin:eigenaar@example.nl',
        note: 'Wietske belde af',
      },
    ]);
    await db.insert(auditLog).values({
      userEmail: 'eigenaar@example.nl',
      action: 'order_refunded',
      entity: 'order',
      entityId: done.id,
      details: { amountCents: 500, reason: 'Wietske vond de kip koud' },
    });

    const res = await erase(await linkFor(email));
    expect(res.statusCode).toBe(200);
    expect(await whereFound(['Wietske', email])).toEqual([]);
    const [gone] = await db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(gone).toMatchObject({ customerName: 'Verwijderd', email: '', status: 'pending_payment' });
    // The site's own note and the amounts stay for the books.
    const notes = await db.select().from(orderEvents).where(eq(orderEvents.orderId, done.id));
    expect(notes.map((n) => n.note)).toEqual([paymentId, null]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, done.id));
    expect(entry!.details).toEqual({ amountCents: 500 });
    const [kept] = await db.select().from(refunds).where(eq(refunds.orderId, done.id));
    expect(kept).toMatchObject({ amountCents: 500, reason: 'Verwijderd' });
  });

  it('erases name, e-mail, phone, address, remarks, messages and CVs everywhere, keeps the tax record, once', async () => {
    const [stored] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, PERSON.email));
    expect(stored!.cvPath && existsSync(stored!.cvPath)).toBe(true);
    const before = await t.database.db.select().from(orders).where(eq(orders.email, PERSON.email));
    expect(before.length).toBeGreaterThan(0);

    const token = await linkFor(PERSON.email);
    const res = await erase(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.deleted });

    expect(
      await whereFound([
        PERSON.email,
        PERSON.name,
        PERSON.phone,
        'Roosstraat',
        'Bel even aan',
        'twintig man',
      ]),
    ).toEqual([]);
    expect(existsSync(stored!.cvPath!)).toBe(false);

    for (const old of before) {
      const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, old.id));
      expect(kept).toMatchObject({
        number: old.number,
        status: old.status,
        lines: old.lines,
        subtotalCents: old.subtotalCents,
        totalCents: old.totalCents,
        vatCents: old.vatCents,
        paidAt: old.paidAt,
        createdAt: old.createdAt,
        customerName: 'Verwijderd',
        email: '',
        phone: '',
      });
      expect(kept!.anonymisedAt).toEqual(clock);
      const kept_payments = await t.database.db.select().from(payments).where(eq(payments.orderId, old.id));
      expect(kept_payments).toHaveLength(1);
    }

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy_erased'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({
      orders: before.map((o) => o.number),
      contactMessages: 1,
      applications: 1,
    });

    // The same link again (a retry after a lost answer): done, not an error; it shows nothing more.
    expect((await erase(token)).statusCode).toBe(200);
    expect((await overview(token)).statusCode).toBe(410);
    // A new link for the address finds nothing.
    const again = await overview(await linkFor(PERSON.email));
    expect(again.json()).toMatchObject({ orders: 0, contactMessages: 0, applications: 0 });
  });
});

describe('the retention sweep', () => {
  const months = (n: number) => {
    const d = new Date(clock);
    d.setUTCMonth(d.getUTCMonth() - n);
    return d;
  };
  const days = (n: number) => new Date(clock.getTime() - n * 86_400_000);

  async function cvFile(): Promise<string> {
    const dir = path.join(testConfig().dataDir, 'applications');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${randomBytes(8).toString('hex')}.pdf`);
    await writeFile(file, pdf(100));
    return file;
  }

  async function apply(email: string, createdAt: Date, keepConsent: boolean) {
    const cvPath = await cvFile();
    await t.database.db.insert(jobApplications).values({
      name: 'Sollicitant',
      email,
      motivation: 'Ik wil heel graag bij jullie komen werken.',
      cvFilename: 'cv.pdf',
      cvPath,
      keepConsent,
      createdAt,
    });
    return cvPath;
  }

  const stillThere = async (email: string) =>
    (await t.database.db.select().from(jobApplications).where(eq(jobApplications.email, email))).length;

  it('anonymises orders past the owner’s period and deletes messages and applications past theirs', async () => {
    const old = await placeOrder({ email: 'oud@example.nl', createdAt: months(25) });
    const recent = await placeOrder({ email: 'recent@example.nl', createdAt: months(23) });
    await t.database.db.insert(contactMessages).values([
      {
        name: 'Oud',
        email: 'oud-bericht@example.nl',
        subject: 'Oud',
        message: 'Een oud bericht.',
        createdAt: months(13),
      },
      {
        name: 'Nieuw',
        email: 'nieuw-bericht@example.nl',
        subject: 'Nieuw',
        message: 'Een nieuw bericht.',
        createdAt: months(11),
      },
    ]);
    const oldCv = await apply('vijf-weken@example.nl', days(35), false);
    const freshCv = await apply('drie-weken@example.nl', days(21), false);
    const consentCv = await apply('met-toestemming@example.nl', days(35), true);
    const yearCv = await apply('jaar-oud@example.nl', months(13), true);

    const done = await t.app.privacy.sweep();
    expect(done).toMatchObject({ orders: 1, contactMessages: 1, applications: 2 });

    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, old.id));
    expect(o).toMatchObject({
      customerName: 'Verwijderd',
      email: '',
      phone: '',
      totalCents: 1890,
      vatCents: 156,
    });
    const [r] = await t.database.db.select().from(orders).where(eq(orders.id, recent.id));
    expect(r!.email).toBe('recent@example.nl');
    const messages = await t.database.db.select({ email: contactMessages.email }).from(contactMessages);
    expect(messages.map((m) => m.email)).toContain('nieuw-bericht@example.nl');
    expect(messages.map((m) => m.email)).not.toContain('oud-bericht@example.nl');
    expect(await stillThere('vijf-weken@example.nl')).toBe(0);
    expect(existsSync(oldCv)).toBe(false);
    expect(await stillThere('drie-weken@example.nl')).toBe(1);
    expect(existsSync(freshCv)).toBe(true);
    expect(await stillThere('met-toestemming@example.nl')).toBe(1);
    expect(existsSync(consentCv)).toBe(true);
    expect(await stillThere('jaar-oud@example.nl')).toBe(0);
    expect(existsSync(yearCv)).toBe(false);

    // A second pass finds nothing more to do.
    expect(await t.app.privacy.sweep()).toMatchObject({ orders: 0, contactMessages: 0, applications: 0 });
  });

  it('follows the period the owner sets in the admin, which the privacy page reads too', async () => {
    const policy = async () => (await t.app.inject({ url: '/api/privacy/policy' })).json();
    expect(await policy()).toMatchObject({
      orderMonths: 24,
      contactMonths: 12,
      applicationWeeks: 4,
      applicationConsentMonths: 12,
    });
    const put = (orderMonths: unknown, cookie = admin) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/privacy',
        headers: { ...SAME_ORIGIN, cookie },
        payload: { orderMonths },
      });
    expect((await put(12, '')).statusCode).toBe(401);
    const bad = await put(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRIVACY_MESSAGES.invalidPeriod);
    expect((await put(12)).json()).toEqual({ orderMonths: 12 });
    expect(await policy()).toMatchObject({ orderMonths: 12 });

    // An order left open this long (never finished on the board) loses its personal data too.
    const thirteen = await placeOrder({
      email: 'dertien@example.nl',
      createdAt: months(13),
      status: 'ready',
    });
    expect((await t.app.privacy.sweep()).orders).toBeGreaterThanOrEqual(1);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, thirteen.id));
    expect(o!.email).toBe('');
    // Cancelling it later (which mails the customer) writes to nobody: there is no address left.
    const mailsBefore = t.mailer.sent.length;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${thirteen.id}/status`,
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: { status: 'cancelled', reason: 'other', note: 'Nooit opgehaald' },
    });
    expect(done.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(t.mailer.sent.slice(mailsBefore)).toEqual([]);
    expect((await put(24)).statusCode).toBe(200);
  });
});

describe('every e-mail', () => {
  it('links to the page where one asks for one’s data', async () => {
    const before = t.mailer.sent.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      remoteAddress: nextIp(),
      payload: {
        name: 'Vraag',
        email: 'vraag@example.nl',
        location: 'rotterdam',
        subject: 'Vraag',
        message: 'Hebben jullie ook glutenvrije wraps?',
      },
    });
    await linkFor('nog-een@example.nl');
    await t.app.outbox.drain();
    const sent = t.mailer.sent.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) expect(mail.text).toContain(`http://localhost:3000${PRIVACY_REQUEST_PATH}`);
  });
});

describe('the cookies the server sets', () => {
  it('are all on the privacy page', async () => {
    const names = new Set<string>();
    const v = visitor(t.app);
    const product = findProduct(await seedProducts(t.database), 'amsterdam', 'Halve kip van het spit');
    for (const c of (await v.call('POST', '/api/cart/add', addPayload(product))).cookies) names.add(c.name);
    await makeAccount(t.database.db, { email: 'koekjes@example.nl' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: SAME_ORIGIN,
      remoteAddress: nextIp(),
      payload: { email: 'koekjes@example.nl', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    for (const c of login.cookies) names.add(c.name);
    expect([...names].sort()).toEqual(['admin_device', 'gh_session', 'token']);
    const listed = STORAGE_ITEMS.filter((item) => item.kind === 'cookie').map((item) => item.name);
    for (const name of names) expect(listed).toContain(name);
  });
});
