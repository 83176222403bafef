/**
 * "Opnieuw kiezen" for a cart line whose option is gone: the line stays in the cart while the
 * customer chooses on the menu, and is removed only once the new choice is in (closing the dialog
 * loses nothing).
 */
import type { CityMenuState } from '../../../lib/paths';

/** The cart line a menu add replaces: only an add of the very product being chosen again. */
export function lineToReplace(
  state: CityMenuState | null | undefined,
  productId: string,
): string | undefined {
  return state?.replace && state.choose === productId ? state.replace : undefined;
}

/** Adds the new choice and then removes the line it replaces; false (old line kept) when the add was refused. */
export async function addInstead<P>(
  add: (payload: P) => Promise<boolean>,
  remove: (lineId: string) => Promise<boolean>,
  payload: P,
  replaceLineId: string | undefined,
): Promise<boolean> {
  const added = await add(payload);
  if (added && replaceLineId) await remove(replaceLineId);
  return added;
}
