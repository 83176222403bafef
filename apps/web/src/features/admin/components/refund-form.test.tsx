/**
 * Issue 19 item 1 on the rendered refund form: chosen lines give the amount the confirm step names,
 * the button is disabled while the refund is on its way, and a retry after an error sends the same
 * Idempotency-Key, so the server makes one refund however often staff press.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRefunds } from '@gh/domain/refunds';
import { setApiTransport } from '../../../lib/api-client';
import { RefundForm } from './refund-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DATA: OrderRefunds = {
  orderId: '00000000-0000-4000-8000-000000000001',
  number: 12,
  paid: 30.4,
  refunded: 0,
  remaining: 30.4,
  payments: [],
  lines: [
    { index: 0, name: 'Kippenpoot', quantity: 2, refundedQuantity: 0, total: 12.9, vatRate: 9 },
    { index: 1, name: 'T-shirt', quantity: 1, refundedQuantity: 0, total: 15, vatRate: 21 },
  ],
  refunds: [],
};

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const sent: { key: string | null; body: unknown }[] = [];
let answer: () => Promise<Response>;
let done: OrderRefunds | null = null;

beforeEach(() => {
  sent.length = 0;
  done = null;
  setApiTransport(async (_url, init) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ key: headers['idempotency-key'] ?? null, body: JSON.parse(String(init.body)) });
    return answer();
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (text: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''));
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the refund form', () => {
  it('names the amount of the chosen lines, waits while sending and retries with the same key', async () => {
    await act(async () => root.render(<RefundForm data={DATA} onDone={(next) => (done = next)} />));
    const lines = container.querySelector<HTMLInputElement>('input[value="lines"]')!;
    await act(async () => lines.click());
    const [kip] = [...container.querySelectorAll<HTMLInputElement>('input[type="number"]')];
    await act(async () => type(kip!, '1'));
    const reason = [...container.querySelectorAll<HTMLInputElement>('input')].find((i) => i.type === 'text')!;
    await act(async () => type(reason, 'Koud'));
    await act(async () => button(/Terugbetalen…/)!.click());
    expect(container.textContent).toContain('€\u00a06,45 terugbetalen aan de klant?');

    // The provider is down for the first try: the message, and the confirm step stays.
    let release!: (r: Response) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    await act(async () => button(/Ja, betaal/)!.click());
    expect(button(/Bezig met terugbetalen/)?.disabled).toBe(true);
    await act(async () => release(json(502, { message: 'De betaalprovider is even niet bereikbaar.' })));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'De betaalprovider is even niet bereikbaar.',
    );

    const made: OrderRefunds = {
      ...DATA,
      refunded: 6.45,
      remaining: 23.95,
      refunds: [
        {
          id: 'r1',
          creditNote: 'CN-000001',
          paymentId: 'tr_1',
          amount: 6.45,
          reason: 'Koud',
          lines: [{ index: 0, name: 'Kippenpoot', quantity: 1, amount: 6.45, vatRate: 9 }],
          vatByRate: [],
          status: 'refunded',
          providerRefundId: 're_1',
          by: 'eigenaar@example.nl',
          createdAt: new Date().toISOString(),
          refundedAt: new Date().toISOString(),
        },
      ],
    };
    answer = async () => json(201, made);
    await act(async () => button(/Ja, betaal/)!.click());
    await flush();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual({ lines: [{ index: 0, quantity: 1 }], reason: 'Koud' });
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.key).toMatch(/^[\w-]{8,100}$/);
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'teruggestort (creditnota CN-000001)',
    );
    expect(done).toEqual(made);
  });

  it('refuses an amount above what remains before asking to confirm', async () => {
    await act(async () => root.render(<RefundForm data={DATA} onDone={() => {}} />));
    await act(async () => container.querySelector<HTMLInputElement>('input[value="amount"]')!.click());
    const [amount, reason] = [...container.querySelectorAll<HTMLInputElement>('input')].filter(
      (i) => i.type === 'text',
    );
    await act(async () => type(amount!, '31'));
    await act(async () => type(reason!, 'Te veel'));
    await act(async () => button(/Terugbetalen…/)!.click());
    expect(container.textContent).toContain('Er kan nog hoogstens €\u00a030,40 terug.');
    expect(button(/Ja, betaal/)).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe('the refund form on an unpaid order', () => {
  // Walk of the evening: a phone order that pays at the counter said "Alles wat betaald is, is
  // terugbetaald." before anything was paid or refunded.
  it('says nothing is paid yet, not that all was refunded', async () => {
    const unpaid: OrderRefunds = { ...DATA, paid: 0, refunded: 0, remaining: 0 };
    await act(async () => root.render(<RefundForm data={unpaid} onDone={() => {}} />));
    expect(container.textContent).toContain('Er is nog niets betaald, dus er valt niets terug te betalen.');
    expect(container.textContent).not.toContain('is terugbetaald');
  });
});
