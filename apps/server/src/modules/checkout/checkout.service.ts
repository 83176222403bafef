/** Places an order: recomputes the cart from the catalogue, checks zone and slot, then pays. */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { randomBytes } from 'node:crypto';
import {
  MAX_UNPAID_ORDERS_PER_SESSION,
  MESSAGES,
  UNPAID_HOLD_MINUTES,
  effectiveOrdering,
  formatEuro,
  formatTime,
  isOpenAt,
  laterReason,
  lineName,
  locationStatus,
  nextOpening,
  normalizePostcode,
  optionName,
  resolveZone,
  toEuros,
  vatPartsInEuros,
} from '@gh/domain';
import {
  tooManyCheckouts,
  type CheckoutBody,
  type CheckoutOptions,
  type CheckoutQuote,
  type Fulfilment,
} from '@gh/domain/checkout';
import type { Db } from '../../db/client';
import {
  AppError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { countOrderPlaced } from '../metrics/metrics';
import * as orderRepo from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import {
  offeredSlots,
  priceCartLine,
  priceLines,
  slotLabel,
  totals,
  withEnglishLabels,
  type LineProblem,
  type SlotSettings,
} from './checkout-fns';
import * as repo from './checkout.repository';
import { inLanguage } from '../../lib/lang';
import { discountsInEuros } from '../offers/offers.fns';
import { discountsFor } from '../offers/offers.service';
import { COUPON_MESSAGES } from '@gh/domain/offers-api';

/** Made when refused, in the request's language. */
export const emptyCart = () => m.server_checkout_empty_cart();

export interface CheckoutDeps {
  db: Db;
  orders: OrdersService;
  now: () => Date;
  limiter: RateLimiter;
  /** New orders from one client address (decision 019); a replay of an idempotency key is not one. */
  limitPerAddress: Limit;
}

type LocationData = NonNullable<Awaited<ReturnType<typeof repo.loadLocation>>>;
type ZoneRow = repo.ZoneRow;

function settingsOf(location: repo.LocationRow): SlotSettings {
  return {
    slotMinutes: location.slotMinutes,
    prepMinutes: location.prepMinutes,
    deliveryMinutes: location.deliveryMinutes,
  };
}

function lineProblemMessage(problem: LineProblem): string {
  switch (problem.kind) {
    case 'unavailable':
      return m.server_checkout_line_unavailable({ name: problem.name });
    case 'optionSoldOut':
      return m.server_checkout_line_option_sold_out({ name: problem.name, choice: problem.choice });
    case 'option':
      return m.server_checkout_line_option_gone({ name: problem.name });
  }
}

/** The delivery fee for a postcode, or why this order cannot be delivered (or picked up). */
function deliveryFee(
  data: LocationData,
  fulfilment: Fulfilment,
  postcode: string | null,
  subtotalCents: number,
): { feeCents: number; zone: ZoneRow | null } | { problem: string; status: number; zone: ZoneRow | null } {
  const { location, zones } = data;
  if (fulfilment === 'pickup') {
    return location.pickup
      ? { feeCents: 0, zone: null }
      : { problem: m.server_checkout_no_pickup({ location: location.name }), status: 400, zone: null };
  }
  if (!location.delivery)
    return { problem: m.server_checkout_no_delivery({ location: location.name }), status: 400, zone: null };
  if (!postcode) return { problem: m.server_checkout_postcode_for_fee(), status: 400, zone: null };
  const zone = resolveZone(zones, postcode);
  if (!zone) {
    return {
      problem: m.server_checkout_outside_area({ postcode }),
      status: 422,
      zone: null,
    };
  }
  if (subtotalCents < zone.minOrderCents) {
    return {
      problem: m.server_checkout_below_minimum({
        zone: zone.name,
        minimum: formatEuro(zone.minOrderCents),
        missing: formatEuro(zone.minOrderCents - subtotalCents),
      }),
      status: 422,
      zone,
    };
  }
  return { feeCents: zone.feeCents, zone };
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, orders, now } = deps;

  /** The slots with room left, and whether "zo snel mogelijk" can be offered now. */
  async function availability(data: LocationData, fulfilment: Fulfilment, at: Date) {
    const { location, schedule } = data;
    const slots = offeredSlots(schedule, at, settingsOf(location), fulfilment);
    const span = location.slotMinutes * 60_000;
    const counts =
      slots.length === 0
        ? new Map<number, number>()
        : await repo.slotCounts(
            db,
            location.slug,
            slots[0]!,
            new Date(slots[slots.length - 1]!.getTime() + span),
            at,
          );
    const withRoom = slots.map((slot) => ({
      slot,
      available: (counts.get(slot.getTime()) ?? 0) < location.slotCapacity,
    }));
    const openNow = isOpenAt(schedule, at);
    const firstFree = withRoom.find((s) => s.available)?.slot ?? null;
    // As soon as possible: open now, and a slot with room before the current opening ends.
    const asap =
      !location.orderingPaused &&
      openNow &&
      firstFree &&
      isOpenAt(schedule, new Date(firstFree.getTime() - 1))
        ? firstFree
        : null;
    return { slots: withRoom, openNow, firstFree, asap };
  }

  /**
   * The location as it takes orders at `at` (issue 18): a timed pause counts while it runs, and busy
   * minutes count as preparation time, so the ASAP time and the first slots move with them.
   */
  async function loadLocation(slug: string, at: Date): Promise<LocationData | null> {
    const data = await repo.loadLocation(db, slug);
    return data && { ...data, location: effectiveOrdering(data.location, at) };
  }

  function closedNotice(
    data: LocationData,
    openNow: boolean,
    firstFree: Date | null,
    at: Date,
  ): string | null {
    const { location } = data;
    const named = {
      location: location.name,
      phone: location.phone,
      message: location.pausedMessage ? ` ${location.pausedMessage}` : '',
    };
    if (location.orderingPaused && location.pausedUntil && location.pausedUntil > at) {
      return m.server_checkout_paused_until({ ...named, time: formatTime(location.pausedUntil) });
    }
    if (location.orderingPaused) return m.server_checkout_paused(named);
    if (!firstFree) return m.server_checkout_no_slots(named);
    if (!openNow) {
      // The menu's own sentence (one domain function for every opening sentence, issue 28 item 6).
      const status = locationStatus({
        schedule: data.schedule,
        now: at,
        orderingPaused: false,
        pausedMessage: null,
        pickup: location.pickup,
        delivery: location.delivery,
        ...settingsOf(location),
      });
      return m.server_checkout_closed_status({ location: location.name, status: status.text });
    }
    return null;
  }

  async function options(slug: string, fulfilment: Fulfilment): Promise<CheckoutOptions> {
    const at = now();
    const data = await loadLocation(slug, at);
    if (!data) throw new NotFoundError(MESSAGES.unknownLocation);
    const { slots, openNow, firstFree, asap } = await availability(data, fulfilment, at);
    const { location, schedule, zones } = data;
    const next = nextOpening(schedule, at);
    return {
      location: {
        slug: location.slug,
        name: location.name,
        street: location.street,
        postcode: location.postcode,
        city: location.city,
        phone: location.phone,
        pickup: location.pickup,
        delivery: location.delivery,
        orderingPaused: location.orderingPaused,
        pausedMessage: location.pausedMessage,
        openNow,
        nextOpening: next ? next.toISOString() : null,
      },
      fulfilment,
      asap: {
        available: asap !== null,
        time: asap?.toISOString() ?? null,
        label: asap ? slotLabel(asap, at) : null,
      },
      slots: location.orderingPaused
        ? []
        : slots.map((s) => ({
            time: s.slot.toISOString(),
            label: slotLabel(s.slot, at),
            available: s.available,
          })),
      zones: location.delivery
        ? zones.map((z) => ({
            name: z.name,
            postcodeFrom: z.postcodeFrom,
            postcodeTo: z.postcodeTo,
            fee: toEuros(z.feeCents),
            minOrder: toEuros(z.minOrderCents),
          }))
        : [],
      notice: closedNotice(data, openNow, firstFree, at),
      slotNote: laterReason(
        {
          schedule,
          now: at,
          orderingPaused: location.orderingPaused,
          pausedMessage: location.pausedMessage,
          pickup: location.pickup,
          delivery: location.delivery,
          ...settingsOf(location),
        },
        fulfilment,
        firstFree,
      ),
    };
  }

  /**
   * Places the session's cart as an order (the one engine for customers and staff, decision 029):
   * prices it from the catalogue, checks zone, minimum and slot, and inserts it under the session's
   * and the slot's locks. Answers the order placed now, or the one an earlier call with the same
   * key placed. The order is in the request's language unless `lang` names the customer's (staff
   * take a phone order in Dutch for a customer who reads English; their messages stay Dutch).
   */
  async function place(
    sessionId: string,
    body: CheckoutBody,
    { lang = currentLang() }: { lang?: Lang } = {},
  ): Promise<{ placed: orderRepo.PayableOrderRow } | { replay: orderRepo.OrderRow }> {
    const at = now();
    const { lines: cart, catalogue } = await repo.loadCart(db, sessionId);
    if (cart.length === 0) throw new ValidationError(emptyCart());
    const data = await loadLocation(cart[0]!.location, at);
    if (!data) throw new ValidationError(emptyCart());
    const { location } = data;
    if (location.orderingPaused) throw new ConflictError(closedNotice(data, false, null, at)!);

    const priced = priceLines(cart, catalogue, location.slug);
    if ('problem' in priced) throw new ConflictError(lineProblemMessage(priced.problem));
    const fee = deliveryFee(
      data,
      body.fulfilment,
      body.postcode ?? null,
      totals(priced.lines, 0).subtotalCents,
    );
    if ('problem' in fee) throw new AppError(fee.status, fee.problem);

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
      street: body.street ?? null,
      city: body.city ?? null,
      requestedTime: body.time === 'asap' ? null : slot,
      expectedAt: slot,
      remarks: body.remarks ?? null,
      lines: priced.lines,
      ...sums,
      couponId: found.couponId,
      // The language the customer ordered in: its e-mails and order page follow it (issue 20).
      lang,
      // Its place in the slot is kept only while its payment can still succeed (decision 018).
      holdUntil: new Date(at.getTime() + UNPAID_HOLD_MINUTES * 60_000),
    };
    // Capacity and the session's unpaid orders are counted and the order inserted under the
    // session's and the slot's locks, in one statement.
    const placed = await repo.placeOrder(db, order, {
      slotEnd: new Date(slot.getTime() + location.slotMinutes * 60_000),
      capacity: location.slotCapacity,
      now: at,
      sessionLimit: MAX_UNPAID_ORDERS_PER_SESSION,
    });
    if (placed.outcome === 'too_many') throw new ConflictError(MESSAGES.tooManyUnpaidOrders);
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
    if (placed.outcome === 'replay')
      return { replay: (await orderRepo.findOrderByKey(db, body.idempotencyKey))! };
    countOrderPlaced(location.slug, body.fulfilment);
    return {
      placed: { ...order, id: placed.orderId, number: placed.number, locationSlug: location.slug },
    };
  }

  async function checkout(input: {
    sessionId: string | null;
    body: CheckoutBody;
    baseUrl: string;
    /** The client's address, for the checkout limit. */
    address: string;
  }): Promise<{ orderId: string; checkoutUrl: string }> {
    const { sessionId, body, baseUrl } = input;
    const replay = async (order: orderRepo.OrderRow) => {
      if (order.sessionId !== sessionId) throw new ConflictError(m.server_checkout_already_placed());
      return { orderId: order.publicId, checkoutUrl: await orders.ensurePayment(order, baseUrl) };
    };
    const known = await orderRepo.findOrderByKey(db, body.idempotencyKey);
    if (known) return replay(known);
    if (!sessionId) throw new ValidationError(emptyCart());
    const admitted = await deps.limiter.hit(`checkout:${input.address}`, deps.limitPerAddress);
    if (!admitted.ok) {
      throw new TooManyRequestsError(
        tooManyCheckouts(Math.ceil(admitted.retryAfterMs / 60_000)),
        admitted.retryAfterMs / 1000,
      );
    }
    const result = await place(sessionId, body);
    if ('replay' in result) return replay(result.replay);
    // Placed by this call just now, so it has no payment yet (a concurrent replay of the same key
    // meets the same provider payment through its idempotency key).
    const url = await orders.firstPayment(result.placed, baseUrl);
    return { orderId: result.placed.publicId, checkoutUrl: url };
  }

  /**
   * The slot the buyer asked for: a time on offer (checked without the database; its room is
   * counted when the order is placed), or the first slot with room for "zo snel mogelijk".
   */
  async function chosenSlot(data: LocationData, body: CheckoutBody, at: Date): Promise<Date> {
    const { location, schedule } = data;
    if (body.time === 'asap') {
      const { firstFree, asap } = await availability(data, body.fulfilment, at);
      if (asap) return asap;
      throw new ConflictError(closedNotice(data, false, firstFree, at) ?? m.server_checkout_asap_gone());
    }
    const wanted = new Date(body.time).getTime();
    const offered = offeredSlots(schedule, at, settingsOf(location), body.fulfilment).find(
      (slot) => slot.getTime() === wanted,
    );
    if (offered) return offered;
    const { openNow, firstFree } = await availability(data, body.fulfilment, at);
    const hint = firstFree ? m.server_checkout_next_slot({ when: slotLabel(firstFree, at) }) : '';
    throw new ConflictError(
      openNow
        ? m.server_checkout_slot_not_offered({ hint })
        : m.server_checkout_closed_then({ location: location.name, hint }),
    );
  }

  /** The cart at current prices with the fee for a postcode: the checkout page's summary. */
  async function quote(
    sessionId: string | null,
    fulfilment: Fulfilment,
    postcodeInput: string | undefined,
  ): Promise<CheckoutQuote> {
    const empty: CheckoutQuote = {
      location: null,
      lines: [],
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      vat: 0,
      vatByRate: [],
      zone: null,
      problem: null,
    };
    if (!sessionId) return empty;
    const { lines: cart, catalogue } = await repo.loadCart(db, sessionId);
    if (cart.length === 0) return empty;
    const data = await loadLocation(cart[0]!.location, now());
    if (!data) return empty;
    // Each line apart: one that can no longer be sold is named with its fix, the rest stays orderable.
    const priced = cart.map((line) => ({ line, priced: priceCartLine(line, catalogue, data.location.slug) }));
    const sellable = priced.flatMap((p) => ('line' in p.priced ? [p.priced.line] : []));
    const postcode = postcodeInput ? normalizePostcode(postcodeInput) : null;
    const subtotalCents = totals(sellable, 0).subtotalCents;
    const fee = deliveryFee(data, fulfilment, postcode, subtotalCents);
    // Below a zone's minimum the fee is still the zone's: the summary shows what delivery costs.
    const found = await discountsFor(db, {
      sessionId,
      location: data.location.slug,
      lines: sellable,
      at: now(),
    });
    const sums = totals(
      sellable,
      'feeCents' in fee ? fee.feeCents : (fee.zone?.feeCents ?? 0),
      data.location.deliveryVatRate,
      found.discounts,
    );
    // The discounts name the sellable lines by index; the quote names cart lines by id.
    const sellableIds = priced.flatMap((p) => ('line' in p.priced ? [p.line.id] : []));
    return {
      location: data.location.slug,
      lines: priced.map(({ line, priced: p }) =>
        'line' in p
          ? {
              id: line.id,
              productId: line.productId,
              problem: null,
              name: lineName(p.line, currentLang()),
              quantity: p.line.quantity,
              selectedOptions: p.line.selectedOptions.map((o) => ({
                choice: optionName(o, currentLang()),
                price: toEuros(o.priceCents),
              })),
              total: toEuros(p.line.totalCents),
            }
          : {
              id: line.id,
              productId: line.productId,
              problem: {
                // A sold-out option is fixed like a gone one: by choosing again.
                kind: p.problem.kind === 'unavailable' ? 'unavailable' : 'option',
                message: lineProblemMessage(p.problem),
              },
              name: p.problem.name,
              quantity: line.quantity,
              selectedOptions: line.selectedOptions.map((o) => ({
                choice: o.choice,
                price: toEuros(o.priceCents),
              })),
              total: 0,
            },
      ),
      subtotal: toEuros(sums.subtotalCents),
      discounts: discountsInEuros(sums.discounts, (i) => sellableIds[i]!),
      coupon: found.coupon
        ? { code: found.coupon.code, problem: found.coupon.problem?.message ?? null }
        : null,
      deliveryFee: toEuros(sums.deliveryFeeCents),
      total: toEuros(sums.totalCents),
      vat: toEuros(sums.vatCents),
      vatByRate: vatPartsInEuros(sums.vatParts),
      zone: fee.zone ? { name: fee.zone.name, minOrder: toEuros(fee.zone.minOrderCents) } : null,
      // Without a postcode yet there is nothing wrong, only something to fill in.
      problem: 'problem' in fee && postcode ? fee.problem : null,
    };
  }

  return { checkout, place, options, quote };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
