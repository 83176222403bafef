/**
 * The reports' rollup (decision 032): for generated orders, edits and erasures, the report read from
 * the rollup equals the report computed from the orders themselves, figure by figure, and the kept
 * rollup equals a fresh computation.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { insertPaidOrder, type ReportOrderSpec } from '../../../test/report-fixtures';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/prepared';
import { privacyRepository } from '../privacy/privacy.repository';
import * as repo from './admin-reports.repository';
import { toReport } from './admin-reports.service';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const EMAILS = ['sanne@example.nl', 'joris@example.nl', 'fatima@example.nl'];

const lineArb = fc.record({
  name: fc.constantFrom('Halve kip', 'Friet', 'Petje', 'Saus', 'Cola'),
  priceCents: fc.integer({ min: 0, max: 3000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  vatRate: fc.constantFrom(9 as const, 21 as const),
  options: fc.array(
    fc.record({
      choice: fc.constantFrom('Extra kaas', 'Knoflooksaus', 'Zonder ui'),
      priceCents: fc.integer({ min: 0, max: 200 }),
      count: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 2 },
  ),
});

// Around both DST changes of 2026 in Amsterdam (29 March 02:00 → 03:00, 25 October 03:00 → 02:00),
// so that orders fall just before and after local midnight on days of 23 and 25 hours.
const dstDate = fc.oneof(
  fc.date({
    min: new Date('2026-03-27T21:00:00Z'),
    max: new Date('2026-03-30T01:00:00Z'),
    noInvalidDate: true,
  }),
  fc.date({
    min: new Date('2026-10-23T21:00:00Z'),
    max: new Date('2026-10-26T01:00:00Z'),
    noInvalidDate: true,
  }),
);
// A few shared slots, so that some fill up (the seeded capacity is 8).
const SLOTS = ['2026-03-28T17:00:00Z', '2026-03-29T17:15:00Z', '2026-10-25T17:00:00Z'].map(
  (s) => new Date(s),
);

const orderArb: fc.Arbitrary<ReportOrderSpec> = fc.record({
  location: fc.constantFrom('amsterdam', 'rotterdam'),
  paidAt: dstDate,
  fulfilment: fc.constantFrom('pickup' as const, 'delivery' as const),
  feeCents: fc.integer({ min: 0, max: 500 }),
  deliveryVatRate: fc.constantFrom(null, 9 as const, 21 as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  refunded: fc.boolean(),
  email: fc.constantFrom(...EMAILS),
  expectedAt: fc.option(fc.constantFrom(...SLOTS), { nil: undefined }),
});

/** What happens to an order after it was written: the events that change what the reports count. */
type Edit =
  | { kind: 'unpay'; i: number }
  | { kind: 'repay'; i: number; at: Date }
  | { kind: 'relines'; i: number; from: number }
  | { kind: 'legacyVat'; i: number }
  | { kind: 'status'; i: number }
  | { kind: 'erase'; email: string }
  | { kind: 'delete'; i: number }
  | { kind: 'compact' };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('unpay' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('repay' as const), i: fc.nat(), at: dstDate }),
  fc.record({ kind: fc.constant('relines' as const), i: fc.nat(), from: fc.nat() }),
  fc.record({ kind: fc.constant('legacyVat' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('status' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('erase' as const), email: fc.constantFrom(...EMAILS) }),
  fc.record({ kind: fc.constant('delete' as const), i: fc.nat() }),
  // The differences folded into the sums at any moment, as every instance does each minute.
  fc.record({ kind: fc.constant('compact' as const) }),
);

async function applyEdit(ids: string[], edit: Edit) {
  const db = database.db;
  const id = 'i' in edit ? ids[edit.i % ids.length]! : '';
  switch (edit.kind) {
    case 'unpay':
      await db.execute(sql`update orders set paid_at = null where id = ${id}`);
      return;
    case 'repay':
      await db.execute(
        sql`update orders set paid_at = ${edit.at.toISOString()}::timestamptz where id = ${id}`,
      );
      return;
    case 'relines': {
      // Staff corrected the order: another order's lines, amounts, VAT and way of delivery.
      const other = ids[edit.from % ids.length]!;
      await db.execute(sql`update orders o set lines = p.lines, subtotal_cents = p.subtotal_cents,
        delivery_fee_cents = p.delivery_fee_cents, total_cents = p.total_cents, vat_cents = p.vat_cents,
        vat_parts = p.vat_parts, delivery_vat_rate = p.delivery_vat_rate, fulfilment = p.fulfilment
        from orders p where o.id = ${id} and p.id = ${other}`);
      return;
    }
    case 'legacyVat':
      // An order from before VAT per rate: no parts, read as all 9%.
      await db.execute(sql`update orders set vat_parts = '[]'::jsonb where id = ${id}`);
      return;
    case 'status':
      await db.execute(sql`update orders set status = 'completed', updated_at = now() where id = ${id}`);
      return;
    case 'erase':
      // The privacy code's erasure keeps lines and amounts: the reports must not move.
      await privacyRepository.anonymiseOrdersOf(db, edit.email, new Date());
      return;
    case 'delete':
      await db.execute(sql`delete from orders where id = ${id}`);
      return;
    case 'compact':
      await repo.compactRollup(db);
      return;
  }
}

const PERIODS: [string, string][] = [
  ['2026-03-27', '2026-03-27'],
  ['2026-03-28', '2026-03-28'],
  ['2026-03-29', '2026-03-29'],
  ['2026-03-30', '2026-03-30'],
  ['2026-10-24', '2026-10-24'],
  ['2026-10-25', '2026-10-25'],
  ['2026-10-26', '2026-10-26'],
  ['2026-03-28', '2026-10-25'],
  ['2026-01-01', '2026-12-31'],
];

async function expectFastEqualsDirect() {
  const db = database.db;
  for (const [from, to] of PERIODS) {
    for (const location of ['amsterdam', 'rotterdam', null]) {
      const p = { from, to, location };
      const fast = toReport(p, await repo.report(db, p));
      const direct = toReport(p, await repo.reportFromOrders(db, p));
      expect(fast, `${from}..${to} ${location ?? 'all'}`).toEqual(direct);
    }
  }
  expect(await repo.rollupDrift(db)).toEqual([]);
}

async function deltaCount() {
  return Number(
    rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from report_rollup_delta`))[0]!
      .n,
  );
}

/** The rollup's sums, after folding the differences in. */
async function rollupRows() {
  await repo.compactRollup(database.db);
  return rowsOf<Record<string, unknown>>(
    await database.db.execute(
      sql`select location_slug, day::text, kind, key, n::text, a::text, b::text, c::text from report_rollup
        order by 1, 2, 3, 4`,
    ),
  );
}

describe('the reports’ rollup', () => {
  it('gives the same report as the orders themselves, after payments, edits, erasure and deletion', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 12 }),
        fc.array(editArb, { maxLength: 8 }),
        async (specs, edits) => {
          // Each run from empty (a failed run must not leave rows for the next: shrinking needs that).
          await database.db.execute(sql`delete from orders`);
          await database.db.execute(sql`delete from report_rollup`);
          await database.db.execute(sql`delete from report_rollup_delta`);
          const ids: string[] = [];
          for (const spec of specs) ids.push((await insertPaidOrder(database.db, spec)).order.id);
          for (const edit of edits) await applyEdit(ids, edit);
          await expectFastEqualsDirect();
          // Folded, the sums give the same answers, and nothing is left to fold.
          await repo.compactRollup(database.db);
          await expectFastEqualsDirect();
          expect(await deltaCount()).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('is rebuilt from the orders to the same rows, and its drift check finds a row written past it', async () => {
    const db = database.db;
    await db.execute(sql`delete from orders`);
    for (let i = 0; i < 6; i++) {
      await insertPaidOrder(db, {
        location: i % 2 ? 'rotterdam' : 'amsterdam',
        paidAt: new Date(Date.UTC(2026, 2, 28, 20 + i, 30)),
        fulfilment: i % 3 ? 'delivery' : 'pickup',
        lines: [
          {
            name: 'Halve kip',
            priceCents: 1095,
            quantity: 1 + i,
            vatRate: 9,
            options: [{ choice: 'Knoflooksaus', priceCents: 50, count: 2 }],
          },
          { name: 'Petje', priceCents: 1500, quantity: 1, vatRate: 21 },
        ],
      });
    }
    const kept = await rollupRows();
    expect(kept.length).toBeGreaterThan(0);
    expect(await repo.rebuildRollup(db)).toBe(kept.length);
    expect(await rollupRows()).toEqual(kept);

    // A change made past the triggers (as a restore loads rows with them off) is found, and a rebuild
    // mends it.
    await db.execute(
      sql`update report_rollup set a = a + 1 where kind = 'order' and location_slug = 'amsterdam'`,
    );
    const drift = await repo.rollupDrift(db);
    expect(drift.length).toBeGreaterThan(0);
    expect(drift.every((d) => d.kind === 'order' && d.location_slug === 'amsterdam')).toBe(true);
    await repo.rebuildRollup(db);
    expect(await rollupRows()).toEqual(kept);
    expect(await repo.rollupDrift(db)).toEqual([]);
  });

  it('leaves no rows behind when the paid orders go, and writes nothing for unpaid ones', async () => {
    const db = database.db;
    await db.execute(sql`delete from orders`);
    await repo.compactRollup(db);
    expect(await rollupRows()).toEqual([]);
    // A payment writes its differences only; folding them in makes the day's sums.
    await insertPaidOrder(db, {
      location: 'rotterdam',
      paidAt: new Date('2026-03-29T00:30:00Z'),
      lines: [{ name: 'Friet', priceCents: 395, quantity: 1, vatRate: 9 }],
    });
    expect(await deltaCount()).toBeGreaterThan(0);
    expect((await rollupRows()).map((r) => r.day)).toContain('2026-03-29');
    expect(await deltaCount()).toBe(0);
    // A status change of a paid order counts nothing new and writes nothing.
    await db.execute(sql`update orders set status = 'completed', updated_at = now()`);
    expect(await deltaCount()).toBe(0);
    await db.execute(sql`delete from orders`);
    const { order } = await insertPaidOrder(db, {
      location: 'amsterdam',
      paidAt: new Date('2026-10-25T01:30:00Z'),
      lines: [{ name: 'Friet', priceCents: 395, quantity: 2, vatRate: 9 }],
    });
    expect((await rollupRows()).length).toBeGreaterThan(0);
    await db.execute(sql`update orders set paid_at = null where id = ${order.id}`);
    expect(await rollupRows()).toEqual([]);
    await db.execute(sql`update orders set paid_at = '2026-10-25T01:30:00Z' where id = ${order.id}`);
    expect((await rollupRows()).map((r) => r.day)).toContain('2026-10-25');
    await db.execute(sql`delete from orders`);
    expect(await rollupRows()).toEqual([]);
  });

  it('stays right under payments and folds at the same time (several connections on PostgreSQL)', async () => {
    const db = database.db;
    await db.execute(sql`delete from orders`);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const { order } = await insertPaidOrder(db, {
        location: i % 3 ? 'amsterdam' : 'rotterdam',
        paidAt: new Date('2026-10-25T16:00:00Z'),
        fulfilment: i % 2 ? 'delivery' : 'pickup',
        lines: [
          { name: 'Halve kip', priceCents: 1095, quantity: 1 + (i % 3), vatRate: 9 },
          { name: 'Petje', priceCents: 1500, quantity: 1, vatRate: 21 },
        ],
      });
      ids.push(order.id);
    }
    await db.execute(sql`update orders set paid_at = null`);
    await repo.compactRollup(db);
    // Every order paid again on the same day, each in its own transaction, while three folds run.
    await Promise.all([
      ...ids.map((id) =>
        db.execute(sql`update orders set paid_at = now(), status = 'paid' where id = ${id}`),
      ),
      repo.compactRollup(db),
      repo.compactRollup(db),
      repo.compactRollup(db),
    ]);
    expect(await repo.rollupDrift(db)).toEqual([]);
    await repo.compactRollup(db);
    expect(await deltaCount()).toBe(0);
    expect(await repo.rollupDrift(db)).toEqual([]);
  });
});
