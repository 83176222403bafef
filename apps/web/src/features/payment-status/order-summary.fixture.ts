/** An order's summary as the API answers it, for the tests of the order page and its updates. */
import type { OrderSummary } from '@gh/domain/checkout';

export const orderSummary = (status: string, extra: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: 'abcdefghijklmnopqrstuv',
  number: 7,
  status,
  statusLabel: status,
  payment: status === 'cancelled' ? 'refunded' : 'paid',
  canRetry: false,
  fulfilment: 'pickup',
  location: {
    slug: 'rotterdam',
    name: 'Gouden Haan Rotterdam',
    phone: '010 123 45 67',
    email: 'r@example.nl',
  },
  lines: [],
  subtotal: 8.75,
  deliveryFee: 0,
  total: 8.75,
  vat: 0.72,
  vatByRate: [{ rate: 9, gross: 8.75, net: 8.03, vat: 0.72 }],
  expectedAt: '2026-11-25T17:40:00.000Z',
  expectedLabel: 'vandaag 18:40',
  cancelReason: null,
  refund: null,
  ...extra,
});
