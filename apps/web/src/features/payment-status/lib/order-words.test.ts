import { describe, expect, it } from 'vitest';
import { orderSummary } from '../order-summary.fixture';
import { canOrderAgain, kitchenAtWork, kitchenStartsIn, orderPageHeading } from './order-words';

const at = (iso: string) => new Date(iso);

describe('kitchenAtWork', () => {
  // 19:00 in Amsterdam on 25 November (UTC+1).
  const evening = orderSummary('in_preparation', { expectedAt: '2026-11-25T18:00:00.000Z' });
  it('is false for an order accepted at 02:00 for 19:00, and true from an hour before', () => {
    expect(kitchenAtWork(evening, at('2026-11-25T01:00:00Z'))).toBe(false);
    expect(kitchenStartsIn(evening, at('2026-11-25T01:00:00Z'))).toBe(16 * 3_600_000);
    expect(kitchenAtWork(evening, at('2026-11-25T17:00:00Z'))).toBe(true);
    expect(kitchenStartsIn(evening, at('2026-11-25T17:00:00Z'))).toBeNull();
  });
  it('is false before the kitchen accepted, whatever the time', () => {
    expect(kitchenAtWork({ ...evening, status: 'paid' }, at('2026-11-25T17:50:00Z'))).toBe(false);
    expect(kitchenStartsIn({ ...evening, status: 'paid' }, at('2026-11-25T01:00:00Z'))).toBeNull();
  });
});

describe('canOrderAgain', () => {
  it('offers "Bestel opnieuw" only after completion or refusal', () => {
    for (const status of ['paid', 'in_preparation', 'ready', 'out_for_delivery', 'pending_payment'])
      expect(canOrderAgain({ status }), status).toBe(false);
    expect(canOrderAgain({ status: 'completed' })).toBe(true);
    expect(canOrderAgain({ status: 'cancelled' })).toBe(true);
  });
});

describe('orderPageHeading', () => {
  it('is "Je bestelling #7" once paid, "Betaalstatus" before', () => {
    expect(orderPageHeading(null)).toBe('Betaalstatus');
    expect(orderPageHeading(orderSummary('pending_payment', { payment: 'processing' }))).toBe('Betaalstatus');
    expect(orderPageHeading(orderSummary('paid'))).toBe('Je bestelling #7');
    expect(orderPageHeading(orderSummary('cancelled', { refund: { amount: 8.75, done: true } }))).toBe(
      'Je bestelling #7',
    );
  });
});
