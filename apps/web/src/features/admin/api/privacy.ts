/** The owner's retention period for orders' personal data (issue 21). */
import type { PrivacySettingsBody } from '@gh/domain/privacy-api';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getPrivacySettings = (signal?: AbortSignal) =>
  apiFetch<{ orderMonths: number }>(adminApi.privacy, signal ? { signal } : {});

export const savePrivacySettings = (body: PrivacySettingsBody) =>
  apiFetch<{ orderMonths: number }>(adminApi.privacy, { method: 'PUT', body, fallback: 'Opslaan mislukt.' });
