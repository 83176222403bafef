import type { ReorderResponse } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** "Bestel opnieuw": the server puts the order's lines into this visitor's cart and answers the cart. */
export function reorderOrder(publicId: string) {
  return apiFetch<ReorderResponse>(api.orderReorder(publicId), {
    method: 'POST',
    body: {},
    fallback: m.cart_reorder_failed(),
  });
}
