/**
 * The address from postcode and house number at checkout (issue 28 item 4, decision 048): street
 * and city fill in from the server's look-up and stay editable; a city that contradicts the found
 * address is refused at its field before anything is sent; when the address is unknown or the
 * look-up cannot answer, the customer types street and city and orders as before.
 */
import { followLanguage } from '@gh/i18n/follow';
import { describe, expect, it } from 'vitest';
import {
  calls,
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
  type,
  freshCheckoutPage,
} from './checkout-test-kit';

const FOUND = {
  street: 'Ferdinand Bolstraat',
  number: '12',
  addition: null,
  postcode: '1072 LN',
  city: 'Amsterdam',
};

const at = freshCheckoutPage();

const lookups = () => calls.filter((c) => c.url.pathname === '/api/address');
const status = () => document.getElementById('address-lookup')!;

/** Checkout open for a delivery, the look-up answered with `answer`. */
async function open(answer: { status: number; body: unknown }) {
  serve(quoteOf([chicken]), (url) =>
    url.pathname === '/api/address' ? answer : url.pathname === '/api/checkout' ? STOP : undefined,
  );
  await at.page.render();
  await settle();
  await fillContact();
  await click(field('termsAccepted'));
}

async function typeAddress(postcode: string, number: string) {
  await type('postcode', postcode);
  await type('houseNumber', number);
  // The look-up waits for typing to rest.
  await settle(400);
  await settle();
}

describe('the address at checkout', () => {
  it('fills street and city from postcode and house number, and says what it found', async () => {
    await open({ status: 200, body: FOUND });
    expect(at.container.textContent).toContain('Straat en plaats vullen we in na je postcode en huisnummer');
    await typeAddress('1072 ln', '12');
    expect(lookups()).toHaveLength(1);
    expect(Object.fromEntries(lookups()[0]!.url.searchParams)).toEqual({ postcode: '1072 LN', number: '12' });
    expect(field('street').value).toBe('Ferdinand Bolstraat');
    expect(field('city').value).toBe('Amsterdam');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('Gevonden: Ferdinand Bolstraat 12, 1072 LN Amsterdam');

    await submit();
    await settle();
    expect(sentOrders()[0]!.body).toMatchObject({
      postcode: '1072 ln',
      houseNumber: '12',
      street: 'Ferdinand Bolstraat',
      city: 'Amsterdam',
    });
  });

  it('refuses a city that contradicts the found address at the city field, sending nothing', async () => {
    await open({ status: 200, body: FOUND });
    await typeAddress('1072LN', '12');
    await type('city', 'Utrecht');
    await submit();
    expect(sentOrders()).toHaveLength(0);
    expect(field('city').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('city')).toContain(
      'Postcode 1072 LN met huisnummer 12 ligt in Amsterdam, niet in Utrecht. Controleer je postcode of plaats.',
    );
    expect(document.activeElement).toBe(field('city'));
    // Spelled otherwise is the same place.
    await type('city', 'amsterdam');
    await submit();
    await settle();
    expect(sentOrders()).toHaveLength(1);
  });

  it('leaves street and city to the customer when no such address is known', async () => {
    const message =
      'We vinden geen adres met postcode 1072 AB en huisnummer 77. Controleer ze, of vul je straat en plaats zelf in.';
    await open({ status: 404, body: { message } });
    await typeAddress('1072 AB', '77');
    expect(status().textContent).toBe(message);
    expect(field('street').value).toBe('');
    await type('street', 'Nieuwbouwlaan');
    await type('city', 'Amsterdam');
    await submit();
    await settle();
    expect(sentOrders()[0]!.body).toMatchObject({ street: 'Nieuwbouwlaan', city: 'Amsterdam' });
  });

  it('says when the look-up cannot answer, and the address is typed by hand', async () => {
    const message = 'Je adres opzoeken lukt nu niet. Vul je straat en plaats zelf in.';
    await open({ status: 503, body: { message } });
    await typeAddress('1072 LN', '12');
    expect(status().textContent).toBe(message);
    await type('street', 'Ferdinand Bolstraat');
    await type('city', 'Amsterdam');
    await submit();
    await settle();
    expect(sentOrders()).toHaveLength(1);
  });

  it('says the same in English on English pages', async () => {
    followLanguage(() => 'en');
    await open({ status: 200, body: FOUND });
    expect(at.container.textContent).toContain(
      'We fill in street and town from your postcode and house number',
    );
    await typeAddress('1072 LN', '12');
    expect(lookups()[0]!.url.searchParams.get('lang')).toBe('en');
    expect(status().textContent).toBe('Found: Ferdinand Bolstraat 12, 1072 LN Amsterdam');
    await type('city', 'Utrecht');
    await submit();
    expect(describedText('city')).toContain(
      'Postcode 1072 LN with house number 12 is in Amsterdam, not in Utrecht.',
    );
  });
});
