import type { Offer } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

/** The active offers; with a location, those of that location and of all (decision 030). */
export async function getOffers(location?: string | null): Promise<Offer[]> {
  const url = location ? `${contentApi.offers}?location=${encodeURIComponent(location)}` : contentApi.offers;
  return (await apiFetch<{ offers: Offer[] }>(url)).offers;
}
