/** Plain queries of push_subscriptions. */
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscriptionsOf(db: DbOrTx, orderId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId))
    .orderBy(pushSubscriptions.id);
}

export async function countSubscriptions(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId));
  return row?.n ?? 0;
}

/** Stores it, or renews the keys of the same endpoint (a browser that subscribed again). */
export async function saveSubscription(db: DbOrTx, orderId: string, sub: StoredSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ orderId, ...sub })
    .onConflictDoUpdate({
      target: [pushSubscriptions.orderId, pushSubscriptions.endpoint],
      set: { p256dh: sub.p256dh, auth: sub.auth },
    });
}

export async function hasSubscription(db: DbOrTx, orderId: string, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

export async function deleteSubscription(db: DbOrTx, orderId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionsOf(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.orderId, orderId));
}
