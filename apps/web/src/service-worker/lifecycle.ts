/**
 * A new version takes over on the visit that finds it (decision 042): it activates as soon as it is
 * installed (no waiting for every tab to close) and controls the open pages at once. Its activation
 * drops the old version's precache. Pages are never served from a cache while online, so no open
 * page is left with an old version's shell; the hashed code an open page still asks for stays in
 * the runtime cache of code (offline.ts), so a lazy part of the page loads after the switch too.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
