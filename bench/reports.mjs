// Issue 19 item 4: the owner's reports on a year of a busy location. Generates 50,000 paid orders for
// Amsterdam over the past year on PostgreSQL (lines at 9% and 21%, options, delivery, refunds),
// then asks GET /api/admin/reports (and the orders view and the CSV export) of the real app one at a
// time and prints p50 and p99. Target: p99 within 300 ms. `node --import tsx bench/reports.mjs`.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { amsterdamDate, orderVat, priceLine } from '@gh/domain';
import { machine, startApp, temporaryDatabase, writeRows } from './lib/servers.mjs';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 40);
const DAY = 86_400_000;

const PRODUCTS = [
  { name: 'Halve kip van het spit', category: 'kip', priceCents: 1095, vatRate: 9 },
  { name: 'Crispy chicken burger', category: 'burgers', priceCents: 895, vatRate: 9 },
  { name: 'Friet', category: 'bijgerechten', priceCents: 395, vatRate: 9 },
  { name: 'Coca-Cola', category: 'dranken', priceCents: 275, vatRate: 9 },
  { name: 'Saus', category: 'sauzen', priceCents: 0, vatRate: 9 },
  { name: 'Gouden Haan petje', category: 'merch', priceCents: 1500, vatRate: 21 },
];
const OPTIONS = [
  { choice: 'Knoflooksaus', priceCents: 75 },
  { choice: 'Extra kaas', priceCents: 100 },
  { choice: 'Zonder ui', priceCents: 0 },
];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

function makeOrder(i, now) {
  // Busy evenings, more at the weekend: a paid time between 16:00 and 22:00 Amsterdam (≈ UTC+1).
  const day = new Date(now - Math.floor(random() * 365) * DAY);
  day.setUTCHours(15 + Math.floor(random() * 6), Math.floor(random() * 60), 0, 0);
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const product = pick(PRODUCTS);
    const options =
      random() < 0.5 || product.category === 'sauzen'
        ? [{ ...pick(OPTIONS), count: 1 + Math.floor(random() * 2) }]
        : [];
    const quantity = 1 + Math.floor(random() * 3);
    const priced = priceLine(product, options, quantity);
    return {
      productId: '00000000-0000-4000-8000-000000000000',
      name: product.name,
      category: product.category,
      quantity,
      unitPriceCents: priced.unitCents,
      totalCents: priced.lineCents,
      rule: priced.rule,
      selectedOptions: priced.options.map((o) => ({
        choice: o.label,
        priceCents: o.priceCents,
        count: o.count,
        amountCents: o.amountCents,
      })),
      vatRate: product.vatRate,
    };
  });
  const delivery = random() < 0.55;
  const fee = delivery ? 250 : 0;
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const vat = orderVat(lines, fee, null);
  const slot = new Date(Math.ceil((day.getTime() + 30 * 60_000) / (15 * 60_000)) * 15 * 60_000);
  const refunded = random() < 0.01;
  return {
    public_id: randomBytes(12).toString('base64url'),
    location_slug: 'amsterdam',
    status: refunded ? 'cancelled' : 'completed',
    fulfilment: delivery ? 'delivery' : 'pickup',
    customer_name: `Klant ${i}`,
    email: `klant${i}@example.nl`,
    phone: `06${String(10_000_000 + i).slice(-8)}`,
    postcode: delivery ? `10${70 + (i % 10)} AB` : null,
    expected_at: slot.toISOString(),
    lines: JSON.stringify(lines),
    subtotal_cents: subtotal,
    delivery_fee_cents: fee,
    total_cents: subtotal + fee,
    vat_cents: vat.vatCents,
    vat_parts: JSON.stringify(vat.parts),
    delivery_vat_rate: vat.deliveryVatRate,
    paid_at: day.toISOString(),
    // Confirmed long ago: the reconciliation must not start mailing 50,000 customers mid-run.
    confirmation_sent_at: day.toISOString(),
    created_at: new Date(day.getTime() - 60_000).toISOString(),
    refunded,
  };
}

