/** POST /api/applications as multipart/form-data (the CV is a file), so not through apiFetch's JSON. */
import * as m from '@gh/i18n/messages';
import { ApiError, withLang } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function postApplication(form: FormData): Promise<string> {
  let response: Response;
  try {
    // `?lang=en` on English pages, as apiFetch adds it: the server answers in the page's language.
    response = await fetch(withLang(contentApi.applications), {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, m.pages_form_offline());
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new ApiError(response.status, body.message ?? m.pages_jobs_send_failed());
  return body.message ?? m.pages_jobs_thanks();
}
