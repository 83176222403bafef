/** Kitchen board calls: the board, its live stream and status changes. */
import type { AdminOrder, AdminOrderBoard } from '@gh/domain/admin';
import type { OrderStatus } from '@gh/domain';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export const getOrders = (location: string, signal?: AbortSignal) =>
  apiFetch<AdminOrderBoard>(api.admin.orders(location), signal ? { signal } : {});

export const setOrderStatus = (id: string, status: OrderStatus, reason?: string) =>
  apiFetch<AdminOrder>(api.admin.orderStatus(id), {
    method: 'POST',
    body: reason ? { status, reason } : { status },
    fallback: 'Status wijzigen mislukt.',
  });

/** Opens the board's event stream; calls onChange for every order event and after a reconnect. */
export function subscribeToOrders(
  location: string,
  onChange: () => void,
  onState: (connected: boolean) => void,
): () => void {
  const source = new EventSource(api.admin.orderStream(location), { withCredentials: true });
  source.addEventListener('order', () => onChange());
  // The server lost its LISTEN connection for a moment: reload the board in case we missed something.
  source.addEventListener('resync', () => onChange());
  source.onopen = () => {
    onState(true);
    onChange();
  };
  source.onerror = () => {
    onState(false);
    // Closed for good (e.g. a 401 after the session ended): a reload shows why, or signs in again.
    if (source.readyState === EventSource.CLOSED) onChange();
  };
  return () => source.close();
}
