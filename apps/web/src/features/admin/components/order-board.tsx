/** The live kitchen board: columns by status, next-status buttons, a chime and highlight for new orders. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { allergenNote, orderRef } from '@gh/domain';
import type { AdminOrder, AdminOrderBoard } from '@gh/domain/admin';
import {
  formatDay,
  formatEuro,
  formatLongDate,
  formatTime,
  isoDate,
  localDay,
  nextStatuses,
  ORDER_STATUS_LABELS,
  toCents,
  weekdayInAmsterdam,
  weekdayName,
  type OrderStatus,
} from '@gh/domain';
import { ApiError } from '../../../lib/api-client';
import { getOrders, setOrderStatus, subscribeToOrders } from '../api/orders';
import { armSound, chime, disableSound, enableSound, soundEnabled, soundWanted } from './sound';
import { Alert, Button, inputClass } from './ui';

const COLUMNS: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'Nieuw', statuses: ['paid'] },
  { title: 'In bereiding', statuses: ['in_preparation'] },
  { title: 'Klaar / onderweg', statuses: ['ready', 'out_for_delivery'] },
];

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  in_preparation: 'Start bereiding',
  ready: 'Klaar voor afhalen',
  out_for_delivery: 'Onderweg',
  completed: 'Afgerond',
};

/** The local day of an instant, comparable as a string (YYYY-MM-DD). */
function dayOf(iso: string | Date): string {
  return isoDate(localDay(new Date(iso)));
}

/** `donderdag 26 november`: an absolute day, for paper that is read later. */
function fullDay(iso: string): string {
  const at = new Date(iso);
  return `${weekdayName(weekdayInAmsterdam(at))} ${formatLongDate(at, false)}`;
}

/** `vandaag 17:30`, `morgen 17:30` or `zaterdag 28 november 17:30`. */
function dayAndTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return `${formatDay(at, now)} ${formatTime(at)}`;
}

