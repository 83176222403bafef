/** One order on the board: what to make, and the cook's buttons (accept, reject, +10 min, next status). */
import { useState } from 'react';
import {
  allergenNote,
  discountRows,
  displayPhone,
  formatEuro,
  formatTime,
  orderRef,
  staffStatusLabel,
  toCents,
} from '@gh/domain';
import type { OrderStatus } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { ORDER_SOURCE_LABELS, type OrderSource } from '@gh/domain/staff-orders';
import { AGE_CHECK_NOTE, refundedLineText } from '@gh/domain/ticket';
import { CounterPayment } from '../counter-payment';
import { Button } from '../ui';
import { ACTION_LABELS, actionsFor, canDelay, dayAndTime, waitingMinutes, waitsTooLong } from './board-fns';
import { PrepTimePicker } from './prep-time-picker';

export interface OrderActions {
  onAccept: (order: AdminOrder, minutes: number) => void;
  onReject: (order: AdminOrder) => void;
  onDelay: (order: AdminOrder, minutes: number) => void;
  onMove: (order: AdminOrder, status: OrderStatus) => void;
  onPrint: (order: AdminOrder) => void;
  /** Prints the ticket again on the kitchen's printer; absent when the location has none. */
  onReprint?: ((order: AdminOrder) => void) | undefined;
}

/** The card's element id, for moving the focus to it. */
export const cardId = (orderId: string) => `order-${orderId}`;

