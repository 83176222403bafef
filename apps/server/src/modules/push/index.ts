/** Web Push for an order (issue 29 item 4, decision 050): what app.ts and the kitchen use. */
export { pushRoutes } from './push.routes';
export { createPushService, PUSH, PUSH_JOB, type PushService } from './push.service';
export { pushPayload, orderPagePath, type PushChange } from './push-message';
export { loadVapidKeys, vapidSubject, VAPID_KEYS_FILE, type VapidKeys } from './vapid-keys';
