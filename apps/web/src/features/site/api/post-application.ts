/** POST /api/applications as multipart/form-data (the CV is a file), so not through apiFetch's JSON. */
import { ApiError } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function postApplication(form: FormData): Promise<string> {
  let response: Response;
  try {
    response = await fetch(contentApi.applications, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'Geen verbinding met de server. Controleer je internet en probeer het opnieuw.');
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok)
    throw new ApiError(response.status, body.message ?? 'Versturen is niet gelukt. Probeer het opnieuw.');
  return body.message ?? 'Bedankt voor je sollicitatie!';
}
