/**
 * Registers the service worker (decision 042). main.tsx loads this in an idle moment after the page
 * has loaded, so nothing of it is part of the first load; the worker's own downloads (its precache,
 * the offline kit) are made by the worker, and what the page loaded already comes from the browser's
 * cache.
 */
import { dutchPath } from '@gh/i18n';
import { withLang } from '../api-client';
import { currentLang } from '../lang';
import { api } from '../paths';
import { OFFLINE_KIT_MESSAGE } from './cache-rules';

/**
 * What this page showed without asking through the worker: a menu the server rendered came inside
 * the HTML (under the address the menu page asks when it renders offline), and the code, styles and
 * images loaded before the worker was there (from the browser's cache). The worker keeps those its
 * rules allow and ignores the rest. What the page loads later comes through the worker.
 */
function shownOnThisPage(): string[] {
  const city = /^\/menu\/([a-z0-9-]+)$/.exec(dutchPath(location.pathname))?.[1];
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/`));
  return [...(city ? [withLang(api.menu(city))] : []), ...loaded];
}

/**
 * Asks the active worker to keep what this page showed (Workbox's `CACHE_URLS`: fetched through its
 * own routes, so only what its rules allow is kept) and the code its language's offline pages need.
 */
function keepForOffline(worker: ServiceWorker | null | undefined): void {
  if (!worker) return;
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: shownOnThisPage() } });
  worker.postMessage({ type: OFFLINE_KIT_MESSAGE, lang: currentLang() });
}

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the worker once per page (main.tsx after the visitor's first act, or the order page's
 * push button when it is tapped first); answers its registration, or undefined where refused.
 */
export function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
    (registration) => {
      void navigator.serviceWorker.ready.then((ready) => keepForOffline(ready.active));
      // A new version took over this page (lifecycle.ts): it keeps its own offline kit.
      navigator.serviceWorker.addEventListener('controllerchange', () =>
        keepForOffline(navigator.serviceWorker.controller),
      );
      return registration;
    },
    // Refused (a private window, a test that blocks workers): the site works as before.
    () => undefined,
  );
  return registering;
}
