import { beforeEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { localWhen, plannedBefore } from './order-time';

describe('localWhen', () => {
  // Wednesday 25 November 2026, 18:00 in Amsterdam (17:00 UTC).
  const now = new Date('2026-11-25T17:00:00Z');

  it("says the time alone today, 'morgen' tomorrow and the date later, in Amsterdam's time", () => {
    expect(localWhen('2026-11-25T17:40:00Z', now)).toBe('18:40');
    expect(localWhen('2026-11-26T11:05:00Z', now)).toBe('morgen 12:05');
    expect(localWhen('2026-11-28T08:30:00Z', now)).toBe('zaterdag 28 november 09:30');
    // 23:30 UTC is already Thursday in Amsterdam: 00:30 is tonight's time, as 05:00 is tomorrow's.
    expect(localWhen('2026-11-25T23:30:00Z', now)).toBe('00:30');
    expect(localWhen('2026-11-26T04:00:00Z', now)).toBe('morgen 05:00');
  });

  it("says 'tomorrow' and a 12-hour time on English pages, in Amsterdam's time whatever the browser's", () => {
    followLanguage(() => 'en');
    try {
      expect(localWhen('2026-11-25T17:40:00Z', now)).toBe('6:40 pm');
      expect(localWhen('2026-11-26T11:05:00Z', now)).toBe('tomorrow 12:05 pm');
      expect(localWhen('2026-11-28T08:30:00Z', now)).toBe('Saturday 28 November 9:30 am');
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
