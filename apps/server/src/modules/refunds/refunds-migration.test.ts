/**
 * Migration 0012 (decision 028): the refunds made or due before it, kept on the payments, become rows
 * of the refunds table under the provider key they were asked with, so a refund that was due is
 * asked again as the same refund and never made twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { migrationsUpTo } from '../../backup/database-dump';

describe('migration 0012_refunds', () => {
  it('moves every refund of a payment into the refunds table', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gh-0011-'));
    const database = await openPglite();
    try {
      await database.migrate(await migrationsUpTo({ when: 1795900000000, tag: '0011_vat_and_reports' }, dir));
      const db = database.db;
      // The location as the schema of 0011 has it (the seed writes today's columns).
      await db.execute(sql`insert into locations (slug, name, street, postcode, city, phone, email, latitude,
          longitude) values ('amsterdam', 'Gouden Haan Amsterdam', 'Ferdinand Bolstraat 118', '1072 LN',
          'Amsterdam', '020 123 45 67', 'amsterdam@goudenhaan.nl', 52.3548, 4.8916)`);
      const order = (
        paid: boolean,
      ) => sql`insert into orders (public_id, idempotency_key, location_slug, fulfilment,
          customer_name, email, phone, expected_at, lines, subtotal_cents, total_cents, vat_cents, status, paid_at,
          vat_parts)
        values (${`p${Math.random()}`}, ${`k${Math.random()}`}, 'amsterdam', 'pickup', 'Sanne', 'sanne@example.nl',
          '0612345678', now(), '[]'::jsonb, 1890, 1890, 156, 'cancelled', ${paid ? sql`now()` : sql`null`},
          '[{"rate":9,"grossCents":1890,"netCents":1734,"vatCents":156}]'::jsonb)
        returning id`;
      const rows = (r: unknown) => (r as { rows: { id: string }[] }).rows;
      const all = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
      const [made] = rows(await db.execute(order(true)));
      const [due] = rows(await db.execute(order(false)));
      await db.execute(sql`insert into payments (id, order_id, provider, status, amount_cents, refund_reason,
          refund_id, refunded_at) values ('tr_made', ${made!.id}, 'mollie', 'paid', 1890, 'cancelled: Oven kapot',
          're_made', now())`);
      await db.execute(sql`insert into payments (id, order_id, provider, status, amount_cents, refund_reason)
          values ('tr_due', ${due!.id}, 'mollie', 'paid', 1890, 'order cancelled before payment')`);
      await db.execute(sql`insert into payments (id, order_id, provider, status, amount_cents)
          values ('tr_kept', ${made!.id}, 'mollie', 'failed', 1890)`);

      await database.migrate();
      const refunds = all(
        await db.execute(sql`select payment_id, amount_cents, reason, status, provider_key, provider_refund_id,
            idempotency_key, vat_parts from refunds order by payment_id`),
      );
      expect(refunds).toEqual([
        {
          payment_id: 'tr_due',
          amount_cents: 1890,
          reason: 'order cancelled before payment',
          status: 'due',
          provider_key: 'refund-tr_due',
          provider_refund_id: null,
          idempotency_key: 'auto:tr_due',
          vat_parts: [],
        },
        {
          payment_id: 'tr_made',
          amount_cents: 1890,
          reason: 'cancelled: Oven kapot',
          status: 'refunded',
          provider_key: 'refund-tr_made',
          provider_refund_id: 're_made',
          idempotency_key: 'auto:tr_made',
          vat_parts: [{ rate: 9, grossCents: 1890, netCents: 1734, vatCents: 156 }],
        },
      ]);
      const columns = all(
        await db.execute(sql`select column_name from information_schema.columns
            where table_name = 'payments' and column_name like 'refund%'`),
      );
      expect(columns).toEqual([]);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
