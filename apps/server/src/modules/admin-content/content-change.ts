/** What the content services share: a free slug, a move in a list, and a change told to every instance. */
import type { MoveBody } from '@gh/domain/content-admin-api';
import { uniqueSlug } from '@gh/domain/content-text';
import { publishMenuChanged } from '../../db/channels';
import type { Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';

/**
 * Inserts with the first free slug made from the title; another request taking it meanwhile (the
 * insert does nothing) makes it try the next.
 */
export async function withFreeSlug<T>(
  taken: (base: string) => Promise<Set<string>>,
  base: string,
  insert: (slug: string) => Promise<T | undefined>,
): Promise<T> {
  const used = await taken(base);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = uniqueSlug(base, used);
    const row = await insert(slug);
    if (row) return row;
    used.add(slug);
  }
  throw new Error(`no free slug for ${base}`);
}

/** The keys in their order with `key` one place up or down (unchanged at either end); undefined: not there. */
export function moved<K>(keys: readonly K[], key: K, direction: MoveBody['direction']): K[] | undefined {
  const from = keys.indexOf(key);
  if (from < 0) return undefined;
  const to = direction === 'up' ? from - 1 : from + 1;
  const order = [...keys];
  if (to < 0 || to >= keys.length) return order;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/**
 * A change of the site's content (news, vacancies, gallery), audited and told, in its transaction, to
 * every instance's rendered pages (menu_changed `content`): the public page shows it at once.
 */
export async function contentChanged(
  tx: Tx,
  actor: Actor,
  action: string,
  entity: string,
  id: number,
  details: unknown,
): Promise<void> {
  await audit(tx, actor, action, entity, String(id), details);
  await publishMenuChanged(tx, 'content');
}
