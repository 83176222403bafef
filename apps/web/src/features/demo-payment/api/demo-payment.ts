import type { DemoOutcome } from '@gh/domain/checkout';
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
    fallback: 'Kon de testbetaling niet ophalen.',
  });
}

export function decideDemoPayment(id: string, outcome: DemoOutcome) {
  return apiFetch<{ redirectUrl: string }>(api.demoPayment(id), {
    method: 'POST',
    body: { outcome },
    fallback: 'Kon de testbetaling niet afronden.',
  });
}
