/** "Mijn Gouden Haan" calls: a sign-in link, the session, the customer's orders and details, signing out. */
import type { AccountDetailsBody, AccountMe, AccountOrder } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export async function requestSignInLink(email: string): Promise<string> {
  const answer = await apiFetch<{ message: string }>(api.accountLink, {
    method: 'POST',
    body: { email },
    fallback: m.account_form_failed(),
  });
  return answer.message;
}

export const signInWithLink = (token: string) =>
  apiFetch<AccountMe>(api.accountSession, { method: 'POST', body: { token } });

export const getAccount = (signal?: AbortSignal) =>
  apiFetch<AccountMe>(api.account, signal ? { signal } : {});

export async function getAccountOrders(signal?: AbortSignal): Promise<AccountOrder[]> {
  return (await apiFetch<{ orders: AccountOrder[] }>(api.accountOrders, signal ? { signal } : {})).orders;
}

export const saveAccountDetails = (body: AccountDetailsBody) =>
  apiFetch<AccountMe>(api.accountDetails, { method: 'PUT', body, fallback: m.account_details_failed() });

export const signOut = (everywhere: boolean) =>
  apiFetch<{ message: string }>(everywhere ? api.accountSignOutEverywhere : api.accountSignOut, {
    method: 'POST',
    body: {},
  });

export async function getAccountPrivacyToken(): Promise<string> {
  const answer = await apiFetch<{ token: string }>(api.accountPrivacyLink, {
    method: 'POST',
    body: {},
    fallback: m.account_privacy_failed(),
  });
  return answer.token;
}
