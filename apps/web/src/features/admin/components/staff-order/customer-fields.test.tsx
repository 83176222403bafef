/**
 * Walk of the evening (issue 19): the e-mail field's hint said it was needed for the payment link,
 * so staff taking a phone order paid at the counter left it empty and were refused ("Vul een geldig
 * e-mailadres in"). E-mail is required for both ways of paying (decision 029); the hint says so.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CustomerFields, EMPTY_CUSTOMER } from './customer-fields';

describe('staff order e-mail field', () => {
  it('says it is needed when paying at pickup too', () => {
    document.body.innerHTML = renderToString(
      <CustomerFields
        values={EMPTY_CUSTOMER}
        errors={{}}
        fulfilment="pickup"
        options={null}
        onChange={() => {}}
      />,
    );
    const input = document.querySelector('input[type="email"]')!;
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/betalen bij afhalen/i);
    expect(input.hasAttribute('required')).toBe(true);
  });
});
