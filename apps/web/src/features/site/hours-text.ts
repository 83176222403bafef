/** Texts for opening hours in the page's language: a week table and "nu open" / "gesloten, opent om ...". */
import { formatClock, formatDay, formatTime, isSameDay, weekdayName } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import type { LocationInfo } from './api/get-locations';
import { timeRange } from '../../lib/no-break';

export function periodsText(periods: { opens: string; closes: string }[]): string {
  if (periods.length === 0) return m.format_hours_closed_day();
  return periods
    .map((p) => timeRange(formatClock(p.opens), formatClock(p.closes)))
    .join(m.format_hours_and());
}

/** The week from Monday, one row per day. */
export function weekRows(location: LocationInfo): { day: string; weekday: number; text: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    day: weekdayName(weekday),
    text: periodsText(location.hours.find((h) => h.weekday === weekday)?.periods ?? []),
  }));
}

export function openStatus(location: LocationInfo, now: Date = new Date()): { open: boolean; text: string } {
  // The server's line (issue 17 item 6) also knows the pause, the lead times and the last slot.
  if (location.status) {
    const { state, text } = location.status;
    return { open: state === 'open' || state === 'pickup-only', text };
  }
  if (location.openNow) {
    return {
      open: true,
      text: location.closesAt
        ? m.format_hours_open_until({ time: formatTime(new Date(location.closesAt)) })
        : m.format_hours_open(),
    };
  }
  if (!location.nextOpening) return { open: false, text: m.format_hours_closed() };
  const next = new Date(location.nextOpening);
  return {
    open: false,
    text: isSameDay(next, now)
      ? m.format_hours_closed_opens_at({ time: formatTime(next) })
      : m.format_hours_closed_opens_day_at({ day: formatDay(next, now), time: formatTime(next) }),
  };
}

export function mapHref(l: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${l.latitude}&mlon=${l.longitude}#map=17/${l.latitude}/${l.longitude}`;
}
