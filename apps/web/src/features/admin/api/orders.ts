/** Kitchen board calls: the board, its live stream, accepting, rejecting, delaying and status changes. */
import type { AdminOrder, AdminOrderBoard, LocationSettings } from '@gh/domain/admin';
import {
  BOARD_STALE_MS,
  type OrderStatus,
  type PauseDuration,
  type RejectReason,
  type SoldOutItem,
  type SoldOutList,
} from '@gh/domain';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getOrders = (location: string, signal?: AbortSignal) =>
  apiFetch<AdminOrderBoard>(adminApi.orders(location), signal ? { signal } : {});

export const setOrderStatus = (id: string, status: OrderStatus) =>
  apiFetch<AdminOrder>(adminApi.orderStatus(id), {
    method: 'POST',
    body: { status },
    fallback: 'Status wijzigen mislukt.',
  });

export const acceptOrder = (id: string, minutes: number) =>
  apiFetch<AdminOrder>(adminApi.orderAction(id, 'accept'), {
    method: 'POST',
    body: { minutes },
    fallback: 'Accepteren mislukt.',
  });

/** A reason of the list; the text only with "other"; with "sold_out" what goes off the menu at once. */
export interface RejectChoice {
  reason: RejectReason;
  note?: string;
  soldOut?: { productIds: string[]; optionIds: string[] };
}

export const rejectOrder = (id: string, choice: RejectChoice) =>
  apiFetch<AdminOrder>(adminApi.orderAction(id, 'reject'), {
    method: 'POST',
    body: choice,
    fallback: 'Weigeren mislukt.',
  });

export const delayOrder = (id: string, minutes: number) =>
  apiFetch<AdminOrder>(adminApi.orderAction(id, 'delay'), {
    method: 'POST',
    body: { minutes },
    fallback: 'Later zetten mislukt.',
  });

/** "Opnieuw printen": the order's ticket again on the location's printer (decision 031). */
export const reprintOrder = (id: string) =>
  apiFetch<{ printNumber: number }>(adminApi.orderAction(id, 'print'), {
    method: 'POST',
    body: {},
    fallback: 'Opnieuw printen mislukt.',
  });

export const setBusy = (slug: string, minutes: number) =>
  apiFetch<LocationSettings>(adminApi.busy(slug), {
    method: 'PUT',
    body: { minutes },
    fallback: 'Druk-stand wijzigen mislukt.',
  });

export const pauseFor = (slug: string, duration: PauseDuration | null) =>
  apiFetch<LocationSettings>(adminApi.pause(slug), {
    method: 'PUT',
    body: duration === null ? { orderingPaused: false } : { orderingPaused: true, duration },
    fallback: 'Pauzeren mislukt.',
  });

/** What the board needs of an EventSource; tests pass a fake. */
export interface StreamSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

const CLOSED = 2;

/**
 * Keeps the board's event stream open (issue 18 item 7). Every (re)connect reloads the board, so an
 * order paid while the connection was down shows as soon as it is back; `onState(false)` shows the
 * "Verbinding verbroken" banner. The browser retries a dropped stream by itself, but not one that
 * was answered with an error (a proxy's 502 during a deploy) nor one that died without closing: both
 * are re-opened here, the second after `staleMs` without a heartbeat.
 */
export function openBoardStream(options: {
  url: string;
  onChange: () => void;
  onState: (connected: boolean) => void;
  create?: (url: string) => StreamSource;
  retryMs?: number;
  staleMs?: number;
}): () => void {
  const create =
    options.create ?? ((url: string) => new EventSource(url, { withCredentials: true }) as StreamSource);
  const retryMs = options.retryMs ?? 3_000;
  const staleMs = options.staleMs ?? BOARD_STALE_MS;
  let source: StreamSource | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const alive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      // No heartbeat: the connection is dead even if the browser has not noticed.
      options.onState(false);
      reconnect(0);
    }, staleMs);
  };
  const reconnect = (delay: number) => {
    source?.close();
    source = null;
    clearTimeout(retry);
    retry = setTimeout(connect, delay);
  };
  function connect() {
    if (stopped) return;
    const current = create(options.url);
    source = current;
    current.onopen = () => {
      options.onState(true);
      alive();
      options.onChange();
    };
    current.addEventListener('order', () => {
      alive();
      options.onChange();
    });
    // The server lost its LISTEN connection for a moment: reload the board in case we missed something.
    current.addEventListener('resync', () => options.onChange());
    current.addEventListener('ping', alive);
    current.onerror = () => {
      options.onState(false);
      if (current.readyState === CLOSED && source === current) {
        // Refused for good: reload (a 401 sends the cook to the login page), then try again.
        options.onChange();
        reconnect(retryMs);
      }
    };
  }
  connect();
  return () => {
    stopped = true;
    clearTimeout(watchdog);
    clearTimeout(retry);
    source?.close();
  };
}

/** Opens the board's event stream; calls onChange for every order event and after a reconnect. */
export function subscribeToOrders(
  location: string,
  onChange: () => void,
  onState: (connected: boolean) => void,
): () => void {
  return openBoardStream({ url: adminApi.orderStream(location), onChange, onState });
}

/** Everything of the location a cook can mark sold out, what is sold out first (issue 27 item 5). */
export const getSoldOut = (location: string, signal?: AbortSignal) =>
  apiFetch<SoldOutList>(
    `/api/admin/sold-out?location=${encodeURIComponent(location)}`,
    signal ? { signal } : {},
  );

export const markSoldOut = (
  location: string,
  item: Pick<SoldOutItem, 'kind' | 'id'>,
  soldOut: boolean,
  untilNextOpening = false,
) =>
  apiFetch<SoldOutList>('/api/admin/sold-out', {
    method: 'POST',
    body: { location, kind: item.kind, id: item.id, soldOut, untilNextOpening },
    fallback: soldOut ? 'Uitverkocht melden mislukt.' : 'Weer leverbaar zetten mislukt.',
  });
