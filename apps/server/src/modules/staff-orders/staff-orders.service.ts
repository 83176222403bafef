/**
 * Phone and walk-in orders entered by staff (issue 19 item 6, decision 029). Staff fill a cart session
 * of their own through the cart service and place it through checkout's `place`: the customer's
 * engine for menu, options, prices, VAT, zone, minimum and slot. Then a payment link is e-mailed, or
 * the order goes to the board to be paid at the counter.
 */
import { randomBytes } from 'node:crypto';
import { formatEuro, formatDateAndTime, orderRef, UNPAID_HOLD_MINUTES } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import type { Cart, CartAddBody } from '@gh/domain/cart';
import type { CheckoutQuote, Fulfilment } from '@gh/domain/checkout';
import {
  COUNTER_PAYMENT_LABELS,
  STAFF_ORDER_MESSAGES,
  type CounterPaymentMethod,
  type StaffDraftBody,
  type StaffOrderAnswer,
  type StaffOrderBody,
} from '@gh/domain/staff-orders';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { inLanguage } from '../../lib/lang';
import type { Outbox, OutboxMessage } from '../../mail/outbox';
import type { AdminUserRow } from '../../lib/admin-access';
import { assertLocation } from '../../lib/admin-access';
import type { CartService, SessionContext } from '../cart';
import type { CheckoutService } from '../checkout';
import { hashToken } from '../session';
import * as repo from './staff-orders.repository';
import {
  addOrderEvent,
  counterPaymentOf,
  findOrderById,
  findOrderByKey,
  insertCounterPayment,
  lockOrder,
  moveOrder,
  orderMoneyText,
  publishOrderEvent,
  setPaidAtCounter,
  statusOf,
  type OrderRow,
  type OrdersService,
} from '../orders';

/** How long an entry's cart lasts unused: a phone call, with time to spare. */
const DRAFT_MINUTES = 120;

export interface StaffOrderDeps {
  db: Db;
  cart: CartService;
  checkout: CheckoutService;
  orders: OrdersService;
  outbox: Outbox;
  now: () => Date;
  siteUrl: string;
}

/** The payment link for an order taken by phone, in the order's language (Dutch unless it says English). */
export function paymentLinkMail(order: OrderRow, url: string): OutboxMessage {
  return inLanguage(order.lang, () => {
    const ref = orderRef(order.number);
    const time = formatDateAndTime(order.expectedAt);
    const text = [
      m.mail_hello({ name: order.customerName }),
      '',
      m.mail_payment_link_thanks({ ref, amount: formatEuro(order.totalCents) }),
      order.fulfilment === 'delivery'
        ? m.mail_payment_link_delivery({ time })
        : m.mail_payment_link_pickup({ time }),
      '',
      // What is paid for, each discount on its own row, as the customer's basket shows it (issue 31.6).
      ...orderMoneyText(order),
      '',
      m.mail_payment_link_pay(),
      url,
      '',
      m.mail_payment_link_after({ minutes: UNPAID_HOLD_MINUTES }),
    ].join('\n');
    return {
      to: order.email,
      subject: m.mail_payment_link_subject({ ref }),
      text,
      lang: order.lang,
    };
  });
}

