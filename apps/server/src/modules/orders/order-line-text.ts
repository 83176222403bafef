/** How an order's line says its options on the ticket, the board and in the e-mail (decision 017). */
import { isLooseSauce, lineOptionTexts } from '@gh/domain';
import type { OrderLineSnapshot } from '../../db/schema';

export function orderLineOptionTexts(line: OrderLineSnapshot): string[] {
  // Orders placed before the rule was kept with the line: read it from name and category.
  const rule = line.rule ?? (isLooseSauce(line) ? 'loose-sauce' : 'product');
  return lineOptionTexts(rule, line.selectedOptions, line.quantity);
}
