/** Search and allergen filtering of a menu. */
import { isProductSafe, type Allergen } from '@gh/domain';
import type { MenuCategory, MenuProduct } from '@gh/domain/menu';

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Whether a product can be ordered without the given allergens (traces count too: we play it safe):
 * it is free of them itself and every required option group still has a safe choice (decision 022).
 */
export function isFreeOf(product: MenuProduct, without: readonly Allergen[]): boolean {
  return isProductSafe(product, without);
}

export function filterMenu(
  categories: readonly MenuCategory[],
  query: string,
  without: readonly Allergen[],
): MenuCategory[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  // Each searched word matches the start of a word ("cola" finds Coca-Cola, not rucola or chocolade).
  const matches = (p: MenuProduct, categoryName: string) => {
    const starts = normalise(`${p.name} ${p.description} ${categoryName}`)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return words.every((w) => starts.some((s) => s.startsWith(w)));
  };
  // Nothing searched (every first render): no product's text is read (issue 28: this was part of
  // hydrating the menu on a phone).
  const found = words.length === 0 ? () => true : matches;
  return categories
    .map((c) => ({ ...c, products: c.products.filter((p) => found(p, c.name) && isFreeOf(p, without)) }))
    .filter((c) => c.products.length > 0);
}
