/** Checkout form helpers: fields kept for the tab's session (a reload keeps them), time labels. */
import { formatDay, formatTime } from '@gh/domain';
import * as m from '@gh/i18n/messages';

export const KEY = 'gh-checkout-form';
const NOT_KEPT = new Set(['termsAccepted', 'time']);

/**
 * The fields worth keeping: not the terms box, which a customer ticks again on purpose, nor the
 * time, whose slot may be gone by now.
 */
export function loadSavedForm<T extends object>(fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return fallback;
    const out = { ...fallback } as Record<string, unknown>;
    for (const [key, value] of Object.entries(fallback)) {
      const stored = (saved as Record<string, unknown>)[key];
      if (!NOT_KEPT.has(key) && typeof stored === typeof value) out[key] = stored;
    }
    return out as T;
  } catch {
    return fallback;
  }
}

export function saveForm(form: object): void {
  try {
    const kept = Object.entries(form).filter(([key]) => !NOT_KEPT.has(key));
    window.sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

/**
 * "Zo snel mogelijk (rond 21:45)" today, "(morgen rond 17:00)" on another day, from the options'
 * instant (`asap.time`) in the page's language, in Amsterdam's time as the slots are.
 */
export function asapText(time: string | null, now: Date = new Date()): string {
  if (!time) return m.checkout_asap();
  const at = new Date(time);
  const day = formatDay(at, now);
  return day === formatDay(now, now)
    ? m.checkout_asap_today({ time: formatTime(at) })
    : m.checkout_asap_day({ day, time: formatTime(at) });
}
