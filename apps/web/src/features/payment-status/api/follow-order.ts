/**
 * Follows an order live: the server's event stream (fed by LISTEN/NOTIFY, so a change on any instance
 * arrives), and polling of the order every 2 s when the browser has no EventSource or the stream is
 * refused (429) or gone for good. A slow poll besides the stream covers a proxy that holds events back.
 */
import { orderSummarySchema, type OrderSummary } from '@gh/domain/checkout';
import { withLang } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { getOrder } from './get-order';

/** The fallback's pace: a change shows within 2 s without the stream too. */
export const POLL_MS = 2000;
const SAFETY_POLL_MS = 20_000;

/** Done, or cancelled with nothing (more) to give back: a refund still due is followed until made. */
export const isFinal = (order: OrderSummary) =>
  order.status === 'completed' || (order.status === 'cancelled' && (order.refund?.done ?? true));

export function followOrder(publicId: string, onSummary: (order: OrderSummary) => void): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();

  const deliver = (order: OrderSummary) => {
    if (stopped) return;
    onSummary(order);
    if (isFinal(order)) stop();
  };
  const poll = async (every: number) => {
    if (stopped) return;
    try {
      deliver(await getOrder(publicId, controller.signal));
    } catch {
      // Offline or the server restarting: the next round tries again.
    }
    if (!stopped) timer = setTimeout(() => void poll(every), every);
  };
  function stop() {
    stopped = true;
    source?.close();
    controller.abort();
    clearTimeout(timer);
  }

  if (typeof EventSource === 'undefined') {
    void poll(POLL_MS);
    return stop;
  }
  // The stream's summaries in the page's language, as the API client's calls (`?lang=en`).
  source = new EventSource(withLang(api.orderEvents(publicId)));
  source.addEventListener('order', (event) => {
    const parsed = orderSummarySchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
    if (parsed.success) deliver(parsed.data);
  });
  source.addEventListener('error', () => {
    // CONNECTING: the browser reconnects by itself (the server then sends the order as it stands).
    // CLOSED: refused or not an event stream; from now on the page asks every 2 s.
    if (source?.readyState !== EventSource.CLOSED || stopped) return;
    source = undefined;
    clearTimeout(timer);
    void poll(POLL_MS);
  });
  timer = setTimeout(() => void poll(SAFETY_POLL_MS), SAFETY_POLL_MS);
  return stop;
}
