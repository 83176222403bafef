/** Seeds an empty database on first start: locations, the demo menu and the site's content. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { locations } from '../schema';
import { seedContent } from './content';
import { seedLocations } from './locations';
import { seedMenu } from './menu';

/**
 * Returns true when it seeded, false when the database already had data. `now` dates the demo
 * content (offers run from days before it to days after); the tests pass their fixed day.
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One instance seeds; others starting at the same moment wait here and then find data.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select({ slug: locations.slug }).from(locations).limit(1);
    if (existing) return false;
    await seedLocations(tx);
    await seedMenu(tx);
    await seedContent(tx, now);
    return true;
  });
}
