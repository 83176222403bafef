/**
 * 18+ at checkout (issue 28 item 9, decision 048): an order with a product marked "Alcohol (18+)"
 * asks the customer to confirm being 18 or older, in Dutch and on English pages in English; without
 * the box ticked nothing is sent and the error stands at the box; ticked, the order says so.
 */
import { followLanguage } from '@gh/i18n/follow';
import { describe, expect, it } from 'vitest';
import {
  chicken,
  click,
  describedText,
  field,
  fillContact,
  quoteOf,
  serve,
  sentOrders,
  settle,
  STOP,
  submit,
  type QuoteLine,
  freshCheckoutPage,
} from './checkout-test-kit';

const beer: QuoteLine = {
  ...chicken,
  id: 'l2',
  productId: 'p2',
  name: 'Bokbier',
  quantity: 1,
  total: 4.5,
  ageRestricted: true,
};

const at = freshCheckoutPage();

async function openWith(lines: QuoteLine[]) {
  serve(quoteOf(lines), (url) => (url.pathname === '/api/checkout' ? STOP : undefined));
  await at.page.render();
  await settle();
  await click(field('fulfilment-pickup'));
  await settle();
  await fillContact();
  await click(field('termsAccepted'));
}

describe('checkout with a product marked "Alcohol (18+)"', () => {
  it('asks to confirm 18+, refuses to send without it at the box, and sends ageConfirmed with it', async () => {
    await openWith([chicken, beer]);
    expect(at.container.textContent).toContain('Die verkopen we alleen aan wie 18 jaar of ouder is');
    expect(at.container.querySelector('label[for="ageConfirmed"]')?.textContent).toContain(
      'Ik ben 18 jaar of ouder',
    );

    await submit();
    expect(sentOrders()).toHaveLength(0);
    expect(field('ageConfirmed').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('ageConfirmed')).toContain(
      'Je bestelling bevat alcohol (18+). Bevestig dat je 18 jaar of ouder bent.',
    );
    expect(document.activeElement).toBe(field('ageConfirmed'));

    await click(field('ageConfirmed'));
    expect(field('ageConfirmed').getAttribute('aria-invalid')).toBe('false');
    await submit();
    await settle();
    expect(sentOrders()).toHaveLength(1);
    expect(sentOrders()[0]!.body).toMatchObject({ fulfilment: 'pickup', ageConfirmed: true });
  });

  it('says the same in English on English pages', async () => {
    followLanguage(() => 'en');
    await openWith([beer]);
    expect(at.container.textContent).toContain('We sell it only to people aged 18 or older');
    expect(at.container.querySelector('label[for="ageConfirmed"]')?.textContent).toContain(
      'I am 18 or older',
    );
    await submit();
    expect(describedText('ageConfirmed')).toContain(
      'Your order contains alcohol (18+). Please confirm that you are 18 or older.',
    );
  });

  it('asks nothing when the order holds no such product', async () => {
    await openWith([chicken]);
    expect(field('ageConfirmed')).toBeNull();
    await submit();
    await settle();
    expect(sentOrders()).toHaveLength(1);
  });
});
