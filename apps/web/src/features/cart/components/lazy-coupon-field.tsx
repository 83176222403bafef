import { lazy, Suspense } from 'react';

// Loaded only where a cart is shown: the public first load stays within its budget (decision 030).
const CouponField = lazy(() => import('./coupon-field'));

/** The coupon code field, loaded on demand; `onChange` after a code was applied or removed. */
export function LazyCouponField({ onChange }: { onChange?: () => void }) {
  return (
    <Suspense fallback={null}>
      <CouponField {...(onChange ? { onChange } : {})} />
    </Suspense>
  );
}
