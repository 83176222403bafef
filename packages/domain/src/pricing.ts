/** The item-total rules of spec section 9, shared by server and browser. */

export interface PricedOption {
  choice: string;
  priceCents: number;
}

export interface PricedItem {
  name: string;
  category: string;
  priceCents: number;
  quantity: number;
  selectedOptions: readonly PricedOption[];
}

const MULTIPLIER = /\s*x(\d+)\s*$/i;

/** The multiplier a choice label ends with (`Knoflooksaus x2` gives 2); 1 when there is none. */
export function parseMultiplier(choice: string): number {
  const match = MULTIPLIER.exec(choice);
  return match ? Number(match[1]) : 1;
}

/** The label without its multiplier marker (`Knoflooksaus x2` gives `Knoflooksaus`). */
export function stripMultiplier(choice: string): string {
  return choice.replace(MULTIPLIER, '');
}

/** A loose sauce: category sauzen, or a name that is or contains "saus", with options chosen. */
export function isLooseSauce(item: Pick<PricedItem, 'name' | 'category' | 'selectedOptions'>): boolean {
  const saucy =
    item.category.toLowerCase() === 'sauzen' ||
    item.name === 'Saus' ||
    item.name.toLowerCase().includes('saus');
  return saucy && item.selectedOptions.length > 0;
}

/** The price of one unit of an item, in cents. */
export function unitPriceCents(item: Omit<PricedItem, 'quantity'>): number {
  if (isLooseSauce(item)) {
    return item.selectedOptions.reduce(
      (sum, option) => sum + option.priceCents * parseMultiplier(option.choice),
      0,
    );
  }
  return item.priceCents + item.selectedOptions.reduce((sum, option) => sum + option.priceCents, 0);
}

/**
 * The total of a cart line, in cents. A normal item is (base + options) x quantity; a loose sauce
 * is priced from its options only, each times its multiplier (see docs/decisions/002).
 */
export function itemTotalCents(item: PricedItem): number {
  return unitPriceCents(item) * item.quantity;
}

export function cartSubtotalCents(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + itemTotalCents(item), 0);
}
