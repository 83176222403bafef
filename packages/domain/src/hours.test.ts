import { describe, expect, it } from 'vitest';
import {
  amsterdamDate,
  currentInterval,
  formatDay,
  isTonight,
  serviceDay,
  formatTime,
  isOpenAt,
  nextOpening,
  openIntervals,
  timeSlots,
  utcOffsetMinutes,
  type Schedule,
} from './hours';

// Amsterdam hours: weekdays 16:00-22:00, Friday and Saturday 12:00-01:00, Sunday 13:00-22:00.
const schedule: Schedule = {
  periods: [
    { weekday: 1, opens: '16:00', closes: '22:00' },
    { weekday: 2, opens: '16:00', closes: '22:00' },
    { weekday: 3, opens: '12:00', closes: '14:30' },
    { weekday: 3, opens: '16:00', closes: '22:00' },
    { weekday: 4, opens: '16:00', closes: '22:00' },
    { weekday: 5, opens: '12:00', closes: '01:00' },
    { weekday: 6, opens: '12:00', closes: '01:00' },
    { weekday: 7, opens: '13:00', closes: '22:00' },
  ],
  exceptions: [
    { date: '2026-12-25', closed: true, note: 'Eerste Kerstdag' },
    { date: '2026-12-31', closed: false, opens: '12:00', closes: '18:00', note: 'Oudejaarsdag' },
  ],
};

const at = (iso: string) => new Date(iso);

