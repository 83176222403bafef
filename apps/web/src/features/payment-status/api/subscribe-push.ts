/** Subscribes this browser to push messages about one order (issue 29 item 4): only after a tap. */
import { base64UrlBytes, type PushKey } from '@gh/domain/push';
import * as m from '@gh/i18n/messages';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type PushOutcome = { ok: true } | { ok: false; message: string };

/** Asks for permission (the caller is a tap), subscribes with the server's key and hands it over. */
export async function subscribeToPush(publicId: string): Promise<PushOutcome> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return { ok: false, message: m.push_unsupported() };
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, message: m.push_denied() };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return { ok: false, message: m.push_unsupported() };
    const { publicKey } = await apiFetch<PushKey>(api.pushKey, { fallback: m.push_failed() });
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey) as Uint8Array<ArrayBuffer>,
    });
    await apiFetch(api.orderPush(publicId), {
      method: 'POST',
      body: { subscription: subscription.toJSON() },
      fallback: m.push_failed(),
    });
    return { ok: true };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : m.push_failed() };
  }
}
