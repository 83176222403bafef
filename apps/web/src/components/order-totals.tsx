/** The money under an order's lines: subtotal, the delivery fee when delivered, total and its VAT. */
import { formatEuro, toCents } from '@gh/domain';

const euro = (euros: number) => formatEuro(toCents(euros));

export function OrderTotals(props: {
  /** Euros, as the API answers. */
  subtotal: number;
  total: number;
  vat: number;
  /** The delivery row (its label and what it says), left out for a pickup. */
  delivery?: { label: string; value: string } | undefined;
}) {
  const { subtotal, total, vat, delivery } = props;
  return (
    <dl className="mt-2 space-y-1 border-t border-neutral-300 pt-3 dark:border-neutral-700">
      <div className="flex justify-between">
        <dt>Subtotaal</dt>
        <dd>{euro(subtotal)}</dd>
      </div>
      {delivery && (
        <div className="flex justify-between">
          <dt>{delivery.label}</dt>
          <dd>{delivery.value}</dd>
        </div>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt>Totaal</dt>
        <dd>{euro(total)}</dd>
      </div>
      <div className="flex justify-between text-sm text-neutral-700 dark:text-neutral-300">
        <dt>Waarvan btw (9%)</dt>
        <dd>{euro(vat)}</dd>
      </div>
    </dl>
  );
}
