/**
 * The site's service worker (issue 29 item 3, decision 042), built by the web build into `dist/sw.js`
 * (scripts/build-service-worker.ts). Each concern is a module of its own; a new one is one import
 * line here (the push messages of issue 29 item 4: `import './push';` with its `push` and
 * `notificationclick` listeners).
 */
import './lifecycle';
import './offline';
import './offline-kit';
