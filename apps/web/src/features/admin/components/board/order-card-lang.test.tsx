/** Issue 20: the kitchen board (Dutch) shows when a customer ordered in English, so staff speak it. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { OrderCard } from './order-card';

const actions = { onAccept() {}, onReject() {}, onDelay() {}, onMove() {}, onPrint() {} };

function order(patch: Partial<AdminOrder> = {}): AdminOrder {
  const now = Date.now();
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 1,
    status: 'paid',
    fulfilment: 'pickup',
    customerName: 'Jane Smith',
    phone: '0612345678',
    email: 'jane@example.com',
    address: null,
    expectedAt: new Date(now + 20 * 60_000).toISOString(),
    asap: true,
    remarks: null,
    lines: [],
    subtotal: 10,
    deliveryFee: 0,
    total: 10,
    vatByRate: [{ rate: 9, gross: 10, net: 9.17, vat: 0.83 }],
    paidAt: new Date(now).toISOString(),
    acceptedAt: null,
    createdAt: new Date(now).toISOString(),
    ...patch,
  };
}

function render(o: AdminOrder) {
  document.body.innerHTML = renderToString(
    <OrderCard order={o} now={new Date()} highlight={false} defaultMinutes={15} actions={actions} />,
  );
  return document.querySelector('[data-testid="order-lang"]');
}

describe('the language on the board card', () => {
  it('marks an English order "EN · Engels" and tells a screen reader to speak English', () => {
    const badge = render(order({ lang: 'en' }));
    expect(badge?.textContent).toBe('EN · Engels: de klant bestelde in het Engels, spreek Engels');
    expect(badge?.querySelector('.sr-only')).not.toBeNull();
  });

  it('shows nothing for a Dutch order, or an older one without a language', () => {
    expect(render(order({ lang: 'nl' }))).toBeNull();
    expect(render(order())).toBeNull();
  });
});
