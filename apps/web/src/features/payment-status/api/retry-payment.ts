import type { CheckoutResponse } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function retryPayment(publicId: string) {
  return apiFetch<CheckoutResponse>(api.orderRetry(publicId), {
    method: 'POST',
    body: {},
    fallback: m.order_retry_failed_later(),
  });
}
