/**
 * A local HTTPS push service for tests (RFC 8030): it takes a message only with a TTL header and a
 * VAPID `Authorization: vapid t=<JWT>, k=<key>` whose ES256 signature holds against k, whose `aud` is
 * its own origin and whose `exp` is within 24 hours (RFC 8292); it decrypts the `aes128gcm` body with
 * the subscription's private key and auth secret (RFC 8291), and answers 201 with a Location. It can
 * be told to answer 404, 410 or 500, or not at all.
 */
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './mollie-fake';

export interface ReceivedPush {
  /** The subscription's id (the endpoint's last segment). */
  id: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID key the message was signed with. */
  vapidKey: string;
}

export interface FakeSubscription {
  /** The browser's PushSubscription JSON. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  id: string;
}

export type PushAnswer = 'ok' | 404 | 410 | 500 | 'timeout';

export interface PushFake {
  origin: string;
  /** An agent trusting the fake's certificate, for web-push: no NODE_TLS_REJECT_UNAUTHORIZED needed. */
  agent: Agent;
  received: ReceivedPush[];
  /** Requests it refused (what was wrong), for the test to show. */
  refused: string[];
  /** What it answers next, per subscription id (default 'ok'). */
  answers: Map<string, PushAnswer>;
  /** Attempts per subscription id, answered or not. */
  attempts: Map<string, number>;
  /** A new browser subscription: its own P-256 key pair and auth secret. */
  subscribe(): FakeSubscription;
  close(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of one aes128gcm record. */
export function decryptAes128gcm(
  body: Buffer,
  uaPrivate: ReturnType<typeof createECDH>,
  auth: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: the JWT's ES256 signature against k, its aud and exp. Returns what is wrong, or null. */
function checkVapid(header: string | undefined, origin: string): { problem: string } | { key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: `no vapid Authorization: ${header}` };
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { problem: 'k is no P-256 point' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problem: 'bad signature' };
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') return { problem: `alg ${alg}` };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return { problem: `aud ${body.aud} is not ${origin}` };
  const nowSeconds = Date.now() / 1000;
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds || body.exp > nowSeconds + 24 * 3600) {
    return { problem: `exp ${body.exp} not within 24 hours` };
  }
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return { problem: `sub ${body.sub}` };
  return { key };
}

export async function startPushFake(): Promise<PushFake> {
  const { key, cert } = selfSignedCertificate();
  const secrets = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const answers = new Map<string, PushAnswer>();
  const attempts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  let origin = '';

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const refuse = (status: number, problem: string) => {
        refused.push(problem);
        res.writeHead(status).end(problem);
      };
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const secret = id ? secrets.get(id) : undefined;
      if (req.method !== 'POST' || !id || !secret) return refuse(404, `unknown ${req.method} ${req.url}`);
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      const answer = answers.get(id) ?? 'ok';
      if (answer === 'timeout') {
        hanging.add(res);
        return;
      }
      if (answer !== 'ok') return res.writeHead(answer).end();
      const ttl = req.headers.ttl;
      if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return refuse(400, 'TTL header missing');
      const vapid = checkVapid(req.headers.authorization, origin);
      if ('problem' in vapid) return refuse(403, vapid.problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        return refuse(415, `content-encoding ${req.headers['content-encoding']}`);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), secret.ecdh, secret.auth).toString('utf8'),
        );
      } catch (err) {
        return refuse(400, `cannot decrypt: ${(err as Error).message}`);
      }
      const urgency = req.headers.urgency;
      const topic = req.headers.topic;
      received.push({
        id,
        ttl: Number(ttl),
        urgency: typeof urgency === 'string' ? urgency : undefined,
        topic: typeof topic === 'string' ? topic : undefined,
        payload,
        vapidKey: vapid.key,
      });
      res.writeHead(201, { location: `${origin}/message/${randomBytes(8).toString('hex')}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });

  return {
    origin,
    agent,
    received,
    refused,
    answers,
    attempts,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      secrets.set(id, { ecdh, auth });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    async close() {
      for (const res of hanging) res.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
