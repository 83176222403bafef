/**
 * Issue 17 (evening): switching from Bezorgen to Afhalen kept delivery's default time ("vandaag
 * 13:00") while pickup's first slot was 12:30. The time follows the fulfilment's own slots.
 */
import { describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '@gh/domain/checkout';
import { fitToOptions, type CheckoutForm } from './use-checkout-form';

const slot = (time: string, available = true) => ({ time, label: `vandaag ${time}`, available });

function options(fulfilment: 'delivery' | 'pickup', times: string[], asap = false): CheckoutOptions {
  return {
    location: {
      slug: 'rotterdam',
      name: 'Gouden Haan Rotterdam',
      street: 'Witte de Withstraat 1',
      postcode: '3012 BL',
      city: 'Rotterdam',
      phone: '010 123 45 67',
      pickup: true,
      delivery: true,
      orderingPaused: false,
      pausedMessage: null,
      openNow: false,
      nextOpening: null,
    },
    fulfilment,
    asap: { available: asap, time: null, label: null },
    slots: times.map((t) => slot(t)),
    zones: [],
    notice: null,
    slotNote: null,
  };
}

const form = (fulfilment: 'delivery' | 'pickup', time: string) =>
  ({ fulfilment, time, termsAccepted: false }) as CheckoutForm;

describe('the checkout time follows the way of fulfilment', () => {
  it("takes pickup's first slot after delivery's default time", () => {
    const delivery = fitToOptions(form('delivery', 'asap'), options('delivery', ['13:00', '13:15']), false);
    expect(delivery.time).toBe('13:00');
    const pickup = fitToOptions(
      { ...delivery, fulfilment: 'pickup' },
      options('pickup', ['12:30', '12:45', '13:00']),
      false,
    );
    expect(pickup.time).toBe('12:30');
  });

  it('keeps a time the customer chose while it is still possible', () => {
    const chosen = form('pickup', '13:00');
    expect(fitToOptions(chosen, options('pickup', ['12:30', '13:00']), true).time).toBe('13:00');
    expect(fitToOptions(chosen, options('pickup', ['13:30', '13:45']), true).time).toBe('13:30');
  });

  it('goes back to "zo snel mogelijk" when it is possible and no time was chosen', () => {
    expect(
      fitToOptions(form('pickup', '13:00'), options('pickup', ['12:30', '13:00'], true), false).time,
    ).toBe('asap');
  });
});
