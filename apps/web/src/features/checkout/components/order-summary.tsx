import type { ReactNode } from 'react';
/** The side panel "Je bestelling": the lines that can be ordered and what they cost, with the delivery fee. */
import type { CheckoutQuote } from '@gh/domain/checkout';
import { formatEuro, toCents } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { OrderLines } from '../../../components/order-lines';
import { OrderTotals } from '../../../components/order-totals';

export function OrderSummary(props: {
  quote: CheckoutQuote;
  delivery: boolean;
  postcodeFilled: boolean;
  /** The coupon code field (the cart's), under the totals. */
  coupon?: ReactNode;
  /** The total the customer saw before the server's new one (issue 31 item 4), if it changed. */
  changedFrom?: number | null;
}) {
  const { quote, delivery, postcodeFilled } = props;
  const sellable = quote.lines.filter((l) => !l.problem);
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-xl border border-neutral-300 bg-white p-5 text-brand-black lg:sticky lg:top-4 dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        {m.checkout_summary_title()}
      </h2>
      <OrderLines lines={sellable} />
      <OrderTotals
        subtotal={quote.subtotal}
        discounts={quote.discounts}
        total={quote.total}
        vat={quote.vat}
        vatByRate={quote.vatByRate}
        delivery={
          delivery
            ? {
                label: quote.zone
                  ? m.checkout_delivery_fee_zone({ zone: quote.zone.name })
                  : m.checkout_delivery_fee(),
                value: quote.zone
                  ? formatEuro(toCents(quote.deliveryFee))
                  : postcodeFilled
                    ? m.checkout_outside_area()
                    : m.checkout_enter_postcode(),
              }
            : undefined
        }
      />
      {props.changedFrom != null ? (
        <p
          role="status"
          data-testid="total-changed"
          className="mt-3 rounded-md border-2 border-brand-gold bg-brand-yellow/20 p-3 text-sm font-semibold dark:bg-neutral-800"
        >
          {m.checkout_total_changed({
            was: formatEuro(toCents(props.changedFrom)),
            now: formatEuro(toCents(quote.total)),
          })}
        </p>
      ) : null}
      {props.coupon ? <div className="mt-4">{props.coupon}</div> : null}
    </aside>
  );
}
