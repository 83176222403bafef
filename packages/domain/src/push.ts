/**
 * Web Push for an order (issue 29 item 4): the browser's PushSubscription JSON as the server takes
 * it, the server's public VAPID key, and the message a service worker shows. One shape for both apps.
 */
import * as m from '@gh/i18n/messages';
import { says, z } from './zod';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes of a base64url string (padding allowed), or null when it is not one. */
export function base64UrlBytes(value: string): Uint8Array | null {
  const bare = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((bare.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of bare) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** An uncompressed P-256 point (RFC 8291: the user agent's ECDH key): 65 bytes starting 0x04. */
function isP256Point(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The authentication secret of RFC 8291: 16 bytes. */
function isAuthSecret(value: string): boolean {
  return base64UrlBytes(value)?.length === 16;
}

/** Most subscriptions one order keeps: a customer follows it on a phone or two. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 3;

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string(says(m.push_error_endpoint))
    .max(1024, says(m.push_error_endpoint))
    // https only, a host and no user or password in it: a push service's address (RFC 8030).
    .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/, says(m.push_error_endpoint)),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string(says(m.push_error_keys)).max(100).refine(isP256Point, says(m.push_error_keys)),
      auth: z.string(says(m.push_error_keys)).max(40).refine(isAuthSecret, says(m.push_error_keys)),
    },
    says(m.push_error_keys),
  ),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

export const pushSubscribeBodySchema = z.object({ subscription: pushSubscriptionSchema });

export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.output<typeof pushKeySchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });

/** What a push message carries, and its service worker shows: no personal data beyond the number. */
export const pushPayloadSchema = z.object({
  title: z.string().max(100),
  body: z.string().max(300),
  /** One notification per order: a newer message replaces the one before. */
  tag: z.string().max(100),
  /** The order's page, a path of this site. */
  url: z.string().startsWith('/').max(300),
});
export type PushPayload = z.output<typeof pushPayloadSchema>;
