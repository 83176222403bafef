/**
 * The order's times in Amsterdam's time zone, where the order is made and collected (issue 20: the
 * checkout's slots and the e-mails say Amsterdam time, so a visitor whose phone is still on another
 * zone sees the same time here), and whether the kitchen moved the time.
 */
import { formatSlot, formatTime, isSameDay, isTonight } from '@gh/domain';

/**
 * `18:40` (also tonight's `00:15` seen from the evening), `morgen 18:40` or `zaterdag 28 november
 * 18:40` (`6:40 pm`, `tomorrow 6:40 pm`, `Saturday 28 November 6:40 pm`), in Amsterdam's time and the
 * page's language.
 */
export function localWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  // 00:15 seen from 23:50 is tonight's time, not "morgen 00:15".
  return isSameDay(at, now) || isTonight(at, now) ? formatTime(at) : formatSlot(at, now);
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
