import type { ReorderResponse } from '@gh/domain/checkout';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** "Bestel opnieuw": the server puts the order's lines into this visitor's cart and answers the cart. */
export function reorderOrder(publicId: string) {
  return apiFetch<ReorderResponse>(api.orderReorder(publicId), {
    method: 'POST',
    body: {},
    fallback: REORDER_FAILED,
  });
}

export const REORDER_FAILED = 'Opnieuw bestellen is niet gelukt. Probeer het zo nog eens.';
