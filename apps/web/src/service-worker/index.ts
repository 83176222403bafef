/**
 * The site's service worker (issue 29 item 3, decision 042), built by the web build into `dist/sw.js`
 * (scripts/build-service-worker.ts). Each concern is a module of its own: the cache lifecycle, what
 * is kept for offline, and the order's push messages (issue 29 item 4, decision 050).
 */
import './lifecycle';
import './offline';
import './offline-kit';
import { installPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope;

installPushHandlers(self);