export function createStaffOrderService(deps: StaffOrderDeps) {
  const { db, cart, checkout, orders, outbox, now, siteUrl } = deps;

  async function draftOf(token: string): Promise<repo.StaffSessionRow> {
    const session = await repo.findStaffSession(db, hashToken(token), now());
    if (!session) throw new NotFoundError(STAFF_ORDER_MESSAGES.draftNotFound);
    return session;
  }

  /** The cart service's view of a staff session: it exists, so it is never issued anew. */
  function sessionContext(id: string): SessionContext {
    const at = now();
    return {
      id,
      clock: { now: at, expiresAt: new Date(at.getTime() + DRAFT_MINUTES * 60_000) },
      issue: () => {
        throw new NotFoundError(STAFF_ORDER_MESSAGES.draftNotFound);
      },
    };
  }

  async function answerOf(order: OrderRow): Promise<StaffOrderAnswer> {
    if (order.payAtPickup) {
      return {
        orderId: order.publicId,
        id: order.id,
        number: order.number,
        payment: 'pickup',
        checkoutUrl: null,
      };
    }
    const given = await orders.ensurePayment(order, siteUrl);
    // The demo checkout answers a path on this site; a mail needs the whole address.
    const url = given.startsWith('/') ? `${siteUrl}${given}` : given;
    // Once per order however often it is asked (a retry after a lost answer finds the same order).
    if (
      order.status === 'pending_payment' &&
      (await outbox.add(db, paymentLinkMail(order, url), {
        dedupeKey: `payment-link:${order.id}`,
      }))
    )
      outbox.wake();
    return { orderId: order.publicId, id: order.id, number: order.number, payment: 'link', checkoutUrl: url };
  }

  /**
   * A pay-at-pickup order goes to the board at once, as a paid one would (paid_at stays empty), and
   * the customer gets the order confirmation with "Betalen bij afhalen: € …" in the same transaction
   * (once: the move happens once, and the confirmation has its dedupe key).
   */
  async function toBoard(order: OrderRow, user: AdminUserRow): Promise<void> {
    const moved = await db.transaction(async (tx) => {
      const moved = await moveOrder(tx, order.id, ['pending_payment'], 'paid');
      if (!moved) return false;
      await addOrderEvent(tx, {
        orderId: order.id,
        fromStatus: 'pending_payment',
        toStatus: 'paid',
        actor: 'staff',
        note: `${STAFF_ORDER_MESSAGES.payAtPickup} (ingevoerd door ${user.email})`,
      });
      await publishOrderEvent(tx, { orderId: order.id, location: order.locationSlug, status: 'paid' });
      await orders.queueConfirmation(tx, order.id);
      return true;
    });
    if (moved) outbox.wake();
  }

  return {
    async startDraft(user: AdminUserRow, body: StaffDraftBody): Promise<{ draft: string; location: string }> {
      const location = body.location.toLowerCase();
      if (!(await repo.locationExists(db, location))) throw new NotFoundError('Deze locatie kennen we niet.');
      assertLocation(user, location);
      const token = randomBytes(32).toString('base64url');
      await repo.createStaffSession(db, {
        id: hashToken(token),
        location,
        expiresAt: new Date(now().getTime() + DRAFT_MINUTES * 60_000),
        source: body.source,
        enteredBy: user.id,
        enteredByEmail: user.email,
      });
      return { draft: token, location };
    },

    /** The location a draft token belongs to, for the admin guard (null when it is not one). */
    async locationOf(token: string): Promise<string | null> {
      return (await repo.findStaffSession(db, hashToken(token), now()))?.location ?? null;
    },

    async cart(token: string): Promise<Cart> {
      const session = await draftOf(token);
      return JSON.parse(await cart.getJson(sessionContext(session.id))) as Cart;
    },

    async add(token: string, body: CartAddBody): Promise<Cart> {
      const session = await draftOf(token);
      // The entry's location is fixed when it starts (the guard checked it); a product of another
      // city is refused as in the shop, whatever location the body names.
      return cart.add(sessionContext(session.id), { ...body, location: session.location! });
    },

    async update(token: string, lineId: string, quantity: number): Promise<Cart> {
      const session = await draftOf(token);
      return cart.update(sessionContext(session.id), lineId, quantity);
    },

    async remove(token: string, lineId: string): Promise<Cart> {
      const session = await draftOf(token);
      return cart.remove(sessionContext(session.id), lineId);
    },

    async quote(token: string, fulfilment: Fulfilment, postcode: string | undefined): Promise<CheckoutQuote> {
      const session = await draftOf(token);
      return checkout.quote(session.id, fulfilment, postcode);
    },

    async place(user: AdminUserRow, token: string, body: StaffOrderBody): Promise<StaffOrderAnswer> {
      const session = await draftOf(token);
      const known = await findOrderByKey(db, body.order.idempotencyKey);
      if (known) {
        if (known.sessionId !== session.id) throw new ConflictError(STAFF_ORDER_MESSAGES.draftPlaced);
        if (known.payAtPickup) await toBoard(known, user);
        return answerOf((await findOrderById(db, known.id))!);
      }
      // The trigger orders_take_staff_source copies source, who and how it is paid onto the order.
      await repo.setEntry(db, session.id, { payAtPickup: body.payment === 'pickup', source: body.source });
      // The customer's language goes on the order alone: what staff are told stays Dutch.
      const result = await checkout.place(session.id, body.order, { lang: body.lang ?? 'nl', staff: true });
      const id = 'replay' in result ? result.replay.id : result.placed.id;
      let order = (await findOrderById(db, id))!;
      if (order.payAtPickup) {
        await toBoard(order, user);
        order = (await findOrderById(db, id))!;
      }
      await repo.emptyCart(db, session.id);
      return answerOf(order);
    },

    /** "Betaald" at the counter: a payment of that method, once; reports count it from now. */
    async payAtCounter(user: AdminUserRow, orderId: string, method: CounterPaymentMethod) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(STAFF_ORDER_MESSAGES.orderNotFound);
        const existing = await counterPaymentOf(tx, order.id);
        if (existing && order.paidAt) {
          // A double click, or a colleague at the same moment: the first one counted.
          return {
            order,
            method: existing.method as CounterPaymentMethod,
            paidAt: order.paidAt,
            changed: false,
          };
        }
        if (!order.payAtPickup) throw new ConflictError(STAFF_ORDER_MESSAGES.notPayAtPickup);
        if (order.paidAt) throw new ConflictError(STAFF_ORDER_MESSAGES.alreadyPaid);
        if (
          order.status === 'cancelled' ||
          order.status === 'pending_payment' ||
          order.status === 'payment_failed'
        )
          throw new ConflictError(STAFF_ORDER_MESSAGES.notOpen);
        await insertCounterPayment(tx, {
          id: `counter-${order.id}`,
          orderId: order.id,
          amountCents: order.totalCents,
          method,
          at,
        });
        const paid = (await setPaidAtCounter(tx, order.id, at))!;
        await addOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          actor: 'staff',
          note: `Betaald aan de balie (${COUNTER_PAYMENT_LABELS[method].toLowerCase()}) door ${user.email}`,
        });
        await recordAudit(tx, {
          userId: user.id,
          userEmail: user.email,
          action: 'order.counter_payment',
          entity: 'order',
          entityId: order.id,
          details: { number: order.number, method, amountCents: order.totalCents },
        });
        await publishOrderEvent(tx, {
          orderId: order.id,
          location: order.locationSlug,
          status: statusOf(order),
        });
        return { order: paid, method, paidAt: at, changed: true };
      });
      return {
        id: result.order.id,
        number: result.order.number,
        paidAt: result.paidAt.toISOString(),
        method: result.method,
      };
    },
  };
}
export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
