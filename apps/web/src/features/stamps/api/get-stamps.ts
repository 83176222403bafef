import type { StampProgress } from '@gh/domain/stamps';
import { apiFetch } from '../../../lib/api-client';
import { stampsApi } from '../../../lib/paths';

/** GET /api/account/stamps: the signed-in customer's cards (decision 052); a 401 when signed out. */
export async function getStampCards(): Promise<StampProgress[]> {
  return (await apiFetch<{ cards: StampProgress[] }>(stampsApi.account, { fallback: '' })).cards;
}
