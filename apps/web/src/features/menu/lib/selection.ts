/** The choices in the product dialog: counts per option, min/max per group, and the live total. */
import { isOptionSafe, itemTotalCents, toCents, type PricedOption } from '@gh/domain';
import type { MenuOptionGroup, MenuProduct } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import type { SelectedOptionPayload } from './add-payload';

/** Per group id, per choice, how many (0 = not chosen; above 1 only where maxMultiplier allows). */
export type Selection = Record<string, Record<string, number>>;

/**
 * Single-choice groups with a required pick start on their first free option that is not sold out
 * and holds none of the allergens the customer filters out (decision 022); else on none.
 */
export function initialSelection(product: MenuProduct, without: readonly string[] = []): Selection {
  const selection: Selection = {};
  for (const group of product.optionGroups) {
    selection[group.id] = {};
    if (group.min === 1 && group.max === 1 && group.maxMultiplier <= 1) {
      const safe = group.options.filter((o) => isOptionSafe(o, without));
      const first = safe.find((o) => o.price === 0) ?? safe[0];
      if (first) selection[group.id]![first.choice] = 1;
    }
  }
  return selection;
}

/** How many different options of the group are chosen (the server's minimum counts these). */
export function kindsChosen(selection: Selection, group: MenuOptionGroup): number {
  return Object.values(selection[group.id] ?? {}).filter((n) => n > 0).length;
}

/**
 * How many are chosen, a multiplied choice as many as it is: "Knoflooksaus x2" and "Chilisaus x2"
 * are four tubs, "4/4 gekozen" (issue 28 item 7). The group's maximum counts these in the dialog.
 */
export function chosenCount(selection: Selection, group: MenuOptionGroup): number {
  return Object.values(selection[group.id] ?? {}).reduce((sum, n) => sum + Math.max(0, n), 0);
}

/** The most of one option that can be chosen now: its own limit, and what the group has left. */
export function optionLimit(selection: Selection, group: MenuOptionGroup, choice: string): number {
  const own = selection[group.id]?.[choice] ?? 0;
  if (group.max === 1) return Math.max(1, group.maxMultiplier);
  return Math.min(Math.max(1, group.maxMultiplier), own + group.max - chosenCount(selection, group));
}

/** Sets the count of one option, keeping the group's rules (single choice replaces, max is kept). */
export function setCount(
  selection: Selection,
  group: MenuOptionGroup,
  choice: string,
  count: number,
): Selection {
  const current = { ...(selection[group.id] ?? {}) };
  const next = Math.max(0, Math.min(optionLimit(selection, group, choice), count));
  if (next === (current[choice] ?? 0)) return selection;
  if (group.max === 1 && next > 0) {
    for (const key of Object.keys(current)) if (key !== choice) current[key] = 0;
  } else if (next > (current[choice] ?? 0) && chosenCount(selection, group) >= group.max) {
    return selection;
  }
  current[choice] = next;
  return { ...selection, [group.id]: current };
}

export function isGroupFull(selection: Selection, group: MenuOptionGroup): boolean {
  return group.max > 1 && chosenCount(selection, group) >= group.max;
}

/** The hint under a group's name, in the page's language. */
export function groupHint(group: MenuOptionGroup): string {
  if (group.min === group.max)
    return group.min === 1 ? m.menu_choose_one() : m.menu_choose_exactly({ count: group.min });
  if (group.min === 0) return group.max === 1 ? m.menu_optional() : m.menu_optional_up_to({ max: group.max });
  return m.menu_choose_between({ min: group.min, max: group.max });
}

/** The groups whose minimum is not reached yet. */
export function missingGroups(product: MenuProduct, selection: Selection): MenuOptionGroup[] {
  return product.optionGroups.filter((g) => kindsChosen(selection, g) < g.min);
}

/** The spec's selectedOptions: one entry per chosen option, the multiplier in the label (`x2`). */
export function selectedOptions(product: MenuProduct, selection: Selection): SelectedOptionPayload[] {
  return product.optionGroups.flatMap((group) =>
    group.options
      .filter((option) => (selection[group.id]?.[option.choice] ?? 0) > 0)
      .map((option) => {
        const count = selection[group.id]![option.choice]!;
        return { choice: count > 1 ? `${option.choice} x${count}` : option.choice, price: option.price };
      }),
  );
}

/** The live total in cents, through the same item-total rule the server uses. */
export function totalCents(product: MenuProduct, selection: Selection, quantity: number): number {
  const options: PricedOption[] = selectedOptions(product, selection).map((o) => ({
    choice: o.choice,
    priceCents: toCents(o.price),
  }));
  return itemTotalCents({
    name: product.name,
    category: product.category,
    priceCents: toCents(product.price),
    notLooseSauce: product.notLooseSauce,
    quantity,
    selectedOptions: options,
  });
}