async function generate(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = Date.now();
  const started = performance.now();
  const columns = [
    'public_id',
    'location_slug',
    'status',
    'fulfilment',
    'customer_name',
    'email',
    'phone',
    'postcode',
    'expected_at',
    'lines',
    'subtotal_cents',
    'delivery_fee_cents',
    'total_cents',
    'vat_cents',
    'vat_parts',
    'delivery_vat_rate',
    'paid_at',
    'confirmation_sent_at',
    'created_at',
  ];
  // Written in batches of 1,000 with the rollup's trigger off (one statement updating the same day's
  // rows a thousand times walks ever longer row versions), then the rollup is built from the orders
  // in one pass, as the migration does: the same rows the trigger keeps (report-rollup.test.ts).
  await client.query('alter table orders disable trigger orders_report_rollup_insert');
  for (let start = 0; start < ORDERS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, ORDERS - start) }, (_, k) => makeOrder(start + k, now));
    const values = [];
    const rows = batch.map(
      (o, r) =>
        `(${columns
          .map((c, k) => {
            values.push(o[c]);
            return `$${r * columns.length + k + 1}`;
          })
          .join(', ')})`,
    );
    const inserted = await client.query(
      `insert into orders (${columns.join(', ')}) values ${rows.join(', ')} returning id, total_cents, paid_at`,
      values,
    );
    const payValues = [];
    const refunds = [];
    const payRows = inserted.rows.map((row, r) => {
      const id = `tr_${randomBytes(5).toString('hex')}`;
      payValues.push(id, row.id, row.total_cents);
      if (batch[r].refunded && row.total_cents > 0) refunds.push({ id, row });
      return `($${r * 3 + 1}, $${r * 3 + 2}, 'mollie', 'paid', $${r * 3 + 3})`;
    });
    await client.query(
      `insert into payments (id, order_id, provider, status, amount_cents) values ${payRows.join(', ')}`,
      payValues,
    );
    // A cancelled order's refund (decision 028): one row of the refunds table, made at the provider.
    for (const { id, row } of refunds) {
      await client.query(
        `insert into refunds (order_id, payment_id, amount_cents, reason, actor, idempotency_key, provider_key,
           provider_refund_id, status, refunded_at, created_at)
         values ($1, $2, $3, 'cancelled', 'system', $4, $5, $6, 'refunded', $7, $7)`,
        [
          row.id,
          id,
          row.total_cents,
          `auto:${id}`,
          `refund-${id}`,
          `re_${randomBytes(5).toString('hex')}`,
          row.paid_at,
        ],
      );
    }
  }
  await client.query('alter table orders enable trigger orders_report_rollup_insert');
  const rebuilt = performance.now();
  await client.query('select report_rollup_rebuild()');
  console.log(`rollup built from the orders in ${((performance.now() - rebuilt) / 1000).toFixed(1)} s`);
  await client.query('vacuum analyze');
  const token = randomBytes(32).toString('base64url');
  const user = await client.query(
    `insert into admin_users (email, password_hash, role) values ('bench@example.nl', 'x', 'admin') returning id`,
  );
  await client.query(
    `insert into admin_sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), user.rows[0].id],
  );
  await client.end();
  console.log(`${ORDERS} orders generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return `token=${token}`;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(base, cookie, url, runs) {
  for (let i = 0; i < 3; i++) await (await fetch(`${base}${url}`, { headers: { cookie } })).arrayBuffer();
  const times = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  return { status, p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
}

/**
 * What the rollup's trigger costs a payment (decision 032): PAYERS connections each mark their share of
 * PAY_ORDERS unpaid orders paid, one transaction per order as the payment webhook does, all on today
 * (every payment then updates the same rollup rows); once with the trigger and once without.
 */
const PAY_ORDERS = Number(process.env.BENCH_PAY_ORDERS ?? 2000);
const PAYERS = 8;
async function paying(url, withTrigger) {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  const now = Date.now();
  const ids = [];
  for (let start = 0; start < PAY_ORDERS; start += 500) {
    const batch = Array.from({ length: Math.min(500, PAY_ORDERS - start) }, (_, k) =>
      makeOrder(900_000 + start + k, now),
    );
    const columns = [
      'public_id',
      'location_slug',
      'status',
      'fulfilment',
      'customer_name',
      'email',
      'phone',
      'expected_at',
      'lines',
      'subtotal_cents',
      'delivery_fee_cents',
      'total_cents',
      'vat_cents',
      'vat_parts',
      'delivery_vat_rate',
      'confirmation_sent_at',
    ];
    const values = [];
    const rows = batch.map(
      (o, r) =>
        `(${columns.map((c, k) => (values.push(o[c]), `$${r * columns.length + k + 1}`)).join(', ')})`,
    );
    const inserted = await setup.query(
      `insert into orders (${columns.join(', ')}) values ${rows.join(', ')} returning id`,
      values,
    );
    ids.push(...inserted.rows.map((row) => row.id));
  }
  await setup.query(
    `alter table orders ${withTrigger ? 'enable' : 'disable'} trigger orders_report_rollup_update`,
  );
  const clients = await Promise.all(
    Array.from({ length: PAYERS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (next < ids.length) {
        const id = ids[next++];
        const t0 = performance.now();
        await c.query(`update orders set paid_at = now(), status = 'paid' where id = $1`, [id]);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  await setup.query('alter table orders enable trigger orders_report_rollup_update');
  let foldMs = null;
  if (withTrigger) {
    // What the once-a-minute fold of these payments' differences takes.
    const folding = performance.now();
    await setup.query('select report_rollup_compact()');
    foldMs = Math.round(performance.now() - folding);
  } else await setup.query('select report_rollup_rebuild()');
  await setup.end();
  times.sort((a, b) => a - b);
  return {
    foldMs,
    perSecond: Math.round(ids.length / seconds),
    p50: percentile(times, 50).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
  };
}

const database = await temporaryDatabase('gh_bench_reports');
// BENCH_REPORT_KEEP=1 keeps the database for EXPLAIN (and prints its address).
const stops = process.env.BENCH_REPORT_KEEP
  ? [async () => console.log(`kept ${database.url}`), database.release]
  : [database.drop];
try {
  const app = await startApp({ databaseUrl: database.url });
  stops.unshift(app.stop);
  const cookie = await generate(database.url);
  // Report periods are days on the Amsterdam calendar (decision 036).
  const now = new Date();
  const today = amsterdamDate(now);
  const yearAgo = amsterdamDate(now, -365);
  const monthAgo = amsterdamDate(now, -30);
  const weekAgo = amsterdamDate(now, -6);
  const reports = [
    ['a year', yearAgo],
    ['a month', monthAgo],
    ['a week', weekAgo],
  ].flatMap(([period, from]) => [
    [
      `report, ${period} of Amsterdam`,
      `/api/admin/reports?from=${from}&to=${today}&location=amsterdam`,
      RUNS,
    ],
    [`report, ${period} of all locations`, `/api/admin/reports?from=${from}&to=${today}`, RUNS],
  ]);
  const results = [
    ...reports,
    ['orders view, search by e-mail', '/api/admin/order-history?q=klant4242@example.nl', RUNS],
    [
      'orders view, delivery orders page 1',
      '/api/admin/order-history?location=amsterdam&fulfilment=delivery',
      RUNS,
    ],
    ['export.csv, a month of lines', `/api/admin/reports/export.csv?from=${monthAgo}&to=${today}`, 10],
  ];
  const rows = [];
  console.log(`\nReports on ${ORDERS} orders (PostgreSQL), one request at a time; ${machine()}`);
  for (const [title, url, runs] of results) {
    const r = await time(app.base, cookie, url, runs);
    if (r.status !== 200) throw new Error(`${title}: HTTP ${r.status}`);
    console.log(
      `${title.padEnd(40)} p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms`,
    );
    rows.push({
      metric: `${title}: p50, p99`,
      value: `${r.p50} ms, ${r.p99} ms`,
      target: '< 300 ms',
      ok: r.p99 < 300,
    });
  }
  for (const withTrigger of [true, false]) {
    const r = await paying(database.url, withTrigger);
    const title = `orders paid, ${PAYERS} at once, ${withTrigger ? 'with the rollup' : 'rollup trigger off'}`;
    const fold = r.foldMs === null ? '' : `   folded in ${r.foldMs} ms`;
    console.log(`${title.padEnd(40)} ${r.perSecond}/s   p50 ${r.p50} ms   p99 ${r.p99} ms${fold}`);
    rows.push({
      metric: `${title}: per second, p50, p99`,
      value: `${r.perSecond}/s, ${r.p50} ms, ${r.p99} ms${r.foldMs === null ? '' : `; folded in ${r.foldMs} ms`}`,
      target: 'shown',
      ok: true,
    });
  }
  writeRows('reports', rows);
} finally {
  for (const stop of stops) await stop();
}
