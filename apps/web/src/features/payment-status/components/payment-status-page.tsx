/**
 * `/betaald`: asks the server how the order stands (the URL only says which order); once paid, the
 * order's live view, updated by the server's event stream (or polling) without a reload.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { formatEuro, toCents } from '@gh/domain';
import type { OrderSummary } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { OrderLines } from '../../../components/order-lines';
import { OrderTotals } from '../../../components/order-totals';
import { paths } from '../../../lib/paths';
import { rememberPaymentStarted, takePaymentStarted } from '../../../lib/payment-started';
import { followOrder, isFinal } from '../api/follow-order';
import { getOrder } from '../api/get-order';
import { retryPayment } from '../api/retry-payment';
import { canOrderAgain, orderPageHeading } from '../lib/order-words';
import { OrderCancelled, OrderLive } from './order-live';
import { OrderStamps } from './order-stamps';
import { ReorderPanel, type ReorderActions } from './reorder-panel';
import { Link } from '../../../components/link';

/** Loaded only for a paid order's page: nothing of it in the first load. */
const PushButton = lazy(() => import('./push-button'));

const euro = (euros: number) => formatEuro(toCents(euros));
const ORDER_ID = /^[\w-]{22}$/;
/** Calm polling: every 2 s at first, slower later, and a note after two minutes. */
const pollDelay = (attempt: number) => Math.min(2000 + attempt * 500, 6000);
const PATIENCE_MS = 120_000;

type FailedPayment = 'failed' | 'cancelled' | 'expired' | 'refunded';

/** Title and sentence of a payment that did not go through, in the page's language. */
function failedPaymentText(payment: FailedPayment): { title: string; text: string } {
  switch (payment) {
    case 'failed':
      return { title: m.order_failed_title(), text: m.order_failed_text() };
    case 'cancelled':
      return { title: m.order_cancelled_title(), text: m.order_cancelled_text() };
    case 'expired':
      return { title: m.order_expired_title(), text: m.order_expired_text() };
    case 'refunded':
      return { title: m.order_refunded_title(), text: m.order_refunded_text() };
  }
}

/** An order that was cancelled (replaced by a new one, or by the restaurant) before it was paid. */
const orderCancelledText = () => ({
  title: m.order_refunded_title(),
  text: m.order_order_cancelled_text(),
});

