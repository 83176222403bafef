/**
 * The discounts of a cart or an order (decision 030): the location's active offers and the session's
 * coupon through the domain's `applyDiscounts`. Cart, quote and checkout all ask here, so they agree.
 */
import {
  applyDiscounts,
  isoDate,
  localDay,
  weekdayInAmsterdam,
  type ActiveOffer,
  type DiscountLine,
  type DiscountableLine,
  type OfferRule,
} from '@gh/domain';
import type { DbOrTx } from '../../db/client';
import { appliedCoupon, couponProblem, type CouponProblem } from './offers.fns';
import * as repo from './offers.repository';

export interface OrderDiscounts {
  discounts: DiscountLine[];
  /** The coupon the session holds, and why it does not apply now (null when it does). */
  coupon: { id: number; code: string; problem: CouponProblem | null } | null;
  /** The coupon id to store on the order: only when it applied. */
  couponId: number | null;
}

export const NO_DISCOUNTS: OrderDiscounts = { discounts: [], coupon: null, couponId: null };

/** The location's offers that the engine computes today. */
export async function offersFor(db: DbOrTx, location: string, at: Date): Promise<ActiveOffer[]> {
  const rows = await repo.activeOffers(db, location, isoDate(localDay(at)), weekdayInAmsterdam(at));
  return rows.map((r) => ({ id: r.id, title: r.title, rule: r.rule as OfferRule }));
}

/** The discounts of these priced lines at `location` for `sessionId`'s coupon (if any) at `at`. */
export async function discountsFor(
  db: DbOrTx,
  input: { sessionId: string | null; location: string; lines: readonly DiscountableLine[]; at: Date },
): Promise<OrderDiscounts> {
  if (input.lines.length === 0) return NO_DISCOUNTS;
  const [offers, coupon] = await Promise.all([
    offersFor(db, input.location, input.at),
    input.sessionId ? repo.sessionCoupon(db, input.sessionId) : undefined,
  ]);
  let applies = null;
  let held: OrderDiscounts['coupon'] = null;
  if (coupon) {
    const problem = couponProblem(coupon, {
      location: input.location,
      today: isoDate(localDay(input.at)),
      subtotalCents: input.lines.reduce((sum, l) => sum + l.totalCents, 0),
      uses: coupon.maxUses === null ? 0 : await repo.couponUses(db, coupon.id, input.at),
    });
    held = { id: coupon.id, code: coupon.code, problem };
    if (!problem) applies = coupon;
  }
  const discounts = applyDiscounts(input.lines, offers, applies ? appliedCoupon(applies) : null);
  return {
    discounts,
    coupon: held,
    couponId: applies && discounts.some((d) => d.source.startsWith('coupon:')) ? applies.id : null,
  };
}