describe('opening hours', () => {
  it('knows the offset in winter and summer', () => {
    expect(utcOffsetMinutes(at('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('is open inside a period and closed outside, in local time', () => {
    // Monday 23 November 2026, 17:00 local = 16:00 UTC.
    expect(isOpenAt(schedule, at('2026-11-23T16:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2026-11-23T14:59:00Z'))).toBe(false);
    expect(isOpenAt(schedule, at('2026-11-23T21:00:00Z'))).toBe(false); // 22:00 local: closed
  });

  it('handles a lunch break with two periods a day', () => {
    // Wednesday 25 November 2026, 15:00 local.
    expect(isOpenAt(schedule, at('2026-11-25T14:00:00Z'))).toBe(false);
    expect(nextOpening(schedule, at('2026-11-25T14:00:00Z'))).toEqual(at('2026-11-25T15:00:00Z'));
  });

  it('keeps a late period open past midnight, into the next day', () => {
    // Saturday 28 November 00:30 local belongs to Friday's period (12:00-01:00).
    const interval = currentInterval(schedule, at('2026-11-27T23:30:00Z'));
    expect(interval).toEqual({ start: at('2026-11-27T11:00:00Z'), end: at('2026-11-28T00:00:00Z') });
    expect(isOpenAt(schedule, at('2026-11-28T00:00:00Z'))).toBe(false); // 01:00 local
  });

  it('honours a closed day and changed hours', () => {
    expect(isOpenAt(schedule, at('2026-12-25T17:00:00Z'))).toBe(false);
    expect(nextOpening(schedule, at('2026-12-25T10:00:00Z'))).toEqual(at('2026-12-26T11:00:00Z'));
    expect(isOpenAt(schedule, at('2026-12-31T16:30:00Z'))).toBe(true); // 17:30 local
    expect(isOpenAt(schedule, at('2026-12-31T17:30:00Z'))).toBe(false); // 18:30 local
  });

  it('gives the right instants across the switch to summer time', () => {
    // Sunday 29 March 2026: clocks go from 02:00 to 03:00. Opening 13:00 local is 11:00 UTC.
    expect(openIntervals(schedule, at('2026-03-29T00:00:00Z'), at('2026-03-29T23:00:00Z'))).toEqual([
      { start: at('2026-03-29T11:00:00Z'), end: at('2026-03-29T20:00:00Z') },
    ]);
    // Saturday's period ends at Sunday 01:00 local, still winter time: 00:00 UTC.
    expect(currentInterval(schedule, at('2026-03-28T23:30:00Z'))?.end).toEqual(at('2026-03-29T00:00:00Z'));
  });

  it('gives the right instants across the switch to winter time', () => {
    // Sunday 25 October 2026: clocks go from 03:00 back to 02:00. 13:00 local is 12:00 UTC.
    expect(openIntervals(schedule, at('2026-10-25T00:00:00Z'), at('2026-10-25T23:00:00Z'))).toContainEqual({
      start: at('2026-10-25T12:00:00Z'),
      end: at('2026-10-25T21:00:00Z'),
    });
  });

  it('makes time slots on the local clock, after the lead time and before closing', () => {
    // Monday 23 November 2026, 21:10 local; lead 20 minutes; slots every 15.
    const slots = timeSlots(schedule, {
      from: at('2026-11-23T20:10:00Z'),
      slotMinutes: 15,
      leadMinutes: 20,
      days: 1,
    });
    expect(slots.slice(0, 2).map((s) => formatTime(s))).toEqual(['21:30', '21:45']);
    // The next day starts 20 minutes after opening.
    expect(formatTime(slots[2]!)).toBe('16:30');
  });

  it('formats days in Dutch relative to now', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(formatDay(at('2026-11-23T18:00:00Z'), now)).toBe('vandaag');
    expect(formatDay(at('2026-11-24T18:00:00Z'), now)).toBe('morgen');
    expect(formatDay(at('2026-11-28T18:00:00Z'), now)).toBe('zaterdag 28 november');
  });

  it('counts the night after midnight to the evening before: the kitchen day and "vannacht"', () => {
    // Saturday 23:41 in Amsterdam; Rotterdam is open until 00:30.
    const evening = at('2026-11-28T22:41:00Z');
    expect(serviceDay(evening)).toBe('2026-11-28');
    expect(serviceDay(at('2026-11-28T23:15:00Z'))).toBe('2026-11-28'); // 00:15
    expect(serviceDay(at('2026-11-29T03:59:00Z'))).toBe('2026-11-28'); // 04:59
    expect(serviceDay(at('2026-11-29T04:00:00Z'))).toBe('2026-11-29'); // 05:00
    expect(formatDay(at('2026-11-28T23:15:00Z'), evening)).toBe('vannacht');
    expect(formatDay(at('2026-11-28T23:15:00Z'), evening, 'en')).toBe('tonight');
    expect(isTonight(at('2026-11-28T23:15:00Z'), evening)).toBe(true);
    // Sunday lunch is tomorrow; seen from 00:10 that night, its 03:00 is today and Monday 01:00 tomorrow.
    expect(formatDay(at('2026-11-29T11:00:00Z'), evening)).toBe('morgen');
    const night = at('2026-11-28T23:10:00Z');
    expect(isTonight(at('2026-11-29T02:00:00Z'), night)).toBe(false);
    expect(formatDay(at('2026-11-29T02:00:00Z'), night)).toBe('vandaag');
    expect(formatDay(at('2026-11-30T00:00:00Z'), night)).toBe('morgen');
    // Summer time starts at 02:00 on 29 March 2026: 04:30 local is 02:30 UTC, 05:00 local 03:00 UTC.
    expect(serviceDay(at('2026-03-29T02:30:00Z'))).toBe('2026-03-28');
    expect(serviceDay(at('2026-03-29T03:00:00Z'))).toBe('2026-03-29');
  });
});

describe('the date of an instant on the Amsterdam calendar (decision 036)', () => {
  it('is the Amsterdam date, not the UTC one, in the first hours after midnight', () => {
    expect(amsterdamDate(at('2026-11-25T23:30:00Z'))).toBe('2026-11-26'); // 00:30 in winter
    expect(amsterdamDate(at('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // 00:30 in summer
    expect(amsterdamDate(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01'); // the new year
    expect(amsterdamDate(at('2026-11-26T22:30:00Z'))).toBe('2026-11-26'); // 23:30
  });

  it('counts days on the calendar, so a daylight-saving night moves nothing', () => {
    // 00:30 on Tuesday 20 October; seven times 24 hours later is 23:30 on the 26th (winter time).
    expect(amsterdamDate(at('2026-10-19T22:30:00Z'), 7)).toBe('2026-10-27');
    expect(amsterdamDate(at('2026-03-28T23:30:00Z'), 1)).toBe('2026-03-30'); // 00:30 on the 29th
    expect(amsterdamDate(at('2026-12-31T23:30:00Z'), -1)).toBe('2026-12-31');
    expect(amsterdamDate(at('2026-11-30T23:30:00Z'), -30)).toBe('2026-11-01');
  });
});
