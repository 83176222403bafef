/** The kitchen board: today's open orders, forward-only status moves, and the customer e-mails they trigger. */
import { ADMIN_MESSAGES, type AdminOrder } from '@gh/domain/admin';
import {
  OPEN_KITCHEN_STATUSES,
  canTransition,
  formatEuro,
  formatTime,
  isOrderStatus,
  localDay,
  toEuros,
  zonedTime,
  type OrderStatus,
  orderRef,
} from '@gh/domain';
import { notify, type Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { orderLineOptionTexts } from '../orders/order-line-text';
import { orderRepository as repo, type OrderRow } from './admin-orders.repository';

/** What the board may set; payment statuses only come from the payment provider. */
const BOARD_TARGETS: readonly OrderStatus[] = [
  'in_preparation',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
];

export function toAdminOrder(o: OrderRow): AdminOrder {
  const address =
    o.fulfilment === 'delivery' && o.street
      ? `${o.street} ${o.houseNumber ?? ''}${o.addition ? ` ${o.addition}` : ''}, ${o.postcode ?? ''} ${o.city ?? ''}`.replace(
          /\s+/g,
          ' ',
        )
      : null;
  return {
    id: o.id,
    number: o.number,
    status: isOrderStatus(o.status) ? o.status : 'paid',
    fulfilment: o.fulfilment,
    customerName: o.customerName,
    phone: o.phone,
    email: o.email,
    address,
    expectedAt: o.expectedAt.toISOString(),
    asap: o.requestedTime === null,
    remarks: o.remarks,
    lines: o.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      total: toEuros(l.totalCents),
      selectedOptions: l.selectedOptions.map((s) => ({ choice: s.choice, price: toEuros(s.priceCents) })),
      allergens: l.allergens ?? [],
      optionTexts: orderLineOptionTexts(l),
    })),
    subtotal: toEuros(o.subtotalCents),
    deliveryFee: toEuros(o.deliveryFeeCents),
    total: toEuros(o.totalCents),
    paidAt: o.paidAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

function customerMail(order: OrderRow, status: OrderStatus, reason: string | null) {
  const hello = `Hallo ${order.customerName},\n\n`;
  const ref = `bestelling ${orderRef(order.number)}`;
  const bye = '\n\nTot snel,\nGouden Haan\n';
  switch (status) {
    case 'ready':
      return order.fulfilment === 'pickup'
        ? {
            subject: `Je ${ref} staat klaar`,
            text: `${hello}Je ${ref} staat klaar om af te halen. Het totaalbedrag was ${formatEuro(order.totalCents)}.${bye}`,
          }
        : null;
    case 'out_for_delivery':
      return {
        subject: `Je ${ref} is onderweg`,
        text: `${hello}Je ${ref} is onderweg naar ${order.street ?? 'je adres'} ${order.houseNumber ?? ''}. Verwachte aankomst rond ${formatTime(order.expectedAt)}.${bye}`,
      };
    case 'cancelled':
      return {
        subject: `Je ${ref} is geannuleerd`,
        text:
          `${hello}Helaas hebben we je ${ref} moeten annuleren.${reason ? `\nReden: ${reason}` : ''}\n` +
          `Heb je al betaald? Dan storten we het bedrag van ${formatEuro(order.totalCents)} terug; neem gerust contact met ons op als je vragen hebt.${bye}`,
      };
    default:
      return null;
  }
}

export function startOfToday(now: Date): Date {
  return zonedTime(localDay(now), '00:00');
}

export function createOrderService(deps: { db: Db; outbox: Outbox; now: () => Date }) {
  const { db } = deps;
  return {
    async board(location: string) {
      const now = deps.now();
      // Open orders of the last day (an order placed before midnight stays on the board), totals since midnight.
      const since = new Date(now.getTime() - 24 * 3600_000);
      const [rows, totals, name] = await Promise.all([
        repo.board(db, location, OPEN_KITCHEN_STATUSES, since),
        repo.todayTotals(db, location, startOfToday(now)),
        repo.locationName(db, location),
      ]);
      return {
        location: { slug: location, name },
        orders: rows.map(toAdminOrder),
        today: { count: totals.count, revenue: toEuros(totals.revenue) },
      };
    },

    async changeStatus(actor: Actor, id: string, to: OrderStatus, reason: string | undefined) {
      if (!BOARD_TARGETS.includes(to)) throw new ValidationError(ADMIN_MESSAGES.badTransition);
      if (to === 'cancelled' && !reason) throw new ValidationError(ADMIN_MESSAGES.cancelReasonRequired);
      const order = await db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
        const from = current.status as OrderStatus;
        if (!isOrderStatus(from) || !canTransition(from, to))
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'ready' && current.fulfilment !== 'pickup')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'out_for_delivery' && current.fulfilment !== 'delivery')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        await repo.setStatus(tx, id, to, to === 'cancelled' ? (reason ?? null) : null);
        await repo.addEvent(tx, {
          orderId: id,
          fromStatus: from,
          toStatus: to,
          actor: `admin:${actor.email}`,
          note: reason ?? null,
        });
        await notify(
          tx,
          'orders',
          JSON.stringify({ orderId: id, location: current.locationSlug, status: to }),
        );
        const changed = {
          ...current,
          status: to,
          cancelReason: to === 'cancelled' ? (reason ?? null) : current.cancelReason,
        };
        // The customer's e-mail is stored with the change itself, and sent by the outbox; an order
        // whose personal data was erased (decision 025) has no address left to write to.
        const mail = changed.anonymisedAt ? null : customerMail(changed, to, reason ?? null);
        if (mail) await deps.outbox.add(tx, { to: changed.email, ...mail });
        return changed;
      });
      deps.outbox.wake();
      return toAdminOrder(order);
    },
  };
}
