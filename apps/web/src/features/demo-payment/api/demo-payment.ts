import type { DemoOutcome } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export interface DemoPayment {
  id: string;
  amount: number;
  description: string;
  status: string;
  redirectUrl: string;
}

export function getDemoPayment(id: string, signal?: AbortSignal) {
  return apiFetch<DemoPayment>(api.demoPayment(id), {
    ...(signal ? { signal } : {}),
    fallback: m.order_demo_load_failed(),
  });
}

export function decideDemoPayment(id: string, outcome: DemoOutcome) {
  return apiFetch<{ redirectUrl: string }>(api.demoPayment(id), {
    method: 'POST',
    body: { outcome },
    fallback: m.order_demo_decide_failed(),
  });
}
