/**
 * The live order page's own words in the page's language (issue 20): Dutch exactly as before on Dutch
 * pages, English on English ones.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@gh/domain/checkout';
import { followLanguage } from '@gh/i18n/follow';
import { OrderCancelled, OrderLive } from './order-live';

const order = (status: string, extra: Partial<OrderSummary> = {}): OrderSummary => ({
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
  expectedAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  expectedLabel: 'vandaag 18:40',
  cancelReason: null,
  refund: null,
  ...extra,
});

function text(element: React.ReactElement): string {
  document.body.innerHTML = renderToString(element);
  return document.body.textContent ?? '';
}

afterEach(() => followLanguage(() => 'nl'));

describe('the live order page', () => {
  it('speaks Dutch on Dutch pages, as before', () => {
    const shown = text(<OrderLive order={order('in_preparation')} publicId="p1" />);
    expect(shown).toMatch(/^Klaar rond \d{2}:\d{2}/);
    expect(shown).toContain('Gouden Haan Rotterdam heeft je bestelling bevestigd en is ermee bezig.');
    expect(shown).toContain('OntvangenIn de keukenKlaar om af te halenOpgehaald');
    expect(shown).toContain('Deze pagina werkt zichzelf bij. Vragen? Bel Gouden Haan Rotterdam op');
  });

  it('speaks English on English pages: states, steps and the time', () => {
    followLanguage(() => 'en');
    const preparing = text(<OrderLive order={order('in_preparation')} publicId="p2" />);
    expect(preparing).toMatch(/^Ready around \d{1,2}:\d{2} [ap]m/);
    expect(preparing).toContain('Gouden Haan Rotterdam has confirmed your order and is preparing it now.');
    expect(preparing).toContain('ReceivedIn the kitchenReady to collectCollected');
    expect(preparing).toContain('Any questions? Call Gouden Haan Rotterdam on');

    const onTheWay = text(
      <OrderLive order={order('out_for_delivery', { fulfilment: 'delivery' })} publicId="p3" />,
    );
    expect(onTheWay).toMatch(/^On its way: arriving around \d{1,2}:\d{2} [ap]m/);
    expect(onTheWay).toContain('ReceivedIn the kitchenOn its wayDelivered');

    const ready = text(<OrderLive order={order('ready')} publicId="p4" />);
    expect(ready).toContain('Collect it at Gouden Haan Rotterdam and give your order number, #7.');

    const cancelled = text(
      <OrderCancelled
        order={order('cancelled', { cancelReason: 'Kip is op', refund: { amount: 8.75, done: true } })}
      />,
    );
    expect(cancelled).toContain("We're sorry: Gouden Haan Rotterdam has had to cancel your order #7.");
    expect(cancelled).toContain('Reason: Kip is op');
    expect(cancelled).toMatch(/We've refunded .*8.75\./);
    expect(cancelled).toContain("It's usually back in your account within a few working days.");
  });
});
