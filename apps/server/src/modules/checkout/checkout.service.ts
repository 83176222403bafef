/**
 * Places an order: recomputes the cart from the catalogue, checks zone and slot, then pays. The
 * location's slots and the checkout's options are checkout-slots.ts, the summary checkout-quote.ts.
 */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { randomBytes } from 'node:crypto';
import {
  formatEuro,
  lineProblemMessage,
  MAX_UNPAID_ORDERS_PER_SESSION,
  MESSAGES,
  toCents,
  UNPAID_HOLD_MINUTES,
} from '@gh/domain';
import {
  confirmAgeMessage,
  needsAgeConfirmation,
  tooManyCheckouts,
  type CheckoutBody,
} from '@gh/domain/checkout';
import { COUPON_MESSAGES } from '@gh/domain/offers-api';
import type { Db } from '../../db/client';
import { AppError, ConflictError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { addressHash } from '../../lib/client-address';
import { inLanguage } from '../../lib/lang';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { cartLimitProblem, type CartLimits } from '../cart';
import { countOrderPlaced } from '../metrics';
import { discountsFor } from '../offers';
import { findOrderByKey, type OrderRow, type OrdersService, type PayableOrderRow } from '../orders';
import { priceLines, slotLabel, totals, withEnglishLabels } from './checkout-fns';
import { createCheckoutQuote, deliveryFee } from './checkout-quote';
import { createCheckoutSlots } from './checkout-slots';
import * as repo from './checkout.repository';

/** Made when refused, in the request's language. */
export const emptyCart = () => m.server_checkout_empty_cart();

export interface CheckoutDeps {
  db: Db;
  orders: OrdersService;
  now: () => Date;
  limiter: RateLimiter;
  /** New orders from one client address (decision 019); a replay of an idempotency key is not one. */
  limitPerAddress: Limit;
  /**
   * A delivery address's street and city as the order keeps them: corrected to the register's
   * spelling, or refused when they contradict its postcode and number (decision 048).
   */
  checkAddress?: (typed: {
    postcode: string;
    houseNumber: string;
    street?: string | undefined;
    city?: string | undefined;
  }) => Promise<{ street?: string | undefined; city?: string | undefined }>;
  /** A customer's cart's limits, held again at checkout (a cart filled by adds in parallel). */
  cartLimits?: CartLimits;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, orders, now } = deps;
  const { availability, loadLocation, closedNotice, chosenSlot, options } = createCheckoutSlots(deps);
  const { quote } = createCheckoutQuote(deps, { loadLocation });

  /**
   * Places the session's cart as an order (the one engine for customers and staff, decision 029):
   * prices it from the catalogue, checks zone, minimum and slot, and inserts it under the session's
   * and the slot's locks. Answers the order placed now, or the one an earlier call with the same
   * key placed. The order is in the request's language unless `lang` names the customer's (staff
   * take a phone order in Dutch for a customer who reads English; their messages stay Dutch). A
   * customer's order keeps `clientKey` (addressHash of their address) while unpaid, and their address
   * may hold only `orders.unpaidPerAddress` of them (issue 26 item 4); staff's orders have none.
   * A customer confirms 18+ for a product marked so; staff (`staff`) see the customer or ask, and
   * check the ID at handover as every such order's board and ticket say (decision 048).
   */
  async function place(
    sessionId: string,
    body: CheckoutBody,
    {
      lang = currentLang(),
      clientKey = null,
      staff = false,
    }: { lang?: Lang; clientKey?: string | null; staff?: boolean } = {},
  ): Promise<{ placed: PayableOrderRow } | { replay: OrderRow }> {
    const at = now();
    const { lines: cart, catalogue } = await repo.loadCart(db, sessionId);
    if (cart.length === 0) throw new ValidationError(emptyCart());
    const data = await loadLocation(cart[0]!.location, at);
    if (!data) throw new ValidationError(emptyCart());
    const { location } = data;
    if (location.orderingPaused) throw new ConflictError(closedNotice(data, false, null, at)!);

    const priced = priceLines(cart, catalogue, location.slug);
    if ('problem' in priced) throw new ConflictError(lineProblemMessage(priced.problem));
    if (!staff && body.ageConfirmed !== true && needsAgeConfirmation(priced.lines))
      throw new AppError(422, confirmAgeMessage());
    if (clientKey !== null && deps.cartLimits) {
      const sum = totals(priced.lines, 0).subtotalCents;
      const tooBig = cartLimitProblem(priced.lines.length, sum, deps.cartLimits);
      if (tooBig) throw new ConflictError(tooBig);
    }
    const fee = deliveryFee(
      data,
      body.fulfilment,
      body.postcode ?? null,
      totals(priced.lines, 0).subtotalCents,
    );
    if ('problem' in fee) throw new AppError(fee.status, fee.problem);

    const where =
      body.fulfilment === 'delivery' && deps.checkAddress && body.postcode && body.houseNumber
        ? await deps.checkAddress({ ...body, postcode: body.postcode, houseNumber: body.houseNumber })
        : body;
    const slot = await chosenSlot(data, body, at);
    // The server alone decides the discounts: the location's offers and the session's coupon now.
    const discountInput = { sessionId, location: location.slug, lines: priced.lines, at };
    const asked = await discountsFor(db, discountInput);
    // A coupon the customer applied that no longer applies is said, never dropped in silence.
    if (asked.coupon?.problem) {
      throw new AppError(409, `${asked.coupon.problem.message} ${COUPON_MESSAGES.removeToContinue}`);
    }
    // The order keeps its discount lines as sold, for staff's board and tickets too: in Dutch. A line
    // the customer saw in English keeps that name too (a coupon's "Discount code …"), for their order
    // page and e-mails (issue 20).
    const found =
      currentLang() === 'nl'
        ? asked
        : withEnglishLabels(await inLanguage('nl', () => discountsFor(db, discountInput)), asked);
    const sums = totals(priced.lines, fee.feeCents, location.deliveryVatRate, found.discounts);
    await refuseSurprises(sessionId, body, sums.totalCents);
    const order = {
      publicId: randomBytes(16).toString('base64url'),
      idempotencyKey: body.idempotencyKey,
      sessionId,
      locationSlug: location.slug,
      fulfilment: body.fulfilment,
      customerName: body.name,
      email: body.email,
      phone: body.phone,
      postcode: body.postcode ?? null,
      houseNumber: body.houseNumber ?? null,
      addition: body.addition ?? null,
      street: where.street ?? null,
      city: where.city ?? null,
      requestedTime: body.time === 'asap' ? null : slot,
      expectedAt: slot,
      remarks: body.remarks ?? null,
      lines: priced.lines,
      ...sums,
      couponId: found.couponId,
      // The language the customer ordered in: its e-mails and order page follow it (issue 20).
      lang,
      clientKey,
      // Its place in the slot is kept only while its payment can still succeed (decision 018).
      holdUntil: new Date(at.getTime() + UNPAID_HOLD_MINUTES * 60_000),
    };
    // Capacity and the session's and the address's unpaid orders are counted and the order inserted
    // under the session's, the address's and the slot's locks, in one statement.
    const placed = await repo
      .placeOrder(db, order, {
        slotEnd: new Date(slot.getTime() + location.slotMinutes * 60_000),
        capacity: location.slotCapacity,
        now: at,
        sessionLimit: MAX_UNPAID_ORDERS_PER_SESSION,
        addressLimit: orders.unpaidPerAddress,
      })
      .catch((error: unknown) => {
        // A stamp card's reward that went to another order meanwhile (trigger orders_stamps, decision 052).
        const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
        if (cause.includes('stamp_reward_gone')) throw new ConflictError(m.stamps_reward_gone());
        throw error;
      });
    if (placed.outcome === 'too_many') throw new ConflictError(MESSAGES.tooManyUnpaidOrders);
    if (placed.outcome === 'too_many_address') throw await orders.tooManyFromAddress(clientKey!, at);
    // Its last use went to another order while this one was being placed.
    if (placed.outcome === 'coupon_used_up')
      throw new ConflictError(`${COUPON_MESSAGES.usedUp} ${COUPON_MESSAGES.removeToContinue}`);
    if (placed.outcome === 'full') {
      const { firstFree } = await availability(data, body.fulfilment, at);
      const hint =
        firstFree && firstFree.getTime() !== slot.getTime()
          ? m.server_checkout_next_free_slot({ when: slotLabel(firstFree, at) })
          : '';
      throw new ConflictError(m.server_checkout_slot_full({ hint }));
    }
    // A call with the same key got there first (at the same moment, or before a crash).
    if (placed.outcome === 'replay') return { replay: (await findOrderByKey(db, body.idempotencyKey))! };
    countOrderPlaced(location.slug, body.fulfilment);
    return {
      placed: { ...order, id: placed.orderId, number: placed.number, locationSlug: location.slug },
    };
  }

  /**
   * Issue 31 items 4 and 5: nothing is placed at another total than the customer was shown (409 with
   * the new quote, so the page can show it and ask once more), nor at € 0,00 (no payment can take it).
   */
  async function refuseSurprises(sessionId: string, body: CheckoutBody, totalCents: number) {
    if (body.expectedTotal !== undefined && toCents(body.expectedTotal) !== totalCents) {
      const error = new ConflictError(
        m.server_checkout_total_changed({
          was: formatEuro(toCents(body.expectedTotal)),
          now: formatEuro(totalCents),
        }),
      );
      error.details = { quote: await quote(sessionId, body.fulfilment, body.postcode) };
      throw error;
    }
    if (totalCents <= 0) {
      throw new ValidationError(m.server_checkout_nothing_to_pay({ amount: formatEuro(0) }));
    }
  }

  async function checkout(input: {
    sessionId: string | null;
    body: CheckoutBody;
    baseUrl: string;
    /** The client's address, for the checkout limit. */
    address: string;
  }): Promise<{ orderId: string; checkoutUrl: string }> {
    const { sessionId, body, baseUrl } = input;
    const replay = async (order: OrderRow) => {
      if (order.sessionId !== sessionId) throw new ConflictError(m.server_checkout_already_placed());
      return { orderId: order.publicId, checkoutUrl: await orders.ensurePayment(order, baseUrl) };
    };
    const known = await findOrderByKey(db, body.idempotencyKey);
    if (known) return replay(known);
    if (!sessionId) throw new ValidationError(emptyCart());
    const admitted = await deps.limiter.hit(`checkout:${input.address}`, deps.limitPerAddress);
    if (!admitted.ok) {
      throw new TooManyRequestsError(
        tooManyCheckouts(Math.ceil(admitted.retryAfterMs / 60_000)),
        admitted.retryAfterMs / 1000,
      );
    }
    const result = await place(sessionId, body, { clientKey: addressHash(input.address) });
    if ('replay' in result) return replay(result.replay);
    // Placed by this call just now, so it has no payment yet (a concurrent replay of the same key
    // meets the same provider payment through its idempotency key).
    const url = await orders.firstPayment(result.placed, baseUrl);
    return { orderId: result.placed.publicId, checkoutUrl: url };
  }

  return { checkout, place, options, quote };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
