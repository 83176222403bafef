import type { AccountMe } from '@gh/domain/account-api';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/**
 * The customer signed in to "Mijn Gouden Haan" and the details they saved with consent (decision
 * 049), or null when nobody is signed in (a 401) or the answer does not come: checkout goes on as a
 * visitor's.
 */
export async function getSignedInCustomer(signal?: AbortSignal): Promise<AccountMe | null> {
  try {
    return await apiFetch<AccountMe>(api.account, signal ? { signal } : {});
  } catch {
    return null;
  }
}
