/** Reads the locations with their opening hours, exceptions and delivery zones. */
import { asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryZones, locations, openingExceptions, openingHours } from '../../db/schema';

/** Everything about every location; exceptions only from `fromDate` (YYYY-MM-DD) on. */
export async function listLocations(db: DbOrTx, fromDate: string) {
  const [rows, hours, exceptions, zones] = await Promise.all([
    db.select().from(locations).orderBy(asc(locations.position), asc(locations.slug)),
    db.select().from(openingHours).orderBy(asc(openingHours.weekday), asc(openingHours.opens)),
    db
      .select()
      .from(openingExceptions)
      .where(gte(openingExceptions.date, fromDate))
      .orderBy(asc(openingExceptions.date)),
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.postcodeFrom)),
  ]);
  return { rows, hours, exceptions, zones };
}

export type LocationRow = typeof locations.$inferSelect;

/** One location's own row (its settings: preparation, busy and auto-accept minutes, pause), if it exists. */
export async function findLocation(db: DbOrTx, slug: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.slug, slug));
  return row;
}
