/**
 * The kitchen board: today's open orders, accepting (with a preparation time), rejecting (with a full
 * refund), delaying, forward-only status moves, and the customer e-mails they trigger (issue 18).
 */
import { ADMIN_MESSAGES, type AdminOrder } from '@gh/domain/admin';
import {
  KITCHEN_MESSAGES,
  OPEN_KITCHEN_STATUSES,
  acceptedExpectedAt,
  delayedExpectedAt,
  canTransition,
  formatTime,
  isOrderStatus,
  localDay,
  storedVatParts,
  toEuros,
  vatPartsInEuros,
  zonedTime,
  type OrderStatus,
} from '@gh/domain';
import type { FastifyBaseLogger } from 'fastify';
import { notify, type Db, type DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { orderLineOptionTexts } from '../orders/order-line-text';
import * as refunds from '../refunds/refunds.repository';
import type { RefundRow } from '../refunds/refunds.repository';
import { creditNoteMail } from '../refunds/credit-note-mail';
import { splitOverRates } from '@gh/domain/refunds';
import { customerMail, type KitchenChange } from './customer-mail';
import { orderRepository as repo, type OrderRow } from './admin-orders.repository';
import type { PrintingService } from '../printing/printing.service';

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
    discounts: (o.discounts ?? []).map((d) => ({ label: d.label, amount: toEuros(d.amountCents) })),
    deliveryFee: toEuros(o.deliveryFeeCents),
    total: toEuros(o.totalCents),
    vatByRate: vatPartsInEuros(storedVatParts(o)),
    paidAt: o.paidAt?.toISOString() ?? null,
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    source: o.source,
    payAtPickup: o.payAtPickup,
    lang: o.lang,
  };
}

export function startOfToday(now: Date): Date {
  return zonedTime(localDay(now), '00:00');
}

export interface OrderServiceDeps {
  db: Db;
  outbox: Outbox;
  now: () => Date;
  siteUrl: string;
  /** Asks the provider for a refund that is due, once (the orders service's `refund`). */
  refund: (refundId: string) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Kitchen printing (decision 031): queues the ticket of an accepted order, shows the printer. */
  printing?: Pick<PrintingService, 'enqueueAccepted' | 'status' | 'printedAt'>;
}

