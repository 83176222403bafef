/** Checkout as the customer meets it in tests: the whole page, its server calls answered in-process. */
import { followLanguage } from '@gh/i18n/follow';
import { act } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import type { CheckoutOptions, CheckoutQuote } from '@gh/domain/checkout';
import { setApiTransport } from '../../../lib/api-client';
import { CheckoutPage } from './checkout-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type QuoteLine = CheckoutQuote['lines'][number];

export const chicken: QuoteLine = {
  id: 'l1',
  productId: 'p1',
  problem: null,
  name: 'Halve kip van het spit',
  quantity: 2,
  selectedOptions: [],
  total: 19,
};

export function quoteOf(lines: QuoteLine[]): CheckoutQuote {
  return {
    location: 'amsterdam',
    lines,
    subtotal: 19,
    deliveryFee: 0,
    total: 19,
    vat: 1.57,
    vatByRate: [{ rate: 9, gross: 19, net: 17.43, vat: 1.57 }],
    zone: { name: 'De Pijp', minOrder: 12.5 },
    problem: null,
  };
}

export const options: CheckoutOptions = {
  location: {
    slug: 'amsterdam',
    name: 'Amsterdam',
    street: 'Ferdinand Bolstraat 1',
    postcode: '1072 LA',
    city: 'Amsterdam',
    phone: '0201234567',
    pickup: true,
    delivery: true,
    orderingPaused: false,
    pausedMessage: null,
    openNow: true,
    nextOpening: null,
  },
  fulfilment: 'delivery',
  asap: { available: true, time: '2026-11-25T17:45:00Z', label: 'rond 18:45' },
  slots: [],
  zones: [],
  notice: null,
  slotNote: null,
};

/** What the fake server answers a call: a status and a body, or a promise of them. */
export type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
export type Route = (url: URL, init: RequestInit) => Answer | undefined;

/** The calls the page made, with their bodies. */
export const calls: { method: string; url: URL; body: unknown }[] = [];

/** Answers the page's calls with the quote and the options, then what `route` answers; else 404. */
export function serve(quote: CheckoutQuote, route: Route = () => undefined) {
  calls.length = 0;
  setApiTransport(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = await (route(url, init) ??
      (url.pathname === '/api/checkout/quote'
        ? { status: 200, body: quote }
        : url.pathname === '/api/checkout/options'
          ? { status: 200, body: options }
          : url.pathname === '/api/checkout/open-order'
            ? { status: 200, body: { order: null } }
            : { status: 404, body: { message: 'Niet gevonden' } }));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

export function mountCheckout(container: HTMLElement) {
  const root = createRoot(container);
  return {
    root,
    render: () =>
      act(async () =>
        root.render(
          <MemoryRouter initialEntries={['/checkout']}>
            <CheckoutPage onRemoveLine={async () => true} />
          </MemoryRouter>,
        ),
      ),
  };
}

export const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Types into a field as a person does: React sees the change. */
export async function type(id: string, value: string) {
  const input = field(id);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: HTMLElement) {
  await act(async () => element.click());
}

/** Lets the page's pending calls answer and React render what they brought. */
export async function settle(ms = 0) {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Fills the customer's details for a pickup (no address needed). */
export async function fillContact() {
  await type('name', 'Sanne de Vries');
  await type('email', 'sanne@example.nl');
  await type('phone', '06 12345678');
}

export const describedText = (id: string) =>
  (field(id).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent)
    .join(' ');

/** A fresh page for each test of the file, in a clean tab, and Dutch again after each. */
export function freshCheckoutPage() {
  const at = {} as { container: HTMLDivElement; page: ReturnType<typeof mountCheckout> };
  beforeEach(() => {
    window.sessionStorage.clear();
    at.container = document.createElement('div');
    document.body.append(at.container);
    at.page = mountCheckout(at.container);
  });
  afterEach(async () => {
    await act(async () => at.page.root.unmount());
    at.container.remove();
    followLanguage(() => 'nl');
  });
  return at;
}

/** The orders the page sent. */
export const sentOrders = () =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/checkout');

/** Presses "Bestellen en betalen". */
export const submit = () => click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);

/** The server's answer that ends a test's order: the test only looks at what was sent. */
export const STOP = {
  status: 409,
  body: { message: 'Stop hier: de test kijkt alleen wat er verstuurd is.' },
};
