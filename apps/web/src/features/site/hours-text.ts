/** Dutch texts for opening hours: a week table and "nu open" / "gesloten, opent om ...". */
import { formatDay, formatTime, weekdayName } from '@gh/domain';
import type { LocationInfo } from './api/get-locations';
import { timeRange } from '../../lib/no-break';

export function periodsText(periods: { opens: string; closes: string }[]): string {
  if (periods.length === 0) return 'gesloten';
  return periods.map((p) => timeRange(p.opens, p.closes)).join(' en ');
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
  if (location.openNow) {
    return {
      open: true,
      text: location.closesAt ? `Nu open, tot ${formatTime(new Date(location.closesAt))}` : 'Nu open',
    };
  }
  if (!location.nextOpening) return { open: false, text: 'Gesloten' };
  const next = new Date(location.nextOpening);
  const day = formatDay(next, now);
  return {
    open: false,
    text:
      day === 'vandaag'
        ? `Gesloten, opent om ${formatTime(next)}`
        : `Gesloten, opent ${day} om ${formatTime(next)}`,
  };
}

export function mapHref(l: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${l.latitude}&mlon=${l.longitude}#map=17/${l.latitude}/${l.longitude}`;
}