/** What a change did, for the work after its transaction: NOTIFY is sent at commit, refunds after. */
interface Changed {
  order: OrderRow;
  refunds: string[];
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, siteUrl } = deps;

  /**
   * Applies one change to an order under its row lock: the new fields, the order_events row, the
   * NOTIFY for every board and live page (with the publicId, so a customer's stream can filter), and
   * the customer's e-mail in the outbox, all in one transaction.
   */
  async function change(
    id: string,
    actor: string,
    decide: (
      current: OrderRow,
      tx: DbOrTx,
    ) => Promise<{
      set: Partial<OrderRow>;
      note: string | null;
      mail: KitchenChange | null;
      refunds?: string[];
    } | null>,
  ): Promise<Changed> {
    const result = await db.transaction(async (tx) => {
      const current = await repo.lockById(tx, id);
      if (!current) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
      const decided = await decide(current, tx);
      // Nothing to do (a repeated reject): the order as it stands, and no second mail or event.
      if (!decided) return { order: current, refunds: [] };
      await repo.update(tx, id, decided.set);
      const changed: OrderRow = { ...current, ...decided.set };
      await repo.addEvent(tx, {
        orderId: id,
        fromStatus: current.status,
        toStatus: changed.status,
        actor,
        note: decided.note,
      });
      await notify(
        tx,
        'orders',
        JSON.stringify({
          orderId: id,
          publicId: current.publicId,
          location: current.locationSlug,
          status: changed.status,
        }),
      );
      // An order whose personal data was erased (decision 025) has no address left to write to.
      const mail =
        decided.mail && !changed.anonymisedAt ? customerMail(changed, decided.mail, siteUrl) : null;
      if (mail) await deps.outbox.add(tx, { to: changed.email, ...mail });
      return { order: changed, refunds: decided.refunds ?? [] };
    });
    deps.outbox.wake();
    for (const refundId of result.refunds) {
      // Recorded due in the transaction: a provider that fails now is asked again by the reconciliation.
      await deps
        .refund(refundId)
        .catch((err) => deps.log?.warn({ err, refundId }, 'refund will be retried by the reconciliation'));
    }
    return result;
  }

  /**
   * Cancels with a reason and gives back what every payment of the order paid and was not refunded
   * yet (a partial refund before leaves the rest): refunds of the sale, so they carry its VAT and the
   * customer gets their credit note beside the cancellation (decision 028).
   */
  async function cancelIn(tx: DbOrTx, current: OrderRow, reason: string) {
    const made: RefundRow[] = [];
    const before = await refunds.refundsOfOrder(tx, current.id);
    for (const payment of await repo.paidPayments(tx, current.id)) {
      const earlier = [...before, ...made];
      const refund = await refunds.refundRestOfPayment(
        tx,
        payment,
        `cancelled: ${reason}`,
        deps.now(),
        (rest) =>
          splitOverRates(
            rest,
            storedVatParts(current),
            earlier.flatMap((r) => r.vatParts),
          ),
      );
      if (refund) made.push(refund);
    }
    const location = made.length > 0 ? await repo.location(tx, current.locationSlug) : undefined;
    if (location && !current.anonymisedAt) {
      for (const refund of made) {
        await deps.outbox.add(
          tx,
          creditNoteMail(current, refund, location, siteUrl, { cancelledReason: reason }),
          { dedupeKey: `credit-note:${current.id}:${refund.id}` },
        );
      }
    }
    return {
      set: { status: 'cancelled', cancelReason: reason },
      note: reason,
      mail: {
        kind: 'cancelled' as const,
        reason,
        refundedCents: made.reduce((sum, r) => sum + r.amountCents, 0),
        partlyBefore: before.length > 0,
      },
      refunds: made.map((r) => r.id),
    };
  }

  async function accept(actorName: string, id: string, minutes: number) {
    const { order } = await change(id, actorName, async (current, tx) => {
      if (current.status !== 'paid') throw new ConflictError(KITCHEN_MESSAGES.notWaiting);
      const location = (await repo.location(tx, current.locationSlug))!;
      const at = deps.now();
      await deps.printing?.enqueueAccepted(tx, current, actorName);
      const expectedAt = acceptedExpectedAt({
        now: at,
        minutes,
        fulfilment: current.fulfilment,
        deliveryMinutes: location.deliveryMinutes,
        busyMinutes: location.busyMinutes,
        requestedTime: current.requestedTime,
      });
      return {
        set: { status: 'in_preparation', acceptedAt: at, expectedAt },
        note: `Geaccepteerd: ${minutes} min, ${current.fulfilment === 'delivery' ? 'bezorgd' : 'klaar'} rond ${formatTime(expectedAt)}`,
        mail: { kind: 'accepted' },
      };
    });
    return order;
  }

  return {
    async board(location: string) {
      const now = deps.now();
      // Open orders of the last day (an order placed before midnight stays on the board), totals since midnight.
      const since = new Date(now.getTime() - 24 * 3600_000);
      const [rows, totals, place, printer] = await Promise.all([
        repo.board(db, location, OPEN_KITCHEN_STATUSES, since),
        repo.todayTotals(db, location, startOfToday(now)),
        repo.location(db, location),
        deps.printing?.status(location),
      ]);
      const printed = (await deps.printing?.printedAt(rows.map((r) => r.id))) ?? new Map<string, Date>();
      const pausedUntil = place?.pausedUntil && place.pausedUntil > now ? place.pausedUntil : null;
      return {
        location: {
          slug: location,
          name: place?.name ?? location,
          prepMinutes: place?.prepMinutes ?? 20,
          busyMinutes: place?.busyMinutes ?? 0,
          orderingPaused: place?.orderingPaused ?? false,
          pausedUntil: pausedUntil?.toISOString() ?? null,
          autoAcceptMinutes: place?.autoAcceptMinutes ?? null,
        },
        orders: rows.map((row) => ({
          ...toAdminOrder(row),
          printedAt: printed.get(row.id)?.toISOString() ?? null,
        })),
        today: { count: totals.count, revenue: toEuros(totals.revenue) },
        ...(printer ? { printer } : {}),
      };
    },

    /** A cook accepts a paid order with a preparation time: the customer hears when it is ready. */
    async accept(actor: Actor, id: string, minutes: number): Promise<AdminOrder> {
      return toAdminOrder(await accept(`admin:${actor.email}`, id, minutes));
    },

    /**
     * A cook rejects (or cancels) an order with a reason: it is refunded in full through the provider.
     * Idempotent: rejecting a cancelled order again answers it as it is, with no second refund or mail.
     */
    async reject(actor: Actor, id: string, reason: string): Promise<AdminOrder> {
      const { order } = await change(id, `admin:${actor.email}`, async (current, tx) => {
        if (current.status === 'cancelled') return null;
        const from = current.status as OrderStatus;
        if (!isOrderStatus(from) || !OPEN_KITCHEN_STATUSES.includes(from))
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        return cancelIn(tx, current, reason);
      });
      return toAdminOrder(order);
    },

    /** "+10 min": the time told to the customer moves, and they get an e-mail with the new time. */
    async delay(actor: Actor, id: string, minutes: number): Promise<AdminOrder> {
      const { order } = await change(id, `admin:${actor.email}`, async (current) => {
        if (current.status !== 'in_preparation' && current.status !== 'out_for_delivery')
          throw new ConflictError(KITCHEN_MESSAGES.notAccepted);
        const expectedAt = delayedExpectedAt(current.expectedAt, minutes, deps.now());
        return {
          set: { expectedAt },
          note: `Vertraagd: +${minutes} min, nu rond ${formatTime(expectedAt)}`,
          mail: { kind: 'delayed', minutes },
        };
      });
      return toAdminOrder(order);
    },

    async changeStatus(actor: Actor, id: string, to: OrderStatus, reason: string | undefined) {
      if (!BOARD_TARGETS.includes(to)) throw new ValidationError(ADMIN_MESSAGES.badTransition);
      if (to === 'cancelled' && !reason) throw new ValidationError(ADMIN_MESSAGES.cancelReasonRequired);
      const { order } = await change(id, `admin:${actor.email}`, async (current, tx) => {
        const from = current.status as OrderStatus;
        if (!isOrderStatus(from) || !canTransition(from, to))
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'ready' && current.fulfilment !== 'pickup')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'out_for_delivery' && current.fulfilment !== 'delivery')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'cancelled') return cancelIn(tx, current, reason!);
        const accepting = from === 'paid' && to === 'in_preparation';
        if (accepting) await deps.printing?.enqueueAccepted(tx, current, `admin:${actor.email}`);
        return {
          // Accepted through the plain status move: the time told at checkout stands.
          set: { status: to, ...(accepting ? { acceptedAt: deps.now() } : {}) },
          note: reason ?? null,
          mail: accepting
            ? { kind: 'accepted' }
            : to === 'ready'
              ? { kind: 'ready' }
              : to === 'out_for_delivery'
                ? { kind: 'out_for_delivery' }
                : null,
        };
      });
      return toAdminOrder(order);
    },

    /**
     * Accepts, with the location's default preparation time, the paid orders nobody accepted within
     * the location's auto-accept minutes. Several instances may sweep at once: the row lock and the
     * status check let one of them accept each order. Returns how many it accepted.
     */
    async autoAccept(): Promise<number> {
      let accepted = 0;
      for (const { id } of await repo.autoAcceptDue(db, deps.now(), 100)) {
        const order = await repo.byId(db, id);
        if (!order) continue;
        const location = await repo.location(db, order.locationSlug);
        try {
          await accept('system:auto-accept', id, location?.prepMinutes ?? 20);
          accepted++;
        } catch (err) {
          if (!(err instanceof ConflictError)) throw err; // accepted by a cook (or another instance) meanwhile
        }
      }
      return accepted;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
