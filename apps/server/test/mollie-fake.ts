/**
 * A local HTTPS stand-in for the Mollie endpoints we use (create, get and cancel a payment, create a
 * refund), with Mollie's idempotency keys and its webhook: a status change posts `id=tr_...` to the
 * payment's webhook URL, and a delivery that does not get a 2xx is kept for a retry, as Mollie does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface FakeMolliePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  /** Set after a refund; Mollie's status stays `paid`. */
  amountRefunded?: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
  /** False for a payment Mollie will not cancel (most iDEAL payments): DELETE answers 422. */
  cancelable?: boolean;
}

/** A refund as Mollie's Refunds API shows it. */
export interface FakeMollieRefund {
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  status: string;
}

export interface MollieFake {
  /** The API endpoint to give the Mollie client, `https://127.0.0.1:<port>/v2/`. */
  endpoint: string;
  payments: Map<string, FakeMolliePayment>;
  refunds: FakeMollieRefund[];
  requests: { method: string; url: string; auth?: string; key?: string; body?: unknown }[];
  /** While true every API call answers 503. */
  down: boolean;
  /** The payments made for one of our orders (its public id is in the metadata), oldest first. */
  paymentsOf(publicId: string): FakeMolliePayment[];
  /** Webhook deliveries that did not get a 2xx yet (payment ids, oldest first). */
  undelivered: string[];
  /** The buyer finishes at Mollie: the status changes and the webhook is posted. */
  complete(id: string, status: string): Promise<boolean>;
  /** Mollie's retry of the webhooks that were not delivered; returns how many got through now. */
  redeliver(): Promise<number>;
  close(): Promise<void>;
}

