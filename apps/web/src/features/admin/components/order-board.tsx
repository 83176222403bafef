/**
 * The live kitchen board (issue 18): columns by status; a new paid order rings until a cook accepts it
 * with a preparation time or rejects it; one waiting over 3 minutes stands out; a banner while the
 * live connection is down, and every order that came in meanwhile once it is back. Issue 27: the
 * screen stays on (or the board says it may not), the sound must be unlocked with a tap after every
 * load, and a new order takes over the screen, the tab's title and the favicon.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatEuro, orderRef, toCents, type OrderStatus } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { printerOnline, type PrinterStatus } from '@gh/domain/printer';
import { brand } from '../../../lib/brand';
import { acceptOrder, delayOrder, rejectOrder, reprintOrder, setOrderStatus } from '../api/orders';
import { dayOf, kitchenName, waitingOrders, waitingTitle } from './board/board-fns';
import { KitchenControls } from './board/kitchen-controls';
import { LaterOrders } from './board/later-orders';
import { NewOrderAlert } from './board/new-order-alert';
import { cardId, OrderCard, type OrderActions } from './board/order-card';
import { PrinterStatusLine } from './board/printer-status';
import { ReasonDialog } from './board/reason-dialog';
import { ScreenChip, ScreenWarning, SoundButton } from './board/screen-and-sound';
import { SoundGate } from './board/sound-gate';
import { Ticket } from './board/ticket';
import { useAttention } from './board/use-attention';
import { useBoard } from './board/use-board';
import { useRinging } from './board/use-ringing';
import { useWakeLock } from './board/use-wake-lock';
import { chime, prepareAudio, unlockAudio, unlockOnAnyGesture, useAudioState } from './sound';
import { Alert } from './ui';

const COLUMNS: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'Nieuw', statuses: ['paid'] },
  { title: 'In bereiding', statuses: ['in_preparation'] },
  { title: 'Klaar / onderweg', statuses: ['ready', 'out_for_delivery'] },
];

/** Ticks every 15 s: waiting times count up, and orders move from "Later" to today's columns at 05:00 (their kitchen day). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What "Opnieuw printen" did: printing now, or waiting in the queue until the printer can (decision 031). */
function reprintNotice(number: number, printer: PrinterStatus | undefined): string {
  const ready =
    printer !== undefined &&
    printerOnline(printer.lastPollAt, new Date()) &&
    (printer.problem === null || printer.problem === 'paper_low');
  return ready
    ? `Bestelling ${orderRef(number)} wordt opnieuw geprint.`
    : `De bon van bestelling ${orderRef(number)} wacht op de printer: die print hem zodra hij weer kan.`;
}

