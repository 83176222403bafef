/** The Dutch e-mails a customer gets when the kitchen changes their order (issue 18, item 3). */
import { formatDateAndTime, formatEuro, orderRef } from '@gh/domain';
import type { OutboxMessage } from '../../mail/outbox';
import type { OrderRow } from './admin-orders.repository';

export type KitchenChange =
  | { kind: 'accepted' }
  | { kind: 'delayed'; minutes: number }
  | { kind: 'ready' }
  | { kind: 'out_for_delivery' }
  | { kind: 'cancelled'; reason: string | null; refundedCents: number; partlyBefore?: boolean };

/** The order's live page: the link in every mail, as in the confirmation. */
export function orderPageUrl(siteUrl: string, order: Pick<OrderRow, 'publicId'>): string {
  return `${siteUrl}/betaald?order=${encodeURIComponent(order.publicId)}`;
}

/** "Bestel opnieuw" (issue 18, item 4): the same lines into the cart at today's prices. */
export function reorderUrl(siteUrl: string, order: Pick<OrderRow, 'publicId'>): string {
  return `${siteUrl}/bestel-opnieuw/${encodeURIComponent(order.publicId)}`;
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
  const hello = `Hallo ${order.customerName},\n\n`;
  const ref = `bestelling ${orderRef(order.number)}`;
  const follow = `\n\nVolg je bestelling live: ${orderPageUrl(siteUrl, order)}`;
  const bye = '\n\nTot snel,\nGouden Haan\n';
  const delivery = order.fulfilment === 'delivery';
  const time = formatDateAndTime(order.expectedAt);
  switch (change.kind) {
    case 'accepted':
      return {
        subject: delivery ? `Je ${ref} wordt bezorgd rond ${time}` : `Je ${ref} is klaar rond ${time}`,
        text: `${hello}De keuken is met je ${ref} begonnen. ${
          delivery ? `We bezorgen hem rond ${time}.` : `Hij staat rond ${time} voor je klaar.`
        }${follow}${bye}`,
      };
    case 'delayed':
      return {
        subject: `Je ${ref} wordt later: nu rond ${time}`,
        text: `${hello}Het spijt ons: je ${ref} loopt ${change.minutes} minuten uit. ${
          delivery ? `We bezorgen hem nu rond ${time}.` : `Hij staat nu rond ${time} voor je klaar.`
        }${follow}${bye}`,
      };
    case 'ready':
      return delivery
        ? null
        : {
            subject: `Je ${ref} staat klaar`,
            text: `${hello}Je ${ref} staat klaar om af te halen. Het totaalbedrag was ${formatEuro(order.totalCents)}.${follow}${bye}`,
          };
    case 'out_for_delivery':
      return {
        subject: `Je ${ref} is onderweg`,
        text: `${hello}Je ${ref} is onderweg naar ${order.street ?? 'je adres'} ${order.houseNumber ?? ''}. Verwachte aankomst rond ${time}.${follow}${bye}`,
      };
    case 'cancelled': {
      const reason = change.reason ? `\nReden: ${change.reason}` : '';
      const money =
        change.refundedCents > 0
          ? `We storten ${change.partlyBefore ? 'de rest van het bedrag' : 'het volledige bedrag'} van ${formatEuro(change.refundedCents)} terug; je ziet het binnen een paar werkdagen op je rekening.`
          : 'Je hebt niets betaald, dus er wordt niets afgeschreven.';
      return {
        subject:
          change.refundedCents > 0 ? `Je ${ref} is geannuleerd en terugbetaald` : `Je ${ref} is geannuleerd`,
        text: `${hello}Helaas hebben we je ${ref} moeten annuleren.${reason}\n${money} Vragen? Neem gerust contact met ons op.${follow}\n\nToch zin in hetzelfde? Bestel opnieuw: ${reorderUrl(siteUrl, order)}${bye}`,
      };
    }
  }
}
