/** The privacy calls: ask for a link, read what a link's address has, erase it, and the periods. */
import type { PrivacyOverview, PrivacyPolicy } from '@gh/domain/privacy-api';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export async function requestMyData(email: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(api.privacyRequests, {
    method: 'POST',
    body: { email },
    fallback: 'Aanvragen is niet gelukt. Probeer het opnieuw.',
  });
  return answer.message;
}

export const getPrivacyOverview = (token: string, signal?: AbortSignal) =>
  apiFetch<PrivacyOverview>(api.privacyOverview(token), signal ? { signal } : {});

export async function eraseMyData(token: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(api.privacyErase, {
    method: 'POST',
    body: { token, confirm: true },
    fallback: 'Verwijderen is niet gelukt. Probeer het opnieuw.',
  });
  return answer.message;
}

export const getPrivacyPolicy = () => apiFetch<PrivacyPolicy>(api.privacyPolicy);
