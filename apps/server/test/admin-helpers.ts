/** Test helpers for the admin area: accounts, signed-in cookies and orders inserted as checkout would. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { adminSessions, orders, products } from '../src/db/schema';
import { newToken, sha256 } from '../src/lib/tokens';
import { SESSION_HOURS } from '../src/modules/admin-auth/admin-auth.service';
import { createAdmin } from '../src/modules/admin-auth/first-admin';

export const SAME_ORIGIN = { origin: 'http://localhost:3000' };
export const PASSWORD = 'kip-van-het-spit-42';

export async function makeAccount(
  db: Db,
  input: { email: string; role?: 'admin' | 'staff'; location?: string; password?: string },
) {
  return createAdmin(db, { password: PASSWORD, ...input });
}

/**
 * A session row made directly (skips argon2 and the throttle), signed in at `now` and valid as long
 * as a sign-in's; returns the cookie header value. A test with an injected clock passes it: the
 * session's age counts from its sign-in on the app's clock, not the database's `now()` nor the wall
 * clock, which may lie before or long after the test's day (decision 036).
 */
export async function sessionCookie(
  db: Db,
  userId: string,
  { now = new Date(), expiresAt }: { now?: Date; expiresAt?: Date } = {},
) {
  const token = newToken();
  await db.insert(adminSessions).values({
    id: sha256(token),
    userId,
    createdAt: now,
    expiresAt: expiresAt ?? new Date(now.getTime() + SESSION_HOURS * 3600_000),
  });
  return `token=${token}`;
}

export async function productOf(db: Db, location: string): Promise<string> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.locationSlug, location))
    .limit(1);
  return row!.id;
}

/** An order as checkout leaves it after payment (the board only reads it). */
export async function insertOrder(
  db: Db,
  values: {
    location: string;
    status?: string;
    fulfilment?: 'pickup' | 'delivery';
    totalCents?: number;
    email?: string;
  },
) {
  const total = values.totalCents ?? 1890;
  const [row] = await db
    .insert(orders)
    .values({
      publicId: randomBytes(6).toString('hex'),
      locationSlug: values.location,
      status: values.status ?? 'paid',
      fulfilment: values.fulfilment ?? 'pickup',
      customerName: 'Sanne de Vries',
      email: values.email ?? 'sanne@example.nl',
      phone: '0612345678',
      ...(values.fulfilment === 'delivery'
        ? { street: 'Ferdinand Bolstraat', houseNumber: '10', postcode: '1072 LK', city: 'Amsterdam' }
        : {}),
      expectedAt: new Date(Date.now() + 30 * 60_000),
      lines: [
        {
          productId: '00000000-0000-4000-8000-000000000000',
          name: 'Halve kip van het spit',
          category: 'kip',
          quantity: 2,
          unitPriceCents: 945,
          totalCents: 1890,
          selectedOptions: [{ choice: 'Knoflooksaus', priceCents: 0 }],
        },
      ],
      subtotalCents: total,
      totalCents: total,
      vatCents: Math.round((total * 9) / 109),
      paidAt: new Date(),
    })
    .returning();
  return row!;
}
