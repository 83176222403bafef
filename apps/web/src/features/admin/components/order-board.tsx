/**
 * The live kitchen board (issue 18): columns by status; a new paid order rings until a cook accepts it
 * with a preparation time or rejects it; one waiting over 3 minutes stands out; a banner while the
 * live connection is down, and every order that came in meanwhile once it is back; the screen stays on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatEuro, orderRef, toCents, type OrderStatus } from '@gh/domain';
import type { AdminOrder, AdminOrderBoard } from '@gh/domain/admin';
import { printerOnline, type PrinterStatus } from '@gh/domain/printer';
import { ApiError } from '../../../lib/api-client';
import {
  acceptOrder,
  delayOrder,
  getOrders,
  rejectOrder,
  reprintOrder,
  setOrderStatus,
  subscribeToOrders,
} from '../api/orders';
import { dayOf } from './board/board-fns';
import { KitchenControls } from './board/kitchen-controls';
import { LaterOrders } from './board/later-orders';
import { OrderCard, type OrderActions } from './board/order-card';
import { PrinterStatusLine } from './board/printer-status';
import { ReasonDialog } from './board/reason-dialog';
import { Ticket } from './board/ticket';
import { useRinging } from './board/use-ringing';
import { useWakeLock } from './board/use-wake-lock';
import { armSound, chime, disableSound, enableSound, soundEnabled, soundWanted } from './sound';
import { Alert, Button } from './ui';

const COLUMNS: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'Nieuw', statuses: ['paid'] },
  { title: 'In bereiding', statuses: ['in_preparation'] },
  { title: 'Klaar / onderweg', statuses: ['ready', 'out_for_delivery'] },
];

/** Ticks every 15 s: waiting times count up, and orders move from "Later" to today's columns at midnight. */
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
  const [board, setBoard] = useState<AdminOrderBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [everConnected, setEverConnected] = useState(false);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [sound, setSound] = useState(soundWanted);
  const [playing, setPlaying] = useState(soundEnabled);
  useEffect(() => armSound(() => setPlaying(true)), []);
  const [printing, setPrinting] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const known = useRef<Set<string> | null>(null);
  const now = useNow();
  const today = dayOf(now);
  useWakeLock();
  // Rings until every paid order is accepted or rejected, not once.
  useRinging(playing && (board?.orders.some((o) => o.status === 'paid') ?? false));

  const load = useCallback(async () => {
    try {
      const next = await getOrders(location);
      const ids = new Set(next.orders.map((o) => o.id));
      if (known.current) {
        const added = next.orders.filter((o) => !known.current!.has(o.id)).map((o) => o.id);
        if (added.length > 0) {
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
    return subscribeToOrders(
      location,
      () => void load(),
      (up) => {
        setConnected(up);
        if (up) setEverConnected(true);
      },
    );
  }, [location, load]);

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

  const act = useCallback(
    async (action: () => Promise<unknown>, fallback: string) => {
      try {
        await action();
        await load();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else setError(err instanceof ApiError ? err.message : fallback);
      }
    },
    [load, onUnauthorized],
  );

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
      {cancelling ? (
        <ReasonDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) => {
            const order = cancelling;
            setCancelling(null);
            void act(() => rejectOrder(order.id, reason), 'Weigeren mislukt.');
          }}
        />
      ) : null}
    </section>
  );
}
