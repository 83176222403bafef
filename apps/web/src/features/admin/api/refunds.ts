/** An order's payments and refunds, and a new refund (issue 19.1). */
import type { OrderRefunds, RefundBody } from '@gh/domain/refunds';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getOrderRefunds = (id: string, signal?: AbortSignal) =>
  apiFetch<OrderRefunds>(adminApi.orderRefunds(id), signal ? { signal } : {});

/** The same key for a retry of the same confirmed refund: the server makes it once. */
export const createRefund = (id: string, body: RefundBody, idempotencyKey: string) =>
  apiFetch<OrderRefunds>(adminApi.orderRefunds(id), {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
