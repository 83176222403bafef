/** A payment provider for tests: payments live in memory, statuses are set by the test. */
import type { PaymentStatus } from '@gh/domain/checkout';
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from '../src/modules/payments/payment-provider';

export function fakeProvider() {
  const byId = new Map<string, ProviderPayment>();
  const byKey = new Map<string, string>();
  let down = false;
  let seq = 0;
  const provider: PaymentProvider & {
    payments: Map<string, ProviderPayment>;
    setDown(value: boolean): void;
    set(id: string, status: PaymentStatus, amountCents?: number): void;
  } = {
    name: 'fake',
    payments: byId,
    setDown(value) {
      down = value;
    },
    set(id, status, amountCents) {
      const p = byId.get(id)!;
      byId.set(id, { ...p, status, amountCents: amountCents ?? p.amountCents });
    },
    async createPayment(input) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      const known = byKey.get(input.idempotencyKey);
      if (known) return byId.get(known)!;
      const id = `tr_fake${++seq}`;
      const payment: ProviderPayment = {
        id,
        status: 'open',
        amountCents: input.amountCents,
        checkoutUrl: `https://pay.example/${id}`,
        metadata: input.metadata,
      };
      byId.set(id, payment);
      byKey.set(input.idempotencyKey, id);
      return payment;
    },
    async getPayment(id) {
      if (down) throw new ProviderUnavailableError('fake provider is down');
      return byId.get(id) ?? null;
    },
  };
  return provider;
}
