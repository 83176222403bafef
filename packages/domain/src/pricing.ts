/**
 * The one price engine (spec section 9, decision 017): `priceLine` is the only place a line's total
 * is computed. Cart, product dialog, quote, order, payment, e-mail, kitchen ticket and the admin
 * product form all call it.
 */
import * as m from '@gh/i18n/messages';
import { formatEuro } from './money';

/** What pricing needs to know of a product. */
export interface PricingProduct {
  name: string;
  category: string;
  priceCents: number;
  /** The owner said this product is no loose sauce, whatever its name or category. */
  notLooseSauce?: boolean;
}

/** One chosen option: its label without the `xN` marker, the price of one piece, how many pieces. */
export interface ChosenOption {
  choice: string;
  priceCents: number;
  count: number;
}

export type PricingRule = 'product' | 'loose-sauce';

export interface PricedChoice {
  /** The label without the marker (`Extra kaas`). */
  choice: string;
  count: number;
  /** The label as the cart and the spec write it (`Extra kaas x5`). */
  label: string;
  /** One piece. */
  priceCents: number;
  /** What is charged for this option in one unit of the line: price times count. */
  amountCents: number;
  /** `Extra kaas x5 € 5,00`: how many and the amount charged (`Zonder ui` when it is free). */
  text: string;
}

export interface PricedLine {
  rule: PricingRule;
  quantity: number;
  /** The product's own price as charged: 0 for a loose sauce. */
  baseCents: number;
  /** The chosen options of one unit. */
  optionsCents: number;
  /** One unit: base plus options. */
  unitCents: number;
  /** The line: one unit times the quantity. */
  lineCents: number;
  options: PricedChoice[];
}

/** A selected option as the cart's API and stored snapshots carry it: the marker in the label. */
export interface PricedOption {
  choice: string;
  priceCents: number;
}

/** A cart item as the spec shapes it, prices in cents. */
export interface PricedItem extends PricingProduct {
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

/** The label with its marker: `Extra kaas x5`, or just `Extra kaas` for one. */
export function optionLabel(choice: string, count: number): string {
  return count > 1 ? `${choice} x${count}` : choice;
}

/** A selected option of the spec's shape (`Knoflooksaus x2`, price of one) read as a choice. */
export function readChoice(option: PricedOption): ChosenOption {
  return {
    choice: stripMultiplier(option.choice),
    priceCents: option.priceCents,
    count: parseMultiplier(option.choice),
  };
}

/**
 * Spec section 9 to the letter (decision 038): category sauzen, or a name equal to `Saus` or
 * containing `saus`, case-sensitive ("Extra Saus" is no loose sauce); unless the owner said otherwise.
 */
export function looksLikeSauce(product: Omit<PricingProduct, 'priceCents'>): boolean {
  if (product.notLooseSauce) return false;
  return product.category === 'sauzen' || product.name === 'Saus' || product.name.includes('saus');
}

/** The rule a product is priced by with these many options chosen (a sauce without options is a product). */
export function pricingRule(product: Omit<PricingProduct, 'priceCents'>, optionCount: number): PricingRule {
  return looksLikeSauce(product) && optionCount > 0 ? 'loose-sauce' : 'product';
}

/** A loose sauce: priced from its chosen options alone. */
export function isLooseSauce(
  item: Omit<PricingProduct, 'priceCents'> & { selectedOptions: readonly unknown[] },
): boolean {
  return pricingRule(item, item.selectedOptions.length) === 'loose-sauce';
}

/** One chosen option of one unit: its count times the price of a piece, and how a ticket says it. */
export function priceChoice(c: ChosenOption): PricedChoice {
  const amountCents = c.priceCents * c.count;
  const label = optionLabel(c.choice, c.count);
  return {
    choice: c.choice,
    count: c.count,
    label,
    priceCents: c.priceCents,
    amountCents,
    text: amountCents === 0 ? label : `${label} ${formatEuro(amountCents)}`,
  };
}

/** `Extra kaas x5 € 5,00` for a selected option of the spec's shape (price of one piece). */
export function optionText(option: PricedOption): string {
  return priceChoice(readChoice(option)).text;
}

/** `Knoflooksaus x2 (+ € 1,50)`: an option in the cart, with what it adds to one unit. */
export function optionAddition(option: PricedOption): string {
  const priced = priceChoice(readChoice(option));
  return priced.amountCents > 0 ? `${priced.label} (+ ${formatEuro(priced.amountCents)})` : priced.label;
}

/**
 * Prices a line. Every option is charged per piece (`Extra kaas x5` at € 1,00 is € 5,00). A product
 * costs its price plus its options; a loose sauce its options alone (spec section 9). The line is one
 * unit times the quantity (decision 002).
 */
export function priceLine(
  product: PricingProduct,
  choices: readonly ChosenOption[],
  quantity: number,
): PricedLine {
  const rule = pricingRule(product, choices.length);
  const options = choices.map(priceChoice);
  const baseCents = rule === 'loose-sauce' ? 0 : product.priceCents;
  const optionsCents = options.reduce((sum, o) => sum + o.amountCents, 0);
  const unitCents = baseCents + optionsCents;
  return { rule, quantity, baseCents, optionsCents, unitCents, lineCents: unitCents * quantity, options };
}

/** `priceLine` for an item of the spec's shape (the multiplier in each option's label). */
export function priceItem(item: PricedItem): PricedLine {
  return priceLine(item, item.selectedOptions.map(readChoice), item.quantity);
}

/** The total of a cart line, in cents. */
export function itemTotalCents(item: PricedItem): number {
  return priceItem(item).lineCents;
}

/**
 * The options of a line as a ticket, the board and the e-mail say them. A product's options are per
 * piece (`Extra kaas x5 € 5,00`); a loose sauce is nothing but its cups, so its line says how many
 * cups of which sauce for all its units together (`4 bakjes Barbecuesaus € 3,00`, issue 17.16).
 */
export function lineOptionTexts(
  rule: PricingRule,
  options: readonly PricedOption[],
  quantity: number,
): string[] {
  return options.map((option) => {
    const priced = priceChoice(readChoice(option));
    if (rule !== 'loose-sauce') return priced.text;
    const cups = priced.count * quantity;
    const amount = priced.amountCents * quantity;
    const text = (cups === 1 ? m.format_sauce_cup : m.format_sauce_cups)({
      count: cups,
      choice: priced.choice,
    });
    return amount === 0 ? text : `${text} ${formatEuro(amount)}`;
  });
}
