/** When a location opens next, from its week hours and exceptions in the database. */
import { eq } from 'drizzle-orm';
import { nextOpening, type Schedule } from '@gh/domain';
import type { DbOrTx } from '../../db/client';
import { openingExceptions, openingHours } from '../../db/schema';

/**
 * The location's next opening after `at`, or null when none is planned (or no such location): the end
 * of a pause or a sold-out mark "tot volgende opening".
 */
export async function nextOpeningOf(db: DbOrTx, location: string, at: Date): Promise<Date | null> {
  const [hours, exceptions] = await Promise.all([
    db.select().from(openingHours).where(eq(openingHours.locationSlug, location)),
    db.select().from(openingExceptions).where(eq(openingExceptions.locationSlug, location)),
  ]);
  const schedule: Schedule = {
    periods: hours.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
    exceptions,
  };
  return nextOpening(schedule, at);
}