export function PaymentStatusPage({
  onPaid,
  reorder,
}: {
  onPaid?: (order: OrderSummary) => void;
  /** The cart's "Bestel opnieuw" (the route passes it in). */
  reorder?: ReorderActions;
}) {
  const [params] = useSearchParams();
  const publicId = params.get('order') ?? '';
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const announced = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const paid = order?.payment === 'paid';
  const settled = order ? isFinal(order) : false;

  // Paid and not done yet: follow the kitchen live.
  useEffect(() => {
    if (!paid || settled || !ORDER_ID.test(publicId)) return;
    return followOrder(publicId, (next) => {
      setOrder(next);
      setError(null);
    });
  }, [paid, settled, publicId]);

  useEffect(() => {
    if (!ORDER_ID.test(publicId)) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const load = async () => {
      try {
        const next = await getOrder(publicId, controller.signal);
        setOrder(next);
        setError(null);
        if (next.payment === 'processing') {
          if (Date.now() - started > PATIENCE_MS) setSlow(true);
          timer = setTimeout(load, pollDelay(attempt++));
        } else if (next.payment === 'paid' && !announced.current) {
          announced.current = true;
          // Only to the visitor who just paid: not on a reload, not for someone else with the link.
          if (takePaymentStarted(publicId)) onPaidRef.current?.(next);
        }
      } catch (err) {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError ? err.message : m.order_status_load_failed());
        if (!(err instanceof ApiError && err.status === 404)) timer = setTimeout(load, pollDelay(attempt++));
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [publicId]);

  async function onRetry() {
    setRetrying(true);
    try {
      const { checkoutUrl } = await retryPayment(publicId);
      rememberPaymentStarted(publicId);
      window.location.assign(checkoutUrl);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.order_retry_failed());
      setRetrying(false);
    }
  }

  // "Je bestelling #12" once paid; "Betaalstatus" while it is not (yet).
  const heading = <h1 className="mb-6 text-3xl font-bold">{orderPageHeading(order)}</h1>;
  if (!ORDER_ID.test(publicId)) {
    return (
      <>
        {heading}
        <Panel>
          <p>{m.order_unknown()}</p>
          <MenuLink />
        </Panel>
      </>
    );
  }
  if (!order) {
    return (
      <>
        {heading}
        <Panel>{error ? <p role="alert">{error}</p> : <p aria-live="polite">{m.order_loading()}</p>}</Panel>
      </>
    );
  }

  return (
    <>
      {heading}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          {order.payment === 'processing' && (
            <Panel>
              <div role="status" aria-live="polite" className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="h-8 w-8 shrink-0 animate-spin rounded-full border-4 border-brand-gold border-t-transparent"
                />
                <div>
                  <h2 className="text-xl font-bold">{m.order_waiting_title()}</h2>
                  <p className="mt-1">
                    {m.order_waiting_text()}
                    {slow && ` ${m.order_waiting_slow()}`}
                  </p>
                </div>
              </div>
            </Panel>
          )}
          {order.payment === 'paid' && <OrderLive order={order} publicId={publicId} />}
          {order.payment === 'paid' && <OrderStamps publicId={publicId} />}
          {order.payment === 'paid' && !isFinal(order) && order.status !== 'cancelled' && (
            <Suspense fallback={null}>
              <PushButton publicId={publicId} />
            </Suspense>
          )}
          {order.status === 'cancelled' && order.refund && <OrderCancelled order={order} />}
          {(order.payment === 'failed' ||
            order.payment === 'cancelled' ||
            order.payment === 'expired' ||
            (order.payment === 'refunded' && !order.refund)) && (
            <div
              role="alert"
              className="rounded-xl border-2 border-brand-dark-red bg-white p-6 text-brand-black dark:border-red-300 dark:bg-neutral-900 dark:text-brand-cream"
            >
              <h2 className="text-2xl font-bold">{failedText(order.status, order.payment).title}</h2>
              <p className="mt-1">{failedText(order.status, order.payment).text}</p>
              {order.canRetry && (
                <button
                  type="button"
                  onClick={onRetry}
                  disabled={retrying}
                  className="mt-4 rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red disabled:opacity-70"
                >
                  {retrying ? m.order_please_wait() : m.order_pay_again()}
                </button>
              )}
            </div>
          )}
          {error && (
            <p role="alert" className="font-medium text-brand-dark-red dark:text-red-300">
              {error}
            </p>
          )}
          {/* Only for an order that is over: mid-order it read as if this one had gone wrong. */}
          {reorder && canOrderAgain(order) && <ReorderPanel publicId={publicId} actions={reorder} />}
        </div>
        <aside
          aria-labelledby="order-summary-title"
          className="h-fit rounded-xl border border-neutral-300 bg-white p-5 text-brand-black dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
        >
          <h2 id="order-summary-title" className="text-lg font-bold">
            {m.order_summary_title()}
          </h2>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {order.fulfilment === 'delivery' ? m.order_delivery() : m.order_pickup()} · {order.location.name}
          </p>
          <OrderLines lines={order.lines} />
          <OrderTotals
            subtotal={order.subtotal}
            discounts={order.discounts}
            total={order.total}
            vat={order.vat}
            vatByRate={order.vatByRate}
            delivery={
              order.fulfilment === 'delivery'
                ? { label: m.order_delivery_fee(), value: euro(order.deliveryFee) }
                : undefined
            }
          />
        </aside>
      </div>
    </>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-300 bg-white p-6 text-brand-black dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream">
      {children}
    </section>
  );
}

function MenuLink() {
  return (
    <Link to={paths.menu} className="mt-4 inline-block font-semibold underline">
      {m.order_to_menu()}
    </Link>
  );
}

function failedText(status: string, payment: FailedPayment) {
  return status === 'cancelled' && payment === 'cancelled'
    ? orderCancelledText()
    : failedPaymentText(payment);
}
