/** "Mijn Gouden Haan": the customer's orders in both cities, each with "Bestel opnieuw" in one tap. */
import { useCallback, useState, type ReactNode } from 'react';
import { formatDateAndTime, formatEuro, orderRef, orderStatusLabel } from '@gh/domain';
import type { AccountOrder } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { card, muted, secondaryButton, textLink } from './ui';
import { Link } from '../../../components/link';

const city = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export function AccountOrders({
  orders,
  reorder,
}: {
  orders: AccountOrder[];
  /** The reorder panel for one order (the route passes the cart's): it starts at once. */
  reorder: (publicId: string) => ReactNode;
}) {
  const [reordering, setReordering] = useState<string | null>(null);
  // The pressed button is disabled while its panel works: the focus goes to the panel, not to <body>.
  const focusPanel = useCallback((panel: HTMLDivElement | null) => panel?.focus(), []);
  return (
    <section aria-labelledby="account-orders-title" className={`${card} space-y-4`}>
      <h2 id="account-orders-title" className="text-2xl font-bold">
        {m.account_orders_title()}
      </h2>
      {orders.length === 0 ? (
        <p className={muted}>{m.account_orders_none()}</p>
      ) : (
        <ul className="divide-y divide-black/10 dark:divide-white/10">
          {orders.map((order) => (
            <li key={order.publicId} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-bold">
                    {m.account_order_label({ ref: orderRef(order.number) })} · {city(order.location)}
                  </p>
                  <p className={`text-sm ${muted}`}>
                    {formatDateAndTime(new Date(order.createdAt))} ·{' '}
                    {formatEuro(Math.round(order.total * 100))} · {orderStatusLabel(order.status)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Link className={textLink} to={paths.paidOrder(order.publicId)}>
                    {m.account_order_view()}
                  </Link>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={reordering === order.publicId}
                    onClick={() => setReordering(order.publicId)}
                  >
                    {m.account_reorder()}
                  </button>
                </div>
              </div>
              {reordering === order.publicId && (
                <div ref={focusPanel} tabIndex={-1} className="mt-4 outline-none">
                  {reorder(order.publicId)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
