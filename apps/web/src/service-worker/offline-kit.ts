/**
 * The code the offline pages of one language need beyond their entry (the menu page, its product
 * dialog, the basket drawer, the offline page …), kept when a page of that language asks, once the
 * page has loaded (lib/offline/register-worker.ts). What the page loaded already comes from the
 * browser's cache, so a first visit downloads only the parts it did not open. The lists are written
 * into the built worker by scripts/build-service-worker.ts.
 */
/// <reference lib="webworker" />
import { assetsStrategy } from './offline';
import { OFFLINE_KIT_MESSAGE } from '../lib/offline/cache-rules';

declare const self: ServiceWorkerGlobalScope & { __GH_OFFLINE_KIT: Record<string, string[]> };

const KIT = self.__GH_OFFLINE_KIT;

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; lang?: unknown } | null;
  if (data?.type !== OFFLINE_KIT_MESSAGE || typeof data.lang !== 'string') return;
  const urls = Object.hasOwn(KIT, data.lang) ? KIT[data.lang]! : [];
  event.waitUntil(
    Promise.allSettled(urls.map((url) => assetsStrategy.handleAll({ event, request: new Request(url) })[1])),
  );
});