export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the fake on a free loopback port. The Mollie client brings its own CA list, so whoever
 * calls the fake needs `NODE_TLS_REJECT_UNAUTHORIZED=0` (only ever in a test process).
 * `route` turns a webhook URL (the site's public address) into where the site runs now.
 */
export async function startMollieFake(options: {
  apiKey: string;
  route?: (webhookUrl: string) => string;
}): Promise<MollieFake> {
  const payments = new Map<string, FakeMolliePayment>();
  const refunds: FakeMollieRefund[] = [];
  const byKey = new Map<string, string>();
  const refundByKey = new Map<string, FakeMollieRefund>();
  const cents = (value: string) => Math.round(Number(value) * 100);
  const requests: MollieFake['requests'] = [];
  let port = 0;

  const paymentJson = (p: FakeMolliePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: new Date().toISOString(),
    amount: p.amount,
    ...(p.amountRefunded ? { amountRefunded: p.amountRefunded } : {}),
    // Mollie shows what can still be refunded once a payment is paid.
    ...(p.status === 'paid'
      ? {
          amountRemaining: {
            currency: 'EUR',
            value: (
              (cents(p.amount.value) - (p.amountRefunded ? cents(p.amountRefunded.value) : 0)) /
              100
            ).toFixed(2),
          },
        }
      : {}),
    description: p.description,
    method: null,
    metadata: p.metadata,
    status: p.status,
    // Mollie leaves isCancelable out once a payment reached a final status.
    ...(p.status === 'open' ? { isCancelable: p.cancelable !== false } : {}),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: { href: `https://localhost:${port}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? {
            checkout: {
              href: `https://www.mollie.com/checkout/select-method/${p.id.slice(3)}`,
              type: 'text/html',
            },
          }
        : {}),
    },
  });

  const refundJson = (r: FakeMollieRefund) => ({
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: r.amount,
    status: r.status,
    createdAt: new Date().toISOString(),
    description: r.description,
    metadata: null,
    paymentId: r.paymentId,
    _links: {
      self: {
        href: `https://localhost:${port}/v2/payments/${r.paymentId}/refunds/${r.id}`,
        type: 'application/hal+json',
      },
      payment: { href: `https://localhost:${port}/v2/payments/${r.paymentId}`, type: 'application/hal+json' },
    },
  });

  const server = createServer(selfSignedCertificate(), (req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        key: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/hal+json', 'retry-after': '0' });
        res.end(JSON.stringify(json));
      };
      if (fake.down) return send(503, { status: 503, title: 'Service Unavailable', detail: 'Down' });
      if (req.headers.authorization !== `Bearer ${options.apiKey}`)
        return send(401, { status: 401, title: 'Unauthorized', detail: 'Missing authentication' });
      if (req.method === 'POST' && req.url === '/v2/payments') {
        const key = req.headers['idempotency-key'] as string;
        const known = byKey.get(key);
        if (known) return send(201, paymentJson(payments.get(known)!));
        const id = `tr_${Math.random().toString(36).slice(2, 12)}`;
        payments.set(id, { id, status: 'open', ...body });
        byKey.set(key, id);
        return send(201, paymentJson(payments.get(id)!));
      }
      const refundMatch = /^\/v2\/payments\/(tr_\w+)\/refunds(?:\?.*)?$/.exec(req.url ?? '');
      if (req.method === 'GET' && refundMatch) {
        // Mollie's list of a payment's refunds, newest first.
        const list = refunds.filter((r) => r.paymentId === refundMatch[1]).reverse();
        return send(200, {
          count: list.length,
          _embedded: { refunds: list.map(refundJson) },
          _links: { self: { href: `https://localhost:${port}${req.url}`, type: 'application/hal+json' } },
        });
      }
      if (req.method === 'POST' && refundMatch) {
        const key = req.headers['idempotency-key'] as string | undefined;
        const known = key ? refundByKey.get(key) : undefined;
        if (known) return send(201, refundJson(known));
        const p = payments.get(refundMatch[1]!);
        if (!p) return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
        const refunded = p.amountRefunded ? cents(p.amountRefunded.value) : 0;
        const asked = cents(body?.amount?.value ?? '0');
        if (p.status !== 'paid')
          return send(422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The payment cannot be refunded',
          });
        if (asked <= 0 || refunded + asked > cents(p.amount.value)) {
          return send(422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The amount of the refund exceeds the amount remaining on the payment',
            field: 'amount',
          });
        }
        const refund: FakeMollieRefund = {
          id: `re_${Math.random().toString(36).slice(2, 12)}`,
          paymentId: p.id,
          amount: body.amount,
          description: body.description ?? '',
          status: 'pending',
        };
        refunds.push(refund);
        if (key) refundByKey.set(key, refund);
        // The payment stays paid and shows what was given back.
        p.amountRefunded = { currency: 'EUR', value: ((refunded + asked) / 100).toFixed(2) };
        return send(201, refundJson(refund));
      }
      const match = /^\/v2\/payments\/(tr_\w+)(?:\?.*)?$/.exec(req.url ?? '');
      if (req.method === 'DELETE' && match) {
        const p = payments.get(match[1]!);
        if (!p) return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
        if (p.status !== 'open' || p.cancelable === false)
          return send(422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The payment cannot be canceled',
          });
        p.status = 'canceled';
        return send(200, paymentJson(p));
      }
      if (req.method === 'GET' && match) {
        const p = payments.get(match[1]!);
        return p
          ? send(200, paymentJson(p))
          : send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
      }
      send(404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;

  /** Posts the webhook of one payment; true when the site answered 2xx. */
  async function deliver(id: string): Promise<boolean> {
    const webhookUrl = payments.get(id)?.webhookUrl;
    if (!webhookUrl) return true;
    try {
      const res = await fetch(options.route ? options.route(webhookUrl) : webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${id}`,
        signal: AbortSignal.timeout(15_000),
      });
      return res.ok;
    } catch {
      return false;
    }
  }

  const fake: MollieFake = {
    endpoint: `https://127.0.0.1:${port}/v2/`,
    payments,
    refunds,
    requests,
    down: false,
    paymentsOf: (publicId) =>
      [...payments.values()].filter((p) => (p.metadata as { publicId?: string }).publicId === publicId),
    undelivered: [],
    async complete(id, status) {
      payments.get(id)!.status = status;
      const delivered = await deliver(id);
      if (!delivered) fake.undelivered.push(id);
      return delivered;
    },
    async redeliver() {
      const waiting = fake.undelivered.splice(0);
      const results = await Promise.all(waiting.map(deliver));
      fake.undelivered.push(...waiting.filter((_, i) => !results[i]));
      return results.filter(Boolean).length;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
