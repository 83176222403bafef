/** Subscribes this browser to push messages about one order (issue 29 item 4): only after a tap. */
import { base64UrlBytes, type PushKey } from '@gh/domain/push';
import * as m from '@gh/i18n/messages';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { registerWorker } from '../../../lib/offline/register-worker';
import { api } from '../../../lib/paths';

export type PushOutcome = { ok: true } | { ok: false; message: string };

/**
 * How long the worker's start and the browser's push service may take. Chromium without a way to
 * its push service (Google's) never answers `subscribe`: the customer hears so rather than wait.
 */
export const PUSH_WAIT_MS = 20_000;

class NoAnswer extends Error {}

/** `promise`, or NoAnswer after `ms`; what it brings later goes to `late`. */
function within<T>(promise: Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      reject(new NoAnswer());
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (waiting) resolve(value);
        else late?.(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        if (waiting) reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * The site's active service worker: it registers after the visitor's first act (decision 042), so
 * a tap on the button may be what starts it.
 */
async function activeWorker(waitMs: number): Promise<ServiceWorkerRegistration | undefined> {
  const registration = (await navigator.serviceWorker.getRegistration()) ?? (await registerWorker());
  if (!registration) return undefined;
  return within(navigator.serviceWorker.ready, waitMs);
}

/** What the customer reads when subscribing fails. */
function problemOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof NoAnswer) return m.push_no_service();
  // Chromium in a private window has no push service: "Registration failed - permission denied".
  if (err instanceof DOMException && (err.name === 'NotAllowedError' || /permission/i.test(err.message))) {
    return m.push_unsupported();
  }
  return m.push_failed();
}

/** Asks for permission (the caller is a tap), subscribes with the server's key and hands it over. */
export async function subscribeToPush(publicId: string, waitMs = PUSH_WAIT_MS): Promise<PushOutcome> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return { ok: false, message: m.push_unsupported() };
  }
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, message: m.push_denied() };
  if (permission !== 'granted') return { ok: false, message: m.push_dismissed() };
  try {
    const registration = await activeWorker(waitMs);
    if (!registration) return { ok: false, message: m.push_unsupported() };
    const { publicKey } = await apiFetch<PushKey>(api.pushKey, { fallback: m.push_failed() });
    const subscription = await within(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(publicKey) as Uint8Array<ArrayBuffer>,
      }),
      waitMs,
      // An answer after the customer was told it failed: no subscription the server never heard of.
      (late) => void late.unsubscribe().catch(() => undefined),
    );
    await apiFetch(api.orderPush(publicId), {
      method: 'POST',
      body: { subscription: subscription.toJSON() },
      fallback: m.push_failed(),
    });
    return { ok: true };
  } catch (err) {
    return { ok: false, message: problemOf(err) };
  }
}
