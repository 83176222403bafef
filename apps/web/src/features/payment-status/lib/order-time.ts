/**
 * The order's times in Amsterdam's time zone, where the order is made and collected (issue 20: the
 * checkout's slots and the e-mails say Amsterdam time, so a visitor whose phone is still on another
 * zone sees the same time here), and whether the kitchen moved the time.
 */
import { TIME_ZONE, isTonight } from '@gh/domain';
import { INTL_LOCALE, currentLang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';

/** `18:40` in Dutch, `6:40 pm` in English. */
const timeFormat = () =>
  currentLang() === 'en'
    ? new Intl.DateTimeFormat(INTL_LOCALE.en, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
        timeZone: TIME_ZONE,
      })
    : new Intl.DateTimeFormat(INTL_LOCALE.nl, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const dayFormat = () =>
  new Intl.DateTimeFormat(INTL_LOCALE[currentLang()], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: TIME_ZONE,
  });

/** The calendar day in Amsterdam, as a number of days (since 1970) to compare and count. */
function amsterdamDay(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/**
 * `18:40` (also tonight's `00:15` seen from the evening), `morgen 18:40` or `zaterdag 28 november 18:40` (`6:40 pm`, `tomorrow 6:40 pm`, `Saturday
 * 28 November 6:40 pm`), in Amsterdam's time and the page's language.
 */
export function localWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = timeFormat().format(at);
  const days = amsterdamDay(at) - amsterdamDay(now);
  // 00:15 seen from 23:50 is tonight's time, not "morgen 00:15".
  if (days === 0 || isTonight(at, now)) return time;
  if (days === 1) return m.order_tomorrow_at({ time });
  return `${dayFormat().format(at)} ${time}`;
}

/** This browser's memory of the first time given, one key per order (on the privacy page). */
export const PREFIX = 'gh-order-planned:';
const KEY = (publicId: string) => `${PREFIX}${publicId}`;
/** Less than this is rounding, not a delay. */
const MOVED_MS = 60_000;

/**
 * The time the kitchen gave when it accepted the order, remembered in this browser; answered when the
 * time now shown is later than that (the kitchen delayed the order), else null.
 */
export function plannedBefore(publicId: string, status: string, expectedAt: string): string | null {
  if (!['in_preparation', 'ready', 'out_for_delivery'].includes(status)) return null;
  let planned: string | null = null;
  try {
    planned = window.localStorage.getItem(KEY(publicId));
    if (planned === null) window.localStorage.setItem(KEY(publicId), expectedAt);
  } catch {
    return null;
  }
  if (planned === null) return null;
  return new Date(expectedAt).getTime() - new Date(planned).getTime() >= MOVED_MS ? planned : null;
}
