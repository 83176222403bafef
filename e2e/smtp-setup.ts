/**
 * Playwright global setup: a real SMTP server (smtp-server) on a fixed port for the journeys'
 * e-mails. Every message it receives is written to SMTP_INBOX so tests in worker processes can read it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { smtpInbox, smtpPort } from './playwright.config';

export default async function setup() {
  rmSync(smtpInbox, { recursive: true, force: true });
  mkdirSync(smtpInbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        writeFileSync(
          path.join(smtpInbox, `${Date.now()}-${count}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
