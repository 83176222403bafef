/**
 * What of a rejected order can still be ordered (issue 27 item 4): the e-mail offers "Bestel opnieuw"
 * only for that, and names the rest. Read in the rejecting transaction, so a product or option marked
 * sold out with the reject already counts.
 */
import type { DbOrTx } from '../../db/client';
import { createCatalogue, notSold } from '../cart';
import type { OrderRow } from '../orders';

export interface Reorderable {
  /** Lines "Bestel opnieuw" would put in the cart. */
  count: number;
  /** Names of the lines it would leave out, in the order's language. */
  leftOut: string[];
}

export async function reorderableOf(
  tx: DbOrTx,
  order: Pick<OrderRow, 'lines' | 'lang'>,
): Promise<Reorderable> {
  const catalogue = createCatalogue(tx);
  const leftOut: string[] = [];
  let count = 0;
  for (const line of order.lines) {
    const product = await catalogue.product(line.productId);
    if (product && notSold(product, line) === null) count++;
    else leftOut.push(order.lang === 'en' && line.nameEn ? line.nameEn : line.name);
  }
  return { count, leftOut: [...new Set(leftOut)] };
}
