/**
 * What the live order page may say of an order at a given moment (issue 28 item 6): the kitchen is
 * "ermee bezig" only once it accepted the order and its time is near (an order accepted at 02:00 for
 * 19:00 is confirmed, not cooking); "Bestel opnieuw" only once the order is done with.
 */
import { orderRef } from '@gh/domain';
import type { OrderSummary } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';

/**
 * How long before its time the kitchen starts on an order: its preparation and, for a delivery, the
 * ride (the locations' settings are well inside an hour). Before that an accepted order waits.
 */
export const KITCHEN_LEAD_MINUTES = 60;

type Timed = Pick<OrderSummary, 'status' | 'expectedAt'>;

/** Whether the kitchen is at work on the order now: accepted, and its time within the lead. */
export function kitchenAtWork(order: Timed, now: Date): boolean {
  return (
    order.status === 'in_preparation' &&
    new Date(order.expectedAt).getTime() - now.getTime() <= KITCHEN_LEAD_MINUTES * 60_000
  );
}

/** When the page must look again: the moment an accepted order's kitchen starts, or never (null). */
export function kitchenStartsIn(order: Timed, now: Date): number | null {
  if (order.status !== 'in_preparation' || kitchenAtWork(order, now)) return null;
  return new Date(order.expectedAt).getTime() - KITCHEN_LEAD_MINUTES * 60_000 - now.getTime();
}

/** "Bestel opnieuw" is offered for an order that is over: completed, or cancelled (refused). */
export function canOrderAgain(order: Pick<OrderSummary, 'status'>): boolean {
  return order.status === 'completed' || order.status === 'cancelled';
}

/** The page's heading: "Je bestelling #12" once it was paid, else the spec's "Betaalstatus". */
export function orderPageHeading(order: Pick<OrderSummary, 'payment' | 'refund' | 'number'> | null): string {
  const paid = order !== null && (order.payment === 'paid' || order.refund !== null);
  return paid ? m.order_your_order({ number: orderRef(order.number) }) : m.order_paid_title();
}
