/** The owner's news, vacancies, gallery and categories (issue 27 item 8, decision 047). */
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export type ContentKind = 'news' | 'vacancies' | 'gallery' | 'categories';
type Key = string | number;

export const getContent = <T>(kind: ContentKind) =>
  apiFetch<{ items: T[] }>(adminApi.content(kind)).then((r) => r.items);
export const saveContent = <T>(kind: ContentKind, key: Key | null, body: unknown) =>
  apiFetch<T>(key === null ? adminApi.content(kind) : adminApi.content(kind, key), {
    method: key === null ? 'POST' : 'PUT',
    body,
    fallback: 'Opslaan mislukt.',
  });
export const deleteContent = (kind: ContentKind, key: Key) =>
  apiFetch<void>(adminApi.content(kind, key), { method: 'DELETE', fallback: 'Verwijderen mislukt.' });
export const moveContent = <T>(kind: ContentKind, key: Key, direction: 'up' | 'down') =>
  apiFetch<{ items: T[] }>(adminApi.content(kind, key, true), { method: 'POST', body: { direction } }).then(
    (r) => r.items,
  );
