/**
 * How big a customer's cart may grow (issue 26 item 7, decision 045): at most `lines` lines and
 * `totalCents` in all (settings CART_MAX_LINES and CART_MAX_TOTAL_EUROS), besides MAX_QUANTITY of
 * one line. A cart is checked as it would be after the change, priced as the cart shows it.
 */
import { formatEuro } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import type { LineRow, NewLine } from './cart.repository';

export interface CartLimits {
  lines: number;
  totalCents: number;
}

/** The lines after adding `line`: one with the same product and options takes its quantity. */
export function linesAfterAdd(lines: readonly LineRow[], line: NewLine): LineRow[] {
  const options = JSON.stringify(line.selectedOptions.map((o) => [o.optionId, o.choice]));
  const same = (row: LineRow) =>
    row.product_id === line.productId &&
    JSON.stringify(row.selected_options.map((o) => [o.optionId, o.choice])) === options;
  if (lines.some(same)) {
    return lines.map((row) => (same(row) ? { ...row, quantity: Number(row.quantity) + line.quantity } : row));
  }
  const added: LineRow = {
    id: 'new',
    product_id: line.productId,
    name: line.name,
    category: line.category,
    location: line.location,
    price_cents: line.priceCents,
    quantity: line.quantity,
    selected_options: line.selectedOptions,
  };
  return [...lines, added];
}

/** The lines after setting one line's quantity. */
export function linesAfterQuantity(lines: readonly LineRow[], lineId: string, quantity: number): LineRow[] {
  return lines.map((row) => (row.id === lineId ? { ...row, quantity } : row));
}

/** The Dutch (or English) refusal of a cart of `lineCount` lines and `totalCents`; null when it fits. */
export function cartLimitProblem(lineCount: number, totalCents: number, limits: CartLimits): string | null {
  if (lineCount > limits.lines) return m.server_cart_too_many_lines({ max: limits.lines });
  if (totalCents > limits.totalCents) {
    return m.server_cart_over_total({ max: formatEuro(limits.totalCents), total: formatEuro(totalCents) });
  }
  return null;
}
