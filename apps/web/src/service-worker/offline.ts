/**
 * What the service worker keeps, all through Workbox's strategies (decision 042):
 * - precached at install: both languages' page shells and the entry code and styles they load
 *   (hashed, so cached as they are, from the browser's cache where the page loaded them already);
 * - the rest of the site's code (hashed: a name never changes its content): from the cache, else the
 *   network, kept as pages load it; offline-kit.ts adds the parts the offline pages need;
 * - pages: always from the network (with navigation preload); offline, a public page gets the
 *   precached shell of its language, which renders it from what is cached. Checkout, payment,
 *   account, privacy and staff pages get no fallback: offline they fail as without a worker;
 * - the menu answers a visitor viewed (public, the same for everyone): network first, the cached
 *   copy offline; the menu's images: from the cache, refreshed in the background;
 * - nothing else: no other API answer (cart, checkout, orders, account, admin) is ever stored.
 */
/// <reference lib="webworker" />
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  ASSETS_KEPT,
  CACHE_NAMES,
  isCode,
  IMAGE_MAX_AGE_SECONDS,
  IMAGES_KEPT,
  isMenuAnswer,
  isMenuImage,
  isOnlineOnlyPage,
  MENU_MAX_AGE_SECONDS,
  MENUS_KEPT,
  shellFor,
} from '../lib/offline/cache-rules';

/** A page from the network; offline, the precached shell of its language. */
const withShellFallback = (shell: string) =>
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shell })] });

const isNavigation = (request: Request) => request.mode === 'navigate';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The site's hashed code and styles beyond the precache: a name never changes its content. */
export const assetsStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT, purgeOnQuotaError: true })],
});

registerRoutes(self.__WB_MANIFEST);

function registerRoutes(precache: (PrecacheEntry | string)[]): void {
  precacheAndRoute(precache);
  cleanupOutdatedCaches();
  // The page's request starts while the worker starts, instead of after.
  navigationPreload.enable();

  // Pages that must never come from a cache: handled (not passed by), so the preload is used.
  registerRoute(
    ({ request, url }) => isNavigation(request) && isOnlineOnlyPage(url.pathname),
    new NetworkOnly(),
  );
  for (const shell of ['/index.html', '/index.en.html'] as const) {
    registerRoute(
      ({ request, url }) =>
        isNavigation(request) && !isOnlineOnlyPage(url.pathname) && shellFor(url.pathname) === shell,
      withShellFallback(shell),
    );
  }

  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.origin === location.origin && isMenuAnswer(url),
    new NetworkFirst({
      cacheName: CACHE_NAMES.menus,
      // A connection that hangs is offline for the visitor too.
      networkTimeoutSeconds: 8,
      plugins: [
        new ExpirationPlugin({
          maxEntries: MENUS_KEPT,
          maxAgeSeconds: MENU_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );

  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.origin === location.origin && isCode(url),
    assetsStrategy,
  );

  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.origin === location.origin && isMenuImage(url),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new ExpirationPlugin({
          maxEntries: IMAGES_KEPT,
          maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
