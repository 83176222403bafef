/**
 * Subscribing to push messages (issue 29 item 4): permission is asked only when called (a tap), a
 * refusal or a browser without push gets a clear Dutch sentence, and a granted one posts the
 * browser's subscription for the order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { subscribeToPush } from './subscribe-push';

const KEY = `B${'A'.repeat(86)}`;
const requests: { url: string; body: unknown }[] = [];

function stubBrowser(permission: NotificationPermission, registration: unknown) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
  setApiTransport(async (url, init) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return url.endsWith('/api/push/key')
      ? Response.json({ publicKey: KEY })
      : Response.json({ subscribed: true }, { status: 201 });
  });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('subscribeToPush', () => {
  it('tells a browser without push to keep the page open', async () => {
    vi.stubGlobal('navigator', {});
    expect(await subscribeToPush('x'.repeat(22))).toEqual({
      ok: false,
      message:
        'Deze browser kan geen berichten ontvangen. Houd deze pagina open: hij laat zien wanneer je bestelling klaar is.',
    });
  });

  it('says in Dutch what to do when permission is refused, and posts nothing', async () => {
    const asked = stubBrowser('denied', {});
    const outcome = await subscribeToPush('x'.repeat(22));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({
      ok: false,
      message:
        'Je browser staat geen berichten van ons toe. Zet meldingen aan in de instellingen van je browser, of houd deze pagina open.',
    });
    expect(requests).toEqual([]);
  });

  it('subscribes with the server key and posts the subscription for the order', async () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } };
    const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
    stubBrowser('granted', { pushManager: { subscribe } });
    expect(await subscribeToPush('abcdefghijklmnopqrstuv')).toEqual({ ok: true });
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    expect(requests.at(-1)).toEqual({
      url: '/api/orders/abcdefghijklmnopqrstuv/push',
      body: { subscription },
    });
  });

  it('shows the server message when it refuses the subscription', async () => {
    stubBrowser('granted', { pushManager: { subscribe: async () => ({ toJSON: () => ({}) }) } });
    setApiTransport(async (url) =>
      url.endsWith('/api/push/key')
        ? Response.json({ publicKey: KEY })
        : Response.json(
            { message: 'Voor deze bestelling kun je geen berichten meer krijgen.' },
            { status: 409 },
          ),
    );
    expect(await subscribeToPush('abcdefghijklmnopqrstuv')).toEqual({
      ok: false,
      message: 'Voor deze bestelling kun je geen berichten meer krijgen.',
    });
  });
});
