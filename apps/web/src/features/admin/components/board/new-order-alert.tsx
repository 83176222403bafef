/**
 * A new order takes over the screen (issue 27 item 3): full-screen and high-contrast, with the order's
 * number, how and when, and how much to make, until a cook accepts it or chooses to look at its card.
 * Several at once: the one waiting longest, and how many more wait.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { orderRef } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { dayAndTime, itemCount } from './board-fns';
import { PrepTimePicker } from './prep-time-picker';

export function NewOrderAlert({
  order,
  more,
  now,
  defaultMinutes,
  onAccept,
  onView,
}: {
  order: AdminOrder;
  /** New orders waiting behind this one. */
  more: number;
  now: Date;
  defaultMinutes: number;
  onAccept: (minutes: number) => void;
  onView: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const view = useRef<HTMLButtonElement>(null);
  const [minutes, setMinutes] = useState(defaultMinutes);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The least drastic choice has the focus: Enter on a hurried keyboard only opens the card.
    view.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-details`}
      // Escape is a cook's answer too: the card is shown.
      onCancel={(event) => {
        event.preventDefault();
        onView();
      }}
      data-testid="new-order-alert"
      className="gh-alarm-flash fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto border-0 bg-brand-red p-4 text-white backdrop:bg-brand-black print:hidden"
    >
      <div className="mx-auto flex min-h-full max-w-3xl flex-col items-center justify-center gap-6 text-center">
        <h2 id={`${id}-title`} className="flex flex-col items-center gap-1">
          <span className="text-2xl font-bold tracking-wide uppercase">Nieuwe bestelling</span>
          <span className="text-7xl font-black sm:text-8xl">{orderRef(order.number)}</span>
        </h2>
        <div id={`${id}-details`} className="space-y-2">
          <p className="text-3xl font-bold">
            {order.fulfilment === 'delivery' ? 'Bezorgen' : 'Afhalen'} · {order.asap ? 'z.s.m. ' : ''}
            {dayAndTime(order.expectedAt, now)}
          </p>
          <p className="text-2xl">
            {itemCount(order)} · {order.customerName}
          </p>
          {more > 0 ? (
            <p className="mt-3 inline-block rounded-md bg-white px-3 py-1 text-xl font-bold text-brand-black">
              Nog {more} {more === 1 ? 'nieuwe bestelling wacht' : 'nieuwe bestellingen wachten'}
            </p>
          ) : null}
        </div>
        <PrepTimePicker
          name={`alert-prep-${order.id}`}
          tone="alarm"
          defaultMinutes={defaultMinutes}
          minutes={minutes}
          onChange={setMinutes}
        />
        <div className="flex flex-wrap justify-center gap-4">
          <button
            type="button"
            onClick={() => onAccept(minutes)}
            className="min-h-16 rounded-lg bg-white px-8 text-2xl font-bold text-brand-black focus-visible:outline-white"
          >
            Accepteren ({minutes} min)
          </button>
          <button
            ref={view}
            type="button"
            onClick={onView}
            className="min-h-16 rounded-lg border-4 border-white px-8 text-2xl font-bold text-white focus-visible:outline-white"
          >
            Bekijken
          </button>
        </div>
      </div>
    </dialog>
  );
}
