/**
 * A customer signed in to "Mijn Gouden Haan" at checkout (issue 29 item 1, decision 049): the e-mail
 * is the account's, read-only; the details saved with consent (name, phone, an address for a delivery)
 * are filled in, said so at the top ("Je opgeslagen gegevens"), and one button clears them; what the
 * customer typed in this tab is never overwritten, and cleared details do not come back on a reload.
 */
import { followLanguage } from '@gh/i18n/follow';
import { describe, expect, it } from 'vitest';
import type { AccountMe } from '@gh/domain/account-api';
import {
  chicken,
  click,
  describedText,
  field,
  quoteOf,
  sentOrders,
  serve,
  settle,
  STOP,
  submit,
  type,
  freshCheckoutPage,
} from './checkout-test-kit';
import { markOrderPlaced } from './saved-form';

const at = freshCheckoutPage();

const home = {
  postcode: '1072 LK',
  houseNumber: '7',
  addition: 'B',
  street: 'Roosstraat',
  city: 'Amsterdam',
};
const work = {
  postcode: '3012 BL',
  houseNumber: '1',
  addition: '',
  street: 'Witte de Withstraat',
  city: 'Rotterdam',
};
const roos: AccountMe = {
  email: 'roos@example.nl',
  details: { name: 'Roos Verhoeven', phone: '0698765432', addresses: [home, work] },
};

/** Checkout open for a customer the server knows as `me` (null: signed out, a 401). */
async function open(me: AccountMe | null) {
  serve(quoteOf([chicken]), (url) =>
    url.pathname === '/api/account'
      ? me
        ? { status: 200, body: me }
        : { status: 401, body: { message: 'Je bent niet (meer) aangemeld.' } }
      : url.pathname === '/api/checkout'
        ? STOP
        : url.pathname === '/api/address'
          ? { status: 404, body: { message: 'Niet gevonden' } }
          : undefined,
  );
  await at.page.render();
  await settle();
}

const banner = () => document.querySelector<HTMLElement>('[data-testid="previous-details"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('checkout for a signed-in customer', () => {
  it('fills in the saved name, phone and first address, says so, and orders with the account e-mail', async () => {
    await open(roos);
    expect(banner()?.textContent).toContain('Je opgeslagen gegevens');
    expect(banner()?.textContent).toContain('Je naam, telefoonnummer en bezorgadres uit Mijn Gouden Haan');
    expect(field('name').value).toBe('Roos Verhoeven');
    expect(field('phone').value).toBe('0698765432');
    expect([field('postcode').value, field('houseNumber').value, field('addition').value]).toEqual([
      '1072 LK',
      '7',
      'B',
    ]);
    expect(field('street').value).toBe('Roosstraat');
    expect(field('email').value).toBe('roos@example.nl');
    expect(field('email').readOnly).toBe(true);
    expect(describedText('email')).toContain('Je bent ingelogd bij Mijn Gouden Haan');
    expect(field('remarks').value).toBe('');

    await click(field('termsAccepted'));
    await submit();
    expect(sentOrders()[0]?.body).toMatchObject({
      email: 'roos@example.nl',
      name: 'Roos Verhoeven',
      postcode: '1072 LK',
      remarks: '',
    });
  });

  it('lets the customer pick another saved address to deliver to', async () => {
    await open(roos);
    const select = document.getElementById('saved-address') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Roosstraat 7 B, 1072 LK Amsterdam',
      'Witte de Withstraat 1, 3012 BL Rotterdam',
    ]);
    await import('react').then(({ act }) =>
      act(async () => {
        select.value = '1';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    );
    expect([field('postcode').value, field('houseNumber').value, field('city').value]).toEqual([
      '3012 BL',
      '1',
      'Rotterdam',
    ]);
    expect(field('name').value).toBe('Roos Verhoeven');
  });

  it('clears the offered details with one button, keeps the account e-mail, and does not offer them again', async () => {
    await open(roos);
    await click(button('Gegevens wissen'));
    expect(banner()).toBeNull();
    expect([field('name').value, field('phone').value, field('postcode').value]).toEqual(['', '', '']);
    expect(field('email').value).toBe('roos@example.nl');
    // A reload in this tab: the account's details stay cleared.
    await import('react').then(({ act }) => act(async () => at.page.root.unmount()));
    at.page = (await import('./checkout-test-kit')).mountCheckout(at.container);
    await open(roos);
    expect(banner()).toBeNull();
    expect(field('name').value).toBe('');
    expect(field('email').value).toBe('roos@example.nl');
  });

  it("never overwrites the previous order's details, but the e-mail is the account's", async () => {
    markOrderPlaced({ name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '0612345678', postcode: '' });
    await open(roos);
    expect(banner()?.textContent).toContain('Gegevens van je vorige bestelling');
    expect(field('name').value).toBe('Sanne de Vries');
    expect(field('email').value).toBe('roos@example.nl');
    expect(document.getElementById('saved-address')).toBeNull();
  });

  it('offers nothing when nothing was saved, and a signed-out visitor types as before', async () => {
    await open({ email: 'roos@example.nl', details: null });
    expect(banner()).toBeNull();
    expect(field('name').value).toBe('');
    expect(field('email').readOnly).toBe(true);
    await import('react').then(({ act }) => act(async () => at.page.root.unmount()));
    window.sessionStorage.clear();
    at.page = (await import('./checkout-test-kit')).mountCheckout(at.container);
    await open(null);
    expect(field('email').value).toBe('');
    expect(field('email').readOnly).toBe(false);
    await type('email', 'iemand@example.nl');
    expect(field('email').value).toBe('iemand@example.nl');
  });

  it('says it in English under /en, and only name and phone for a pickup', async () => {
    followLanguage(() => 'en');
    await open({ ...roos, details: { ...roos.details!, addresses: [home] } });
    expect(banner()?.textContent).toContain('Your saved details');
    await click(document.getElementById('fulfilment-pickup')!);
    expect(banner()?.textContent).toContain('Your name and phone number from My Gouden Haan');
    expect(describedText('email')).toContain('You are signed in to My Gouden Haan');
  });
});
