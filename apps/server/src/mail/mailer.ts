/** Sends e-mail over SMTP; without SMTP_URL, writes each message as an .eml file under DATA_DIR/mail. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A file on disk (`path`) is streamed into the message, never held in memory whole. */
  attachments?: ({ filename: string; contentType?: string } & ({ content: Buffer } | { path: string }))[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    // Short timeouts: a mail server that hangs holds the outbox worker, which retries later anyway.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let announced = false;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (!announced) {
        options.log(`Geen SMTP_URL ingesteld: e-mails worden opgeslagen in ${dir}`);
        announced = true;
      }
    },
    close: () => transport.close(),
  };
}
