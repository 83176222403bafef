/**
 * The order's lines as checkout prices them, with quantity buttons, and the totals with each discount
 * and VAT per rate.
 */
import { formatDiscount, formatEuro, toCents } from '@gh/domain';
import type { CheckoutQuote } from '@gh/domain/checkout';
import { Button } from '../ui';

export function StaffOrderLines({
  quote,
  busy,
  onQuantity,
}: {
  quote: CheckoutQuote | null;
  busy: boolean;
  onQuantity(lineId: string, quantity: number): void;
}) {
  if (!quote || quote.lines.length === 0) {
    return <p className="text-sm text-neutral-700 dark:text-neutral-300">Nog niets gekozen.</p>;
  }
  const euro = (n: number) => formatEuro(toCents(n));
  return (
    <div>
      <ul aria-label="Bestelregels" className="divide-y divide-neutral-200 dark:divide-neutral-700">
        {quote.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {line.quantity}× {line.name}
              </p>
              {line.selectedOptions.length > 0 ? (
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                  {line.selectedOptions.map((o) => o.choice).join(', ')}
                </p>
              ) : null}
              {line.problem ? (
                <p className="text-sm font-semibold text-brand-dark-red dark:text-red-300">
                  {line.problem.message}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-1">
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`${line.name}: één minder`}
                onClick={() => onQuantity(line.id, line.quantity - 1)}
              >
                −
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`${line.name}: één meer`}
                onClick={() => onQuantity(line.id, line.quantity + 1)}
              >
                +
              </Button>
              <span className="w-20 text-right tabular-nums">{euro(line.total)}</span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Subtotaal</dt>
        <dd className="text-right tabular-nums">{euro(quote.subtotal)}</dd>
        {/* Every discount on its own row, as the customer's basket shows it (issue 31 item 6). */}
        {(quote.discounts ?? []).map((d) => (
          <div key={d.source} className="contents text-green-800 dark:text-green-300">
            <dt>{d.label}</dt>
            <dd className="text-right tabular-nums">{formatDiscount(toCents(d.amount))}</dd>
          </div>
        ))}
        {quote.deliveryFee > 0 ? (
          <>
            <dt>Bezorgkosten</dt>
            <dd className="text-right tabular-nums">{euro(quote.deliveryFee)}</dd>
          </>
        ) : null}
        {quote.vatByRate.map((v) => (
          <div key={v.rate} className="contents">
            <dt>Btw {v.rate}%</dt>
            <dd className="text-right tabular-nums">{euro(v.vat)}</dd>
          </div>
        ))}
        <dt className="text-base font-bold">Totaal</dt>
        <dd className="text-right text-base font-bold tabular-nums" data-testid="staff-order-total">
          {euro(quote.total)}
        </dd>
      </dl>
      {quote.problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-brand-dark-red dark:text-red-300">
          {quote.problem}
        </p>
      ) : null}
    </div>
  );
}
