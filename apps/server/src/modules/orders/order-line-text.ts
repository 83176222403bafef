/** How an order's line says its options on the ticket, the board and in the e-mail (decision 017). */
import { isLooseSauce, lineOptionTexts } from '@gh/domain';
import type { Lang } from '@gh/i18n';
import type { OrderLineSnapshot } from '../../db/schema';
import { optionName } from '../../mail/mail-text';

/** The options in the order's words: Dutch for the kitchen, the order's language in its e-mails. */
export function orderLineOptionTexts(line: OrderLineSnapshot, lang: Lang = 'nl'): string[] {
  // Orders placed before the rule was kept with the line: read it from name and category.
  const rule = line.rule ?? (isLooseSauce(line) ? 'loose-sauce' : 'product');
  const options =
    lang === 'nl'
      ? line.selectedOptions
      : line.selectedOptions.map((o) => ({ ...o, choice: optionName(o, lang) }));
  return lineOptionTexts(rule, options, line.quantity);
}
