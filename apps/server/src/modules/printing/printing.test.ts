/**
 * Kitchen printing through Star CloudPRNT (issue 19 item 8, decision 031), through the real routes
 * with a simulated printer: the owner's printer URL, poll, fetch and confirm, a wrong token, the lease
 * of a fetched ticket, confirming twice, error codes, the printer's status on the board, "Opnieuw
 * printen", and two instances on one PostgreSQL printing every order once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../types';
import { openPostgres, type Database } from '../../db/client';
import { auditLog, locations, printJobs, printers } from '../../db/schema';
import { insertOrder, makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { databaseUrl } from '../../../test/global-setup';
import { createTestApp, memoryMailer, testConfig, type TestApp } from '../../../test/helpers';
import { SimulatedPrinter, type PrinterTransport } from '../../../test/simulated-printer';
import { BAD_TOKEN_LIMIT, LEASE_MS } from './printing.service';
import { ORDERS_CHANNEL } from '../../db/channels';

let clock = new Date();
let t: TestApp;
let owner: string;
let cook: string;
let rotterdamCook: string;

function injectTransport(app: App): PrinterTransport {
  return async ({ method, path, body }) => {
    const res = await app.inject({
      method,
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text: res.body };
  };
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  const db = t.database.db;
  owner = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'eigenaar@example.nl', role: 'admin' })).id,
    { expiresAt: new Date('2099-01-01T00:00:00Z') },
  );
  cook = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' })).id,
    { expiresAt: new Date('2099-01-01T00:00:00Z') },
  );
  rotterdamCook = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'kok-rdam@example.nl', role: 'staff', location: 'rotterdam' })).id,
    { expiresAt: new Date('2099-01-01T00:00:00Z') },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date();
  await t.database.db.delete(printJobs);
  await t.database.db.delete(printers);
});

async function connectPrinter(location = 'amsterdam'): Promise<{ path: string; url: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/locations/${location}/printer`,
    headers: { ...SAME_ORIGIN, cookie: owner },
  });
  expect(res.statusCode).toBe(200);
  const url = res.json().url as string;
  return { url, path: new URL(url).pathname };
}

async function acceptedOrder(location = 'amsterdam') {
  const order = await insertOrder(t.database.db, { location });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/accept`,
    headers: { ...SAME_ORIGIN, cookie: location === 'amsterdam' ? cook : rotterdamCook },
    payload: { minutes: 20 },
  });
  expect(res.statusCode).toBe(200);
  return order;
}

async function board(cookie = cook) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders?location=amsterdam',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the printer URL', () => {
  it('is made by the owner, shown once, and only works until it is replaced', async () => {
    const staffTry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/locations/amsterdam/printer',
      headers: { ...SAME_ORIGIN, cookie: cook },
    });
    expect(staffTry.statusCode).toBe(403);
    const first = await connectPrinter();
    expect(first.url).toMatch(/^http:\/\/localhost:\d+\/api\/cloudprnt\/[\w-]{32}$/);
    const [stored] = await t.database.db
      .select()
      .from(printers)
      .where(eq(printers.locationSlug, 'amsterdam'));
    expect(stored!.tokenHash).not.toContain(first.path.split('/').pop());
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/locations/amsterdam/printer',
      headers: { cookie: cook },
    });
    expect(status.json()).toMatchObject({ connected: true, lastPollAt: null, problem: null });

    const printer = new SimulatedPrinter(injectTransport(t.app), first.path);
    expect(await printer.cycle()).toBe('idle');
    const second = await connectPrinter();
    expect(await printer.cycle()).toBe('refused');
    expect(printer.log.at(-1)).toEqual({ method: 'POST', status: 401 });
    expect(await new SimulatedPrinter(injectTransport(t.app), second.path).cycle()).toBe('idle');
  });

  it('answers a wrong token 401 with a message, then 429 once an address keeps trying', async () => {
    await connectPrinter();
    const statuses: number[] = [];
    for (let i = 0; i <= BAD_TOKEN_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: i % 3 === 0 ? 'POST' : i % 3 === 1 ? 'GET' : 'DELETE',
        url: `/api/cloudprnt/wrong-${i}${i % 3 === 2 ? '?code=200%20OK' : ''}`,
        ...(i % 3 === 0 ? { payload: { statusCode: '200 OK' } } : {}),
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
      expect(res.json().message).toMatch(/printer/);
    }
    expect(statuses.slice(0, BAD_TOKEN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('printing an accepted order', () => {
  it('offers, serves and confirms its ticket once: 80 mm text with lines, options, allergens and VAT per rate', async () => {
    const { path } = await connectPrinter();
    const order = await acceptedOrder();
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    expect(await printer.cycle()).toBe('printed');
    expect(await printer.cycle()).toBe('idle');
    expect(printer.printed).toHaveLength(1);
    const ticket = printer.printed[0]!;
    expect(ticket.type).toBe('text/plain');
    expect(ticket.text).toContain(`#${order.number}`);
    expect(ticket.text).toContain('AMSTERDAM');
    expect(ticket.text).toMatch(/AFHALEN/);
    expect(ticket.text).toContain('2x Halve kip van het spit');
    expect(ticket.text).toContain('Knoflooksaus');
    expect(ticket.text).toMatch(/Totaal \(betaald\) +EUR 18,90/);
    expect(ticket.text).toMatch(/Waarvan btw \(9%\) over EUR 17,34 netto +EUR 1,56/);
    for (const line of ticket.text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(48);
      expect(line).toMatch(/^[\x20-\x7e]*$/);
    }
    const onBoard = (await board()).orders.find((o: { id: string }) => o.id === order.id);
    expect(onBoard.printedAt).toBe(clock.toISOString());
    expect(onBoard.vatByRate).toEqual([{ rate: 9, gross: 18.9, net: 17.34, vat: 1.56 }]);
  });

  it('queues nothing for a location without a printer, and one job however often the order is accepted', async () => {
    await acceptedOrder();
    expect(await t.database.db.select().from(printJobs)).toHaveLength(0);
    await connectPrinter();
    const order = await acceptedOrder();
    await t.app.kitchen.autoAccept();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { ...SAME_ORIGIN, cookie: cook },
      payload: { status: 'in_preparation' },
    });
    expect(again.statusCode).toBe(409);
    const jobs = await t.database.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(jobs).toHaveLength(1);
  });

  it('offers a fetched but unconfirmed ticket again only after its lease, and prints it once', async () => {
    const { path } = await connectPrinter();
    await acceptedOrder();
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    // The connection breaks during the download and the 520 report is lost too.
    printer.dropFetch = () => true;
    printer.dropConfirm = () => true;
    expect(await printer.cycle()).toBe('dropped');
    printer.dropFetch = () => false;
    printer.dropConfirm = () => false;
    expect(await printer.cycle()).toBe('idle'); // leased: the printer may still be printing it
    clock = new Date(clock.getTime() + LEASE_MS + 1000);
    expect(await printer.cycle()).toBe('printed');
    expect(await printer.cycle()).toBe('idle');
    expect(printer.printed).toHaveLength(1);
  });

  it('offers a ticket again at once when the printer reports an error code for it', async () => {
    const { path } = await connectPrinter();
    await acceptedOrder();
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    printer.dropFetch = () => true; // the download fails; the 520 report reaches the server
    expect(await printer.cycle()).toBe('dropped');
    printer.dropFetch = () => false;
    expect(await printer.cycle()).toBe('printed');
    expect(printer.printed).toHaveLength(1);
  });

  it('keeps a ticket printed when the printer confirms it twice or reports an error after', async () => {
    const { path } = await connectPrinter();
    const order = await acceptedOrder();
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    printer.dropConfirm = () => true; // the first confirmation's answer is lost: it is sent again
    expect(await printer.cycle()).toBe('printed');
    const [job] = await t.database.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${path}?code=200%20OK&token=${job!.id}&mac=x`,
    });
    expect(again.statusCode).toBe(200);
    const error = await t.app.inject({
      method: 'DELETE',
      url: `${path}?code=410%20Out%20of%20paper&token=${job!.id}`,
    });
    expect(error.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(job!.printedAt).not.toBeNull();
    expect(after!.printedAt).toEqual(job!.printedAt);
    printer.dropConfirm = () => false;
    expect(await printer.cycle()).toBe('idle');
    expect(printer.printed).toHaveLength(1);
  });

  it('serves Star markup when asked, and 415 for a type it does not make', async () => {
    const { path } = await connectPrinter();
    await acceptedOrder();
    const poll = await t.app.inject({ method: 'POST', url: path, payload: { statusCode: '200 OK' } });
    expect(poll.json()).toMatchObject({
      jobReady: true,
      mediaTypes: ['text/vnd.star.markup', 'text/plain'],
      deleteMethod: 'DELETE',
    });
    const token = poll.json().jobToken;
    const markup = await t.app.inject({
      method: 'GET',
      url: `${path}?type=text%2Fvnd.star.markup&token=${token}`,
    });
    expect(markup.statusCode).toBe(200);
    expect(markup.headers['content-type']).toBe('text/vnd.star.markup');
    expect(markup.body).toContain('[cut: feed; partial]');
    expect(markup.body).toContain('right: € 18,90]');
    const png = await t.app.inject({ method: 'GET', url: `${path}?type=image%2Fpng&token=${token}` });
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBeTruthy();
  });
});

describe('the printer on the board', () => {
  it('shows its last poll and the paper or cover problem it reports, and tells the boards when that changes', async () => {
    const { path } = await connectPrinter();
    expect((await board()).printer).toMatchObject({ connected: true, lastPollAt: null });
    const heard: string[] = [];
    const unlisten = await t.database.listen(ORDERS_CHANNEL, (p) => heard.push(p));
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    await printer.cycle();
    expect((await board()).printer).toMatchObject({
      lastPollAt: clock.toISOString(),
      statusCode: '200 OK',
      problem: null,
    });
    printer.statusCode = '410 Out of paper';
    await printer.cycle();
    expect((await board()).printer).toMatchObject({ statusCode: '410 Out of paper', problem: 'paper_out' });
    printer.statusCode = '420 Cover open';
    await printer.cycle();
    await printer.cycle(); // no change: no second event
    expect((await board()).printer.problem).toBe('cover_open');
    await new Promise((r) => setTimeout(r, 100));
    await unlisten();
    const printerEvents = heard.filter((p) => JSON.parse(p).status === 'printer');
    expect(printerEvents).toHaveLength(3); // online, paper out, cover open
  });

  it('prints an accepted order again as the next print number, in the audit log; not an order still waiting', async () => {
    const { path } = await connectPrinter();
    const order = await acceptedOrder();
    const printer = new SimulatedPrinter(injectTransport(t.app), path);
    await printer.cycle();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/print`,
      headers: { ...SAME_ORIGIN, cookie: cook },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ printNumber: 2 });
    expect(await printer.cycle()).toBe('printed');
    expect(printer.printed).toHaveLength(2);
    expect(printer.printed[1]!.text).toContain('OPNIEUW GEPRINT (2e bon)');
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.reprint'));
    expect(logged.at(-1)).toMatchObject({ userEmail: 'kok@example.nl', entityId: order.id });

    const other = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/print`,
      headers: { ...SAME_ORIGIN, cookie: rotterdamCook },
    });
    expect(other.statusCode).toBe(403);
    const waiting = await insertOrder(t.database.db, { location: 'amsterdam' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${waiting.id}/print`,
      headers: { ...SAME_ORIGIN, cookie: cook },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/geaccepteerde/);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL', () => {
  let dbB: Database;
  let b: App;
  beforeAll(async () => {
    const name = (
      (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    dbB = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL!, name), { max: 5 });
    b = await buildApp({ config: testConfig(), database: dbB, mailer: memoryMailer(), now: () => clock });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await dbB?.close();
  });

  it('prints every order once while both auto-accept and the printer talks to either', async () => {
    const { path } = await connectPrinter();
    const db = t.database.db;
    await db.update(locations).set({ autoAcceptMinutes: 2 }).where(eq(locations.slug, 'amsterdam'));
    try {
      const placed = await Promise.all(
        Array.from({ length: 12 }, () => insertOrder(db, { location: 'amsterdam' })),
      );
      clock = new Date(Date.now() + 5 * 60_000);
      await Promise.all([t.app.kitchen.autoAccept(), b.kitchen.autoAccept(), t.app.kitchen.autoAccept()]);
      const a = injectTransport(t.app);
      const other = injectTransport(b);
      let n = 0;
      const either: PrinterTransport = (request) => (n++ % 2 === 0 ? a(request) : other(request));
      // Poll, fetch and confirm each go to the other instance than the request before.
      const printer = new SimulatedPrinter(either, path);
      const ours = new Set(placed.map((o) => String(o.number)));
      const numbers = () => printer.printed.map((p) => /#(\d+)/.exec(p.text)![1]!);
      await printer.until(() => numbers().filter((n) => ours.has(n)).length >= ours.size, 20_000);
      // Orders of earlier tests still waiting were auto-accepted too: every ticket, once.
      expect(await printer.until(() => false, 1000)).toBe(false);
      expect(
        numbers()
          .filter((n) => ours.has(n))
          .sort(),
      ).toEqual([...ours].sort());
      expect(new Set(numbers()).size).toBe(numbers().length);
    } finally {
      await db.update(locations).set({ autoAcceptMinutes: null }).where(eq(locations.slug, 'amsterdam'));
    }
  });
});
