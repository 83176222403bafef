import type { OrderSummary } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getOrder(publicId: string, signal?: AbortSignal) {
  return apiFetch<OrderSummary>(api.order(publicId), {
    ...(signal ? { signal } : {}),
    fallback: m.order_status_load_failed(),
  });
}
