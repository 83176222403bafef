/**
 * Issue 29 item 3: the site on the home screen, and a menu that opens offline (decision 042). In
 * Chromium with its service worker running (the other journeys block it). A new version's
 * takeover is pwa-update.spec.ts, the order's push messages push.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { untilLoaderGone } from '../support/page';
import {
  cachedUrls,
  inOwnProfile,
  keptForOffline,
  underWorker,
  workerReady,
} from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NL = 'Je bent offline: bestellen kan weer zodra je verbinding hebt';
const OFFLINE_EN = "You're offline: you can order again once you're connected";

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

for (const [lang, home, manifest] of [
  ['nl', '/', '/manifest.webmanifest'],
  ['en', '/en', '/manifest.en.webmanifest'],
] as const) {
  test(`installable (${lang}): a valid manifest with every icon, and no installability errors`, async ({
    request,
  }) => {
    // A profile of its own: Chromium never offers to install from an incognito window, which is what
    // the journeys' contexts are.
    await inOwnProfile(async (context, page) => {
      await page.goto(home);
      await untilLoaderGone(page);
      await workerReady(page);
      const cdp = await page.context().newCDPSession(page);
      const app = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
        data?: string;
      };
      expect(new URL(app.url).pathname).toBe(manifest);
      expect(app.errors).toEqual([]);
      const data = JSON.parse(app.data ?? '{}') as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        display: string;
        theme_color: string;
        background_color: string;
        color_scheme_dark: { theme_color: string; background_color: string };
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(data).toMatchObject({
        name: 'Gouden Haan',
        short_name: 'Gouden Haan',
        lang,
        start_url: home,
        display: 'standalone',
        // Spec section 4: red in light mode, near-black in dark mode.
        theme_color: '#c8102e',
        color_scheme_dark: { theme_color: '#0d0b0a', background_color: '#0d0b0a' },
      });
      expect(data.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual([
        '192x192',
        '512x512',
      ]);
      for (const icon of data.icons) {
        const answer = await request.get(icon.src);
        expect(answer.headers()['content-type'], icon.src).toBe('image/png');
        expect(pngSize(await answer.body()).join('x'), icon.src).toBe(icon.sizes);
      }
      const touch = await request.get('/apple-touch-icon.png');
      expect(pngSize(await touch.body())).toEqual([180, 180]);
      expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/icon/);

      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    });
  });
}

test('the worker is served from the root, asked again on every visit, and allowed by the CSP', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const page = await request.get('/menu/amsterdam');
  expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(page.headers()['content-security-policy']).toContain("manifest-src 'self'");
});

test('the last menu viewed opens offline, without ordering', async ({ page, context }) => {
  await page.goto('/menu/amsterdam');
  await untilLoaderGone(page);
  await underWorker(page);
  await keptForOffline(page, '/api/menu/amsterdam');

  // Online: a product in the basket.
  const cola = page.getByRole('button', { name: 'Coca-Cola toevoegen' });
  await cola.click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 1 product');

  // The connection drops while the menu is open: the notice, and no ordering.
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NL });
  await expect(notice).toBeVisible();
  await expect(cola).toBeDisabled();
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Afrekenen' })).toBeDisabled();
  await expect(drawer).toContainText(OFFLINE_NL);
  await page.keyboard.press('Escape');

  // Opened again with the network off: the same menu, from the worker, still without ordering.
  await page.reload();
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Amsterdam' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Crispy chicken burger' })).toContainText('€ 8,95');
  await expect(notice).toBeVisible();
  await expect(cola).toBeDisabled();
  // The choices can be read, not added; the basket (never kept) says why it cannot be shown.
  await page.getByRole('article', { name: 'Crispy chicken burger' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Crispy chicken burger' });
  await expect(dialog.getByRole('button', { name: /In winkelwagen/ })).toBeDisabled();
  await expect(dialog).toContainText(OFFLINE_NL);
  await page.keyboard.press('Escape');
  await page.getByTestId('cart-button').click();
  await expect(drawer).toContainText(OFFLINE_NL);
  await expect(drawer.getByRole('link', { name: 'Afrekenen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Back online: the notice goes and ordering works again.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(cola).toBeEnabled();
});

test('personal answers, checkout and staff pages are never cached', async ({ page, context }) => {
  await page.goto('/menu/rotterdam');
  await untilLoaderGone(page);
  await underWorker(page);
  await keptForOffline(page, '/api/menu/rotterdam');
  // Under the worker: a product in the basket (the cart answer holds this visitor's data), the
  // checkout with its quote, and the staff's sign-in page.
  await page.getByRole('button', { name: 'Coca-Cola toevoegen' }).click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Winkelwagen, 1 product');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/menu/rotterdam');
  await untilLoaderGone(page);

  // Only the site's code, shells, menus and pictures are kept.
  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached).toContainEqual(expect.stringMatching(/\/api\/menu\/rotterdam$/));
  const personal = cached.filter((url) =>
    /^\/api\/(?!menu\/)|\/(?:checkout|betaald|admin|mijn-gegevens|mijn-gouden-haan)(?:[/?]|$)/.test(
      new URL(url).pathname,
    ),
  );
  expect(personal).toEqual([]);

  // Offline they fail as without a worker: no copy of them exists.
  await context.setOffline(true);
  for (const url of ['/checkout', '/admin']) {
    await expect(page.goto(url), url).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  }
  await context.setOffline(false);
});

test('offline in English: the English menu and notice', async ({ page, context }) => {
  await page.goto('/en/menu/rotterdam');
  await untilLoaderGone(page);
  await underWorker(page);
  await keptForOffline(page, '/api/menu/rotterdam?lang=en');
  await context.setOffline(true);
  await page.goto('/en/menu/rotterdam');
  await untilLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rotterdam menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_EN })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coca-Cola Add' })).toBeDisabled();
  await context.setOffline(false);
});
