/** Issue 18: the times the kitchen promises, and a location's busy mode and timed pause. */
import { describe, expect, it } from 'vitest';
import { acceptedExpectedAt, delayedExpectedAt, effectiveOrdering, isPaused } from './kitchen';
import { locationStatus } from './location-status';

const NOW = new Date('2026-11-25T17:00:00Z'); // Wednesday 18:00 in Amsterdam
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('the kitchen', () => {
  it('promises cooking, the drive for a delivery and the busy minutes from now, never before the time asked for', () => {
    const base = { now: NOW, deliveryMinutes: 30, busyMinutes: 0, requestedTime: null };
    expect(acceptedExpectedAt({ ...base, minutes: 20, fulfilment: 'pickup' })).toEqual(at(20));
    expect(acceptedExpectedAt({ ...base, minutes: 10, fulfilment: 'delivery', busyMinutes: 15 })).toEqual(
      at(55),
    );
    expect(acceptedExpectedAt({ ...base, minutes: 20, fulfilment: 'pickup', requestedTime: at(90) })).toEqual(
      at(90),
    );
  });

  it('delays from the time told, or from now once that has passed', () => {
    expect(delayedExpectedAt(at(20), 10, NOW)).toEqual(at(30));
    expect(delayedExpectedAt(at(-5), 10, NOW)).toEqual(at(10));
  });

  it('ends a timed pause by itself and counts busy minutes as preparation time', () => {
    const location = { orderingPaused: false, pausedUntil: at(15), prepMinutes: 20, busyMinutes: 15 };
    expect(isPaused(location, at(14))).toBe(true);
    expect(isPaused(location, at(15))).toBe(false);
    expect(effectiveOrdering(location, NOW)).toMatchObject({ orderingPaused: true, prepMinutes: 35 });
    expect(effectiveOrdering(location, at(16))).toMatchObject({ orderingPaused: false, prepMinutes: 35 });
  });

  it('tells customers when it is busy, and until when a pause lasts', () => {
    const schedule = {
      periods: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '12:00', closes: '22:00' })),
      exceptions: [],
    };
    const input = {
      schedule,
      now: NOW,
      orderingPaused: false,
      pausedMessage: null,
      pickup: true,
      delivery: true,
      slotMinutes: 15,
      prepMinutes: 35,
      deliveryMinutes: 30,
    };
    expect(locationStatus({ ...input, busyMinutes: 15 }).text).toBe(
      'Nu open tot 22:00. Het is druk: reken op 15 minuten extra',
    );
    expect(locationStatus({ ...input, busyMinutes: 0 }).text).toBe('Nu open tot 22:00');
    expect(
      locationStatus({ ...input, orderingPaused: true, pausedUntil: at(30), busyMinutes: 15 }).text,
    ).toBe('Even geen online bestellingen tot 18:30');
  });
});
