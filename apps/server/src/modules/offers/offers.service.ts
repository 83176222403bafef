/**
 * The discounts of a cart or an order (decision 030): the location's active offers and the session's
 * coupon through the domain's `computeDiscounts` (decision 038), then a claimed stamp card's reward (052). Cart, quote and checkout all ask here, so they agree.
 */
import {
  computeDiscounts,
  couponNotice,
  isoDate,
  localDay,
  weekdayInAmsterdam,
  type ActiveOffer,
  type DiscountLine,
  type DiscountableLine,
  type OfferRule,
} from '@gh/domain';
import { COUPON_MESSAGES, normalizeCouponCode } from '@gh/domain/offers-api';
import type { DbOrTx } from '../../db/client';
import { AppError, NotFoundError } from '../../lib/errors';
import { sessionStampReward } from '../stamps';
import { appliedCoupon, couponProblem, type CouponProblem } from './offers.fns';
import * as repo from './offers.repository';

export interface OrderDiscounts {
  discounts: DiscountLine[];
  /**
   * The coupon the session holds, and why it does not apply now (null when it does); `notice`: a
   * coupon that does not combine with the offers, which applied and why (decision 038).
   */
  coupon: { id: number; code: string; problem: CouponProblem | null; notice: string | null } | null;
  /** The coupon id to store on the order: only when it applied. */
  couponId: number | null;
}

export const NO_DISCOUNTS: OrderDiscounts = { discounts: [], coupon: null, couponId: null };

/** The location's offers that the engine computes today. */
export async function offersFor(db: DbOrTx, location: string, at: Date): Promise<ActiveOffer[]> {
  const rows = await repo.activeOffers(db, location, isoDate(localDay(at)), weekdayInAmsterdam(at));
  return rows.map((r) => ({ id: r.id, title: r.title, titleEn: r.titleEn, rule: r.rule as OfferRule }));
}

/** The discounts of these priced lines at `location` for `sessionId`'s coupon (if any) at `at`. */
export async function discountsFor(
  db: DbOrTx,
  input: {
    sessionId: string | null;
    location: string;
    lines: readonly DiscountableLine[];
    at: Date;
    /** The session's coupon when the caller read it already (the cart does): saves a query. */
    couponId?: number | null;
    /** The location's offers from a cache (the cart's); checkout reads them fresh. */
    offers?: OfferCache;
  },
): Promise<OrderDiscounts> {
  if (input.lines.length === 0) return NO_DISCOUNTS;
  const [offers, coupon, reward] = await Promise.all([
    input.offers ? input.offers.get(input.location, input.at) : offersFor(db, input.location, input.at),
    input.couponId === undefined
      ? input.sessionId
        ? repo.sessionCoupon(db, input.sessionId)
        : undefined
      : input.couponId === null
        ? undefined
        : repo.couponById(db, input.couponId),
    // A full stamp card's reward that a signed-in customer claimed for this cart (decision 052).
    sessionStampReward(db, input.sessionId, input.location),
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
    held = { id: coupon.id, code: coupon.code, problem, notice: null };
    if (!problem) applies = coupon;
  }
  const answer = computeDiscounts(input.lines, offers, applies ? appliedCoupon(applies) : null, reward);
  const { discounts } = answer;
  if (held && applies) {
    // Its minimum is measured after the offers (decision 038): short of it, the coupon does not apply.
    const notice = couponNotice(answer);
    if (answer.couponBelowMinimum && notice) held.problem = { status: 400, message: notice };
    else held.notice = notice;
  }
  return {
    discounts,
    coupon: held,
    couponId: applies && discounts.some((d) => d.source.startsWith('coupon:')) ? applies.id : null,
  };
}

/** The held coupon as the cart and the quote answer it: its code, its problem and its notice. */
export function couponInEuros(coupon: OrderDiscounts['coupon']) {
  return coupon
    ? { code: coupon.code, problem: coupon.problem?.message ?? null, notice: coupon.notice }
    : null;
}

/** The coupon a code names (as the customer typed it); 404 when there is none. */
export async function couponForCode(db: DbOrTx, code: string): Promise<repo.CouponRow> {
  const coupon = await repo.couponByCode(db, normalizeCouponCode(code));
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.unknown);
  return coupon;
}

/**
 * Keeps a coupon on a session's cart when it applies to the cart as it is: its period, location, uses
 * and minimum (decision 030). Otherwise throws why it does not.
 */
export async function putCouponOnSession(
  db: DbOrTx,
  sessionId: string,
  coupon: repo.CouponRow,
  cart: { location: string; subtotalCents: number; at: Date },
): Promise<void> {
  const problem = couponProblem(coupon, {
    location: cart.location,
    today: isoDate(localDay(cart.at)),
    subtotalCents: cart.subtotalCents,
    uses: coupon.maxUses === null ? 0 : await repo.couponUses(db, coupon.id, cart.at),
  });
  if (problem) throw new AppError(problem.status, problem.message);
  await repo.setSessionCoupon(db, sessionId, coupon.id);
}

/** The session's cart goes on without its coupon. */
export async function takeCouponOffSession(db: DbOrTx, sessionId: string): Promise<void> {
  await repo.setSessionCoupon(db, sessionId, null);
}

export interface OfferCache {
  get(location: string, at: Date): Promise<ActiveOffer[]>;
  invalidate(): void;
}

/**
 * The active offers per location and Amsterdam day, held in memory for the cart (every cart answer
 * needs them). Dropped on `menu_changed` (the admin routes send it) and, as a safety net, after a TTL.
 */
export function createOfferCache(db: DbOrTx, ttlMs = 60_000, clock: () => number = Date.now): OfferCache {
  let kept = new Map<string, { at: number; offers: Promise<ActiveOffer[]> }>();
  return {
    get(location, at) {
      const key = `${location}|${isoDate(localDay(at))}`;
      const entry = kept.get(key);
      if (entry && clock() - entry.at < ttlMs) return entry.offers;
      const offers = offersFor(db, location, at);
      kept.set(key, { at: clock(), offers });
      // A failed read is not kept.
      offers.catch(() => kept.delete(key));
      return offers;
    },
    invalidate() {
      kept = new Map();
    },
  };
}
