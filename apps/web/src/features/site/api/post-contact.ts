import type { ContactBody } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function postContact(body: ContactBody): Promise<string> {
  return (
    await apiFetch<{ message: string }>(contentApi.contact, {
      method: 'POST',
      body,
      fallback: 'Versturen is niet gelukt. Probeer het opnieuw.',
    })
  ).message;
}
