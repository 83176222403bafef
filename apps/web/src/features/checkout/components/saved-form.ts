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
/**
 * Where the details in the form come from, when they were filled in for the customer and said so
 * at the top: the order placed before in this tab (issue 28 item 5) or the details saved in "Mijn
 * Gouden Haan" (decision 049). One memory for both: a reload keeps the note, "Wissen" ends it.
 */
export type Offered = 'order' | 'account';
const OFFERED = 'offered';
/** Set once the account's details were offered in this tab: cleared or changed, they do not come back. */
const ACCOUNT_OFFERED = 'accountOffered';

export interface SavedState<T> {
  form: T;
  offered: Offered | null;
  accountOffered: boolean;
}

/** The details worth keeping (name, e-mail, phone, address). */
export function loadSavedForm<T extends object>(fallback: T): T {
  return readSaved(fallback).form;
}

export function readSaved<T extends object>(fallback: T): SavedState<T> {
  const nothing = { form: fallback, offered: null, accountOffered: false };
  if (typeof window === 'undefined') return nothing;
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return nothing;
    const record = saved as Record<string, unknown>;
    const out = { ...fallback } as Record<string, unknown>;
    for (const [key, value] of Object.entries(fallback)) {
      const stored = record[key];
      if (!NOT_KEPT.has(key) && typeof stored === typeof value) out[key] = stored;
    }
    const offered = record[OFFERED] === 'order' || record[OFFERED] === 'account' ? record[OFFERED] : null;
    return { form: out as T, offered, accountOffered: record[ACCOUNT_OFFERED] === true };
  } catch {
    return nothing;
  }
}

export function saveForm(
  form: object,
  { offered = null, accountOffered = false }: { offered?: Offered | null; accountOffered?: boolean } = {},
): void {
  try {
    const record: Record<string, unknown> = Object.fromEntries(
      Object.entries(form).filter(([key]) => !NOT_KEPT.has(key)),
    );
    if (offered) record[OFFERED] = offered;
    if (accountOffered) record[ACCOUNT_OFFERED] = true;
    window.sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

/** The order went to the payment: its details are offered (and marked as such) at the next checkout. */
export function markOrderPlaced(form: object): void {
  saveForm(form, { offered: 'order', accountOffered: true });
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
