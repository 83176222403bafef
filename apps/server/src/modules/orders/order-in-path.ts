/** For the admin guard: the location of the order whose id is in a route's path. */
import type { Db } from '../../db/client';
import { locationOfOrder } from './orders.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The location of the order in `:id` (null for a malformed id or an unknown order). */
export function locationOfOrderInPath(db: Db) {
  return async (request: { params: unknown }) => {
    const id = (request.params as { id?: string }).id ?? '';
    return UUID.test(id) ? locationOfOrder(db, id) : null;
  };
}
