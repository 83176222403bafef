/** The allergens of a cart line: its product with the options chosen, looked up in the city's menu. */
import { allergensOfChoice, choiceAllergenNote, stripMultiplier, type Allergen } from '@gh/domain';
import type { CartItem } from '@gh/domain/cart';
import type { Menu, MenuOption } from '@gh/domain/menu';

const key = (s: string) => s.trim().toLowerCase();

/** Null when the menu no longer has the product (the line then shows no allergens rather than wrong ones). */
export function lineAllergens(
  menu: Menu,
  item: Pick<CartItem, 'name' | 'category' | 'selectedOptions'>,
): { allergens: Allergen[]; mayContain: Allergen[] } | null {
  const product = menu.categories
    .flatMap((c) => c.products)
    .find((p) => key(p.name) === key(item.name) && p.category === item.category);
  if (!product) return null;
  const chosen: MenuOption[] = [];
  for (const selected of item.selectedOptions) {
    const label = key(stripMultiplier(selected.choice));
    const option = product.optionGroups.flatMap((g) => g.options).find((o) => key(o.choice) === label);
    if (!option) return null;
    chosen.push(option);
  }
  return allergensOfChoice(product, chosen);
}

/**
 * What the drawer says under a line: what the product with its chosen options contains and may
 * contain, in the menu's words ("Bevat selderij. Kan sporen bevatten van gluten"). Empty when
 * there is nothing to say or the menu no longer knows the line.
 */
export function lineAllergenNote(
  menu: Menu,
  item: Pick<CartItem, 'name' | 'category' | 'selectedOptions'>,
): string {
  const choice = lineAllergens(menu, item);
  return choice ? choiceAllergenNote(choice) : '';
}
