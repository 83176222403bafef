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
  rejectReasonText,
  storedVatParts,
  toEuros,
  zonedTime,
  type OrderStatus,
  type RejectReason,
} from '@gh/domain';
import type { PrinterStatus } from '@gh/domain/printer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../mail/outbox';
import { findLocation } from '../locations';
import { setSoldOut, type SoldOutMarks } from '../admin-products';
import { reorderableOf } from './reorderable';
import { creditNoteMail } from '../refunds';
import { splitOverRates } from '@gh/domain/refunds';
import { customerMail, type KitchenChange } from './customer-mail';
import {
  addOrderEvent,
  autoAcceptDue,
  boardOrders,
  findOrderById,
  lockOrder,
  moveOrder,
  paidPayments,
  paidTotalsSince,
  publishOrderEvent,
  refundRestOfPayment,
  refundsOfOrder,
  setExpectedAt,
  statusOf,
  toAdminOrderOf,
  toAdminOrders,
  type MoveFields,
  type OrderRow,
  type RefundRow,
} from '../orders';

/** What the board may set; payment statuses only come from the payment provider. */
const BOARD_TARGETS: readonly OrderStatus[] = [
  'in_preparation',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
];

export function startOfToday(now: Date): Date {
  return zonedTime(localDay(now), '00:00');
}

/**
 * Kitchen printing as the kitchen needs it (decision 031): the printing module implements it, and
 * app.ts hands it in, so the kitchen never imports printing.
 */
export interface KitchenPrinter {
  /** Queues the ticket of an order being accepted, in the accepting transaction. */
  enqueueAccepted(tx: DbOrTx, order: { id: string; locationSlug: string }, actor: string): Promise<void>;
  /** The location's printer as the board shows it. */
  status(location: string): Promise<PrinterStatus>;
  /** When each of these orders' tickets was last printed. */
  printedAt(orderIds: string[]): Promise<Map<string, Date>>;
}

/**
 * Push messages as the kitchen needs them (decision 050): the push module implements it and app.ts
 * hands it in. Called in the transaction of every change, with what the customer should hear of it.
 */
export interface KitchenNotifier {
  orderChanged(tx: DbOrTx, order: OrderRow, change: KitchenChange | null): Promise<void>;
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
  printing?: KitchenPrinter;
  /** Web Push to the customer's subscribed browsers (decision 050). */
  push?: KitchenNotifier;
}

/** Why a cook rejects or cancels: a reason of the list, the text only with "Anders" (issue 27 item 4). */
export interface RejectWhy {
  reason: RejectReason;
  note?: string | undefined;
  /** With "Uitverkocht": what goes off the menu at once, in the same transaction. */
  soldOut?: SoldOutMarks | undefined;
}

/** What a change did, for the work after its transaction: NOTIFY is sent at commit, refunds after. */
interface Changed {
  order: OrderRow;
  refunds: string[];
}