export function OrderCard({
  order,
  now,
  highlight,
  defaultMinutes,
  actions,
}: {
  order: AdminOrder;
  now: Date;
  highlight: boolean;
  defaultMinutes: number;
  actions: OrderActions;
}) {
  const waited = waitingMinutes(order, now);
  const late = waitsTooLong(order, now, defaultMinutes);
  // "Nieuw" until a cook has taken it on: an accepted order in yellow would look like it still waits.
  const isNew = highlight && order.status === 'paid';
  const ring = late
    ? 'border-brand-red ring-4 ring-brand-red'
    : order.status === 'paid'
      ? 'border-brand-yellow ring-4 ring-brand-yellow'
      : 'border-neutral-300 dark:border-neutral-700';
  return (
    <article
      id={cardId(order.id)}
      // The new-order overlay hands the focus here when the cook chooses "Bekijken".
      tabIndex={-1}
      aria-label={`Bestelling ${orderRef(order.number)}`}
      data-highlight={isNew || undefined}
      data-waiting={order.status === 'paid' || undefined}
      data-late={late || undefined}
      className={`rounded-lg border bg-white p-3 text-brand-black shadow-sm dark:bg-neutral-900 dark:text-brand-cream ${ring}`}
    >
      <header className="flex items-baseline justify-between gap-2">
        <h4 className="text-lg font-bold">
          {orderRef(order.number)}
          {isNew ? (
            <span className="ml-2 rounded-full bg-brand-yellow px-2 py-0.5 align-middle text-xs font-bold text-brand-black">
              Nieuw
            </span>
          ) : null}
        </h4>
        <p className="text-sm font-semibold" data-testid="order-when">
          {order.fulfilment === 'delivery' ? 'Bezorgen' : 'Afhalen'} · {order.asap ? 'z.s.m. ' : ''}
          {dayAndTime(order.expectedAt, now)}
        </p>
      </header>
      {order.lang === 'en' ? <OrderLanguage /> : null}
      {waited !== null ? (
        <p
          className={`mt-1 rounded px-2 py-1 text-sm font-bold ${late ? 'bg-brand-red text-white' : 'bg-brand-yellow text-brand-black'}`}
          data-testid="order-waiting"
        >
          {late ? `Wacht al ${waited} min op een kok!` : `Wacht op accepteren (${waited} min)`}
        </p>
      ) : null}
      <p className="text-sm">
        {staffStatusLabel(order.status, Boolean(order.payAtPickup && !order.paidAt))} · besteld{' '}
        {dayAndTime(order.createdAt, now)}
      </p>
      {order.source && order.source !== 'online' ? (
        <p className="text-sm font-semibold">{ORDER_SOURCE_LABELS[order.source as OrderSource]}</p>
      ) : null}
      <p className="mt-1 font-semibold">{order.customerName}</p>
      <p className="text-sm">
        <a href={`tel:${order.phone}`} className="underline">
          {displayPhone(order.phone)}
        </a>
      </p>
      {order.address ? <p className="text-sm">{order.address}</p> : null}
      {order.ageCheck ? (
        <p
          className="mt-1 rounded bg-brand-red px-2 py-1 text-sm font-bold text-white"
          data-testid="order-age-check"
        >
          {AGE_CHECK_NOTE}
        </p>
      ) : null}
      <ul className="mt-2 space-y-1 text-sm">
        {order.lines.map((line, i) => (
          <li key={i} data-testid="order-line">
            <LineName line={line} />
            {line.selectedOptions.length > 0 ? (
              <span className="block pl-5 text-neutral-700 dark:text-neutral-300">
                {line.optionTexts.join(', ')}
              </span>
            ) : null}
            {line.allergens.length > 0 ? (
              <span className="block pl-5 text-xs font-semibold text-brand-dark-red dark:text-red-300">
                {allergenNote(line.allergens)}
              </span>
            ) : null}
            {line.refunded ? (
              <span
                className="ml-5 mt-0.5 inline-block rounded bg-neutral-200 px-1.5 text-xs font-bold text-neutral-900 dark:bg-neutral-700 dark:text-neutral-50"
                data-testid="order-line-refunded"
              >
                {refundedLineText(line, 'Terugbetaald')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.remarks ? (
        <p className="mt-2 rounded bg-brand-cream p-2 text-sm text-brand-black">Opmerking: {order.remarks}</p>
      ) : null}
      {order.discounts && order.discounts.length > 0 ? (
        // As the customer's basket: the subtotal, then each discount on its own line (issue 31 item 6).
        <p className="mt-2 text-sm">Subtotaal {formatEuro(toCents(order.subtotal))}</p>
      ) : null}
      {order.discounts && order.discounts.length > 0 ? (
        <ul className="text-sm" aria-label="Kortingen">
          {discountRows(order.discounts.map((d) => ({ label: d.label, amountCents: toCents(d.amount) }))).map(
            (row, i) => (
              <li key={i}>
                {row.label} {row.value}
              </li>
            ),
          )}
        </ul>
      ) : null}
      <p className="mt-2 font-semibold">Totaal {formatEuro(toCents(order.total))}</p>
      {order.payAtPickup ? <CounterPayment order={order} paid={Boolean(order.paidAt)} /> : null}
      {order.printedAt ? (
        <p className="text-sm" data-testid="order-printed">
          Bon geprint om {formatTime(new Date(order.printedAt))}
        </p>
      ) : null}
      {order.status === 'paid' ? (
        <AcceptControls order={order} defaultMinutes={defaultMinutes} actions={actions} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {actionsFor(order).map((status) => (
            <Button key={status} onClick={() => actions.onMove(order, status)}>
              {ACTION_LABELS[status]}
            </Button>
          ))}
          {canDelay(order) ? (
            <Button
              variant="secondary"
              aria-label={`Bestelling ${orderRef(order.number)} 10 minuten later`}
              onClick={() => actions.onDelay(order, 10)}
            >
              +10 min
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => actions.onPrint(order)}>
            Bon printen
          </Button>
          {actions.onReprint ? (
            <Button
              variant="secondary"
              aria-label={`Bestelling ${orderRef(order.number)} opnieuw printen op de keukenprinter`}
              onClick={() => actions.onReprint?.(order)}
            >
              Opnieuw printen
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => actions.onReject(order)}>
            Annuleren
          </Button>
        </div>
      )}
    </article>
  );
}

/** Accept with a preparation time (the location's default preselected), or reject with a reason. */
function AcceptControls({
  order,
  defaultMinutes,
  actions,
}: {
  order: AdminOrder;
  defaultMinutes: number;
  actions: OrderActions;
}) {
  const [minutes, setMinutes] = useState(defaultMinutes);
  return (
    <div className="mt-3 space-y-2">
      <PrepTimePicker
        name={`prep-${order.id}`}
        defaultMinutes={defaultMinutes}
        minutes={minutes}
        onChange={setMinutes}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => actions.onAccept(order, minutes)}>Accepteren ({minutes} min)</Button>
        <Button variant="danger" onClick={() => actions.onReject(order)}>
          Weigeren
        </Button>
        <Button variant="secondary" onClick={() => actions.onPrint(order)}>
          Bon printen
        </Button>
      </div>
    </div>
  );
}

/** An order placed on the English site (issue 20): staff greet and call the customer in English. */
export function OrderLanguage() {
  return (
    <p className="mt-1">
      <span
        data-testid="order-lang"
        className="inline-block rounded-full border-2 border-sky-800 bg-sky-50 px-2 py-0.5 text-xs font-bold text-sky-900 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-100"
      >
        EN · Engels<span className="sr-only">: de klant bestelde in het Engels, spreek Engels</span>
      </span>
    </p>
  );
}

type OrderLine = AdminOrder['lines'][number];

/**
 * The line's pieces and name; struck through when every piece was refunded (issue 27 item 6), with
 * "terugbetaald" for a screen reader, which does not read the strike.
 */
function LineName({ line }: { line: OrderLine }) {
  const text = (
    <>
      <span className="font-semibold">{line.quantity}×</span> {line.name}
    </>
  );
  if (!line.refunded || line.refunded.quantity < line.quantity) return text;
  return (
    <>
      <s className="text-neutral-500 decoration-2 dark:text-neutral-400">{text}</s>
      <span className="sr-only"> (terugbetaald)</span>
    </>
  );
}
