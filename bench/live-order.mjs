// Issue 18: how fast the kitchen and the customer see a change, on PostgreSQL with two instances.
// - webhook → board: the payment webhook for an order arrives at instance A; the milliseconds until the
//   order's `paid` event is read from the kitchen board's stream on instance B;
// - cook → customer: the cook's status change goes to instance B; the milliseconds until the
//   customer's live order stream on instance A carries the new status.
// One order at a time (latency, not throughput), BENCH_ORDERS of them (default 200); p50 and p99.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { machine, startApp, temporaryDatabase, writeRows } from './lib/servers.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const WARMUP = 10;
/** The apps' own address (PUBLIC_URL of startApp): the origin check wants it on every POST. */
const ORIGIN = 'http://127.0.0.1';

// The apps' mail goes to 127.0.0.1:2525 (startApp): a sink there takes the confirmations and the
// kitchen's mails, so no retries and warnings run beside the measurement.
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => done());
  },
});
await new Promise((resolve, reject) => {
  sink.once('error', reject);
  sink.listen(2525, '127.0.0.1', resolve);
}).catch(() => console.log('  (port 2525 in use: mails are left to whatever listens there)'));

const database = await temporaryDatabase('gh_bench_live');
// One after the other: the first migrates and seeds, the second finds it done.
const a = await startApp({ databaseUrl: database.url });
const b = await startApp({ databaseUrl: database.url });
const db = new pg.Client({ connectionString: database.url });
await db.connect();

/** Reads Server-Sent Events from a stream; `until(test)` resolves with the first event's data that passes. */
async function eventStream(url, headers = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const waiting = new Set();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data || !/^event: /m.test(block)) continue;
          const event = JSON.parse(data);
          const at = performance.now();
          for (const w of waiting) {
            if (!w.test(event)) continue;
            waiting.delete(w);
            w.resolve(at);
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    until(test) {
      return new Promise((resolve) => waiting.add({ test, resolve }));
    },
    close() {
      controller.abort();
    },
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

try {
  // A cook of Amsterdam, signed in (a session row, as the login would leave it).
  const token = randomBytes(32).toString('base64url');
  const {
    rows: [cook],
  } = await db.query(
    `insert into admin_users (email, password_hash, role, location_slug) values ('kok@bench.nl', 'x', 'staff', 'amsterdam') returning id`,
  );
  await db.query(
    `insert into admin_sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), cook.id],
  );
  const cookie = `token=${token}`;
  const {
    rows: [product],
  } = await db.query(
    `select id, name, category_slug, price_cents from products where location_slug = 'amsterdam' and name = 'Halve kip van het spit'`,
  );

  /** An order waiting for its demo payment, as checkout leaves it; answers its ids. */
  async function unpaidOrder() {
    const publicId = randomBytes(16).toString('base64url').slice(0, 22);
    const paymentId = `demo_${randomBytes(12).toString('base64url')}`;
    const line = {
      productId: product.id,
      name: product.name,
      category: product.category_slug,
      quantity: 1,
      unitPriceCents: product.price_cents,
      totalCents: product.price_cents,
      selectedOptions: [],
    };
    const id = randomUUID();
    await db.query(
      `insert into orders (id, public_id, location_slug, status, fulfilment, customer_name, email, phone, expected_at,
         lines, subtotal_cents, total_cents, vat_cents, hold_until)
       values ($1, $2, 'amsterdam', 'pending_payment', 'pickup', 'Bench', 'bench@example.nl', '0612345678',
         now() + interval '30 minutes', $3, $4, $4, 0, now() + interval '15 minutes')`,
      [id, publicId, JSON.stringify([line]), product.price_cents],
    );
    await db.query(
      `insert into demo_payments (id, idempotency_key, amount_cents, description, redirect_url, metadata, status)
       values ($1, $1, $2, 'bench', 'http://127.0.0.1/betaald', '{}', 'paid')`,
      [paymentId, product.price_cents],
    );
    await db.query(
      `insert into payments (id, order_id, provider, status, amount_cents) values ($1, $2, 'demo', 'open', $3)`,
      [paymentId, id, product.price_cents],
    );
    return { id, publicId, paymentId };
  }

  const board = await eventStream(`${b.base}/api/admin/orders/stream?location=amsterdam`, { cookie });
  const toBoard = [];
  const toCustomer = [];
  for (let i = 0; i < WARMUP + ORDERS; i++) {
    const order = await unpaidOrder();
    // The payment webhook on A; the order on B's board.
    const onBoard = board.until((e) => e.orderId === order.id && e.status === 'paid');
    const sent = performance.now();
    const hook = await fetch(`${a.base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${order.paymentId}`,
    });
    if (!hook.ok) throw new Error(`webhook: ${hook.status} ${await hook.text()}`);
    const seen = await onBoard;
    // The customer's page on A; the cook's click on B.
    const customer = await eventStream(`${a.base}/api/orders/${order.publicId}/events`);
    await customer.until((s) => s.status === 'paid');
    const onPage = customer.until((s) => s.status === 'in_preparation');
    const clicked = performance.now();
    const move = await fetch(`${b.base}/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in_preparation' }),
    });
    if (!move.ok) throw new Error(`status: ${move.status} ${await move.text()}`);
    const shown = await onPage;
    customer.close();
    if (i >= WARMUP) {
      toBoard.push(seen - sent);
      toCustomer.push(shown - clicked);
    }
  }
  board.close();

  const ms = (v) => `${v.toFixed(1)} ms`;
  const figures = {
    board: { p50: percentile(toBoard, 50), p99: percentile(toBoard, 99) },
    customer: { p50: percentile(toCustomer, 50), p99: percentile(toCustomer, 99) },
  };
  console.log(`live-order: ${ORDERS} orders, one at a time, two instances on PostgreSQL; ${machine()}`);
  console.log(
    `  payment webhook (A) -> order on the board stream (B): p50 ${ms(figures.board.p50)}, p99 ${ms(figures.board.p99)}`,
  );
  console.log(
    `  cook's status change (B) -> customer's live order stream (A): p50 ${ms(figures.customer.p50)}, p99 ${ms(figures.customer.p99)}`,
  );
  writeRows('live-order', [
    { metric: 'webhook -> board p50 (2 instances)', value: ms(figures.board.p50), target: 'shown' },
    {
      metric: 'webhook -> board p99 (2 instances)',
      value: ms(figures.board.p99),
      target: '< 2000 ms',
      ok: figures.board.p99 < 2000,
    },
    { metric: "cook's click -> customer's page p50", value: ms(figures.customer.p50), target: 'shown' },
    {
      metric: "cook's click -> customer's page p99",
      value: ms(figures.customer.p99),
      target: '< 2000 ms',
      ok: figures.customer.p99 < 2000,
    },
  ]);
} finally {
  await db.end();
  await a.stop();
  await b.stop();
  await database.drop();
  sink.close();
}
