/**
 * The contact and job forms under floods and a mail server that is down (issue 16 items 5 and 6):
 * limits per client address and in total, kept in the database; mail through the outbox to a real
 * SMTP server that comes back.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer';
import { OUTBOX } from '../../mail/outbox';
import { registry } from '../metrics/metrics';
import { application, contact, multipart, pdf, SAME_ORIGIN } from '../../../test/content-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let clock = new Date('2026-11-25T12:00:00Z');
let port = 0;
let smtp: SMTPServer | undefined;
const received: { to: string[]; raw: string }[] = [];

/** A free port, so the mail server can be "down" (nothing listening) and come back on it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

async function smtpUp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
}

async function smtpDown(): Promise<void> {
  if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
  smtp = undefined;
}

beforeAll(async () => {
  port = await freePort();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Gouden Haan <test@goudenhaan.nl>',
    dataDir: '/tmp',
    log: () => {},
  });
  t = await createTestApp({
    env: { FORM_LIMIT_PER_ADDRESS: '5', FORM_LIMIT_PER_HOUR: '8' },
    deps: { mailer, now: () => clock },
  });
});
afterAll(async () => {
  await t?.close();
  await smtpDown();
});

const sendContact = (address: string, subject = 'Verjaardag') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: SAME_ORIGIN,
    payload: { ...contact, subject },
    remoteAddress: address,
  });

describe('contact form and job applications', () => {
  it('answers 2xx while the mail server is down, and the message arrives once it is back', async () => {
    await smtpDown();
    const res = await sendContact('10.1.0.1', 'Terwijl de mailserver plat ligt');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Bedankt/);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(await t.app.outbox.backlog()).toBe(1);
    // The backlog as the metrics show it (docs/metrics.md).
    expect(await registry.getSingleMetricAsString('gh_outbox_backlog')).toMatch(/^gh_outbox_backlog 1$/m);

    await smtpUp();
    // Not before its retry is due (exponential backoff) …
    expect(await t.app.outbox.drain()).toBe(0);
    clock = new Date(clock.getTime() + OUTBOX.firstDelayMs);
    // … then once, however often the worker runs.
    expect(await t.app.outbox.drain()).toBe(1);
    expect(await t.app.outbox.drain()).toBe(0);
    const mails = received.filter((m) => m.raw.includes('Terwijl de mailserver plat ligt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['rotterdam@goudenhaan.nl']);
    expect(await t.app.outbox.backlog()).toBe(0);
  });

  it('takes 5 messages in a row from one address, then answers 429 in Dutch', async () => {
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await sendContact('10.1.0.2', `Vraag ${i}`));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[5]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Je hebt al een paar keer achter elkaar iets verstuurd\. Probeer het over \d+ minuten opnieuw/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await sendContact('10.1.0.3')).statusCode).toBe(200);
    // An hour on (and a tenth more at most), the first address may send again.
    clock = new Date(clock.getTime() + 66 * 60_000);
    expect((await sendContact('10.1.0.2')).statusCode).toBe(200);
  });

  it('limits the messages of all addresses together per hour', async () => {
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await sendContact(`10.2.0.${i + 1}`));
    expect(answers.slice(0, 8).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[8]!.statusCode).toBe(429);
    expect(answers[8]!.json().message).toMatch(/^Er komen op dit moment erg veel berichten binnen/);
  });

  it('limits applications per address too, and mails a CV once, attached from the stored file', async () => {
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    if (!smtp) await smtpUp();
    await t.app.outbox.drain();
    received.length = 0;
    const cv = pdf(5 * 1024 * 1024 - 400); // a whole PDF just under the 5 MB limit
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications',
        ...multipart(application, [{ name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: cv }]),
        remoteAddress: '10.3.0.1',
      });
    expect((await apply()).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(received).toHaveLength(1);
    // Base64 makes the CV a third larger; the message carries it once, not more.
    expect(received[0]!.raw.length).toBeLessThan(cv.length * 1.4);
    for (let i = 0; i < 4; i++) expect((await apply()).statusCode).toBe(200);
    const refused = await apply();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Probeer het over/);
  });
});
