/** The service worker's push handlers, with a small fake scope (issue 29 item 4). */
import { describe, expect, it } from 'vitest';
import { installPushHandlers, type PushScope } from './push';

function fakeScope(open: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://goudenhaan.nl' },
    registration: {
      async showNotification(title: string, options: Record<string, unknown>) {
        shown.push({ title, options });
      },
    },
    clients: {
      async matchAll() {
        return open.map((url) => ({ url, focus: async () => focused.push(url) }));
      },
      async openWindow(url: string) {
        opened.push(url);
      },
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      listeners.set(type, listener);
    },
  } as unknown as PushScope;
  installPushHandlers(scope);
  async function fire(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { fire, shown, focused, opened };
}

const payload = {
  title: 'Gouden Haan',
  body: 'Bestelling #12 is klaar om af te halen.',
  tag: 'order-abc',
  url: '/betaald?order=abc',
};

describe('installPushHandlers', () => {
  it('shows the message with its title, body and tag', async () => {
    const sw = fakeScope();
    await sw.fire('push', { data: { json: () => payload } });
    expect(sw.shown).toEqual([
      {
        title: 'Gouden Haan',
        options: expect.objectContaining({
          body: payload.body,
          tag: 'order-abc',
          data: { url: payload.url },
        }),
      },
    ]);
  });

  it('still shows something for a message it cannot read', async () => {
    const sw = fakeScope();
    await sw.fire('push', { data: { json: () => ({ nonsense: true }) } });
    await sw.fire('push', { data: null });
    expect(sw.shown.map((s) => s.options.body)).toEqual([
      'Er is nieuws over je bestelling.',
      'Er is nieuws over je bestelling.',
    ]);
  });

  it('focuses the order page when it is open, and opens it otherwise', async () => {
    const page = 'https://goudenhaan.nl/betaald?order=abc';
    const withPage = fakeScope([page]);
    const closed: string[] = [];
    const click = { notification: { data: { url: payload.url }, close: () => closed.push('x') } };
    await withPage.fire('notificationclick', click);
    expect(withPage.focused).toEqual([page]);
    expect(withPage.opened).toEqual([]);
    expect(closed).toHaveLength(1);

    const without = fakeScope(['https://goudenhaan.nl/menu']);
    await without.fire('notificationclick', click);
    expect(without.opened).toEqual([page]);
  });

  it('never opens another site', async () => {
    const sw = fakeScope();
    await sw.fire('notificationclick', { notification: { data: { url: '//evil.example/x' }, close() {} } });
    expect(sw.opened).toEqual(['https://goudenhaan.nl/']);
  });
});
