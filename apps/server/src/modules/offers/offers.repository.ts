/** Database access of offers and coupon codes (decision 030): the active ones, a session's coupon, its uses. */
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coupons, offers, sessions } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** Offers with a rule that apply at this location on this Amsterdam date and ISO weekday. */
export function activeOffers(db: DbOrTx, location: string, today: string, weekday: number) {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        sql`${offers.rule} is not null`,
        or(isNull(offers.locationSlug), eq(offers.locationSlug, location)),
        lte(offers.validFrom, today),
        gte(offers.validUntil, today),
        or(isNull(offers.weekdays), sql`${weekday}::smallint = any(${offers.weekdays})`),
      ),
    )
    .orderBy(asc(offers.id));
}

export async function couponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function couponById(db: DbOrTx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Uses of a coupon at `now`: paid orders and unpaid ones still holding their place (as place_order counts). */
export async function couponUses(db: DbOrTx, couponId: number, now: Date): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from orders
        where coupon_id = ${couponId} and order_holds_slot(status, hold_until, ${now.toISOString()}::timestamptz)`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The session's coupon, if it applied one. */
export async function sessionCoupon(db: DbOrTx, sessionId: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(sessions)
    .innerJoin(coupons, eq(coupons.id, sessions.couponId))
    .where(eq(sessions.id, sessionId));
  return row?.coupon;
}

/** Sets or clears the session's coupon; the cart's version moves with it. False without the session. */
export async function setSessionCoupon(
  db: DbOrTx,
  sessionId: string,
  couponId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ couponId })
    .where(eq(sessions.id, sessionId))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

// --- Admin ----------------------------------------------------------------------------------

export function listCoupons(db: DbOrTx, now: Date) {
  return db
    .select({
      coupon: coupons,
      uses: sql<number>`(select count(*)::int from orders o where o.coupon_id = "coupons"."id"
        and order_holds_slot(o.status, o.hold_until, ${now.toISOString()}::timestamptz))`,
    })
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function insertCoupon(
  db: DbOrTx,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCoupon(
  db: DbOrTx,
  id: number,
  values: Partial<typeof coupons.$inferInsert>,
): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export function listOffers(db: DbOrTx) {
  return db.select().from(offers).orderBy(desc(offers.validUntil), asc(offers.id));
}

export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(
  db: DbOrTx,
  id: number,
  values: Partial<typeof offers.$inferInsert>,
): Promise<OfferRow | null> {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row ?? null;
}
