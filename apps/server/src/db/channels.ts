/**
 * The NOTIFY channels instances tell each other things on (decisions 005, 024, 026): their names,
 * used by every `notify` and `listen`, and the typed publish and subscribe of `menu_changed`. The
 * `orders` channel's payloads are the orders module's (order-events.ts).
 */
import { notify, type Database, type DbOrTx } from './client';

/** An order moved or changed, or a location's printer did: the boards and live order pages. */
export const ORDERS_CHANNEL = 'orders';
/** A change that changes what visitors see: the menu caches, the carts' catalogue, the rendered pages. */
export const MENU_CHANNEL = 'menu_changed';

/**
 * What changed: one location's menu or settings (its slug), the offers, the site's content (news,
 * vacancies, the gallery: the rendered pages only, decision 047), or pages that are no menu (the
 * privacy page's retention period; the categories, which every menu shows). Sent as the slug, `offers`,
 * `content` or an empty payload, as before this was typed, so instances of the previous version
 * understand it during a rolling deploy (one of before 047 reads `content` as a location it does not
 * have, and drops its rendered pages as for any change).
 */
export type MenuChange = { location: string } | 'offers' | 'content' | 'pages';

export async function publishMenuChanged(db: DbOrTx, change: MenuChange): Promise<void> {
  const payload = change === 'pages' ? '' : typeof change === 'string' ? change : change.location;
  await notify(db, MENU_CHANNEL, payload);
}

const SLUG = /^[a-z][a-z0-9-]{0,49}$/;

/** The change a `menu_changed` payload names; anything else counts as a change to every page. */
export function menuChangeOf(payload: string): MenuChange {
  const value = payload.trim();
  if (value === 'offers' || value === 'content') return value;
  return SLUG.test(value) ? { location: value } : 'pages';
}

/**
 * Subscribes to `menu_changed` from every instance. `onReconnect` runs when the listening connection
 * was lost and made again: a change meanwhile went unheard, so whatever is kept should go.
 */
export function onMenuChanged(
  database: Database,
  onChange: (change: MenuChange) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  return database.listen(MENU_CHANNEL, (payload) => onChange(menuChangeOf(payload)), onReconnect);
}
