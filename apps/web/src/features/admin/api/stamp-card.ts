/** The location's stamp card (decision 052). */
import type { StampCard, StampCardBody } from '@gh/domain/stamps';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getStampCard = (slug: string, signal?: AbortSignal) =>
  apiFetch<{ card: StampCard | null }>(adminApi.stampCard(slug), signal ? { signal } : {});

export const saveStampCard = (slug: string, body: StampCardBody) =>
  apiFetch<{ card: StampCard }>(adminApi.stampCard(slug), {
    method: 'PUT',
    body,
    fallback: 'Opslaan mislukt.',
  });
