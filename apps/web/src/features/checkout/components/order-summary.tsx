import type { ReactNode } from 'react';
/** The side panel "Je bestelling": the lines that can be ordered and what they cost, with the delivery fee. */
import type { CheckoutQuote } from '@gh/domain/checkout';
import { formatEuro, toCents } from '@gh/domain';
import { OrderLines } from '../../../components/order-lines';
import { OrderTotals } from '../../../components/order-totals';

export function OrderSummary(props: {
  quote: CheckoutQuote;
  delivery: boolean;
  postcodeFilled: boolean;
  /** The coupon code field (the cart's), under the totals. */
  coupon?: ReactNode;
}) {
  const { quote, delivery, postcodeFilled } = props;
  const sellable = quote.lines.filter((l) => !l.problem);
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-xl border border-neutral-300 bg-white p-5 text-brand-black lg:sticky lg:top-4 dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        Je bestelling
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
                label: `Bezorgkosten${quote.zone ? ` (${quote.zone.name})` : ''}`,
                value: quote.zone
                  ? formatEuro(toCents(quote.deliveryFee))
                  : postcodeFilled
                    ? 'buiten ons gebied'
                    : 'vul je postcode in',
              }
            : undefined
        }
      />
      {props.coupon ? <div className="mt-4">{props.coupon}</div> : null}
    </aside>
  );
}
