/** Texts for opening hours in the page's language: a week table, and whether a location is open now. */
import { formatClock, weekdayName } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import type { LocationInfo } from './get-locations';
import { timeRange } from '../no-break';

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

/**
 * Whether a location takes orders now, in the server's one sentence for it (the domain's
 * `locationStatus`, issue 28 item 6: the menu, the chooser, the footer, the home and locations pages
 * and checkout say the same).
 */
export function openStatus(location: LocationInfo): { open: boolean; text: string } {
  const { state, text } = location.status;
  return { open: state === 'open' || state === 'pickup-only', text };
}

export function mapHref(l: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${l.latitude}&mlon=${l.longitude}#map=17/${l.latitude}/${l.longitude}`;
}
