/** The privacy calls: ask for a link, read what a link's address has, erase it, and the periods. */
import type { PrivacyOverview, PrivacyPolicy } from '@gh/domain/privacy-api';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export async function requestMyData(email: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(api.privacyRequests, {
    method: 'POST',
    body: { email },
    fallback: m.pages_mydata_request_failed(),
  });
  return answer.message;
}

export const getPrivacyOverview = (token: string, signal?: AbortSignal) =>
  apiFetch<PrivacyOverview>(api.privacyOverview(token), signal ? { signal } : {});

export async function eraseMyData(token: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(api.privacyErase, {
    method: 'POST',
    body: { token, confirm: true },
    fallback: m.pages_mydata_erase_failed(),
  });
  return answer.message;
}

export const getPrivacyPolicy = () => apiFetch<PrivacyPolicy>(api.privacyPolicy);
