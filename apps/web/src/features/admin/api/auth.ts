/** Admin account calls: who am I, sign in/out, password reset. */
import type { AdminMe } from '@gh/domain/admin';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export const getMe = (signal?: AbortSignal) => apiFetch<AdminMe>(api.admin.me, signal ? { signal } : {});

export const login = (email: string, password: string) =>
  apiFetch<AdminMe>(api.admin.login, {
    method: 'POST',
    body: { email, password },
    fallback: 'Inloggen mislukt.',
  });

export const logout = () => apiFetch<{ message: string }>(api.admin.logout, { method: 'POST' });

export const requestReset = (email: string) =>
  apiFetch<{ message: string }>(api.admin.resetPassword, { method: 'POST', body: { email } });

export const setNewPassword = (token: string, password: string, passwordRepeat: string) =>
  apiFetch<{ message: string }>(api.admin.newPassword, {
    method: 'POST',
    body: { token, password, passwordRepeat },
  });
