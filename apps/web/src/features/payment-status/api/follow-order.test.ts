/**
 * The live page's updates: the event stream's summaries, and polling every 2 s when the stream is
 * refused or the browser has none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@gh/domain/checkout';
import { followLanguage } from '@gh/i18n/follow';
import { setApiTransport } from '../../../lib/api-client';
import { orderSummary } from '../order-summary.fixture';
import { followOrder, POLL_MS } from './follow-order';

const summary = (status: string) => orderSummary(status);

/** A stand-in EventSource: the test opens, refuses or feeds it. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  send(order: OrderSummary) {
    this.dispatchEvent(new MessageEvent('order', { data: JSON.stringify(order) }));
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

let answers: OrderSummary[];
let asked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  asked = [];
  setApiTransport(async (url) => {
    asked.push(url);
    return new Response(JSON.stringify(answers.shift() ?? summary('in_preparation')), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('followOrder', () => {
  it("shows each summary of the order's stream and closes it once the order is done", () => {
    const seen: string[] = [];
    followOrder('abcdefghijklmnopqrstuv', (o) => seen.push(o.status));
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/orders/abcdefghijklmnopqrstuv/events');
    source.send(summary('in_preparation'));
    source.send(summary('ready'));
    source.send(summary('completed'));
    expect(seen).toEqual(['in_preparation', 'ready', 'completed']);
    expect(source.closed).toBe(true);
    expect(asked).toEqual([]);
  });

  it("asks for the stream in the page's language on English pages", () => {
    followLanguage(() => 'en');
    try {
      const stop = followOrder('abcdefghijklmnopqrstuv', () => undefined);
      expect(FakeEventSource.last!.url).toBe('/api/orders/abcdefghijklmnopqrstuv/events?lang=en');
      stop();
    } finally {
      followLanguage(() => 'nl');
    }
  });

  it('asks for the order every 2 s once the stream is refused, until the order is done', async () => {
    const seen: string[] = [];
    answers = [summary('in_preparation'), summary('ready'), summary('cancelled')];
    followOrder('abcdefghijklmnopqrstuv', (o) => seen.push(o.status));
    FakeEventSource.last!.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['in_preparation']);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(seen).toEqual(['in_preparation', 'ready']);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(seen).toEqual(['in_preparation', 'ready', 'cancelled']);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toBe('/api/orders/abcdefghijklmnopqrstuv');
  });

  it('polls when the browser has no EventSource, and stops when the page is left', async () => {
    vi.stubGlobal('EventSource', undefined);
    const seen: string[] = [];
    const stop = followOrder('abcdefghijklmnopqrstuv', (o) => seen.push(o.status));
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    stop();
    const count = asked.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(asked).toHaveLength(count);
  });
});
