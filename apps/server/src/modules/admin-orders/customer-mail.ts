/**
 * The e-mails a customer gets when the kitchen changes their order (issue 18, item 3), in the
 * language the order was placed in (issue 20).
 */
import { formatDateAndTime, formatEuro, orderRef } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { inLanguage } from '../../lib/lang';
import { orderLinks } from '../../mail/mail-text';
import type { OutboxMessage } from '../../mail/outbox';
import type { OrderRow } from '../orders';

export type KitchenChange =
  | { kind: 'accepted' }
  | { kind: 'delayed'; minutes: number }
  | { kind: 'ready' }
  | { kind: 'out_for_delivery' }
  | {
      kind: 'cancelled';
      reason: string | null;
      refundedCents: number;
      partlyBefore?: boolean;
      /** What "Bestel opnieuw" can still put in the cart (issue 27 item 4); absent: everything. */
      reorder?: { count: number; leftOut: string[] };
    };

/** The order's live page: the link in every mail, as in the confirmation. */
export function orderPageUrl(siteUrl: string, order: Pick<OrderRow, 'publicId' | 'lang'>): string {
  return orderLinks(siteUrl, order.publicId, order.lang).live;
}

/** "Bestel opnieuw" (issue 18, item 4): the same lines into the cart at today's prices. */
export function reorderUrl(siteUrl: string, order: Pick<OrderRow, 'publicId' | 'lang'>): string {
  return orderLinks(siteUrl, order.publicId, order.lang).reorder;
}

/**
 * The mail for a change, or null when the customer need not hear of it. Times are named with their
 * date: a mail is sometimes read on another day than it was sent.
 */
export function customerMail(
  order: OrderRow,
  change: KitchenChange,
  siteUrl: string,
): Omit<OutboxMessage, 'to'> | null {
  const mail = inLanguage(order.lang, () => write(order, change, siteUrl));
  return mail && { ...mail, lang: order.lang };
}

function write(order: OrderRow, change: KitchenChange, siteUrl: string): Omit<OutboxMessage, 'to'> | null {
  const hello = `${m.mail_hello({ name: order.customerName })}\n\n`;
  const ref = orderRef(order.number);
  const follow = `\n\n${m.mail_track_live()}: ${orderPageUrl(siteUrl, order)}`;
  const bye = `\n\n${m.mail_status_bye()}\nGouden Haan\n`;
  const delivery = order.fulfilment === 'delivery';
  const time = formatDateAndTime(order.expectedAt);
  switch (change.kind) {
    case 'accepted':
      return {
        subject: delivery
          ? m.mail_status_accepted_subject_delivery({ ref, time })
          : m.mail_status_accepted_subject_pickup({ ref, time }),
        text: `${hello}${m.mail_status_accepted({ ref })} ${
          delivery ? m.mail_status_accepted_delivery({ time }) : m.mail_status_accepted_pickup({ time })
        }${follow}${bye}`,
      };
    case 'delayed':
      return {
        subject: m.mail_status_delayed_subject({ ref, time }),
        text: `${hello}${m.mail_status_delayed({ ref, minutes: change.minutes })} ${
          delivery ? m.mail_status_delayed_delivery({ time }) : m.mail_status_delayed_pickup({ time })
        }${follow}${bye}`,
      };
    case 'ready':
      return delivery
        ? null
        : {
            subject: m.mail_status_ready_subject({ ref }),
            text: `${hello}${m.mail_status_ready({ ref, amount: formatEuro(order.totalCents) })}${follow}${bye}`,
          };
    case 'out_for_delivery': {
      const address = `${order.street ?? m.mail_status_your_address()} ${order.houseNumber ?? ''}`;
      return {
        subject: m.mail_status_on_the_way_subject({ ref }),
        text: `${hello}${m.mail_status_on_the_way({ ref, address, time })}${follow}${bye}`,
      };
    }
    case 'cancelled': {
      const reason = change.reason ? `\n${m.mail_reason_label()}: ${change.reason}` : '';
      const amount = formatEuro(change.refundedCents);
      const money =
        change.refundedCents > 0
          ? change.partlyBefore
            ? m.mail_status_refund_rest({ amount })
            : m.mail_status_refund_full({ amount })
          : m.mail_status_nothing_paid();
      return {
        subject:
          change.refundedCents > 0
            ? m.mail_status_cancelled_refunded_subject({ ref })
            : m.mail_status_cancelled_subject({ ref }),
        text: `${hello}${m.mail_status_cancelled({ ref })}${reason}\n${money} ${m.mail_status_get_in_touch()}${follow}${reorderOffer(order, change.reorder, siteUrl)}${bye}`,
      };
    }
  }
}

/** "Bestel opnieuw" only for what can still be ordered: nothing when none of it can, the rest named. */
function reorderOffer(
  order: OrderRow,
  reorder: { count: number; leftOut: string[] } | undefined,
  siteUrl: string,
): string {
  const link = reorderUrl(siteUrl, order);
  if (!reorder || reorder.leftOut.length === 0) return `\n\n${m.mail_status_reorder({ link })}`;
  if (reorder.count === 0) return '';
  return `\n\n${m.mail_status_reorder_some({ link, names: reorder.leftOut.join(', ') })}`;
}
