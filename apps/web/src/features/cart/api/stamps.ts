import type { BasketStamps } from '@gh/domain/stamps';
import { apiFetch } from '../../../lib/api-client';
import { stampsApi } from '../../../lib/paths';

/** GET /api/stamps/:location: the location's stamp card in the basket (decision 052). */
export function getBasketStamps(location: string): Promise<BasketStamps> {
  return apiFetch<BasketStamps>(stampsApi.basket(location), { fallback: '' });
}

/** PUT (use) or DELETE (keep) the full card's reward for this basket; signed in only. */
export function setStampReward(location: string, use: boolean): Promise<BasketStamps> {
  return apiFetch<BasketStamps>(stampsApi.reward(location), { method: use ? 'PUT' : 'DELETE', fallback: '' });
}
