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
  const matches = (p: MenuProduct, categoryName: string) => {
    const haystack = normalise(`${p.name} ${p.description} ${categoryName}`);
    return words.every((w) => haystack.includes(w));
  };
  return categories
    .map((c) => ({ ...c, products: c.products.filter((p) => matches(p, c.name) && isFreeOf(p, without)) }))
    .filter((c) => c.products.length > 0);
}
