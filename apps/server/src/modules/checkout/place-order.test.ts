/**
 * `place_order` (src/db/functions/place_order.sql) stores the order the repository sends: its insert
 * names the columns of ORDER_COLUMNS, in the same order and each from the field of that name, so a
 * field added on one side only fails here instead of being dropped without a word.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/prepared';
import { ORDER_COLUMNS, placeOrder } from './checkout.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The text inside the parentheses that open at `open`. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`No closing parenthesis after ${text.slice(open, open + 40)}`);
}

/** A list split at its commas outside parentheses and quotes, trimmed. */
function items(list: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "'") quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    else if (!quoted && depth === 0 && c === ',') {
      found.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...found, list.slice(start).trim()];
}

/** The columns and values of the live function's insert into orders. */
async function placeOrderInsert(): Promise<{ columns: string[]; values: string[] }> {
  const [row] = rowsOf<{ def: string }>(
    await database.db.execute(sql`select pg_get_functiondef('place_order'::regproc) as def`),
  );
  const def = row!.def;
  const insert = /INSERT INTO orders\s*\(/i.exec(def);
  if (!insert) throw new Error('place_order has no INSERT INTO orders (…)');
  const columnList = parenthesised(def, insert.index + insert[0].length - 1);
  const after = insert.index + insert[0].length - 1 + columnList.length + 2;
  const values = /\s*VALUES\s*\(/iy;
  values.lastIndex = after;
  if (!values.exec(def)) throw new Error('place_order inserts into orders without a VALUES list');
  return { columns: items(columnList), values: items(parenthesised(def, values.lastIndex - 1)) };
}

type NewOrder = Parameters<typeof placeOrder>[1];
const repositoryColumns = Object.values(ORDER_COLUMNS).map((c) => c.name);

describe('place_order and the repository', () => {
  it('the function inserts exactly the columns ORDER_COLUMNS sends, in its order', async () => {
    const { columns } = await placeOrderInsert();
    const notSent = columns.filter((c) => !repositoryColumns.includes(c));
    const notStored = repositoryColumns.filter((c) => !columns.includes(c));
    expect(
      columns,
      [
        'place_order (src/db/functions/place_order.sql) and ORDER_COLUMNS (checkout.repository.ts) disagree.',
        notSent.length > 0 ? `Inserted but never sent: ${notSent.join(', ')}.` : '',
        notStored.length > 0 ? `Sent but never stored: ${notStored.join(', ')}.` : '',
        'Add a column to both lists, in the same place.',
      ]
        .filter(Boolean)
        .join(' '),
    ).toEqual(repositoryColumns);
  });

  it('each inserted column takes the field of its own name', async () => {
    const { columns, values } = await placeOrderInsert();
    expect(values).toHaveLength(columns.length);
    const wrong = columns.filter((c, i) => !new RegExp(`\\bo\\.${c}\\b`).test(values[i]!));
    expect(wrong, `place_order inserts these columns from another field: ${wrong.join(', ')}`).toEqual([]);
  });

  it('stores every field the repository sends, and answers as the repository reads it', async () => {
    const db = database.db;
    const [coupon] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into coupons (code, percent_off, valid_from, valid_until)
            values ('KOLOMMEN', 10, '2000-01-01', '2999-12-31') returning id`,
      ),
    );
    // Every field set, none to its column's default, so a field the function drops shows.
    const order: NewOrder = {
      publicId: 'kolommen-public-id',
      idempotencyKey: 'kolommen-key',
      sessionId: 'kolommen-session',
      locationSlug: 'rotterdam',
      fulfilment: 'delivery',
      customerName: 'Sanne de Vries',
      email: 'sanne@example.nl',
      phone: '0612345678',
      postcode: '3012 AB',
      houseNumber: '42',
      addition: 'B',
      street: 'Witte de Withstraat',
      city: 'Rotterdam',
      requestedTime: new Date('2026-11-25T18:30:00Z'),
      expectedAt: new Date('2026-11-25T18:30:00Z'),
      remarks: 'Graag aanbellen',
      lines: [],
      subtotalCents: 2590,
      deliveryFeeCents: 295,
      totalCents: 2626,
      vatCents: 456,
      holdUntil: new Date('2026-11-25T17:15:00Z'),
      vatParts: [{ rate: 21, grossCents: 2626, netCents: 2170, vatCents: 456 }],
      deliveryVatRate: 21,
      discounts: [
        {
          source: 'coupon',
          label: 'Kortingscode KOLOMMEN',
          amountCents: 259,
          lines: [],
          byRate: [{ rate: 21, amountCents: 259 }],
        },
      ],
      discountCents: 259,
      couponId: coupon!.id,
      lang: 'en',
      clientKey: 'kolommen-address',
    };
    const limits = {
      slotEnd: new Date('2026-11-25T18:45:00Z'),
      capacity: 10,
      now: new Date('2026-11-25T17:00:00Z'),
      sessionLimit: 3,
      addressLimit: 3,
    };
    const placed = await placeOrder(db, order, limits);
    expect(placed).toMatchObject({ outcome: 'placed', orderId: expect.any(String) });
    if (placed.outcome !== 'placed') return;
    const columns = sql.join(
      repositoryColumns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const [stored] = rowsOf<{ r: Record<string, unknown> }>(
      await db.execute(
        sql`select row_to_json(t) as r from (select ${columns} from orders where id = ${placed.orderId}) t`,
      ),
    );
    const instant = (value: unknown) =>
      value instanceof Date
        ? value.getTime()
        : typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)
          ? Date.parse(value)
          : value;
    const sent = Object.fromEntries(
      Object.entries(order).map(([key, value]) => [
        ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS].name,
        instant(value),
      ]),
    );
    const kept = Object.fromEntries(Object.entries(stored!.r).map(([c, value]) => [c, instant(value)]));
    expect(kept).toEqual(sent);

    // The same key again: the earlier order, read from the function's result as on a replay.
    const again = await placeOrder(db, { ...order, publicId: 'kolommen-other' }, limits);
    expect(again).toEqual({ outcome: 'replay', orderId: placed.orderId, number: placed.number });
  });

  it('refuses a field the function would not store', async () => {
    const extra = { publicId: 'x', paidAt: new Date() } as unknown as NewOrder;
    await expect(
      placeOrder(database.db, extra, {
        slotEnd: new Date(),
        capacity: 1,
        now: new Date(),
        sessionLimit: 1,
        addressLimit: 1,
      }),
    ).rejects.toThrow(/place_order stores no paidAt/);
  });
});
