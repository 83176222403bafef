/**
 * One cart, one open order (issue 17 item 7): a visitor back at checkout with an order that still
 * waits for payment goes on paying it, or replaces it with a new one.
 */
import { useEffect, useRef, useState } from 'react';
import { formatEuro, orderRef, toCents } from '@gh/domain';
import type { OpenOrder } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { cancelOpenOrder } from '../api/cancel-open-order';

export function OpenOrderNotice(props: { order: NonNullable<OpenOrder>; onReplaced: () => void }) {
  const { order, onReplaced } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function replace() {
    setBusy(true);
    setError(null);
    try {
      await cancelOpenOrder(order.orderId);
      onReplaced();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.checkout_error_generic());
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="open-order-title"
      className="mx-auto max-w-xl rounded-xl border-2 border-brand-gold bg-white p-6 text-brand-black dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="open-order-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {m.checkout_open_title()}
      </h2>
      <p className="mt-2">
        {m.checkout_open_text({
          number: orderRef(order.number),
          total: formatEuro(toCents(order.total)),
          when: order.expectedLabel,
        })}
      </p>
      {error && (
        <p role="alert" className="mt-3 font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={order.checkoutUrl}
          className="rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red"
        >
          {m.checkout_open_continue()}
        </a>
        <button
          type="button"
          onClick={replace}
          disabled={busy}
          aria-busy={busy}
          className="rounded-md border-2 border-brand-red px-5 py-3 font-semibold text-brand-red hover:bg-brand-red/10 disabled:opacity-70 dark:border-red-300 dark:text-red-300"
        >
          {busy ? m.checkout_please_wait() : m.checkout_open_replace()}
        </button>
      </div>
    </section>
  );
}
