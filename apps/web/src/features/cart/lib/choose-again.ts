/**
 * "Opnieuw kiezen" for a cart line whose option is gone: the line stays in the cart while the
 * customer chooses on the menu, and is removed only once the new choice is in (closing the dialog
 * loses nothing).
 */
import type { CityMenuState } from '../../../lib/paths';

/** A line's choices as one string ("Coca-Cola|Friet"), to tell whether two choices are the same line. */
export function choicesKey(options: readonly { choice: string }[]): string {
  return options
    .map((o) => o.choice)
    .sort()
    .join('|');
}

/**
 * The cart line a menu add replaces: only an add of the very product being chosen again, and not
 * when the new choice is the old line's own (the cart adds it to that line, which must then stay).
 */
export function lineToReplace(
  state: CityMenuState | null | undefined,
  payload: { id: string; selectedOptions: readonly { choice: string }[] },
  oldChoices: string | null,
): string | undefined {
  if (!state?.replace || state.choose !== payload.id) return undefined;
  return oldChoices === choicesKey(payload.selectedOptions) ? undefined : state.replace;
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