/** Ticks every minute, so orders move from "Later" to today's columns at midnight. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function actionsFor(order: AdminOrder): OrderStatus[] {
  return nextStatuses(order.status).filter(
    (s) =>
      s !== 'cancelled' &&
      ACTION_LABELS[s] &&
      !(s === 'ready' && order.fulfilment !== 'pickup') &&
      !(s === 'out_for_delivery' && order.fulfilment !== 'delivery'),
  );
}

export function OrderBoard({ location, onUnauthorized }: { location: string; onUnauthorized: () => void }) {
  const [board, setBoard] = useState<AdminOrderBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [sound, setSound] = useState(soundWanted);
  const [playing, setPlaying] = useState(soundEnabled);
  useEffect(() => armSound(() => setPlaying(true)), []);
  const [printing, setPrinting] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const known = useRef<Set<string> | null>(null);
  const now = useNow();
  const today = dayOf(now);

  const load = useCallback(async () => {
    try {
      const next = await getOrders(location);
      const ids = new Set(next.orders.map((o) => o.id));
      if (known.current) {
        const added = next.orders.filter((o) => !known.current!.has(o.id)).map((o) => o.id);
        if (added.length > 0) {
          chime();
          setFresh((prev) => new Set([...prev, ...added]));
          setTimeout(
            () => setFresh((prev) => new Set([...prev].filter((id) => !added.includes(id)))),
            15_000,
          );
        }
      }
      known.current = ids;
      setBoard(next);
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setError(err instanceof ApiError ? err.message : 'De bestellingen konden niet worden geladen.');
    }
  }, [location, onUnauthorized]);

  useEffect(() => {
    known.current = null;
    void load();
    return subscribeToOrders(location, () => void load(), setConnected);
  }, [location, load]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  async function move(order: AdminOrder, status: OrderStatus, reason?: string) {
    try {
      await setOrderStatus(order.id, status, reason);
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setError(err instanceof ApiError ? err.message : 'Status wijzigen mislukt.');
    }
  }

  return (
    <section aria-labelledby="board-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h2 id="board-title" className="text-2xl font-bold">
          Bestellingen
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${connected ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' : 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100'}`}
        >
          {connected ? 'Live verbonden' : 'Verbinden…'}
        </span>
        {board ? (
          <p className="text-sm font-semibold" data-testid="today-stats">
            Vandaag: {board.today.count} {board.today.count === 1 ? 'bestelling' : 'bestellingen'} ·{' '}
            {formatEuro(toCents(board.today.revenue))} omzet
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="ml-auto"
          aria-pressed={sound}
          onClick={() => {
            if (sound) {
              disableSound();
              setSound(false);
              setPlaying(false);
            } else {
              enableSound();
              setSound(true);
              setPlaying(true);
              chime();
            }
          }}
        >
          {sound ? 'Geluid staat aan' : 'Geluid aanzetten'}
        </Button>
        {sound && !playing ? (
          <p className="w-full text-sm" role="status">
            Klik ergens op de pagina om het geluid te starten.
          </p>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!board ? (
        <p>Bestellingen laden…</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3 print:hidden">
          {COLUMNS.map((column) => {
            const orders = board.orders.filter(
              (o) => column.statuses.includes(o.status) && dayOf(o.expectedAt) <= today,
            );
            return (
              <section
                key={column.title}
                aria-label={column.title}
                className="rounded-lg bg-neutral-100 p-3 dark:bg-neutral-800"
              >
                <h3 className="mb-3 font-bold">
                  {column.title} <span className="font-normal">({orders.length})</span>
                </h3>
                {orders.length === 0 ? (
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">Geen bestellingen.</p>
                ) : null}
                <ul className="space-y-3">
                  {orders.map((order) => (
                    <li key={order.id}>
                      <OrderCard
                        order={order}
                        now={now}
                        highlight={fresh.has(order.id)}
                        onMove={(status) => void move(order, status)}
                        onCancel={() => setCancelling(order)}
                        onPrint={() => setPrinting(order)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {board ? (
        <LaterOrders
          orders={board.orders.filter((o) => dayOf(o.expectedAt) > today)}
          now={now}
          fresh={fresh}
          onMove={(order, status) => void move(order, status)}
          onCancel={setCancelling}
          onPrint={setPrinting}
        />
      ) : null}
      {printing && board ? <Ticket order={printing} locationName={board.location.name} /> : null}
      {cancelling ? (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) => {
            const order = cancelling;
            setCancelling(null);
            void move(order, 'cancelled', reason);
          }}
        />
      ) : null}
    </section>
  );
}

/** Orders for a later day, by day, apart from today's columns until their day (issue 17 item 8). */
function LaterOrders({
  orders,
  now,
  fresh,
  onMove,
  onCancel,
  onPrint,
}: {
  orders: AdminOrder[];
  now: Date;
  fresh: Set<string>;
  onMove: (order: AdminOrder, status: OrderStatus) => void;
  onCancel: (order: AdminOrder) => void;
  onPrint: (order: AdminOrder) => void;
}) {
  const days = [...new Set(orders.map((o) => dayOf(o.expectedAt)))].sort();
  return (
    <section
      aria-labelledby="later-title"
      className="rounded-lg border-2 border-dashed border-neutral-400 p-3 print:hidden dark:border-neutral-600"
    >
      <h3 id="later-title" className="font-bold">
        Later <span className="font-normal">({orders.length})</span>
      </h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Bestellingen voor een andere dag. Ze komen op het bord op hun dag; begin er nog niet aan.
      </p>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">Geen bestellingen voor later.</p>
      ) : null}
      {days.map((day) => {
        const list = orders.filter((o) => dayOf(o.expectedAt) === day);
        const label = formatDay(new Date(list[0]!.expectedAt), now);
        return (
          <section key={day} aria-label={`Later: ${label}`} className="mt-3">
            <h4 className="mb-2 font-semibold first-letter:uppercase">
              {label === 'morgen' ? `morgen, ${fullDay(list[0]!.expectedAt)}` : label}
            </h4>
            <ul className="grid gap-3 md:grid-cols-3">
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard
                    order={order}
                    now={now}
                    highlight={fresh.has(order.id)}
                    onMove={(status) => onMove(order, status)}
                    onCancel={() => onCancel(order)}
                    onPrint={() => onPrint(order)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function OrderCard({
  order,
  now,
  highlight,
  onMove,
  onCancel,
  onPrint,
}: {
  order: AdminOrder;
  now: Date;
  highlight: boolean;
  onMove: (status: OrderStatus) => void;
  onCancel: () => void;
  onPrint: () => void;
}) {
  return (
    <article
      aria-label={`Bestelling ${orderRef(order.number)}`}
      data-highlight={highlight || undefined}
      className={`rounded-lg border bg-white p-3 text-brand-black shadow-sm dark:bg-neutral-900 dark:text-brand-cream ${highlight ? 'border-brand-yellow ring-4 ring-brand-yellow' : 'border-neutral-300 dark:border-neutral-700'}`}
    >
      <header className="flex items-baseline justify-between gap-2">
        <h4 className="text-lg font-bold">
          {orderRef(order.number)}
          {highlight ? (
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
      <p className="text-sm">
        {ORDER_STATUS_LABELS[order.status]} · besteld {dayAndTime(order.createdAt, now)}
      </p>
      <p className="mt-1 font-semibold">{order.customerName}</p>
      <p className="text-sm">
        <a href={`tel:${order.phone}`} className="underline">
          {order.phone}
        </a>
      </p>
      {order.address ? <p className="text-sm">{order.address}</p> : null}
      <ul className="mt-2 space-y-1 text-sm">
        {order.lines.map((line, i) => (
          <li key={i}>
            <span className="font-semibold">{line.quantity}×</span> {line.name}
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
          </li>
        ))}
      </ul>
      {order.remarks ? (
        <p className="mt-2 rounded bg-brand-cream p-2 text-sm text-brand-black">Opmerking: {order.remarks}</p>
      ) : null}
      <p className="mt-2 font-semibold">Totaal {formatEuro(toCents(order.total))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor(order).map((status) => (
          <Button key={status} onClick={() => onMove(status)}>
            {ACTION_LABELS[status]}
          </Button>
        ))}
        <Button variant="secondary" onClick={onPrint}>
          Bon printen
        </Button>
        <Button variant="danger" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </article>
  );
}

function CancelDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="cancel-title"
      className="m-auto w-[min(32rem,92vw)] rounded-lg bg-white p-6 text-brand-black backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          if (!reason.trim()) {
            event.preventDefault();
            setError('Geef een reden op voor het annuleren.');
            return;
          }
          onConfirm(reason.trim());
        }}
        className="space-y-4"
      >
        <h2 id="cancel-title" className="text-xl font-bold">
          Bestelling {orderRef(order.number)} annuleren
        </h2>
        <p>De klant krijgt hierover een e-mail met de reden.</p>
        <div>
          <label htmlFor="cancel-reason" className="mb-1 block text-sm font-semibold">
            Reden
          </label>
          <input
            id="cancel-reason"
            className={inputClass}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {error ? (
            <p
              id="cancel-reason-error"
              className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            Terug
          </Button>
          <Button type="submit">Annuleer bestelling</Button>
        </div>
      </form>
    </dialog>
  );
}

/** The 80 mm kitchen ticket: only visible when printing. */
function Ticket({ order, locationName }: { order: AdminOrder; locationName: string }) {
  return (
    <div className="kitchen-ticket hidden print:block">
      <p className="text-center font-bold">{locationName.toUpperCase()}</p>
      <p className="text-center text-2xl font-bold">{orderRef(order.number)}</p>
      <p className="font-bold">
        {order.fulfilment === 'delivery' ? 'BEZORGEN' : 'AFHALEN'} {order.asap ? 'z.s.m. ' : ''}
        {fullDay(order.expectedAt)} {formatTime(new Date(order.expectedAt))}
      </p>
      <p>
        Besteld {fullDay(order.createdAt)} {formatTime(new Date(order.createdAt))}
      </p>
      <p>
        {order.customerName} · {order.phone}
      </p>
      {order.address ? <p>{order.address}</p> : null}
      <hr />
      {order.lines.map((line, i) => (
        <div key={i}>
          <p className="font-bold">
            {line.quantity}× {line.name}
          </p>
          {line.optionTexts.map((text, j) => (
            <p key={j}> + {text}</p>
          ))}
          {line.allergens.length > 0 ? <p>! {allergenNote(line.allergens)}</p> : null}
        </div>
      ))}
      {order.remarks ? (
        <>
          <hr />
          <p>Opmerking: {order.remarks}</p>
        </>
      ) : null}
      <hr />
      <p className="font-bold">Totaal {formatEuro(toCents(order.total))} (betaald)</p>
    </div>
  );
}