/** What a change decided: a move to another status (with the fields it sets), or a new time told. */
interface Decision {
  change: { to: OrderStatus; fields?: MoveFields } | { expectedAt: Date };
  note: string | null;
  mail: KitchenChange | null;
  refunds?: string[];
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, siteUrl } = deps;

  /**
   * Applies one change to an order under its row lock: the guarded move from the status it has (or
   * the new time told), the order_events row, the NOTIFY for every board and live page (with the
   * publicId, so a customer's stream can filter), and the customer's e-mail in the outbox, all in one
   * transaction.
   */
  async function change(
    id: string,
    actor: string,
    decide: (current: OrderRow, tx: DbOrTx) => Promise<Decision | null>,
  ): Promise<Changed> {
    const result = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, id);
      if (!current) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
      const decided = await decide(current, tx);
      // Nothing to do (a repeated reject): the order as it stands, and no second mail or event.
      if (!decided) return { order: current, refunds: [] };
      const { change } = decided;
      // Under the row lock the status is the one decided on, so the move finds it.
      const changed =
        'to' in change
          ? await moveOrder(tx, id, [current.status], change.to, change.fields)
          : await setExpectedAt(tx, id, change.expectedAt);
      if (!changed) throw new ConflictError(ADMIN_MESSAGES.badTransition);
      await addOrderEvent(tx, {
        orderId: id,
        fromStatus: current.status,
        toStatus: changed.status,
        actor,
        note: decided.note,
      });
      await publishOrderEvent(tx, {
        orderId: id,
        publicId: current.publicId,
        location: current.locationSlug,
        status: statusOf(changed),
      });
      // An order whose personal data was erased (decision 025) has no address left to write to.
      const mail =
        decided.mail && !changed.anonymisedAt ? customerMail(changed, decided.mail, siteUrl) : null;
      if (mail) await deps.outbox.add(tx, { to: changed.email, ...mail });
      await deps.push?.orderChanged(tx, changed, decided.mail);
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
  async function cancelIn(tx: DbOrTx, current: OrderRow, why: RejectWhy): Promise<Decision> {
    // Kept in Dutch on the order (board, history, refunds); the customer reads it in their language.
    const reason = rejectReasonText(why.reason, why.note, 'nl');
    const told = rejectReasonText(why.reason, why.note, current.lang);
    if (why.soldOut) await setSoldOut(tx, current.locationSlug, why.soldOut, true, null);
    const made: RefundRow[] = [];
    const before = await refundsOfOrder(tx, current.id);
    for (const payment of await paidPayments(tx, current.id)) {
      const earlier = [...before, ...made];
      const refund = await refundRestOfPayment(tx, payment, `cancelled: ${reason}`, deps.now(), (rest) =>
        splitOverRates(
          rest,
          storedVatParts(current),
          earlier.flatMap((r) => r.vatParts),
        ),
      );
      if (refund) made.push(refund);
    }
    const location = made.length > 0 ? await findLocation(tx, current.locationSlug) : undefined;
    if (location && !current.anonymisedAt) {
      for (const refund of made) {
        await deps.outbox.add(
          tx,
          creditNoteMail(current, refund, location, siteUrl, { cancelledReason: told }),
          { dedupeKey: `credit-note:${current.id}:${refund.id}` },
        );
      }
    }
    return {
      change: { to: 'cancelled', fields: { cancelReason: reason } },
      note: reason,
      mail: {
        kind: 'cancelled',
        reason: told,
        reorder: await reorderableOf(tx, current),
        refundedCents: made.reduce((sum, r) => sum + r.amountCents, 0),
        partlyBefore: before.length > 0,
      },
      refunds: made.map((r) => r.id),
    };
  }

  async function accept(actorName: string, id: string, minutes: number) {
    const { order } = await change(id, actorName, async (current, tx) => {
      if (current.status !== 'paid') throw new ConflictError(KITCHEN_MESSAGES.notWaiting);
      const location = (await findLocation(tx, current.locationSlug))!;
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
        change: { to: 'in_preparation', fields: { acceptedAt: at, expectedAt } },
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
        boardOrders(db, location, OPEN_KITCHEN_STATUSES, since),
        paidTotalsSince(db, location, startOfToday(now)),
        findLocation(db, location),
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
        orders: (await toAdminOrders(db, rows)).map((order) => ({
          ...order,
          printedAt: printed.get(order.id)?.toISOString() ?? null,
        })),
        today: { count: totals.count, revenue: toEuros(totals.revenue) },
        ...(printer ? { printer } : {}),
      };
    },

    /** A cook accepts a paid order with a preparation time: the customer hears when it is ready. */
    async accept(actor: Actor, id: string, minutes: number): Promise<AdminOrder> {
      return toAdminOrderOf(db, await accept(`admin:${actor.email}`, id, minutes));
    },

    /**
     * A cook rejects (or cancels) an order with a reason: it is refunded in full through the provider.
     * Idempotent: rejecting a cancelled order again answers it as it is, with no second refund or mail.
     */
    async reject(actor: Actor, id: string, why: RejectWhy): Promise<AdminOrder> {
      const { order } = await change(id, `admin:${actor.email}`, async (current, tx) => {
        if (current.status === 'cancelled') return null;
        const from = current.status as OrderStatus;
        if (!isOrderStatus(from) || !OPEN_KITCHEN_STATUSES.includes(from))
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        return cancelIn(tx, current, why);
      });
      return toAdminOrderOf(db, order);
    },

    /** "+10 min": the time told to the customer moves, and they get an e-mail with the new time. */
    async delay(actor: Actor, id: string, minutes: number): Promise<AdminOrder> {
      const { order } = await change(id, `admin:${actor.email}`, async (current) => {
        if (current.status !== 'in_preparation' && current.status !== 'out_for_delivery')
          throw new ConflictError(KITCHEN_MESSAGES.notAccepted);
        const expectedAt = delayedExpectedAt(current.expectedAt, minutes, deps.now());
        return {
          change: { expectedAt },
          note: `Vertraagd: +${minutes} min, nu rond ${formatTime(expectedAt)}`,
          mail: { kind: 'delayed', minutes },
        };
      });
      return toAdminOrderOf(db, order);
    },

    async changeStatus(actor: Actor, id: string, to: OrderStatus, why: RejectWhy | undefined) {
      if (!BOARD_TARGETS.includes(to)) throw new ValidationError(ADMIN_MESSAGES.badTransition);
      if (to === 'cancelled' && !why) throw new ValidationError(ADMIN_MESSAGES.cancelReasonRequired);
      const { order } = await change(id, `admin:${actor.email}`, async (current, tx) => {
        const from = current.status as OrderStatus;
        if (!isOrderStatus(from) || !canTransition(from, to))
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'ready' && current.fulfilment !== 'pickup')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'out_for_delivery' && current.fulfilment !== 'delivery')
          throw new ConflictError(ADMIN_MESSAGES.badTransition);
        if (to === 'cancelled') return cancelIn(tx, current, why!);
        const accepting = from === 'paid' && to === 'in_preparation';
        if (accepting) await deps.printing?.enqueueAccepted(tx, current, `admin:${actor.email}`);
        return {
          // Accepted through the plain status move: the time told at checkout stands.
          change: { to, fields: accepting ? { acceptedAt: deps.now() } : {} },
          note: why ? rejectReasonText(why.reason, why.note, 'nl') : null,
          mail: accepting
            ? { kind: 'accepted' }
            : to === 'ready'
              ? { kind: 'ready' }
              : to === 'out_for_delivery'
                ? { kind: 'out_for_delivery' }
                : null,
        };
      });
      return toAdminOrderOf(db, order);
    },

    /**
     * Accepts, with the location's default preparation time, the paid orders nobody accepted within
     * the location's auto-accept minutes. Several instances may sweep at once: the row lock and the
     * status check let one of them accept each order. Returns how many it accepted.
     */
    async autoAccept(): Promise<number> {
      let accepted = 0;
      for (const { id } of await autoAcceptDue(db, deps.now(), 100)) {
        const order = await findOrderById(db, id);
        if (!order) continue;
        const location = await findLocation(db, order.locationSlug);
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
