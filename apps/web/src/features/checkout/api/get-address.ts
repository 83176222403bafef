import type { Address } from '@gh/domain/address';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Street and city of a postcode and house number, from the register through our server. */
export function getAddress(postcode: string, number: string, addition: string, signal?: AbortSignal) {
  return apiFetch<Address>(api.address(postcode, number, addition.trim()), {
    ...(signal ? { signal } : {}),
  });
}
