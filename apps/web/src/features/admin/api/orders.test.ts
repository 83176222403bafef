/**
 * Issue 18 item 7: the board never silently loses its connection. Across a server restart it shows
 * the banner, and when the stream is back it reloads, so orders paid meanwhile appear (0 missed).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBoardStream, type StreamSource } from './orders';

class FakeSource implements StreamSource {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  listeners = new Map<string, (() => void)[]>();
  closed = false;
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  /** The server went away: the browser keeps retrying (CONNECTING) or gives up (CLOSED). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

/** A board: the orders the server has, and what the board shows after each reload. */
function board() {
  const server: string[] = [];
  let shown: string[] = [];
  const states: boolean[] = [];
  const sources: FakeSource[] = [];
  const stop = openBoardStream({
    url: '/api/admin/orders/stream?location=amsterdam',
    onChange: () => (shown = [...server]),
    onState: (connected) => states.push(connected),
    create: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    retryMs: 3_000,
    staleMs: 40_000,
  });
  return {
    server,
    shown: () => shown,
    connected: () => states.at(-1) ?? false,
    sources,
    stop,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the board stream', () => {
  it('shows the disconnection, and after the browser reconnects shows every order paid meanwhile', () => {
    const b = board();
    b.server.push('#1');
    b.sources[0]!.open();
    expect(b.connected()).toBe(true);
    expect(b.shown()).toEqual(['#1']);

    // The server restarts: the stream drops, the browser retries on its own.
    b.sources[0]!.fail(0);
    expect(b.connected()).toBe(false);
    b.server.push('#2', '#3'); // paid while the board was not listening: no event will ever come
    b.sources[0]!.open();
    expect(b.connected()).toBe(true);
    expect(b.shown()).toEqual(['#1', '#2', '#3']);
    b.stop();
  });

  it('opens a new stream when the browser gave up (an error answer during a deploy)', () => {
    const b = board();
    b.sources[0]!.open();
    b.sources[0]!.fail(2);
    expect(b.connected()).toBe(false);
    expect(b.sources).toHaveLength(1);
    b.server.push('#4');
    vi.advanceTimersByTime(3_000);
    expect(b.sources).toHaveLength(2);
    b.sources[1]!.open();
    expect(b.shown()).toEqual(['#4']);
    b.stop();
  });

  it('reconnects when the heartbeat stops, even if the connection never reported an error', () => {
    const b = board();
    b.sources[0]!.open();
    vi.advanceTimersByTime(30_000);
    b.sources[0]!.emit('ping');
    vi.advanceTimersByTime(30_000);
    expect(b.sources).toHaveLength(1); // the ping kept it alive
    vi.advanceTimersByTime(10_001);
    expect(b.connected()).toBe(false);
    expect(b.sources[0]!.closed).toBe(true);
    expect(b.sources).toHaveLength(2);
    b.server.push('#5');
    b.sources[1]!.open();
    expect(b.shown()).toEqual(['#5']);
    b.stop();
  });

  it('reloads on every order event and on a resync, and closes for good when the board closes', () => {
    const b = board();
    b.sources[0]!.open();
    b.server.push('#6');
    b.sources[0]!.emit('order');
    expect(b.shown()).toEqual(['#6']);
    b.server.push('#7');
    b.sources[0]!.emit('resync');
    expect(b.shown()).toEqual(['#6', '#7']);
    b.stop();
    expect(b.sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(b.sources).toHaveLength(1);
  });
});
