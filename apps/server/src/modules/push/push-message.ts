/**
 * The text of a push message about an order, in the language it was placed in: short, and nothing
 * personal beyond its number (a lock screen shows it to whoever holds the phone).
 */
import { formatDateAndTime, formatTime, localDay, orderRef } from '@gh/domain';
import type { PushPayload } from '@gh/domain/push';
import { localePath, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { inLanguage } from '../../lib/lang';

/** What changed, as the kitchen says it (admin-orders' KitchenChange has this shape). */
export type PushChange =
  | { kind: 'accepted' }
  | { kind: 'delayed' }
  | { kind: 'ready' }
  | { kind: 'out_for_delivery' }
  | { kind: 'cancelled' };

export interface PushOrder {
  publicId: string;
  number: number;
  lang: Lang;
  fulfilment: string;
  expectedAt: Date;
}

/** The order's live page, a path of this site (the notification's click opens it). */
export function orderPagePath(order: Pick<PushOrder, 'publicId' | 'lang'>): string {
  return localePath(`/betaald?order=${encodeURIComponent(order.publicId)}`, order.lang);
}

export function pushPayload(order: PushOrder, change: PushChange, now: Date): PushPayload {
  return inLanguage(order.lang, () => {
    const ref = orderRef(order.number);
    // Read at once, so the hour says enough, unless the order is for another day.
    const time = sameDay(order.expectedAt, now)
      ? formatTime(order.expectedAt)
      : formatDateAndTime(order.expectedAt);
    const delivery = order.fulfilment === 'delivery';
    const body = {
      accepted: () =>
        delivery ? m.push_accepted_delivery({ ref, time }) : m.push_accepted_pickup({ ref, time }),
      delayed: () =>
        delivery ? m.push_delayed_delivery({ ref, time }) : m.push_delayed_pickup({ ref, time }),
      ready: () => m.push_ready({ ref }),
      out_for_delivery: () => m.push_out_for_delivery({ ref }),
      cancelled: () => m.push_cancelled({ ref }),
    }[change.kind]();
    return { title: m.push_title(), body, tag: `order-${order.publicId}`, url: orderPagePath(order) };
  });
}

function sameDay(a: Date, b: Date): boolean {
  const x = localDay(a);
  const y = localDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}
