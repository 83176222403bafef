/** The order after payment, as it stands in the kitchen: received, accepted, ready or on the way, done. */
import { STATUS_TOASTS, formatEuro, orderRef, toCents } from '@gh/domain';
import type { OrderSummary } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { useEffect, useState } from 'react';
import { noBreak } from '../../../lib/no-break';
import { localWhen, plannedBefore } from '../lib/order-time';
import { kitchenAtWork, kitchenStartsIn } from '../lib/order-words';

const euro = (euros: number) => formatEuro(toCents(euros));

const STEPS = ['paid', 'in_preparation', 'handed_over', 'completed'] as const;
type Step = (typeof STEPS)[number];

function stepOf(status: string): Step {
  if (status === 'ready' || status === 'out_for_delivery') return 'handed_over';
  return (STEPS as readonly string[]).includes(status) ? (status as Step) : 'paid';
}

function stepLabel(step: Step, delivery: boolean, atWork: boolean): string {
  switch (step) {
    case 'paid':
      return m.order_step_received();
    case 'in_preparation':
      return atWork ? m.order_step_kitchen() : m.order_step_confirmed();
    case 'handed_over':
      return delivery ? m.order_step_on_the_way() : m.order_step_ready();
    case 'completed':
      return delivery ? m.order_step_delivered() : m.order_step_collected();
  }
}

/**
 * Title and sentence of each state; `at` is the time in Amsterdam's time. Pickup and delivery each
 * have their own words ("Klaar om af te halen rond 19:00", "Wordt bezorgd rond 19:00").
 */
function texts(order: OrderSummary, at: string, atWork: boolean): { title: string; text: string } {
  const delivery = order.fulfilment === 'delivery';
  const location = order.location.name;
  switch (order.status) {
    case 'in_preparation':
      return {
        title: delivery
          ? m.order_live_delivered_around({ time: at })
          : m.order_live_ready_around({ time: at }),
        text: atWork ? m.order_live_confirmed({ location }) : m.order_live_confirmed_later({ location }),
      };
    case 'ready':
      return {
        title: m.order_live_ready_title(),
        text: m.order_live_ready_text({ location, number: orderRef(order.number) }),
      };
    case 'out_for_delivery':
      return { title: m.order_live_out_title({ time: at }), text: m.order_live_out_text() };
    case 'completed':
      return { title: m.order_live_done_title(), text: m.order_live_done_text() };
    default:
      return {
        title: STATUS_TOASTS.PAYMENT_SUCCESS.title,
        text: `${STATUS_TOASTS.PAYMENT_SUCCESS.description} ${
          delivery ? m.order_live_received_delivery({ location }) : m.order_live_received_pickup({ location })
        }`,
      };
  }
}

/** The time now, read again when the kitchen's start comes (so "ermee bezig" appears by itself). */
function useNow(order: OrderSummary): Date {
  const [now, setNow] = useState(() => new Date());
  const wait = kitchenStartsIn(order, now);
  useEffect(() => {
    if (wait === null) return;
    // Timers longer than about 24.8 days overflow; an hour at most, then look again.
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(wait, 0) + 1000, 3_600_000));
    return () => clearTimeout(timer);
  }, [wait]);
  return now;
}

export function OrderLive({ order, publicId }: { order: OrderSummary; publicId: string }) {
  const delivery = order.fulfilment === 'delivery';
  const at = localWhen(order.expectedAt);
  const planned = plannedBefore(publicId, order.status, order.expectedAt);
  const atWork = kitchenAtWork(order, useNow(order));
  const { title, text } = texts(order, at, atWork);
  const current = STEPS.indexOf(stepOf(order.status));
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border-2 border-green-700 bg-white p-6 text-brand-black dark:border-green-400 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-1">{text}</p>
      {planned && (
        <p className="mt-3 rounded-md bg-brand-cream px-3 py-2 font-semibold text-brand-black dark:bg-neutral-800 dark:text-brand-cream">
          {m.order_live_later({ time: at, before: localWhen(planned) })}
        </p>
      )}
      <p className="mt-4 text-lg">
        {m.order_live_number()} <strong>{orderRef(order.number)}</strong>
        {order.status === 'paid' && (
          <>
            {' '}
            · {delivery ? m.order_live_expected_delivery() : m.order_live_pickup_from()} <strong>{at}</strong>
          </>
        )}
      </p>
      <ol
        className="mt-5 grid gap-1 text-sm sm:grid-cols-4 sm:gap-2 sm:text-center"
        aria-label={m.order_live_progress()}
      >
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={`border-l-4 py-1 pl-3 sm:border-l-0 sm:border-t-4 sm:px-1 sm:pt-2 ${
              index <= current
                ? 'border-green-700 font-semibold dark:border-green-400'
                : 'border-neutral-300 text-neutral-600 dark:border-neutral-700 dark:text-neutral-400'
            }`}
          >
            {/* "Bevestigd" only while an accepted order waits for its kitchen; else "In de keuken". */}
            {stepLabel(step, delivery, atWork || order.status !== 'in_preparation')}
          </li>
        ))}
      </ol>
      {order.refund && (
        <p className="mt-4 font-semibold">
          {order.refund.done
            ? m.order_refund_done({ amount: euro(order.refund.amount) })
            : m.order_refund_due({ amount: euro(order.refund.amount) })}{' '}
          <span className="font-normal">{m.order_refund_note()}</span>
        </p>
      )}
      <p className="mt-4 text-sm">
        {m.order_live_questions({ location: order.location.name })}{' '}
        <a href={`tel:${order.location.phone.replace(/\s/g, '')}`} className="underline">
          {noBreak(order.location.phone)}
        </a>
        .
      </p>
    </div>
  );
}

/** A paid order the restaurant cancelled: why, and the money that goes (or went) back. */
export function OrderCancelled({ order }: { order: OrderSummary }) {
  const refund = order.refund;
  return (
    <div
      role="alert"
      className="rounded-xl border-2 border-brand-dark-red bg-white p-6 text-brand-black dark:border-red-300 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 className="text-2xl font-bold">{m.order_restaurant_cancelled_title()}</h2>
      <p className="mt-1">
        {m.order_restaurant_cancelled_text({ location: order.location.name, number: orderRef(order.number) })}
        {order.cancelReason && <> {m.order_cancel_reason({ reason: order.cancelReason })}</>}
      </p>
      {refund && (
        <p className="mt-3 text-lg font-semibold">
          {refund.done
            ? m.order_refund_done({ amount: euro(refund.amount) })
            : m.order_refund_due({ amount: euro(refund.amount) })}{' '}
          <span className="text-base font-normal">{m.order_refund_note()}</span>
        </p>
      )}
    </div>
  );
}
