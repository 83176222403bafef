/**
 * For the board's tests: a stand-in for the live stream, orders as the server sends them, and a
 * server that answers the board's calls from a list of orders and records what the board posted.
 */
import type { AdminOrder, AdminOrderBoard } from '@gh/domain/admin';
import { setApiTransport } from '../../../../lib/api-client';

export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function order(number: number, patch: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    status: 'paid',
    fulfilment: 'pickup',
    customerName: `Klant ${number}`,
    phone: '0612345678',
    email: 'k@example.nl',
    address: null,
    expectedAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    asap: true,
    remarks: null,
    lines: [],
    subtotal: 10,
    deliveryFee: 0,
    total: 10,
    vatByRate: [{ rate: 9, gross: 10, net: 9.17, vat: 0.83 }],
    paidAt: minutesAgo(1),
    acceptedAt: null,
    createdAt: minutesAgo(1),
    ...patch,
  };
}

export interface FakeServer {
  orders: AdminOrder[];
  printer: AdminOrderBoard['printer'];
  posted: { url: string; body: unknown }[];
}

/** Answers the board from `server.orders`; accepting an order moves it on, as the server would. */
export function serveBoard(server: FakeServer): void {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  setApiTransport(async (url, init) => {
    if (init.method === 'POST') posted(server, url, init);
    const board: AdminOrderBoard = {
      location: {
        slug: 'amsterdam',
        name: 'Gouden Haan Amsterdam',
        prepMinutes: 15,
        busyMinutes: 0,
        orderingPaused: false,
        pausedUntil: null,
        autoAcceptMinutes: null,
      },
      orders: server.orders,
      today: { count: server.orders.length, revenue: 10 * server.orders.length },
      ...(server.printer ? { printer: server.printer } : {}),
    };
    const accepted = server.orders.find((o) => url.includes(`/${o.id}/accept`));
    const answer = url.includes('/accept')
      ? (accepted ?? server.orders[0])
      : url.includes('/counter-payment')
        ? { id: 'x', number: 1, paidAt: minutesAgo(0), method: JSON.parse(String(init.body)).method }
        : url.includes('/print')
          ? { printNumber: 2 }
          : board;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function posted(server: FakeServer, url: string, init: RequestInit) {
  server.posted.push({ url, body: JSON.parse(String(init.body)) });
  const accepted = server.orders.find((o) => url.endsWith(`/${o.id}/accept`));
  if (accepted) {
    server.orders = server.orders.map((o) =>
      o === accepted ? { ...o, status: 'in_preparation', acceptedAt: minutesAgo(0) } : o,
    );
  }
}
