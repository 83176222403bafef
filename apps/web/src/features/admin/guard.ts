/** Route guards of the admin area: the server says whether the token cookie is a valid session. */
import type { AdminMe } from '@gh/domain/admin';
import { redirect } from '../../lib/router';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { getMe } from './api/auth';

/** Only our own admin pages are valid return addresses (no open redirect). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('/admin/login') || next.includes('//')) {
    return paths.admin.dashboard;
  }
  return next;
}

export function loginUrl(returnTo: string): string {
  return `${paths.admin.login}?next=${encodeURIComponent(returnTo)}`;
}

/** Loader of the protected pages: the account, or a redirect to the login page and back afterwards. */
export async function requireAdmin({ request }: { request: Request }): Promise<AdminMe> {
  try {
    return await getMe(request.signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginUrl(url.pathname + url.search));
    }
    throw err;
  }
}

/** Loader of the login page: a visitor with a valid token goes straight on (the spec's guard). */
export async function redirectIfSignedIn({ request }: { request: Request }): Promise<null> {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  try {
    await getMe(request.signal);
  } catch {
    return null;
  }
  throw redirect(next);
}
