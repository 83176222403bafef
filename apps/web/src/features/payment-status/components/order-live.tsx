/** The order after payment, as it stands in the kitchen: received, accepted, ready or on the way, done. */
import { STATUS_TOASTS, formatEuro, orderRef, toCents } from '@gh/domain';
import type { OrderSummary } from '@gh/domain/checkout';
import { noBreak } from '../../../lib/no-break';
import { localWhen, plannedBefore } from '../lib/order-time';

const euro = (euros: number) => formatEuro(toCents(euros));

const STEPS = ['paid', 'in_preparation', 'handed_over', 'completed'] as const;
type Step = (typeof STEPS)[number];

function stepOf(status: string): Step {
  if (status === 'ready' || status === 'out_for_delivery') return 'handed_over';
  return (STEPS as readonly string[]).includes(status) ? (status as Step) : 'paid';
}

function stepLabel(step: Step, delivery: boolean): string {
  switch (step) {
    case 'paid':
      return 'Ontvangen';
    case 'in_preparation':
      return 'In de keuken';
    case 'handed_over':
      return delivery ? 'Onderweg' : 'Klaar om af te halen';
    case 'completed':
      return delivery ? 'Bezorgd' : 'Opgehaald';
  }
}

/** Title and sentence of each state; `at` is the time in the customer's own time zone. */
function texts(order: OrderSummary, at: string): { title: string; text: string } {
  const delivery = order.fulfilment === 'delivery';
  switch (order.status) {
    case 'in_preparation':
      return {
        title: delivery ? `Bezorgd rond ${at}` : `Klaar rond ${at}`,
        text: `${order.location.name} heeft je bestelling bevestigd en is ermee bezig.`,
      };
    case 'ready':
      return {
        title: 'Je bestelling staat klaar',
        text: `Haal hem op bij ${order.location.name}. Noem je bestelnummer ${orderRef(order.number)}.`,
      };
    case 'out_for_delivery':
      return {
        title: `Onderweg: bezorgd rond ${at}`,
        text: 'De bezorger is met je bestelling onderweg.',
      };
    case 'completed':
      return { title: 'Eet smakelijk!', text: 'Je bestelling is afgerond. Bedankt en tot de volgende keer.' };
    default:
      return {
        title: STATUS_TOASTS.PAYMENT_SUCCESS.title,
        text: `${STATUS_TOASTS.PAYMENT_SUCCESS.description} De keuken van ${order.location.name} heeft je bestelling ontvangen en bevestigt zo hoe laat hij ${delivery ? 'bij je is' : 'klaar is'}.`,
      };
  }
}

export function OrderLive({ order, publicId }: { order: OrderSummary; publicId: string }) {
  const delivery = order.fulfilment === 'delivery';
  const at = localWhen(order.expectedAt);
  const planned = plannedBefore(publicId, order.status, order.expectedAt);
  const { title, text } = texts(order, at);
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
          Later dan gepland: nu rond {at} (was {localWhen(planned)}).
        </p>
      )}
      <p className="mt-4 text-lg">
        Bestelnummer <strong>{orderRef(order.number)}</strong>
        {order.status === 'paid' && (
          <>
            {' '}
            · {delivery ? 'verwachte bezorgtijd' : 'af te halen vanaf'} <strong>{at}</strong>
          </>
        )}
      </p>
      <ol
        className="mt-5 grid gap-1 text-sm sm:grid-cols-4 sm:gap-2 sm:text-center"
        aria-label="Voortgang van je bestelling"
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
            {stepLabel(step, delivery)}
          </li>
        ))}
      </ol>
      {order.refund && (
        <p className="mt-4 font-semibold">
          {order.refund.done
            ? `We hebben ${euro(order.refund.amount)} teruggestort.`
            : `We storten ${euro(order.refund.amount)} terug.`}{' '}
          <span className="font-normal">
            Het staat meestal binnen een paar werkdagen weer op je rekening.
          </span>
        </p>
      )}
      <p className="mt-4 text-sm">
        Deze pagina werkt zichzelf bij. Vragen? Bel {order.location.name} op{' '}
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
      <h2 className="text-2xl font-bold">Bestelling geannuleerd</h2>
      <p className="mt-1">
        {order.location.name} heeft je bestelling {orderRef(order.number)} helaas moeten annuleren.
        {order.cancelReason && <> Reden: {order.cancelReason}</>}
      </p>
      {refund && (
        <p className="mt-3 text-lg font-semibold">
          {refund.done
            ? `We hebben ${euro(refund.amount)} teruggestort.`
            : `We storten ${euro(refund.amount)} terug.`}{' '}
          <span className="text-base font-normal">
            Het staat meestal binnen een paar werkdagen weer op je rekening.
          </span>
        </p>
      )}
    </div>
  );
}
