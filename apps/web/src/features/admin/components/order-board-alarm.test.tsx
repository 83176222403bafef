/**
 * Issue 27 items 2 and 3 on the rendered board: after a load the sound waits for a tap behind a
 * banner that flashes while an order waits, the sound button says what is true, and a new order takes
 * over the screen, the tab's title and the device's vibration until a cook answers it. (The browser's
 * real AudioContext and the overlay in Chromium: e2e/tests/kitchen-alarm.spec.ts.)
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderBoard } from './order-board';
import { FakeEventSource, minutesAgo, order, serveBoard, type FakeServer } from './board/board-test-kit';
import { resetAudioForTests } from './sound';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The browser's AudioContext as far as the board uses it: suspended until resumed in a tap. */
class FakeAudioContext extends EventTarget {
  static startRunning = false;
  static chimes = 0;
  state: 'suspended' | 'running' = FakeAudioContext.startRunning ? 'running' : 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
  createOscillator() {
    FakeAudioContext.chimes++;
    return { frequency: {}, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
}

let server: FakeServer;
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const vibrate = vi.fn();

beforeEach(() => {
  server = { orders: [], printer: undefined, posted: [] };
  serveBoard(server);
  FakeAudioContext.startRunning = false;
  FakeAudioContext.chimes = 0;
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  resetAudioForTests();
  vibrate.mockReset();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  document.title = 'Dashboard · Gouden Haan';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  Reflect.deleteProperty(globalThis, 'AudioContext');
  Reflect.deleteProperty(navigator, 'vibrate');
  resetAudioForTests();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (name: string | RegExp, within: ParentNode = container) =>
  [...within.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? ''),
  );
const gate = () => container.querySelector<HTMLDialogElement>('[data-testid="sound-gate"]');
const alertDialog = () => container.querySelector<HTMLDialogElement>('[role="alertdialog"]');
const soundButton = () => container.querySelector('[data-testid="sound-state"]')?.textContent;

async function openBoard() {
  await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
  await flush();
}

/** A customer pays: the server has the order, and the stream tells the board. */
async function arrive(...numbers: { number: number; paidMinutesAgo: number }[]) {
  server.orders = [
    ...server.orders,
    ...numbers.map(({ number, paidMinutesAgo }) =>
      order(number, { paidAt: minutesAgo(paidMinutesAgo), createdAt: minutesAgo(paidMinutesAgo) }),
    ),
  ];
  await act(async () => FakeEventSource.last!.listeners.get('order')!());
  await flush();
}

describe('the sound after a load', () => {
  it('is locked behind a banner, flashing while an order waits, until a tap starts it', async () => {
    server.orders = [order(1)];
    await openBoard();
    expect(gate()?.open).toBe(true);
    expect(gate()?.hasAttribute('data-alarm')).toBe(true);
    expect(gate()?.textContent).toContain('1 bestelling wacht op een kok');
    expect(button('Tik om het geluid aan te zetten', gate()!)).toBeDefined();
    // Behind it, the switch says the truth: the browser does not play the chime yet.
    expect(soundButton()).toBe('Geluid staat uit (tik om aan te zetten)');
    expect(FakeAudioContext.chimes).toBe(0);

    await act(async () => button('Tik om het geluid aan te zetten', gate()!)!.click());
    await flush();
    expect(gate()).toBeNull();
    expect(container.querySelector('section')?.getAttribute('data-audio-state')).toBe('running');
    expect(soundButton()).toBe('Geluid staat aan (tik om uit te zetten)');
    // The waiting order rings at once.
    expect(FakeAudioContext.chimes).toBeGreaterThan(0);

    // The cook may turn it off; the switch says so.
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="sound-state"]')!.click());
    expect(soundButton()).toBe('Geluid staat uit (tik om aan te zetten)');
  });

  it('does not flash while nothing waits, and stays away where the browser may sound at once', async () => {
    await openBoard();
    expect(gate()?.open).toBe(true);
    expect(gate()?.hasAttribute('data-alarm')).toBe(false);
    expect(gate()?.textContent).toContain('Het geluid staat nog uit');
    await act(async () => root.unmount());

    resetAudioForTests();
    FakeAudioContext.startRunning = true;
    root = createRoot(container);
    await openBoard();
    expect(gate()).toBeNull();
    expect(soundButton()).toBe('Geluid staat aan (tik om uit te zetten)');
  });
});

describe('a new order', () => {
  beforeEach(() => {
    FakeAudioContext.startRunning = true;
  });

  it('takes over the screen, oldest first with how many more wait, until a cook answers', async () => {
    server.orders = [order(1, { status: 'in_preparation', acceptedAt: minutesAgo(5) })];
    await openBoard();
    // Orders on the board at the load are not new.
    expect(alertDialog()).toBeNull();
    expect(document.title).toBe('Dashboard · Gouden Haan');

    await arrive({ number: 2, paidMinutesAgo: 1 }, { number: 3, paidMinutesAgo: 2 });
    const dialog = alertDialog()!;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Nieuwe bestelling#3');
    expect(dialog.textContent).toMatch(/Afhalen · z\.s\.m\. vandaag \d\d:\d\d/);
    expect(dialog.textContent).toContain('0 artikelen · Klant 3');
    expect(dialog.textContent).toContain('Nog 1 nieuwe bestelling wacht');
    expect(document.activeElement?.textContent).toBe('Bekijken');
    expect(document.title).toBe('(2) Nieuwe bestelling · Keuken Amsterdam');
    expect(vibrate).toHaveBeenCalledTimes(1);

    // "Bekijken": the next one, and nothing more behind it.
    await act(async () => button('Bekijken', dialog)!.click());
    await flush();
    const next = alertDialog()!;
    expect(next.textContent).toContain('#2');
    expect(next.textContent).not.toContain('Nog ');
    // "Accepteren" with the time the cook picks, as the card's accept does.
    const thirty = [...next.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.value === '30',
    )!;
    await act(async () => thirty.click());
    await act(async () => button('Accepteren (30 min)', next)!.click());
    await flush();
    expect(server.posted).toEqual([
      { url: `/api/admin/orders/${order(2).id}/accept`, body: { minutes: 30 } },
    ]);
    expect(alertDialog()).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bestelling #2');
    // #3 still waits for a cook: the title keeps counting it.
    expect(document.title).toBe('(1) Nieuwe bestelling · Keuken Amsterdam');

    const card3 = container.querySelector('article[aria-label="Bestelling #3"]')!;
    await act(async () => button(/^Accepteren \(\d+ min\)$/, card3)!.click());
    await flush();
    expect(document.title).toBe('Dashboard · Gouden Haan');
  });

  it('counts the pieces to make, and says when it is for delivery', async () => {
    await openBoard();
    server.orders = [
      order(4, {
        fulfilment: 'delivery',
        lines: [
          { name: 'Halve kip', quantity: 2, total: 20, selectedOptions: [], allergens: [], optionTexts: [] },
          { name: 'Friet', quantity: 1, total: 3, selectedOptions: [], allergens: [], optionTexts: [] },
        ],
      }),
    ];
    await act(async () => FakeEventSource.last!.listeners.get('order')!());
    await flush();
    expect(alertDialog()?.textContent).toMatch(/Bezorgen · z\.s\.m\./);
    expect(alertDialog()?.textContent).toContain('3 artikelen · Klant 4');
  });

  it('waits behind the sound banner while the sound is locked', async () => {
    FakeAudioContext.startRunning = false;
    await openBoard();
    await arrive({ number: 5, paidMinutesAgo: 0 });
    expect(alertDialog()).toBeNull();
    expect(gate()?.textContent).toContain('1 bestelling wacht op een kok');
    await act(async () => button('Tik om het geluid aan te zetten', gate()!)!.click());
    await flush();
    expect(alertDialog()?.textContent).toContain('#5');
  });
});
