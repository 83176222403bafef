/**
 * A location as it takes orders now: its slots with room, whether "zo snel mogelijk" can be offered,
 * why it takes no orders (paused, closed, full), and the checkout's options built from them.
 */
import * as m from '@gh/i18n/messages';
import {
  MESSAGES,
  effectiveOrdering,
  formatTime,
  isOpenAt,
  laterReason,
  locationStatus,
  nextOpening,
  toEuros,
} from '@gh/domain';
import type { CheckoutBody, CheckoutOptions, Fulfilment } from '@gh/domain/checkout';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { offeredSlots, slotLabel, type SlotSettings } from './checkout-fns';
import * as repo from './checkout.repository';

export type LocationData = NonNullable<Awaited<ReturnType<typeof repo.loadLocation>>>;

export function settingsOf(location: repo.LocationRow): SlotSettings {
  return {
    slotMinutes: location.slotMinutes,
    prepMinutes: location.prepMinutes,
    deliveryMinutes: location.deliveryMinutes,
  };
}

export function createCheckoutSlots(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

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

  return { availability, loadLocation, closedNotice, chosenSlot, options };
}

export type CheckoutSlots = ReturnType<typeof createCheckoutSlots>;
