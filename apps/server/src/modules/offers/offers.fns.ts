/** Pure rules of coupon codes (decision 030): whether a coupon applies, and discounts at the HTTP edge. */
import { currentLang } from '@gh/i18n';
import { formatLongDate } from '@gh/domain';
import { COUPON_MESSAGES, type Discount } from '@gh/domain/offers-api';
import { toEuros, type AppliedCoupon, type DiscountLine } from '@gh/domain';
import type { CouponRow } from './offers.repository';

export type CouponProblem = { status: 400 | 404 | 409; message: string };

function cityOf(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

/**
 * Why this coupon does not apply to a cart of `location` worth `subtotalCents` on `today` (an
 * Amsterdam date) with `uses` uses taken; null when it applies. The use limit is checked again, under
 * a lock, when the order is placed.
 */
export function couponProblem(
  coupon: CouponRow,
  ctx: { location: string; today: string; subtotalCents: number; uses: number },
): CouponProblem | null {
  if (!coupon.active) return { status: 400, message: COUPON_MESSAGES.inactive };
  if (ctx.today < coupon.validFrom)
    return { status: 400, message: COUPON_MESSAGES.notYet(formatLongDate(coupon.validFrom)) };
  if (ctx.today > coupon.validUntil)
    return { status: 400, message: COUPON_MESSAGES.expired(formatLongDate(coupon.validUntil)) };
  if (coupon.locationSlug && coupon.locationSlug !== ctx.location.toLowerCase())
    return { status: 400, message: COUPON_MESSAGES.otherLocation(cityOf(coupon.locationSlug)) };
  if (coupon.maxUses !== null && ctx.uses >= coupon.maxUses)
    return { status: 409, message: COUPON_MESSAGES.usedUp };
  if (ctx.subtotalCents < coupon.minimumOrderCents)
    return {
      status: 400,
      message: COUPON_MESSAGES.belowMinimum(coupon.minimumOrderCents, ctx.subtotalCents),
    };
  return null;
}

export function appliedCoupon(coupon: CouponRow): AppliedCoupon {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    minimumOrderCents: coupon.minimumOrderCents,
    // "Combineert met aanbiedingen" (decision 038): the owner's choice per coupon.
    combinesWithOffers: coupon.combinesWithOffers,
  };
}

/** Discount lines in euros; `lineId` names a line (the cart's id, or the order line's index). */
export function discountsInEuros(
  discounts: readonly DiscountLine[],
  lineId: (index: number) => string | number = (i) => i,
): Discount[] {
  const english = currentLang() === 'en';
  return discounts.map((d) => ({
    source: d.source,
    // In the caller's language (issue 20): staff (Dutch) read what was sold, an English customer its English.
    label: english && d.labelEn ? d.labelEn : d.label,
    amount: toEuros(d.amountCents),
    lines: d.lines.map((l) => ({ line: lineId(l.index), amount: toEuros(l.amountCents) })),
    byRate: d.byRate.map((r) => ({ rate: r.rate, amount: toEuros(r.amountCents) })),
  }));
}
