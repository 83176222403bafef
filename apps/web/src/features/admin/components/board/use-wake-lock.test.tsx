/**
 * Issue 18 item 7 and issue 27 item 1, the board's side: the screen is kept on while the board is
 * open, asked again when the tablet comes back to it, and what the browser answered is on screen.
 * These run against a stand-in for the browser's Wake Lock; that the real one grants it on /admin
 * (and our Permissions-Policy allows it) is proven in Chromium by e2e/tests/kitchen-alarm.spec.ts.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenChip, ScreenWarning } from './screen-and-sound';
import { useWakeLock } from './use-wake-lock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Board() {
  const { state, retry } = useWakeLock();
  return (
    <>
      <ScreenChip state={state} />
      <ScreenWarning state={state} onRetry={retry} />
    </>
  );
}

class Sentinel extends EventTarget {
  released = false;
  releases = 0;
  async release() {
    this.releases++;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.restoreAllMocks();
});

function browserWakeLock(answer: () => Promise<Sentinel>) {
  const requests: string[] = [];
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: (type: string) => {
        requests.push(type);
        return answer();
      },
    },
  });
  return requests;
}

const text = () => container.textContent ?? '';

describe('the wake lock', () => {
  it('says "Scherm blijft aan" while held, asks again when the page is back in view, and lets go on close', async () => {
    const locks: Sentinel[] = [];
    const requests = browserWakeLock(async () => {
      const lock = new Sentinel();
      locks.push(lock);
      return lock;
    });
    await act(async () => root.render(<Board />));
    expect(requests).toEqual(['screen']);
    expect(text()).toBe('Scherm blijft aan');
    // Still held: nothing to ask.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toEqual(['screen']);
    // The browser drops it while the page is hidden; back in view, it is asked for again.
    await act(async () => locks[0]!.release());
    expect(text()).toBe('Scherm aan houden…');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toEqual(['screen', 'screen']);
    expect(text()).toBe('Scherm blijft aan');
    await act(async () => root.unmount());
    expect(locks[1]!.releases).toBe(1);
    root = createRoot(container);
  });

  it("shows a refusal with the browser's own reason and what to do, and tries again on a tap", async () => {
    let refuse = true;
    const requests = browserWakeLock(async () => {
      if (refuse) throw new DOMException('Wake Lock permission request denied', 'NotAllowedError');
      return new Sentinel();
    });
    await act(async () => root.render(<Board />));
    const warning = container.querySelector('[role="alert"]');
    expect(warning?.textContent).toContain('Let op: het scherm kan uitgaan.');
    expect(warning?.textContent).toContain('batterijbesparing');
    expect(container.querySelector('[data-testid="wake-lock-reason"]')?.textContent).toBe(
      'NotAllowedError: Wake Lock permission request denied',
    );
    expect(console.warn).toHaveBeenCalled();
    refuse = false;
    const retry = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Opnieuw proberen',
    )!;
    await act(async () => retry.click());
    expect(requests).toHaveLength(2);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(text()).toBe('Scherm blijft aan');
  });

  it('tells a browser without the Wake Lock API what to set on the tablet instead', async () => {
    await act(async () => root.render(<Board />));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Deze browser kan het scherm niet aan houden.',
    );
  });
});
