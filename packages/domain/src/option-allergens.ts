/**
 * Allergens and sold-out state of options: what a chosen combination contains, and whether a product
 * can still be ordered without some allergens (decision 022).
 */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { ALLERGENS, allergenLabel, type Allergen } from './allergens';

export interface AllergenSource {
  allergens: readonly string[];
  mayContain?: readonly string[];
}

export interface ChoosableOption extends AllergenSource {
  soldOut?: boolean;
}

export interface ChoosableGroup {
  min: number;
  maxMultiplier?: number;
  options: readonly ChoosableOption[];
}

export interface ChoosableProduct extends AllergenSource {
  optionGroups: readonly ChoosableGroup[];
}

function inOrder(set: ReadonlySet<string>): Allergen[] {
  return ALLERGENS.filter((a) => set.has(a));
}

/** The allergens of a product with the options actually chosen (contains and may contain, in EU order). */
export function allergensOfChoice(
  product: AllergenSource,
  chosen: readonly AllergenSource[],
): { allergens: Allergen[]; mayContain: Allergen[] } {
  const contains = new Set<string>(product.allergens);
  for (const option of chosen) for (const a of option.allergens) contains.add(a);
  const traces = new Set<string>(product.mayContain ?? []);
  for (const option of chosen) for (const a of option.mayContain ?? []) traces.add(a);
  for (const a of contains) traces.delete(a);
  return { allergens: inOrder(contains), mayContain: inOrder(traces) };
}

/** Whether something is free of every given allergen (traces count too: we play it safe). */
export function isFreeOf(source: AllergenSource, without: readonly string[]): boolean {
  return without.every((a) => !source.allergens.includes(a) && !(source.mayContain ?? []).includes(a));
}

/** Whether an option can be chosen at all and is safe for the given allergens. */
export function isOptionSafe(option: ChoosableOption, without: readonly string[]): boolean {
  return !option.soldOut && isFreeOf(option, without);
}

/**
 * Whether a product can be ordered without the given allergens: the product itself is free of them
 * and every group that requires a choice still has enough safe options that are not sold out.
 */
export function isProductSafe(product: ChoosableProduct, without: readonly string[]): boolean {
  if (!isFreeOf(product, without)) return false;
  return product.optionGroups.every((group) => {
    if (group.min <= 0) return true;
    const safe = group.options.filter((o) => isOptionSafe(o, without)).length;
    // One option may fill several required places when it can be taken more than once.
    return (group.maxMultiplier ?? 1) > 1 ? safe > 0 : safe >= group.min;
  });
}

/** What a product holds itself, and what only some of its options add (contained or as traces). */
export function allergensWithOptions(product: ChoosableProduct): {
  allergens: Allergen[];
  fromOptions: Allergen[];
} {
  const own = new Set<string>([...product.allergens]);
  const options = new Set<string>();
  for (const group of product.optionGroups)
    for (const option of group.options)
      for (const a of [...option.allergens, ...(option.mayContain ?? [])]) if (!own.has(a)) options.add(a);
  return { allergens: inOrder(own), fromOptions: inOrder(options) };
}

/** How an option is matched to the product of the same name at its location (decision 022). */
export function productNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether an option can't be chosen: marked sold out, or a sold-out product of the same name. */
export function isOptionSoldOut(
  option: { choice: string; soldOut: boolean },
  soldOutProductNames: ReadonlySet<string>,
): boolean {
  return option.soldOut || soldOutProductNames.has(productNameKey(option.choice));
}

const names = (list: readonly string[], lang: Lang) =>
  list.map((a) => allergenLabel(a, lang).toLowerCase()).join(', ');

/** "Bevat eieren, selderij, mosterd" ("Contains eggs, …") for a line's allergens; empty when there are none. */
export function allergenNote(list: readonly string[] | undefined, lang: Lang = currentLang()): string {
  if (!list || list.length === 0) return '';
  return m.format_contains({ list: names(list, lang) }, { locale: lang });
}

/** "Kan sporen bevatten van gluten" ("May contain traces of gluten"); empty when there are none. */
export function traceNote(list: readonly string[] | undefined, lang: Lang = currentLang()): string {
  if (!list || list.length === 0) return '';
  return m.format_may_contain_traces({ list: names(list, lang) }, { locale: lang });
}

/**
 * What a chosen combination contains and may contain, in the menu's words: "Bevat selderij. Kan
 * sporen bevatten van gluten", or either half alone; empty when there is nothing to say. Each half
 * is its own sentence with its capital, as everywhere else (issue 28 item 7).
 */
export function choiceAllergenNote(choice: AllergenSource, lang: Lang = currentLang()): string {
  return [allergenNote(choice.allergens, lang), traceNote(choice.mayContain, lang)]
    .filter(Boolean)
    .join('. ');
}
