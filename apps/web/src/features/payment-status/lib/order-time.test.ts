import { beforeEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { localWhen, plannedBefore } from './order-time';

describe('localWhen', () => {
  it("says the time alone today, 'morgen' tomorrow and the date later, in the browser's zone", () => {
    const now = new Date(2026, 10, 25, 18, 0);
    expect(localWhen(new Date(2026, 10, 25, 18, 40).toISOString(), now)).toBe('18:40');
    expect(localWhen(new Date(2026, 10, 26, 12, 5).toISOString(), now)).toBe('morgen 12:05');
    expect(localWhen(new Date(2026, 10, 28, 9, 30).toISOString(), now)).toBe('zaterdag 28 november 09:30');
  });

  it("says 'tomorrow' and a 12-hour time on English pages", () => {
    const now = new Date(2026, 10, 25, 18, 0);
    followLanguage(() => 'en');
    try {
      expect(localWhen(new Date(2026, 10, 25, 18, 40).toISOString(), now)).toBe('6:40 pm');
      expect(localWhen(new Date(2026, 10, 26, 12, 5).toISOString(), now)).toBe('tomorrow 12:05 pm');
      expect(localWhen(new Date(2026, 10, 28, 9, 30).toISOString(), now)).toBe(
        'Saturday 28 November 9:30 am',
      );
    } finally {
      followLanguage(() => 'nl');
    }
  });
});

describe('plannedBefore', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the time given at acceptance and says when the kitchen moved it later', () => {
    const accepted = '2026-11-25T17:40:00.000Z';
    expect(plannedBefore('order-1', 'paid', '2026-11-25T17:30:00.000Z')).toBeNull();
    expect(plannedBefore('order-1', 'in_preparation', accepted)).toBeNull();
    expect(plannedBefore('order-1', 'in_preparation', accepted)).toBeNull();
    expect(plannedBefore('order-1', 'in_preparation', '2026-11-25T18:05:00.000Z')).toBe(accepted);
    expect(plannedBefore('order-1', 'ready', '2026-11-25T18:05:00.000Z')).toBe(accepted);
    // Another order has its own time.
    expect(plannedBefore('order-2', 'in_preparation', '2026-11-25T18:05:00.000Z')).toBeNull();
  });
});
