/** Pure cart rules: resolving chosen options against the catalogue, line keys, and the answer shape. */
import {
  lineName,
  lineProblemAnswer,
  optionLabel,
  optionName,
  parseMultiplier,
  priceLine,
  readChoice,
  stripMultiplier,
  toEuros,
  type ChosenOption,
  type LineProblem,
} from '@gh/domain';
import { MAX_MULTIPLIER, type Cart, type CartItem } from '@gh/domain/cart';
import { currentLang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { hasEnglish, pickTexts } from '../../lib/content-lang';
import { ValidationError } from '../../lib/errors';
import type { CatalogueProduct } from './cart.catalogue';
import type { LineRow, StoredOption } from './cart.repository';

/** The cart's refusals, made in the language of the request that reads them (decision 034). */
export const CART_MESSAGES = {
  get unknownProduct() {
    return m.server_cart_unknown_product();
  },
  get unavailable() {
    return m.server_cart_unavailable();
  },
  get otherLocation() {
    return m.server_cart_other_location();
  },
  get unknownOption() {
    return m.server_cart_unknown_option();
  },
  optionUnavailable: (choice: string) => m.server_cart_option_unavailable({ choice }),
  get duplicateOption() {
    return m.server_cart_duplicate_option();
  },
  multiplier: (max: number) => (max > 1 ? m.server_cart_multiplier({ max }) : m.server_cart_multiplier_one()),
  tooFew: (min: number, group: string) =>
    (min === 1 ? m.server_cart_too_few_one : m.server_cart_too_few)({ min, group }),
  tooMany: (max: number, group: string) =>
    (max === 1 ? m.server_cart_too_many_one : m.server_cart_too_many)({ max, group }),
  maxQuantity: (max: number) => m.server_cart_max_quantity({ max }),
  get lineNotFound() {
    return m.server_cart_line_not_found();
  },
  get sessionExpired() {
    return m.server_cart_session_expired();
  },
};

/** Only the location refusal may contain "conflict" (the browser turns that into its warning). */
function withoutConflict(message: string, fallback: string): string {
  return message.toLowerCase().includes('conflict') ? fallback : message;
}

export interface ResolvedOptions {
  options: StoredOption[];
  lineKey: string;
}

/**
 * Where `label` (lowercase, no marker) is among the product's options: by the Dutch name first, then
 * by the English one (issue 20: the English menu sends its own names back).
 */
export function findOption(
  product: CatalogueProduct,
  label: string,
): { groupIndex: number; optionIndex: number } | undefined {
  for (const name of ['choice', 'choiceEn'] as const) {
    for (const [groupIndex, group] of product.groups.entries()) {
      const optionIndex = group.options.findIndex((o) => o[name]?.trim().toLowerCase() === label);
      if (optionIndex >= 0) return { groupIndex, optionIndex };
    }
  }
  return undefined;
}

/** A product's, group's or option's name in the caller's language (Dutch where not translated). */
export function shown(nl: string, en: string | null): string {
  return currentLang() === 'en' && hasEnglish(en) ? en : nl;
}

/**
 * Matches chosen options to the product's options by label (without the `xN` marker), checks the
 * multiplier and the per-group minimum and maximum, and prices each option from the catalogue.
 */
export function resolveOptions(
  product: CatalogueProduct,
  chosen: readonly { choice: string }[],
): ResolvedOptions {
  const picked = new Map<string, { groupIndex: number; optionIndex: number; multiplier: number }>();
  for (const { choice } of chosen) {
    const multiplier = parseMultiplier(choice);
    const label = stripMultiplier(choice).trim().toLowerCase();
    const found = findOption(product, label);
    if (!found) throw new ValidationError(CART_MESSAGES.unknownOption);
    const group = product.groups[found.groupIndex]!;
    const option = group.options[found.optionIndex]!;
    if (option.soldOut) {
      throw new ValidationError(
        withoutConflict(
          CART_MESSAGES.optionUnavailable(shown(option.choice, option.choiceEn)),
          CART_MESSAGES.unavailable,
        ),
      );
    }
    const max = Math.min(group.maxMultiplier, MAX_MULTIPLIER);
    if (!Number.isSafeInteger(multiplier) || multiplier < 1 || multiplier > Math.max(1, max)) {
      throw new ValidationError(CART_MESSAGES.multiplier(Math.max(1, max)));
    }
    if (picked.has(option.id)) throw new ValidationError(CART_MESSAGES.duplicateOption);
    picked.set(option.id, { ...found, multiplier });
  }
  for (const [groupIndex, group] of product.groups.entries()) {
    const count = [...picked.values()].filter((p) => p.groupIndex === groupIndex).length;
    if (count < group.minChoices) {
      throw new ValidationError(
        withoutConflict(
          CART_MESSAGES.tooFew(group.minChoices, shown(group.name, group.nameEn)),
          CART_MESSAGES.unknownOption,
        ),
      );
    }
    if (count > group.maxChoices) {
      throw new ValidationError(
        withoutConflict(
          CART_MESSAGES.tooMany(group.maxChoices, shown(group.name, group.nameEn)),
          CART_MESSAGES.unknownOption,
        ),
      );
    }
  }
  const ordered = [...picked.entries()].sort(
    ([, a], [, b]) => a.groupIndex - b.groupIndex || a.optionIndex - b.optionIndex,
  );
  // Every option is kept at the price of one piece, its count in the label's marker (decision 017).
  const options = ordered.map(([, p]) => {
    const option = product.groups[p.groupIndex]!.options[p.optionIndex]!;
    return {
      optionId: option.id,
      choice: optionLabel(option.choice, p.multiplier),
      priceCents: option.priceCents,
    };
  });
  const lineKey = [product.id, ...ordered.map(([id, p]) => `${id}*${p.multiplier}`)].join('|');
  return { options, lineKey };
}

/**
 * A line priced as checkout will charge it: from the catalogue as it is now, the line's snapshot only
 * for what the catalogue no longer has (checkout then refuses the line and says why).
 */
function priceRow(row: LineRow, product: CatalogueProduct | undefined) {
  const current = new Map(product?.groups.flatMap((g) => g.options.map((o) => [o.id, o.priceCents])));
  const choices: (ChosenOption & { optionId: string })[] = row.selected_options.map((o) => ({
    optionId: o.optionId,
    ...readChoice(o),
    priceCents: current.get(o.optionId) ?? o.priceCents,
  }));
  const snapshot = {
    name: row.name,
    category: row.category,
    priceCents: Number(row.price_cents),
    notLooseSauce: product?.notLooseSauce ?? false,
  };
  const line = priceLine(product ?? snapshot, choices, Number(row.quantity));
  // Each option's English name, by the line's order of options (priceLine keeps it).
  const english = new Map(product?.groups.flatMap((g) => g.options.map((o) => [o.id, o.choiceEn])));
  const optionsEn = choices.map((c) => english.get(c.optionId) ?? null);
  // What the line cost when it was added: said next to the new price when the owner changed it.
  const added = priceLine(snapshot, row.selected_options.map(readChoice), Number(row.quantity));
  return {
    line,
    basePriceCents: (product ?? snapshot).priceCents,
    optionsEn,
    addedAtCents: added.lineCents !== line.lineCents ? added.lineCents : null,
  };
}

/**
 * Why checkout cannot sell this line as it is, by the same rules as its quote (`priceCartLine`): the
 * product gone, switched off or of another location; an option gone, renamed, past its multiplier
 * or sold out. Null when it can.
 */
function problemOf(row: LineRow, product: CatalogueProduct | undefined): LineProblem | null {
  const lang = currentLang();
  if (!product || !product.available || product.location !== row.location) {
    return { kind: 'unavailable', name: product ? lineName(product, lang) : row.name };
  }
  const name = lineName(product, lang);
  for (const picked of row.selected_options) {
    const group = product.groups.find((g) => g.options.some((o) => o.id === picked.optionId));
    const option = group?.options.find((o) => o.id === picked.optionId);
    const chosen = readChoice(picked);
    if (!group || !option || chosen.choice !== option.choice || chosen.count > group.maxMultiplier) {
      return { kind: 'option', name };
    }
    if (option.soldOut) return { kind: 'optionSoldOut', name, choice: optionName(option, lang) };
  }
  return null;
}

function toCartItem(
  row: LineRow,
  product: CatalogueProduct | undefined,
  { line, basePriceCents, addedAtCents, optionsEn }: ReturnType<typeof priceRow>,
): CartItem {
  const lang = currentLang();
  const problem = problemOf(row, product);
  return {
    id: row.id,
    productId: row.product_id,
    // In the caller's language; `untranslated` names what Dutch stands in for (issue 20).
    ...pickTexts(lang, { name: [product?.name ?? row.name, product?.nameEn] }),
    price: toEuros(basePriceCents),
    quantity: line.quantity,
    category: product?.category ?? row.category,
    location: row.location,
    selectedOptions: line.options.map((o, i) => {
      const en = optionsEn[i];
      return {
        ...pickTexts(lang, { choice: [o.label, hasEnglish(en) ? optionLabel(en, o.count) : null] }),
        price: toEuros(o.priceCents),
      };
    }),
    total: toEuros(line.lineCents),
    ...(product?.notLooseSauce ? { notLooseSauce: true } : {}),
    ...(product?.ageRestricted ? { ageRestricted: true } : {}),
    ...(addedAtCents !== null ? { previousTotal: toEuros(addedAtCents) } : {}),
    problem: problem ? lineProblemAnswer(problem) : null,
  };
}

/**
 * The answer of every cart call: items, location (null when empty), subtotal and item count, priced
 * from the catalogue's products (by id) so that the cart shows what checkout charges.
 */
export function toCart(
  cart: { location: string | null; lines: readonly LineRow[] },
  products: ReadonlyMap<string, CatalogueProduct>,
): Cart {
  let subtotalCents = 0;
  const items = cart.lines.map((row) => {
    const product = products.get(row.product_id);
    const priced = priceRow(row, product);
    const item = toCartItem(row, product, priced);
    // As the quote: a line checkout cannot sell counts for nothing (issue 31 item 4).
    if (!item.problem) subtotalCents += priced.line.lineCents;
    return item;
  });
  return {
    items,
    location: items.length > 0 ? cart.location : null,
    subtotal: toEuros(subtotalCents),
    count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export const EMPTY_CART: Cart = { items: [], location: null, subtotal: 0, count: 0 };
