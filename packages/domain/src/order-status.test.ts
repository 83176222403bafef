import { describe, expect, it } from 'vitest';
import { canTransition, statusesThatMayBecome } from './order-status';

describe('order status machine', () => {
  it('moves forward only', () => {
    expect(canTransition('pending_payment', 'paid')).toBe(true);
    expect(canTransition('paid', 'pending_payment')).toBe(false);
    expect(canTransition('paid', 'payment_failed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
  });

  it('lets a failed payment be retried or succeed late', () => {
    expect(statusesThatMayBecome('paid')).toEqual(['pending_payment', 'payment_failed']);
    expect(canTransition('payment_failed', 'pending_payment')).toBe(true);
  });
});
