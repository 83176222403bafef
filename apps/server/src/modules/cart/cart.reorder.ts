/** "Bestel opnieuw" (issue 18): what it needs of an earlier order, and why a line of it is no longer sold. */
import { stripMultiplier } from '@gh/domain';
import { LIVE_ORDER_MESSAGES } from '@gh/domain/checkout';
import type { CatalogueProduct } from './cart.catalogue';
import { shown } from './cart.fns';

/** What "Bestel opnieuw" needs of an earlier order. */
export interface ReorderSource {
  location: string;
  lines: readonly {
    productId: string;
    name: string;
    /** The English name as sold (issue 20). */
    nameEn?: string | null | undefined;
    quantity: number;
    selectedOptions: readonly { choice: string }[];
  }[];
}

/** Why this product, with these options, is no longer sold; null when it is. Names in the caller's language. */
export function notSold(product: CatalogueProduct, line: ReorderSource['lines'][number]): string | null {
  const name = shown(product.name, product.nameEn);
  if (!product.available) return LIVE_ORDER_MESSAGES.productSoldOut(name);
  for (const { choice } of line.selectedOptions) {
    const label = stripMultiplier(choice).trim().toLowerCase();
    const option = product.groups
      .flatMap((g) => g.options)
      .find((o) => o.choice.trim().toLowerCase() === label);
    if (!option) return LIVE_ORDER_MESSAGES.optionGone(name, stripMultiplier(choice).trim());
    if (option.soldOut) {
      return LIVE_ORDER_MESSAGES.optionSoldOut(name, shown(option.choice, option.choiceEn));
    }
  }
  return null;
}
