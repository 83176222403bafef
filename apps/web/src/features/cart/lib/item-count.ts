/** "3 producten" / "3 items": how many items the cart holds, in the page's language. */
import * as m from '@gh/i18n/messages';

export function itemCount(count: number): string {
  return count === 1 ? m.cart_count_one({ count }) : m.cart_count_other({ count });
}
