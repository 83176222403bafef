/**
 * Subscribing to push messages (issue 29 item 4): permission is asked only when called (a tap), a
 * refusal, a browser without push or a push service that never answers gets a clear Dutch sentence
 * (in bounded time), and a granted one posts the browser's subscription for the order.
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
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
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

  it('asks again when the prompt was closed without an answer', async () => {
    stubBrowser('default', {});
    expect(await subscribeToPush('x'.repeat(22))).toEqual({
      ok: false,
      message:
        'Je hebt nog geen toestemming gegeven voor berichten. Tik nog eens op de knop en kies ‘Toestaan’, of houd deze pagina open.',
    });
    expect(requests).toEqual([]);
  });

  it('says so in bounded time when the push service never answers, and drops a late subscription', async () => {
    let answer: (value: unknown) => void = () => {};
    const unsubscribe = vi.fn(async () => true);
    stubBrowser('granted', {
      pushManager: { subscribe: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(await subscribeToPush('abcdefghijklmnopqrstuv', 20)).toEqual({
      ok: false,
      message:
        'Je browser krijgt geen verbinding met zijn berichtendienst. Probeer het later nog eens, of houd deze pagina open: hij laat zien wanneer je bestelling klaar is.',
    });
    answer({ unsubscribe, toJSON: () => ({}) });
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    expect(requests.map((r) => r.url)).toEqual(['/api/push/key']);
  });

  it('tells a private window, where the browser has no push service, to keep the page open', async () => {
    stubBrowser('granted', {
      pushManager: {
        subscribe: async () => {
          throw new DOMException('Registration failed - permission denied', 'AbortError');
        },
      },
    });
    expect(await subscribeToPush('abcdefghijklmnopqrstuv')).toEqual({
      ok: false,
      message:
        'Deze browser kan geen berichten ontvangen. Houd deze pagina open: hij laat zien wanneer je bestelling klaar is.',
    });
  });

  it('starts the service worker itself when the tap comes before it registered', async () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } };
    const registration = { pushManager: { subscribe: async () => ({ toJSON: () => subscription }) } };
    stubBrowser('granted', registration);
    const register = vi.fn(async () => registration);
    vi.stubGlobal('navigator', {
      serviceWorker: {
        getRegistration: async () => undefined,
        register,
        ready: Promise.resolve(registration),
        addEventListener() {},
      },
    });
    expect(await subscribeToPush('abcdefghijklmnopqrstuv')).toEqual({ ok: true });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });
});
