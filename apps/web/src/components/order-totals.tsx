/**
 * The money under an order's lines: subtotal, each discount as its own line (decision 030), the
 * delivery fee when delivered, total and its VAT per rate.
 */
import { formatDiscount, formatEuro, toCents } from '@gh/domain';
import * as m from '@gh/i18n/messages';

const euro = (euros: number) => formatEuro(toCents(euros));

export function OrderTotals(props: {
  /** Euros, as the API answers. */
  subtotal: number;
  total: number;
  vat: number;
  /** The VAT per rate with the net amount it is over (decision 027); without it all is 9%. */
  vatByRate?: readonly { rate: number; net: number; vat: number }[] | undefined;
  /** Offers and the coupon, as the server decided them (euros). */
  discounts?: readonly { label: string; amount: number }[] | undefined;
  /** The delivery row (its label and what it says), left out for a pickup. */
  delivery?: { label: string; value: string } | undefined;
}) {
  const { subtotal, total, vat, delivery } = props;
  const rates = props.vatByRate?.length ? props.vatByRate : [{ rate: 9, net: total - vat, vat }];
  return (
    <dl className="mt-2 space-y-1 border-t border-neutral-300 pt-3 dark:border-neutral-700">
      <div className="flex justify-between">
        <dt>{m.order_subtotal()}</dt>
        <dd>{euro(subtotal)}</dd>
      </div>
      {props.discounts?.map((d) => (
        <div key={d.label} className="flex justify-between gap-3 text-green-800 dark:text-green-300">
          <dt>{d.label}</dt>
          <dd className="whitespace-nowrap">{formatDiscount(toCents(d.amount))}</dd>
        </div>
      ))}
      {delivery && (
        <div className="flex justify-between">
          <dt>{delivery.label}</dt>
          <dd>{delivery.value}</dd>
        </div>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt>{m.order_total()}</dt>
        <dd>{euro(total)}</dd>
      </div>
      {rates.map((r) => (
        <div
          key={r.rate}
          className="flex justify-between gap-3 text-sm text-neutral-700 dark:text-neutral-300"
        >
          <dt>
            {m.order_vat({ rate: r.rate })}{' '}
            <span className="whitespace-nowrap">{m.order_vat_net({ amount: euro(r.net) })}</span>
          </dt>
          <dd>{euro(r.vat)}</dd>
        </div>
      ))}
    </dl>
  );
}
