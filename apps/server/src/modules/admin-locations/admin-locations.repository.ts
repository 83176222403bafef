/** Database access for a location's settings: hours, exceptions, delivery zones and the pause switch. */
import { asc, eq } from 'drizzle-orm';
import type { BusinessDetails } from '@gh/domain/business';
import type { DbOrTx } from '../../db/client';
import { deliveryZones, locations, openingExceptions, openingHours } from '../../db/schema';

export const locationRepository = {
  async get(db: DbOrTx, slug: string) {
    const [location] = await db.select().from(locations).where(eq(locations.slug, slug));
    if (!location) return undefined;
    const [hours, exceptions, zones] = await Promise.all([
      db
        .select()
        .from(openingHours)
        .where(eq(openingHours.locationSlug, slug))
        .orderBy(asc(openingHours.weekday), asc(openingHours.opens)),
      db
        .select()
        .from(openingExceptions)
        .where(eq(openingExceptions.locationSlug, slug))
        .orderBy(asc(openingExceptions.date)),
      db
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.locationSlug, slug))
        .orderBy(asc(deliveryZones.postcodeFrom)),
    ]);
    return { location, hours, exceptions, zones };
  },
  async update(
    db: DbOrTx,
    slug: string,
    settings: {
      pickup: boolean;
      delivery: boolean;
      orderingPaused: boolean;
      pausedMessage: string | null;
      autoAcceptMinutes?: number | null;
      deliveryVatRate?: 9 | 21 | null;
      business?: BusinessDetails;
      hours: { weekday: number; opens: string; closes: string }[];
      exceptions: {
        date: string;
        closed: boolean;
        opens: string | null;
        closes: string | null;
        note: string | null;
      }[];
      zones: {
        name: string;
        postcodeFrom: number;
        postcodeTo: number;
        feeCents: number;
        minOrderCents: number;
      }[];
    },
  ): Promise<void> {
    await db
      .update(locations)
      .set({
        pickup: settings.pickup,
        delivery: settings.delivery,
        orderingPaused: settings.orderingPaused,
        pausedMessage: settings.pausedMessage,
        // Switched off in the form: a pause that would end by itself ends now too.
        ...(settings.orderingPaused ? {} : { pausedUntil: null }),
        ...(settings.autoAcceptMinutes === undefined
          ? {}
          : { autoAcceptMinutes: settings.autoAcceptMinutes }),
        ...(settings.deliveryVatRate === undefined ? {} : { deliveryVatRate: settings.deliveryVatRate }),
        ...(settings.business === undefined
          ? {}
          : {
              legalName: settings.business.legalName,
              legalAddress: settings.business.address,
              kvkNumber: settings.business.kvkNumber,
              vatNumber: settings.business.vatNumber,
            }),
        updatedAt: new Date(),
      })
      .where(eq(locations.slug, slug));
    await db.delete(openingHours).where(eq(openingHours.locationSlug, slug));
    if (settings.hours.length)
      await db.insert(openingHours).values(settings.hours.map((h) => ({ ...h, locationSlug: slug })));
    await db.delete(openingExceptions).where(eq(openingExceptions.locationSlug, slug));
    if (settings.exceptions.length)
      await db
        .insert(openingExceptions)
        .values(settings.exceptions.map((e) => ({ ...e, locationSlug: slug })));
    await db.delete(deliveryZones).where(eq(deliveryZones.locationSlug, slug));
    if (settings.zones.length)
      await db.insert(deliveryZones).values(settings.zones.map((z) => ({ ...z, locationSlug: slug })));
  },
  async setPaused(
    db: DbOrTx,
    slug: string,
    pause: { orderingPaused: boolean; pausedUntil: Date | null; pausedMessage: string | null | undefined },
  ) {
    const [row] = await db
      .update(locations)
      .set({
        orderingPaused: pause.orderingPaused,
        pausedUntil: pause.pausedUntil,
        ...(pause.pausedMessage === undefined ? {} : { pausedMessage: pause.pausedMessage }),
        updatedAt: new Date(),
      })
      .where(eq(locations.slug, slug))
      .returning({ slug: locations.slug });
    return row;
  },
  async setBusy(db: DbOrTx, slug: string, busyMinutes: number) {
    const [row] = await db
      .update(locations)
      .set({ busyMinutes, updatedAt: new Date() })
      .where(eq(locations.slug, slug))
      .returning({ slug: locations.slug });
    return row;
  },
};
