/**
 * The live order page's own words in the page's language (issue 20): Dutch exactly as before on Dutch
 * pages, English on English ones.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@gh/domain/checkout';
import { followLanguage } from '@gh/i18n/follow';
import { orderSummary } from '../order-summary.fixture';
import { OrderCancelled, OrderLive } from './order-live';

/**
 * Wednesday 25 November 2026, 18:00 in Amsterdam. A fixed clock: at 23:30 "in half an hour" is
 * tomorrow, and the time reads with its day (decision 036).
 */
const WEDNESDAY_EVENING = new Date('2026-11-25T17:00:00Z');

/** An order expected in half an hour, at 18:30: its time reads without a day. */
const order = (status: string, extra: Partial<OrderSummary> = {}) =>
  orderSummary(status, { expectedAt: new Date(Date.now() + 30 * 60_000).toISOString(), ...extra });

function text(element: React.ReactElement): string {
  document.body.innerHTML = renderToString(element);
  return document.body.textContent ?? '';
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_EVENING);
});
afterEach(() => {
  vi.useRealTimers();
  followLanguage(() => 'nl');
});

describe('the live order page', () => {
  it('gives pickup and delivery their own words (issue 28 item 6)', () => {
    expect(
      text(<OrderLive order={order('in_preparation', { fulfilment: 'delivery' })} publicId="d1" />),
    ).toMatch(/^Wordt bezorgd rond \d{2}:\d{2}/);
    expect(
      text(<OrderLive order={order('out_for_delivery', { fulfilment: 'delivery' })} publicId="d2" />),
    ).toMatch(/^Onderweg: wordt bezorgd rond \d{2}:\d{2}/);
  });

  it('says the kitchen is at it only when the order’s time is near, not for an order hours away', () => {
    const later = orderSummary('in_preparation', {
      expectedAt: new Date(Date.now() + 17 * 3_600_000).toISOString(),
    });
    const shown = text(<OrderLive order={later} publicId="l1" />);
    expect(shown).toContain(
      'Gouden Haan Rotterdam heeft je bestelling bevestigd. De keuken begint er op tijd aan.',
    );
    expect(shown).not.toContain('ermee bezig');
    expect(shown).toContain('OntvangenBevestigdKlaar om af te halenOpgehaald');
  });

  it('speaks Dutch on Dutch pages, as before', () => {
    const shown = text(<OrderLive order={order('in_preparation')} publicId="p1" />);
    expect(shown).toMatch(/^Klaar om af te halen rond 18:30/);
    expect(shown).toContain('Gouden Haan Rotterdam heeft je bestelling bevestigd. De keuken is ermee bezig.');
    expect(shown).toContain('OntvangenIn de keukenKlaar om af te halenOpgehaald');
    expect(shown).toContain('Deze pagina werkt zichzelf bij. Vragen? Bel Gouden Haan Rotterdam op');
  });

  it('speaks English on English pages: states, steps and the time', () => {
    followLanguage(() => 'en');
    const preparing = text(<OrderLive order={order('in_preparation')} publicId="p2" />);
    expect(preparing).toMatch(/^Ready to collect around 6:30 pm/);
    expect(preparing).toContain(
      'Gouden Haan Rotterdam has confirmed your order. The kitchen is preparing it now.',
    );
    expect(preparing).toContain('ReceivedIn the kitchenReady to collectCollected');
    expect(preparing).toContain('Any questions? Call Gouden Haan Rotterdam on');

    const onTheWay = text(
      <OrderLive order={order('out_for_delivery', { fulfilment: 'delivery' })} publicId="p3" />,
    );
    expect(onTheWay).toMatch(/^On its way: arriving around 6:30 pm/);
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
