import { describe, expect, it } from 'vitest';
import type { Schedule } from './hours';
import { laterReason, locationStatus, type LocationStatusInput } from './location-status';

// Weekdays 16:00-22:00, Friday and Saturday 12:00-01:00 (past midnight), Sunday 13:00-22:00.
const schedule: Schedule = {
  periods: [
    { weekday: 1, opens: '16:00', closes: '22:00' },
    { weekday: 2, opens: '16:00', closes: '22:00' },
    { weekday: 3, opens: '16:00', closes: '22:00' },
    { weekday: 4, opens: '16:00', closes: '22:00' },
    { weekday: 5, opens: '12:00', closes: '01:00' },
    { weekday: 6, opens: '12:00', closes: '01:00' },
    { weekday: 7, opens: '13:00', closes: '22:00' },
  ],
  exceptions: [{ date: '2026-12-25', closed: true, note: 'Eerste Kerstdag' }],
};

/** Winter time: Amsterdam is UTC+1, so a local time is one hour ahead of the Z time given. */
function input(nowUtc: string, over: Partial<LocationStatusInput> = {}): LocationStatusInput {
  return {
    schedule,
    now: new Date(nowUtc),
    orderingPaused: false,
    pausedMessage: null,
    pickup: true,
    delivery: true,
    slotMinutes: 15,
    prepMinutes: 20,
    deliveryMinutes: 30,
    ...over,
  };
}

describe('locationStatus', () => {
  it('is open until closing while both pickup and delivery still fit (Monday 18:00)', () => {
    const status = locationStatus(input('2026-11-23T17:00:00Z'));
    expect(status.state).toBe('open');
    expect(status.text).toBe('Nu open tot 22:00');
    expect(status.earliestPickup).toBe('2026-11-23T17:30:00.000Z');
  });

  it('says delivery is over for today but pickup still runs (Monday 21:20)', () => {
    const status = locationStatus(input('2026-11-23T20:20:00Z'));
    expect(status.state).toBe('pickup-only');
    expect(status.text).toBe('Vandaag geen bezorging meer, afhalen kan tot 21:45');
  });

  it('only takes orders for tomorrow when not even pickup fits before closing (Monday 21:50)', () => {
    const status = locationStatus(input('2026-11-23T20:50:00Z'));
    expect(status.state).toBe('later');
    expect(status.text).toBe(
      'Nu open tot 22:00, bestellen kan voor afhalen vanaf morgen 16:30 of bezorgen vanaf morgen 17:00',
    );
  });

  it('shows the owner’s pause message', () => {
    const status = locationStatus(
      input('2026-11-23T17:00:00Z', { orderingPaused: true, pausedMessage: 'De oven is stuk.' }),
    );
    expect(status.state).toBe('paused');
    expect(status.text).toBe('Even geen bestellingen: De oven is stuk.');
    expect(locationStatus(input('2026-11-23T17:00:00Z', { orderingPaused: true })).text).toBe(
      'Even geen online bestellingen',
    );
  });

  it('is closed today on a closed day and offers tomorrow (Christmas Day noon)', () => {
    const status = locationStatus(input('2026-12-25T11:00:00Z'));
    expect(status.state).toBe('closed');
    expect(status.text).toBe(
      'Vandaag gesloten, bestel vooruit voor afhalen vanaf morgen 12:30 of bezorgen vanaf morgen 13:00',
    );
  });

  it('is closed now before opening and offers later today (Monday 10:00)', () => {
    expect(locationStatus(input('2026-11-23T09:00:00Z')).text).toBe(
      'Nu gesloten, bestel vooruit voor afhalen vanaf vandaag 16:30 of bezorgen vanaf vandaag 17:00',
    );
  });

  it('keeps counting past midnight on a late night', () => {
    // Friday 23:00: delivery at 00:00 still fits before 01:00.
    expect(locationStatus(input('2026-11-27T22:00:00Z')).text).toBe('Nu open tot 01:00');
    // Saturday 00:10: still Friday's opening; pickup until 00:45, delivery no more.
    expect(locationStatus(input('2026-11-27T23:10:00Z')).text).toBe(
      'Vandaag geen bezorging meer, afhalen kan tot 00:45',
    );
    // Saturday 01:30: closed now, opens again at noon the same day.
    expect(locationStatus(input('2026-11-28T00:30:00Z')).text).toBe(
      'Nu gesloten, bestel vooruit voor afhalen vanaf vandaag 12:30 of bezorgen vanaf vandaag 13:00',
    );
  });

  it('names one time when only one way is offered or both start together (issue 28 item 6)', () => {
    expect(locationStatus(input('2026-11-23T09:00:00Z', { delivery: false })).text).toBe(
      'Nu gesloten, bestel vooruit voor vandaag 16:30',
    );
    expect(locationStatus(input('2026-11-23T09:00:00Z', { pickup: false })).text).toBe(
      'Nu gesloten, bestel vooruit voor vandaag 17:00',
    );
    expect(locationStatus(input('2026-11-23T09:00:00Z', { deliveryMinutes: 0 })).text).toBe(
      'Nu gesloten, bestel vooruit voor vandaag 16:30',
    );
  });

  it('counts only what the location offers', () => {
    // Pickup only at 21:20 on Monday: nothing to say about delivery.
    expect(locationStatus(input('2026-11-23T20:20:00Z', { delivery: false })).text).toBe('Nu open tot 22:00');
    expect(locationStatus(input('2026-11-23T20:20:00Z', { delivery: false })).earliestDelivery).toBeNull();
  });
});

describe('laterReason', () => {
  it('explains why delivery is tomorrow while the location is open (Monday 21:20)', () => {
    expect(laterReason(input('2026-11-23T20:20:00Z'), 'delivery', null)).toBe(
      'Bezorgen kost ongeveer 50 minuten (bereiden en rijden) en we sluiten om 22:00, dus vandaag lukt bezorgen niet meer.',
    );
  });

  it('says the slots are full when the time would fit', () => {
    expect(laterReason(input('2026-11-23T17:00:00Z'), 'delivery', new Date('2026-11-24T15:30:00Z'))).toBe(
      'Alle bezorgtijden tot sluitingstijd (22:00) zijn vol.',
    );
  });

  it('says nothing when a time today is free or the location is closed', () => {
    expect(
      laterReason(input('2026-11-23T17:00:00Z'), 'delivery', new Date('2026-11-23T18:00:00Z')),
    ).toBeNull();
    expect(laterReason(input('2026-11-23T09:00:00Z'), 'pickup', null)).toBeNull();
  });
});
