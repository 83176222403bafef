/** Admin account calls: who am I, sign in/out, password reset. */
import type { AdminMe } from '@gh/domain/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getMe = (signal?: AbortSignal) => apiFetch<AdminMe>(adminApi.me, signal ? { signal } : {});

export const login = (email: string, password: string) =>
  apiFetch<AdminMe>(adminApi.login, {
    method: 'POST',
    body: { email, password },
    fallback: 'Inloggen mislukt.',
  });

export const logout = () => apiFetch<{ message: string }>(adminApi.logout, { method: 'POST' });

export const requestReset = (email: string) =>
  apiFetch<{ message: string }>(adminApi.resetPassword, { method: 'POST', body: { email } });

export const setNewPassword = (token: string, password: string, passwordRepeat: string) =>
  apiFetch<{ message: string }>(adminApi.newPassword, {
    method: 'POST',
    body: { token, password, passwordRepeat },
  });
