/**
 * Checkout form helpers: the customer's details kept for the tab's session (a reload keeps them, and
 * the next order in this tab offers them again, visibly), time labels.
 */
import { formatDay, formatTime } from '@gh/domain';
import * as m from '@gh/i18n/messages';

export const KEY = 'gh-checkout-form';
/**
 * Never kept: the terms box and the 18+ box (ticked again on purpose), the time (its slot may be gone)
 * and the remarks ("extra servetten, 2e verdieping" belonged to that order; issue 28 item 5).
 */
const NOT_KEPT = new Set(['termsAccepted', 'ageConfirmed', 'time', 'remarks']);
/** Set once an order was placed with the kept details: the next checkout says where they come from. */
const FROM_ORDER = 'fromPreviousOrder';

/** The details worth keeping (name, e-mail, phone, address), and whether they are a placed order's. */
export function loadSavedForm<T extends object>(fallback: T): T {
  return readSaved(fallback).form;
}

export function readSaved<T extends object>(fallback: T): { form: T; fromPreviousOrder: boolean } {
  const nothing = { form: fallback, fromPreviousOrder: false };
  if (typeof window === 'undefined') return nothing;
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return nothing;
    const out = { ...fallback } as Record<string, unknown>;
    for (const [key, value] of Object.entries(fallback)) {
      const stored = (saved as Record<string, unknown>)[key];
      if (!NOT_KEPT.has(key) && typeof stored === typeof value) out[key] = stored;
    }
    return { form: out as T, fromPreviousOrder: (saved as Record<string, unknown>)[FROM_ORDER] === true };
  } catch {
    return nothing;
  }
}

export function saveForm(form: object, fromPreviousOrder = false): void {
  try {
    const kept = Object.entries(form).filter(([key]) => !NOT_KEPT.has(key));
    const record = Object.fromEntries(fromPreviousOrder ? [...kept, [FROM_ORDER, true]] : kept);
    window.sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

/** The order went to the payment: its details are offered (and marked as such) at the next checkout. */
export function markOrderPlaced(form: object): void {
  saveForm(form, true);
}

/** "Wissen": the kept details are gone from this tab. */
export function forgetSavedForm(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, or storage blocked: nothing to forget.
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
