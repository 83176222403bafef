/** `GET /api/locations`: both restaurants with hours and whether they are open now. */
import type { Locations } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getLocations(signal?: AbortSignal): Promise<Locations> {
  return apiFetch<Locations>(api.locations, {
    signal,
    fallback: m.menu_locations_load_failed(),
  });
}
