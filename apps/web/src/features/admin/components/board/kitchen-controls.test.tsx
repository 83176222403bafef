/**
 * Issue 27 item 6: busy mode ("+15 min") and the pause ("Pauzeer 15 min") are two groups apart, each
 * named by its heading, so a hurried tap cannot take one for the other.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../../lib/api-client';
import { KitchenControls } from './kitchen-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let calls: { url: string; body: unknown }[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  calls = [];
  setApiTransport(async (url, init) => {
    calls.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const location = {
  slug: 'amsterdam',
  name: 'Gouden Haan Amsterdam',
  prepMinutes: 20,
  busyMinutes: 15,
  orderingPaused: false,
  pausedUntil: null,
  autoAcceptMinutes: null,
};

function group(name: string) {
  const groups = [...container.querySelectorAll('[role="group"]')];
  return groups.find(
    (g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent === name,
  );
}
const labels = (el: Element | undefined) =>
  [...(el?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

describe('the kitchen switches', () => {
  it('keep busy mode and the pause in two named groups, each saying where it stands', async () => {
    await act(async () =>
      root.render(<KitchenControls location={location} onChanged={() => {}} onError={() => {}} />),
    );
    const busy = group('Drukte: extra bereidingstijd');
    const pause = group('Online bestellen pauzeren');
    expect(labels(busy)).toEqual(['Normaal', '+15 min', '+30 min']);
    expect(labels(pause)).toEqual([
      'Pauzeer 15 min',
      'Pauzeer 30 min',
      'Pauzeer 1 uur',
      'Pauzeer tot volgende opening',
    ]);
    expect(busy?.querySelector('[aria-pressed="true"]')?.textContent).toBe('+15 min');
    expect(container.querySelector('[data-testid="busy-state"]')?.textContent).toBe('Nu: 15 min extra');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Nu: open');

    await act(async () => [...pause!.querySelectorAll('button')][0]!.click());
    expect(calls.map((c) => c.body)).toEqual([{ orderingPaused: true, duration: 15 }]);
  });
});
