/**
 * Issue 27 item 6: "Betaald (contant)" and "Betaald (pin)" record nothing on the first tap; a second
 * tap on "Bevestig: betaald (…)" does, and a question left alone goes away.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { CONFIRM_MS, CounterPayment } from './counter-payment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let posted: unknown[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  posted = [];
  setApiTransport(async (_url, init) => {
    const body = JSON.parse(String(init.body)) as { method: string };
    posted.push(body);
    return new Response(
      JSON.stringify({ id: 'o1', number: 7, paidAt: new Date().toISOString(), method: body.method }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('paid at the counter', () => {
  it('asks first, and records the payment only on the confirming tap', async () => {
    const onPaid = vi.fn();
    await act(async () => root.render(<CounterPayment order={{ id: 'o1', number: 7 }} onPaid={onPaid} />));
    await act(async () => button('Betaald (contant)')!.click());
    expect(posted).toEqual([]);
    expect(container.textContent).toContain('Heeft de klant contant betaald?');
    expect(button('Betaald (pin)')).toBeUndefined();
    expect(document.activeElement).toBe(button('Bevestig: betaald (contant)'));

    // A wrong tap is undone with "Nee, terug".
    await act(async () => button('Nee, terug')!.click());
    expect(button('Bevestig: betaald (contant)')).toBeUndefined();
    await act(async () => button('Betaald (pin)')!.click());
    expect(container.textContent).toContain('Heeft de klant gepind?');
    await act(async () => button('Bevestig: betaald (pin)')!.click());
    expect(posted).toEqual([{ method: 'pin' }]);
    expect(onPaid).toHaveBeenCalledWith('pin');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Betaald aan de balie (pin)');
  });

  it('lets an unanswered question go, so a later tap on the same spot cannot confirm it', async () => {
    vi.useFakeTimers();
    await act(async () => root.render(<CounterPayment order={{ id: 'o1', number: 7 }} />));
    await act(async () => button('Betaald (contant)')!.click());
    await act(async () => vi.advanceTimersByTime(CONFIRM_MS));
    expect(button('Bevestig: betaald (contant)')).toBeUndefined();
    expect(button('Betaald (contant)')).toBeDefined();
    expect(posted).toEqual([]);
  });
});
