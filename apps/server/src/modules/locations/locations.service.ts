/** The locations answer: address, week hours, upcoming exceptions, zones and whether each is open now. */
import {
  currentInterval,
  effectiveOrdering,
  isoDate,
  localDay,
  locationStatus,
  nextOpening,
  toEuros,
  type Schedule,
} from '@gh/domain';
import type { Locations } from '@gh/domain/menu';
import type { DbOrTx } from '../../db/client';
import { listLocations } from './locations.repository';

const DAY = 24 * 60 * 60 * 1000;

export async function getLocations(db: DbOrTx, now: Date): Promise<Locations> {
  // From yesterday: an exception of yesterday evening may still run past midnight.
  const { rows, hours, exceptions, zones } = await listLocations(
    db,
    isoDate(localDay(new Date(now.getTime() - DAY))),
  );
  const today = isoDate(localDay(now));
  return {
    locations: rows.map((row) => {
      // As it takes orders now: a timed pause while it runs, busy minutes in every estimate (issue 18).
      const location = effectiveOrdering(row, now);
      const own = <T extends { locationSlug: string }>(list: T[]) =>
        list.filter((row) => row.locationSlug === location.slug);
      const schedule: Schedule = {
        periods: own(hours).map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
        exceptions: own(exceptions),
      };
      const open = currentInterval(schedule, now);
      const next = open ? null : nextOpening(schedule, now);
      const status = locationStatus({
        schedule,
        now,
        orderingPaused: location.orderingPaused,
        pausedMessage: location.pausedMessage,
        pickup: location.pickup,
        delivery: location.delivery,
        slotMinutes: location.slotMinutes,
        prepMinutes: location.prepMinutes,
        deliveryMinutes: location.deliveryMinutes,
        busyMinutes: location.busyMinutes,
        pausedUntil: location.pausedUntil,
      });
      return {
        slug: location.slug,
        name: location.name,
        street: location.street,
        postcode: location.postcode,
        city: location.city,
        phone: location.phone,
        email: location.email,
        latitude: location.latitude,
        longitude: location.longitude,
        pickup: location.pickup,
        delivery: location.delivery,
        orderingPaused: location.orderingPaused,
        business: {
          legalName: location.legalName,
          kvkNumber: location.kvkNumber,
          vatNumber: location.vatNumber,
        },
        openNow: open !== null,
        nextOpening: next ? next.toISOString() : null,
        closesAt: open ? open.end.toISOString() : null,
        status: { state: status.state, text: status.text },
        hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          periods: schedule.periods
            .filter((p) => p.weekday === weekday)
            .map(({ opens, closes }) => ({ opens, closes })),
        })),
        exceptions: own(exceptions)
          .filter((e) => e.date >= today)
          .map((e) => ({
            date: e.date,
            closed: e.closed,
            opens: e.opens,
            closes: e.closes,
            note: e.note,
          })),
        deliveryZones: own(zones).map((zone) => ({
          name: zone.name,
          postcodeFrom: zone.postcodeFrom,
          postcodeTo: zone.postcodeTo,
          fee: toEuros(zone.feeCents),
          minOrder: toEuros(zone.minOrderCents),
        })),
      };
    }),
  };
}