export function OrderBoard({ location, onUnauthorized }: { location: string; onUnauthorized: () => void }) {
  const { board, error, setError, connected, everConnected, fresh, arrived, load, act } = useBoard(
    location,
    onUnauthorized,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [printing, setPrinting] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  /** New orders a cook answered on the overlay ("Bekijken" or "Accepteren"). */
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  /** The card the focus goes to once no overlay is up (a new object per request). */
  const [focusCard, setFocusCard] = useState<{ id: string } | null>(null);
  const focused = useRef<{ id: string } | null>(null);
  /** The cook turned the sound off (it comes back on with the next load). */
  const [muted, setMuted] = useState(false);
  /** The cook went on without sound after a tap could not start it. */
  const [withoutSound, setWithoutSound] = useState(false);
  const audio = useAudioState();
  useEffect(() => {
    prepareAudio();
    return unlockOnAnyGesture();
  }, []);
  const wakeLock = useWakeLock();
  const now = useNow();
  const today = dayOf(now);
  const waiting = board ? waitingOrders(board.orders) : [];
  const newOrders = waiting.filter((o) => arrived.includes(o.id) && !seen.has(o.id));
  const gate = audio.state === 'locked' && !withoutSound;
  // Rings until every paid order is accepted or rejected, not once.
  useRinging(audio.state === 'running' && !muted && waiting.length > 0);
  useAttention({
    title: board ? waitingTitle(waiting.length, kitchenName(board.location.name, brand.name)) : null,
    waiting: waiting.length,
    arrivals: arrived.length,
  });

  useEffect(() => {
    if (!focusCard || focused.current === focusCard || newOrders.length > 0) return;
    focused.current = focusCard;
    const card = document.getElementById(cardId(focusCard.id));
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [focusCard, newOrders.length]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const answered = useCallback((order: AdminOrder) => {
    setSeen((prev) => new Set([...prev, order.id]));
  }, []);

  const actions: OrderActions = {
    onAccept: (order, minutes) => void act(() => acceptOrder(order.id, minutes), 'Accepteren mislukt.'),
    onReject: setCancelling,
    onDelay: (order, minutes) => void act(() => delayOrder(order.id, minutes), 'Later zetten mislukt.'),
    onMove: (order, status) => void act(() => setOrderStatus(order.id, status), 'Status wijzigen mislukt.'),
    onPrint: setPrinting,
    onReprint: board?.printer?.connected
      ? (order) =>
          void act(async () => {
            await reprintOrder(order.id);
            setNotice(reprintNotice(order.number, board.printer));
          }, 'Opnieuw printen mislukt.')
      : undefined,
  };
  const defaultMinutes = board?.location.prepMinutes ?? 20;
  const alert = newOrders[0];

  return (
    <section aria-labelledby="board-title" className="space-y-4" data-audio-state={audio.raw}>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h2 id="board-title" className="text-2xl font-bold">
          Bestellingen
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${connected ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' : 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100'}`}
        >
          {connected ? 'Live verbonden' : 'Verbinden…'}
        </span>
        <ScreenChip state={wakeLock.state} />
        {board ? (
          <p className="text-sm font-semibold" data-testid="today-stats">
            Vandaag: {board.today.count} {board.today.count === 1 ? 'bestelling' : 'bestellingen'} ·{' '}
            {formatEuro(toCents(board.today.revenue))} omzet
          </p>
        ) : null}
        <SoundButton
          audio={audio.state}
          muted={muted}
          onTurnOn={() => {
            unlockAudio();
            setMuted(false);
            chime();
          }}
          onTurnOff={() => setMuted(true)}
        />
      </div>
      <ScreenWarning state={wakeLock.state} onRetry={wakeLock.retry} />
      {everConnected && !connected ? (
        <div
          role="alert"
          data-testid="connection-lost"
          className="rounded-md border-l-4 border-brand-red bg-brand-red p-3 text-lg font-bold text-white print:hidden"
        >
          Verbinding verbroken, opnieuw verbinden…
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {board ? (
        <div className="print:hidden">
          <PrinterStatusLine printer={board.printer} />
        </div>
      ) : null}
      <div aria-live="polite" className="print:hidden">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {board ? (
        <KitchenControls location={board.location} onChanged={() => void load()} onError={setError} />
      ) : null}
      {!board ? (
        <p>Bestellingen laden…</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:hidden">
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
                        defaultMinutes={defaultMinutes}
                        actions={actions}
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
          defaultMinutes={defaultMinutes}
          actions={actions}
        />
      ) : null}
      {printing && board ? <Ticket order={printing} locationName={board.location.name} /> : null}
      {/* The browser's own print of the board (no "Bon printen" chosen): every order on it as a
          ticket, today's first, instead of an empty page. */}
      {!printing && board ? (
        <div className="hidden print:block" data-testid="board-print">
          {[
            ...COLUMNS.flatMap((column) =>
              board.orders.filter((o) => column.statuses.includes(o.status) && dayOf(o.expectedAt) <= today),
            ),
            ...board.orders.filter((o) => dayOf(o.expectedAt) > today),
          ].map((order) => (
            <Ticket key={order.id} order={order} locationName={board.location.name} />
          ))}
        </div>
      ) : null}
      {gate ? (
        <SoundGate
          waiting={waiting.length}
          onUnlock={unlockAudio}
          onContinueWithout={() => {
            setWithoutSound(true);
            setMuted(true);
          }}
        />
      ) : alert ? (
        <NewOrderAlert
          key={alert.id}
          order={alert}
          more={newOrders.length - 1}
          now={now}
          defaultMinutes={defaultMinutes}
          onAccept={(minutes) => {
            answered(alert);
            // The card moves to "In bereiding": the focus follows it there once it has.
            void act(() => acceptOrder(alert.id, minutes), 'Accepteren mislukt.').then(() =>
              setFocusCard({ id: alert.id }),
            );
          }}
          onView={() => {
            answered(alert);
            setFocusCard({ id: alert.id });
          }}
        />
      ) : null}
      {cancelling ? (
        <ReasonDialog
          order={cancelling}
          location={location}
          onClose={() => setCancelling(null)}
          onConfirm={(choice) => {
            const order = cancelling;
            setCancelling(null);
            void act(() => rejectOrder(order.id, choice), 'Weigeren mislukt.');
          }}
        />
      ) : null}
    </section>
  );
}
