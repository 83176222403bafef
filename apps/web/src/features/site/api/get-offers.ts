import type { Offer } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function getOffers(): Promise<Offer[]> {
  return (await apiFetch<{ offers: Offer[] }>(contentApi.offers)).offers;
}
