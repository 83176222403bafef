/** The order status machine: orders only move forward. */
import * as m from '@gh/i18n/messages';

export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  'in_preparation',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Allowed moves. A failed, cancelled or expired payment leaves the order `payment_failed`, from where
 * a new payment (`pending_payment`) or a late success (`paid`) may follow.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['pending_payment', 'paid', 'cancelled'],
  paid: ['in_preparation', 'cancelled'],
  in_preparation: ['ready', 'out_for_delivery', 'cancelled'],
  ready: ['completed', 'cancelled'],
  out_for_delivery: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to from `to` (for conditional updates: `WHERE status IN (...)`). */
export function statusesThatMayBecome(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to));
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Statuses in which the kitchen has work to do or the customer waits. */
export const OPEN_KITCHEN_STATUSES: readonly OrderStatus[] = [
  'paid',
  'in_preparation',
  'ready',
  'out_for_delivery',
];

/**
 * How long an order waiting for payment holds its place in its slot: as long as an iDEAL payment at
 * Mollie can still be paid (decision 018). After it the place is free for others.
 */
export const UNPAID_HOLD_MINUTES = 15;

/** Orders one visitor (cart session) may have waiting for payment at once. */
export const MAX_UNPAID_ORDERS_PER_SESSION = 3;

/**
 * Orders one client address (an IPv6 address by its /64) may have waiting for payment at once, across
 * its sessions (issue 26 item 4, decision 045), unless UNPAID_ORDERS_PER_ADDRESS says otherwise: fresh
 * sessions cannot pile up holds in one slot.
 */
export const MAX_UNPAID_ORDERS_PER_ADDRESS = 3;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Wacht op betaling',
  payment_failed: 'Betaling mislukt',
  paid: 'Nieuw (betaald)',
  in_preparation: 'In bereiding',
  ready: 'Klaar om af te halen',
  out_for_delivery: 'Onderweg',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
};

const CUSTOMER_STATUS_LABELS: Record<OrderStatus, () => string> = {
  pending_payment: m.server_status_pending_payment,
  payment_failed: m.server_status_payment_failed,
  paid: m.server_status_paid,
  in_preparation: m.server_status_in_preparation,
  ready: m.server_status_ready,
  out_for_delivery: m.server_status_out_for_delivery,
  completed: m.server_status_completed,
  cancelled: m.server_status_cancelled,
};

/**
 * The status a customer reads, in the language of the page or request (decision 034); the Dutch is
 * ORDER_STATUS_LABELS', which staff's screens keep.
 */
export function orderStatusLabel(status: OrderStatus): string {
  return CUSTOMER_STATUS_LABELS[status]();
}

/**
 * The status staff read: a phone or walk-in order that pays at the counter is on the board as
 * `paid` before any money came in, so "Nieuw (betaald)" would tell them it was paid.
 */
export function staffStatusLabel(status: OrderStatus, awaitingCounterPayment: boolean): string {
  return status === 'paid' && awaitingCounterPayment
    ? 'Nieuw (betaalt bij afhalen)'
    : ORDER_STATUS_LABELS[status];
}

/** How an order number is written in every mail and page: `#2`. */
export function orderRef(number: number | string): string {
  return `#${number}`;
}
