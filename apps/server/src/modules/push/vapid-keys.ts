/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated on the
 * first start and kept in DATA_DIR/vapid-keys.json (0600, decision 039), so every later start, and
 * every instance sharing DATA_DIR, signs with the key browsers subscribed with.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export function loadVapidKeys(options: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  dataDir: string;
}): VapidKeys {
  if (options.publicKey && options.privateKey) {
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  }
  const file = path.join(options.dataDir, VAPID_KEYS_FILE);
  const stored = readStored(file);
  if (stored) return stored;
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  try {
    // `wx`: of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const other = readStored(file);
    if (other) return other;
    throw new Error(`${file} bestaat maar bevat geen geldige VAPID-sleutels`, { cause: err });
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function readStored(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = storedSchema.safeParse(safeJson(text));
  if (!parsed.success)
    throw new Error(
      `${file} bevat geen geldige VAPID-sleutels; verwijder het of geef VAPID_PUBLIC_KEY en VAPID_PRIVATE_KEY`,
    );
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `mailto:` of the address in MAIL_FROM (`Gouden Haan <bestellingen@goudenhaan.nl>`), unless VAPID_SUBJECT. */
export function vapidSubject(subject: string | undefined, mailFrom: string): string {
  if (subject) return subject;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:bestellingen@goudenhaan.nl';
}
