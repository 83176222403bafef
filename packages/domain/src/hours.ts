/** Opening hours in Europe/Amsterdam time: open now, next opening, and ordering time slots. */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';

export const TIME_ZONE = 'Europe/Amsterdam';

/** Weekday 1 (Monday) to 7 (Sunday). A period whose closing time is not after its opening runs past midnight. */
export interface OpeningPeriod {
  weekday: number;
  opens: string;
  closes: string;
}

/** A closed day, or other hours on one date (YYYY-MM-DD, local). */
export interface OpeningException {
  date: string;
  closed: boolean;
  opens?: string | null;
  closes?: string | null;
  note?: string | null;
}

export interface Schedule {
  periods: readonly OpeningPeriod[];
  exceptions: readonly OpeningException[];
}

export interface Interval {
  start: Date;
  end: Date;
}

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Amsterdam time without Intl: the first Intl formatter of a page costs the browser tens of
 * milliseconds to load its locale data, on the main thread, while the page starts. Amsterdam's
 * offset follows the EU rule (directive 2000/84/EC): summer time from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October.
 */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function localParts(date: Date) {
  const shifted = new Date(date.getTime() + utcOffsetMinutes(date) * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** Minutes that Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function utcOffsetMinutes(date: Date): number {
  const t = date.getTime();
  const year = date.getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

/** The instant of a local wall-clock time; a time inside the spring-forward gap moves an hour on. */
export function zonedTime(day: LocalDay, hhmm: string): Date {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const guess = Date.UTC(day.year, day.month - 1, day.day, h, m);
  const first = guess - utcOffsetMinutes(new Date(guess)) * MINUTE;
  const second = guess - utcOffsetMinutes(new Date(first)) * MINUTE;
  return new Date(second);
}

export function localDay(date: Date): LocalDay {
  const { year, month, day } = localParts(date);
  return { year, month, day };
}

function addDays(day: LocalDay, days: number): LocalDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday, 1 (Monday) to 7 (Sunday). */
function weekdayOf(day: LocalDay): number {
  const w = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return w === 0 ? 7 : w;
}

export function isoDate(day: LocalDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * The date (YYYY-MM-DD) on the Amsterdam calendar of an instant, or of `days` calendar days later:
 * the one way an instant becomes a date (offer and coupon validity, report periods, form defaults,
 * the seed). Never `toISOString().slice(0, 10)`, which is the UTC date: the day before between
 * midnight and 01:00 (02:00 in summer). Days are counted on the calendar, not as 24 hours, so a
 * daylight-saving night in between moves nothing.
 */
export function amsterdamDate(at: Date, days = 0): string {
  return isoDate(addDays(localDay(at), days));
}

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** The periods that start on a local day: its exception if it has one, else its weekday's hours. */
function periodsOn(schedule: Schedule, day: LocalDay): [string, string][] {
  const date = isoDate(day);
  const exception = schedule.exceptions.find((e) => e.date === date);
  if (exception) {
    if (exception.closed || !exception.opens || !exception.closes) return [];
    return [[exception.opens, exception.closes]];
  }
  const weekday = weekdayOf(day);
  return schedule.periods.filter((p) => p.weekday === weekday).map((p) => [p.opens, p.closes]);
}

/** The concrete opening intervals that overlap [from, to), merged and in order. */
export function openIntervals(schedule: Schedule, from: Date, to: Date): Interval[] {
  const intervals: Interval[] = [];
  const last = localDay(to);
  // Start a day early: yesterday's late period may still be running.
  for (let day = addDays(localDay(from), -1); isoDate(day) <= isoDate(last); day = addDays(day, 1)) {
    for (const [opens, closes] of periodsOn(schedule, day)) {
      const start = zonedTime(day, opens);
      const end = zonedTime(minutesOf(closes) <= minutesOf(opens) ? addDays(day, 1) : day, closes);
      if (end > from && start < to) intervals.push({ start, end });
    }
  }
  intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const previous = merged[merged.length - 1];
    if (previous && interval.start <= previous.end) {
      if (interval.end > previous.end) previous.end = interval.end;
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

const LOOKAHEAD_DAYS = 14;

export function currentInterval(schedule: Schedule, at: Date): Interval | null {
  return (
    openIntervals(schedule, at, new Date(at.getTime() + MINUTE)).find((i) => i.start <= at && at < i.end) ??
    null
  );
}

export function isOpenAt(schedule: Schedule, at: Date): boolean {
  return currentInterval(schedule, at) !== null;
}

/** The first opening after `at` within two weeks, or null when none is planned. */
export function nextOpening(schedule: Schedule, at: Date): Date | null {
  const later = openIntervals(schedule, at, new Date(at.getTime() + LOOKAHEAD_DAYS * DAY));
  return later.find((i) => i.start > at)?.start ?? null;
}

/**
 * Order time slots from `from` on, for `days` days: every `slotMinutes` on the local clock, at least
 * `leadMinutes` after both `from` and the opening, and before closing.
 */
export function timeSlots(
  schedule: Schedule,
  options: { from: Date; slotMinutes: number; leadMinutes: number; days: number },
): Date[] {
  const { from, slotMinutes, leadMinutes, days } = options;
  const step = slotMinutes * MINUTE;
  const slots: Date[] = [];
  for (const interval of openIntervals(schedule, from, new Date(from.getTime() + days * DAY))) {
    const earliest = Math.max(interval.start.getTime(), from.getTime()) + leadMinutes * MINUTE;
    // Align to the local clock; Amsterdam's offset is whole hours, so UTC alignment is the same.
    let t = Math.ceil(earliest / step) * step;
    for (; t < interval.end.getTime(); t += step) slots.push(new Date(t));
  }
  return slots;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `18:30` in Dutch, `6:30 pm` in English (as `Intl` writes en-GB with hour12), in Amsterdam time.
 * Every format takes the language to write in, the current page's or request's by default
 * (decision 034); staff's paper passes `'nl'`.
 */
export function formatTime(date: Date, lang: Lang = currentLang()): string {
  const { hour, minute } = localParts(date);
  if (lang === 'en') return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
  return `${pad(hour)}:${pad(minute)}`;
}

/** A wall-clock time of the opening hours (`16:00`) as `formatTime` writes it: `16:00` or `4:00 pm`. */
export function formatClock(hhmm: string, lang: Lang = currentLang()): string {
  if (lang !== 'en') return hhmm;
  const [h = 0, min = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${pad(min)} ${h < 12 || h === 24 ? 'am' : 'pm'}`;
}

/** `november` (`November`) for 11. */
export function monthName(month: number, lang: Lang = currentLang()): string {
  return m.format_months({}, { locale: lang }).split(',')[month - 1] ?? '';
}

/** `28 november` or `28 November`. */
function dayAndMonth(day: LocalDay, lang: Lang): string {
  return `${day.day} ${monthName(day.month, lang)}`;
}

/** `vandaag`, `morgen` or `zaterdag 28 november` (`today`, `tomorrow`, `Saturday 28 November`), seen from `now`. */
export function formatDay(date: Date, now: Date = new Date(), lang: Lang = currentLang()): string {
  const day = localDay(date);
  const target = isoDate(day);
  const today = localDay(now);
  if (target === isoDate(today)) return m.format_today({}, { locale: lang });
  if (isTonight(date, now)) return m.format_tonight({}, { locale: lang });
  if (target === isoDate(addDays(today, 1))) return m.format_tomorrow({}, { locale: lang });
  return `${weekdayName(weekdayOf(day), lang)} ${dayAndMonth(day, lang)}`;
}

/**
 * The hour before which a night still belongs to the evening before. A kitchen open past midnight
 * (Rotterdam until 00:30 on Fridays and Saturdays) serves that evening's orders: an order at 23:50
 * for 00:15 is tonight's work on the board, not tomorrow's, and its time is "vannacht 00:15".
 */
export const NIGHT_ENDS_HOUR = 5;

/**
 * The kitchen's day of an instant (YYYY-MM-DD): its date on the Amsterdam calendar, or the day
 * before between midnight and 05:00. The board keeps today's columns for this day's orders.
 */
export function serviceDay(date: Date): string {
  const parts = localParts(date);
  const day = { year: parts.year, month: parts.month, day: parts.day };
  return isoDate(parts.hour < NIGHT_ENDS_HOUR ? addDays(day, -1) : day);
}

/** Whether `date` is in the night after `now`'s evening: tomorrow before 05:00, seen from today after 05:00. */
export function isTonight(date: Date, now: Date = new Date()): boolean {
  return (
    isoDate(localDay(date)) === isoDate(addDays(localDay(now), 1)) && serviceDay(date) === serviceDay(now)
  );
}

/** Whether `date` falls on the same day in Amsterdam as `now`. */
export function isSameDay(date: Date, now: Date = new Date()): boolean {
  return isoDate(localDay(date)) === isoDate(localDay(now));
}

/**
 * `31 december 2026` (or `31 december`; English `31 December 2026`): a date (YYYY-MM-DD) or an
 * instant, as a day in Amsterdam.
 */
export function formatLongDate(value: string | Date, withYear = true, lang: Lang = currentLang()): string {
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) }
      : localDay(new Date(value));
  const date = dayAndMonth(day, lang);
  return withYear ? `${date} ${day.year}` : date;
}

/** Today's ISO weekday in Amsterdam, 1 (Monday) to 7 (Sunday). */
export function weekdayInAmsterdam(now: Date = new Date()): number {
  return weekdayOf(localDay(now));
}

/** The Dutch weekday names, Monday first (staff's screens, which stay Dutch). */
export const WEEKDAY_NAMES = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
] as const;

/** The name of ISO weekday 1 (maandag, Monday) to 7 (zondag, Sunday). */
export function weekdayName(weekday: number, lang: Lang = currentLang()): string {
  return m.format_weekdays({}, { locale: lang }).split(',')[(weekday - 1 + 7) % 7] ?? '';
}

/**
 * `woensdag 25 november 17:30` (`Wednesday 25 November at 5:30 pm`): a moment named by its date, for
 * text read later (e-mails).
 */
export function formatDateAndTime(date: Date, lang: Lang = currentLang()): string {
  const day = localDay(date);
  return m.format_date_and_time(
    { date: `${weekdayName(weekdayOf(day), lang)} ${dayAndMonth(day, lang)}`, time: formatTime(date, lang) },
    { locale: lang },
  );
}

/** `morgen 17:30` (`tomorrow 5:30 pm`) or `zaterdag 28 november 17:30`: a time slot seen from `now`. */
export function formatSlot(date: Date, now: Date = new Date(), lang: Lang = currentLang()): string {
  return `${formatDay(date, now, lang)} ${formatTime(date, lang)}`;
}
