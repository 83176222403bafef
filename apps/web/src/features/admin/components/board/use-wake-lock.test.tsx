/** Issue 18 item 7: the board keeps the screen on, and asks again when the tablet comes back to it. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useWakeLock } from './use-wake-lock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Board() {
  useWakeLock();
  return null;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('the wake lock', () => {
  it('is taken while the board is open, taken again after the page was hidden, and released on close', async () => {
    const requests: string[] = [];
    const locks: { released: boolean }[] = [];
    let released = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          requests.push(type);
          const lock = { released: false, release: async () => void released++ };
          locks.push(lock);
          return lock;
        },
      },
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Board />));
    expect(requests).toEqual(['screen']);
    // Still held: nothing to ask. The browser drops it when the page is hidden; back in view, asked again.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toEqual(['screen']);
    locks[0]!.released = true;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toEqual(['screen', 'screen']);
    await act(async () => root.unmount());
    expect(released).toBe(1);
  });

  it('leaves a browser without the Wake Lock API alone', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Board />));
    await act(async () => root.unmount());
  });
});
