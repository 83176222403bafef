/** The e-mails the journeys' SMTP server (smtp-setup.ts) received, read as a customer would. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { smtpInbox } from '../playwright.config';

/** The decoded text (headers and body) of the newest mail to `to` that matches `pattern`. */
export function newestMail(to: string, pattern: RegExp): string | undefined {
  return readdirSync(smtpInbox)
    .sort()
    .map((f) => readFileSync(path.join(smtpInbox, f), 'utf8'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${to}\r\n`))
    .map((raw) =>
      // Quoted-printable: soft line breaks and =XX escapes.
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((text) => pattern.test(text))
    .at(-1);
}
