/**
 * The service worker's Web Push handlers (issue 29 item 4, decision 050): a message about an order is
 * shown as a notification (title, body, tag from the payload: one per order), and a tap focuses the
 * order's page when it is open, or opens it. The site's service worker calls
 * `installPushHandlers(self)`.
 *
 * Typed by the few members used, so the app's DOM typings need no WebWorker lib: a real
 * ServiceWorkerGlobalScope is one of these.
 */
import { pushPayloadSchema, type PushPayload } from '@gh/domain/push';

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickEventLike {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; data: unknown; icon?: string; lang?: string },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const ICON = '/favicon.svg';

function readPayload(event: PushEventLike): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPayload(event);
    // userVisibleOnly: every push shows something, even one we cannot read.
    const shown = payload ?? {
      title: 'Gouden Haan',
      body: 'Er is nieuws over je bestelling.',
      tag: 'order',
      url: '/',
    };
    event.waitUntil(
      scope.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.tag,
        icon: ICON,
        data: { url: shown.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    // Only a path of this site: a payload never sends the customer elsewhere.
    const path =
      typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
        ? data.url
        : '/';
    const target = new URL(path, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        if (open) await open.focus();
        else await scope.clients.openWindow(target);
      })(),
    );
  });
}
