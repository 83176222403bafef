/** Pure helpers of the kitchen board: days, times and how long an order has waited for a cook. */
import {
  ACCEPT_MINUTES,
  formatDay,
  formatLongDate,
  formatTime,
  nextStatuses,
  serviceDay,
  WAITING_ALERT_MINUTES,
  weekdayInAmsterdam,
  weekdayName,
  type OrderStatus,
} from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';

/**
 * The kitchen's day of an instant, comparable as a string (YYYY-MM-DD): the night after midnight
 * counts to the evening before, so an order at 23:50 for 00:15 stays in tonight's columns.
 */
export function dayOf(iso: string | Date): string {
  return serviceDay(new Date(iso));
}

/** `donderdag 26 november`: an absolute day, for paper that is read later. */
export function fullDay(iso: string): string {
  const at = new Date(iso);
  return `${weekdayName(weekdayInAmsterdam(at))} ${formatLongDate(at, false)}`;
}

/** `vandaag 17:30`, `morgen 17:30` or `zaterdag 28 november 17:30`. */
export function dayAndTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return `${formatDay(at, now)} ${formatTime(at)}`;
}

/** Whole minutes a paid order has waited for a cook; null once accepted (or not paid). */
export function waitingMinutes(order: AdminOrder, now: Date): number | null {
  if (order.status !== 'paid') return null;
  const since = new Date(order.paidAt ?? order.createdAt).getTime();
  return Math.max(0, Math.floor((now.getTime() - since) / 60_000));
}

/**
 * From when an order counts as kept waiting by the kitchen. An ASAP order: from its payment. A planned
 * order: not before a cook would have to start on it, its time minus the location's preparation
 * time, which is when the ASAP order for that time would have been paid. So an order paid at 06:45
 * for 12:30, while nobody is in, does not sound the alarm for hours, and neither does an order for
 * another day. (The board does not know the opening hours; the preparation time is what it has.)
 */
export function waitingCountsFrom(order: AdminOrder, prepMinutes: number): Date {
  const paid = new Date(order.paidAt ?? order.createdAt).getTime();
  if (order.asap) return new Date(paid);
  return new Date(Math.max(paid, new Date(order.expectedAt).getTime() - prepMinutes * 60_000));
}

/**
 * A paid order nobody accepted within 3 minutes of when it counts stands out ("Wacht al … min op
 * een kok!"); until then "Wacht op accepteren" still says how long ago it was paid.
 */
export function waitsTooLong(order: AdminOrder, now: Date, prepMinutes: number): boolean {
  if (order.status !== 'paid') return false;
  const since = waitingCountsFrom(order, prepMinutes).getTime();
  return now.getTime() - since >= WAITING_ALERT_MINUTES * 60_000;
}

/** The preparation times offered when accepting: the usual ones and the location's default. */
export function acceptChoices(defaultMinutes: number): number[] {
  return [...new Set<number>([...ACCEPT_MINUTES, defaultMinutes])].sort((a, b) => a - b);
}

export const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  ready: 'Klaar voor afhalen',
  out_for_delivery: 'Onderweg',
  completed: 'Afgerond',
};

/** The next-status buttons of an accepted order (accepting has its own). */
export function actionsFor(order: AdminOrder): OrderStatus[] {
  if (order.status === 'paid') return [];
  return nextStatuses(order.status).filter(
    (s) =>
      s !== 'cancelled' &&
      ACTION_LABELS[s] &&
      !(s === 'ready' && order.fulfilment !== 'pickup') &&
      !(s === 'out_for_delivery' && order.fulfilment !== 'delivery'),
  );
}

/** Whether "+10 min" makes sense: accepted and not yet ready. */
export function canDelay(order: AdminOrder): boolean {
  return order.status === 'in_preparation' || order.status === 'out_for_delivery';
}

/** When a paid order started waiting for a cook: its payment (or its placing, for older orders). */
function waitingSince(order: AdminOrder): number {
  return new Date(order.paidAt ?? order.createdAt).getTime();
}

/** The orders that wait for a cook (paid, not accepted), the one waiting longest first. */
export function waitingOrders(orders: readonly AdminOrder[]): AdminOrder[] {
  return orders
    .filter((o) => o.status === 'paid')
    .sort((a, b) => waitingSince(a) - waitingSince(b) || a.number - b.number);
}

/** `3 artikelen`: the pieces to make, each line counted by its quantity. */
export function itemCount(order: AdminOrder): string {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count} ${count === 1 ? 'artikel' : 'artikelen'}`;
}

/** `Keuken Amsterdam`: the location's name without the brand in front of it. */
export function kitchenName(locationName: string, brandName: string): string {
  const place = locationName.startsWith(`${brandName} `)
    ? locationName.slice(brandName.length + 1)
    : locationName;
  return `Keuken ${place}`;
}

/**
 * The tab's title while orders wait (`(2) Nieuwe bestelling · Keuken Amsterdam`, the count in front
 * as mail programs do), so a cook in another tab sees it; null when none waits and the page's own
 * title stands.
 */
export function waitingTitle(waiting: number, kitchen: string): string | null {
  return waiting === 0 ? null : `(${waiting}) Nieuwe bestelling · ${kitchen}`;
}
