/**
 * Issue 29 item 4 in Chromium: the order page's button for push messages (decision 050), and the
 * service worker showing a message. Each journey orders in Rotterdam under a name of its own.
 *
 * Chromium and push here, without the internet: in the journeys' (incognito) contexts
 * `pushManager.subscribe` fails at once ("Registration failed - permission denied": no push service
 * in a private window); in a profile of its own it waits for Google's push service and never
 * answers; with its GCM client sent to a local stand-in for Google's check-in and registration
 * (support/fake-gcm.ts) it makes a real subscription. Messages then come through DevTools, as
 * Google's service would deliver them; what the server sends is tested against a local RFC 8030
 * push service by the push module's tests.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { startFakeGcm } from '../support/fake-gcm';
import { untilLoaderGone } from '../support/page';
import { inOwnProfile, workerReady } from '../support/service-worker';
import { shots } from '../support/shots';
import { fillCart, payByDemo, placePickupOrder } from '../support/shop';

test.use({ serviceWorkers: 'allow' });

const BUTTON = 'Stuur me een bericht als mijn bestelling klaar is';
const SHOTS = '/tmp/i-pwa3-shots';

/** Records every permission request and push subscription the page makes, from before its code. */
async function watchPrompts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __prompts: string[] }).__prompts = calls;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      calls.push('requestPermission');
      return ask(...args);
    };
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (...args) {
      calls.push('subscribe');
      return subscribe.apply(this, args);
    };
    localStorage.setItem('cookie-consent', 'seen');
  });
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { __prompts: string[] }).__prompts);

/** A paid pickup order of this page's visitor, its page open; unpaid until `pay` is called. */
async function openOrder(page: Page) {
  await fillCart(page.request, 'rotterdam', [{ name: 'Halve kip van het spit', quantity: 1 }]);
  const customer = `Pushklant ${Date.now().toString(36)}`;
  const order = await placePickupOrder(page.request, 'rotterdam', customer, 'push@example.nl');
  await page.goto(`/betaald?order=${order.publicId}`);
  await untilLoaderGone(page);
  return { ...order, pay: () => payByDemo(page.request, order.paymentId) };
}

/** Notifications allowed in `context` (and its prompts watched): a paid order's page with the button. */
async function paidOrderAllowingMessages(context: BrowserContext, page: Page) {
  await watchPrompts(context);
  await context.grantPermissions(['notifications']);
  const order = await openOrder(page);
  await order.pay();
  const button = page.getByRole('button', { name: BUTTON });
  await expect(button).toBeVisible({ timeout: 15_000 });
  return { order, button };
}

test('the button comes only after payment, never prompts by itself, and a refusal is said plainly', async ({
  page,
  context,
}) => {
  await watchPrompts(context);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/orders\/[^/]+\/push$/.test(request.url()))
      posted.push(request.url());
  });
  const order = await openOrder(page);
  const button = page.getByRole('button', { name: BUTTON });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toHaveCount(0);

  await order.pay();
  // The page follows the payment by itself; the button comes with it.
  await expect(button).toBeVisible({ timeout: 15_000 });
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(500);
  expect(await prompts(page)).toEqual([]);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await shots(page, SHOTS, 'order-push-button');

  // The customer taps and refuses (Chromium's answer without a grant): the page says what to do.
  await button.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Je browser staat geen berichten van ons toe' }),
  ).toHaveText(
    'Je browser staat geen berichten van ons toe. Zet meldingen aan in de instellingen van je browser, of houd deze pagina open.',
  );
  expect(await prompts(page)).toEqual(['requestPermission']);
  expect(posted).toEqual([]);
  // The page still follows the order, and the button stays for another try.
  await expect(button).toBeEnabled();
  await shots(page, SHOTS, 'order-push-refused');
});

test('allowed, a real subscription reaches the server, and the worker shows the kitchen’s message', async () => {
  // Chromium's GCM client talks to a local stand-in for Google's check-in and registration.
  const gcm = await startFakeGcm(Number(process.env.E2E_PORT ?? 3100) + 2);
  try {
    await inOwnProfile(async (context, page) => {
      const { order, button } = await paidOrderAllowingMessages(context, page);

      // The tap comes first: it also starts the service worker the subscription needs.
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith(`/api/orders/${order.publicId}/push`),
      );
      await button.click();
      expect((await answer).status()).toBe(201);
      // The browser's own subscription, made with the site's key: its keys and Google's address.
      const { subscription } = (await answer).request().postDataJSON() as {
        subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
      };
      expect(subscription.endpoint).toMatch(
        /^https:\/\/(?:fcm\.googleapis|jmt17\.google)\.com\/fcm\/send\/e2e-/,
      );
      expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
      expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
      const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
      expect(gcm.registrations.at(-1)?.get('sender')).toBe(publicKey);
      expect(await prompts(page)).toEqual(['requestPermission', 'subscribe']);
      await expect(page.getByRole('status').filter({ hasText: 'Je krijgt een bericht' })).toHaveText(
        'Je krijgt een bericht zodra er nieuws is over je bestelling.',
      );
      await expect(button).toHaveCount(0);
      await shots(page, SHOTS, 'order-push-subscribed');

      // A push message arrives (delivered by DevTools, as the push service would): the worker shows it.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const payload = {
        title: 'Gouden Haan',
        body: 'Bestelling #1 is klaar om af te halen.',
        tag: `order-${order.publicId}`,
        url: `/betaald?order=${order.publicId}`,
      };
      // Playwright attaches to the worker first: without that, DevTools' delivery was lost in about
      // half the runs here (the worker running and activated; not understood).
      await context.serviceWorkers()[0]?.evaluate(() => undefined);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
      // The worker may have to start first.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              return (await registration.getNotifications()).map((n) => ({
                title: n.title,
                body: n.body,
                tag: n.tag,
              }));
            }),
          { timeout: 15_000 },
        )
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);
    }, gcm.args);
  } finally {
    await gcm.close();
  }
});

test('allowed, but Chromium cannot reach its push service: the page says so in bounded time', async () => {
  test.setTimeout(60_000);
  // A profile of its own: in a private window Chromium refuses at once (no push service there).
  await inOwnProfile(async (context, page) => {
    const { button } = await paidOrderAllowingMessages(context, page);
    await workerReady(page);
    await button.click();
    await expect(page.getByRole('button', { name: 'Even geduld…' })).toBeDisabled();
    const problem = page.getByRole('alert').filter({ hasText: 'berichtendienst' });
    // Bounded: the page's wait is 20 s (PUSH_WAIT_MS).
    await expect(problem).toHaveText(
      'Je browser krijgt geen verbinding met zijn berichtendienst. Probeer het later nog eens, of houd deze pagina open: hij laat zien wanneer je bestelling klaar is.',
      { timeout: 30_000 },
    );
    // After 20 s of waiting for the push service (PUSH_WAIT_MS), not for ever: the button is back.
    expect(await prompts(page)).toEqual(['requestPermission', 'subscribe']);
    await expect(button).toBeEnabled();
  });
});

test('in a private window, where Chromium has no push service, the page says to keep it open', async ({
  page,
  context,
}) => {
  const { button } = await paidOrderAllowingMessages(context, page);
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deze browser' })).toHaveText(
    'Deze browser kan geen berichten ontvangen. Houd deze pagina open: hij laat zien wanneer je bestelling klaar is.',
  );
});
