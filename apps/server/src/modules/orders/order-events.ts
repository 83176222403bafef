/**
 * The events of the `orders` channel (decisions 024, 026, 031): one zod-checked union of their
 * payloads, one way to publish them, one way to read them. Every instance's boards and live order
 * pages hear them through the order hub. The payloads are those sent before they were typed, so
 * instances of the previous version understand them during a rolling deploy.
 */
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@gh/domain';
import { z } from 'zod';
import { ORDERS_CHANNEL } from '../../db/channels';
import { notify, type DbOrTx } from '../../db/client';

/**
 * An order moved or changed in a way its board or page shows (a delay, a refund, a counter payment).
 * `publicId` comes with the kitchen's and the refunds' changes; a payment's omits it.
 */
const orderChangedSchema = z.object({
  orderId: z.string().min(1).max(100),
  publicId: z.string().min(1).max(100).optional(),
  location: z.string().min(1).max(100),
  status: z.enum(ORDER_STATUSES),
});

/** A location's printer changed (came online, a paper or cover problem, a ticket printed): boards reload. */
const printerChangedSchema = z.object({
  orderId: z.null(),
  location: z.string().min(1).max(100),
  status: z.literal('printer'),
});

export const orderEventSchema = z.union([orderChangedSchema, printerChangedSchema]);
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderChangedEvent = z.infer<typeof orderChangedSchema>;

/** Tells every instance, at the commit of `db`'s transaction (NOTIFY waits for it). */
export async function publishOrderEvent(db: DbOrTx, event: OrderEvent): Promise<void> {
  await notify(db, ORDERS_CHANNEL, JSON.stringify(event));
}

/** An order row's status as its events name it (rows hold only these: moveOrder writes them). */
export function statusOf(order: { status: string }): OrderStatus {
  if (!isOrderStatus(order.status)) throw new Error(`Unknown order status ${order.status}`);
  return order.status;
}

/** The event a payload carries, or why it is none (not JSON, or not one of the shapes above). */
export function readOrderEvent(payload: string): { event: OrderEvent } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = orderEventSchema.safeParse(json);
  return parsed.success ? { event: parsed.data } : { problem: z.prettifyError(parsed.error) };
}
