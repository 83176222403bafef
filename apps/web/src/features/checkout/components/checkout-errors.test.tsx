/**
 * Errors where the eye is (issue 28 item 3): each message at its field, tied with aria-describedby
 * and aria-invalid; a send with errors puts the focus on the first; the zone refusal is the
 * postcode's. And the previous order's details come back visibly, with a button to clear them (item 5).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { zoneProblem } from './checkout-page';
import { AddressFields, ContactFields } from './details-fields';
import { PreviousDetails } from './previous-details';
import { markOrderPlaced } from './saved-form';
import { useCheckoutForm } from './use-checkout-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let sent: object | null | undefined;

beforeEach(() => {
  window.sessionStorage.clear();
  // Nobody is signed in to "Mijn Gouden Haan" here (the form asks once).
  setApiTransport(async () => new Response('{"message":"Niet aangemeld."}', { status: 401 }));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  sent = undefined;
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

function Form({ postcodeProblem }: { postcodeProblem?: string }) {
  const { form, errors, set, validate, offered, forgetPrevious } = useCheckoutForm();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sent = validate('key');
      }}
    >
      {offered && <PreviousDetails source={offered} onClear={forgetPrevious} />}
      <ContactFields form={form} errors={errors} set={set} />
      <AddressFields
        form={form}
        errors={{ ...errors, postcode: errors.postcode ?? postcodeProblem }}
        set={set}
      />
      <button type="submit">Bestellen</button>
    </form>
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const describedText = (id: string) =>
  (field(id).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent)
    .join(' ');

describe('the checkout form', () => {
  it('says each error at its field and puts the focus on the first one', async () => {
    await act(async () => root.render(<Form />));
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(sent).toBeNull();
    for (const id of ['name', 'email', 'phone', 'postcode', 'houseNumber', 'street', 'city']) {
      expect(field(id).getAttribute('aria-invalid'), id).toBe('true');
      expect(describedText(id), id).toMatch(/\S/);
    }
    expect(document.activeElement).toBe(field('name'));
    expect(field('addition').getAttribute('aria-invalid')).toBe('false');
  });

  it('ties the zone refusal to the postcode field', async () => {
    const problem = 'We bezorgen helaas niet op postcode 1102 AB. Je kunt je bestelling wel afhalen.';
    await act(async () => root.render(<Form postcodeProblem={problem} />));
    expect(field('postcode').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('postcode')).toContain(problem);
  });

  it('offers the previous order’s details visibly, never its remarks, and clears them on request', async () => {
    markOrderPlaced({
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      phone: '0612345678',
      postcode: '1072 LN',
      remarks: 'Graag extra servetten, 2e verdieping',
    });
    await act(async () => root.render(<Form />));
    expect(container.textContent).toContain('Gegevens van je vorige bestelling');
    expect(field('name').value).toBe('Sanne de Vries');
    expect(field('postcode').value).toBe('1072 LN');
    const clear = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Gegevens wissen')!;
    await act(async () => clear.click());
    expect(container.textContent).not.toContain('Gegevens van je vorige bestelling');
    for (const id of ['name', 'email', 'phone', 'postcode']) expect(field(id).value, id).toBe('');
    expect(window.sessionStorage.getItem('gh-checkout-form') ?? '').not.toContain('Sanne');
  });
});

describe('zoneProblem', () => {
  const outside = { problem: 'We bezorgen helaas niet op postcode 1102 AB.', zone: null };
  it('is the quote’s problem for a delivery to a postcode without a zone', () => {
    expect(zoneProblem(outside, '1102 AB', true)).toBe(outside.problem);
  });
  it('is nothing for pickup, without a postcode, or below a zone’s minimum', () => {
    expect(zoneProblem(outside, '1102 AB', false)).toBeUndefined();
    expect(zoneProblem(outside, undefined, true)).toBeUndefined();
    expect(
      zoneProblem(
        { problem: 'Het minimale bestelbedrag…', zone: { name: 'Centrum', minOrder: 15 } },
        '1072 LN',
        true,
      ),
    ).toBeUndefined();
  });
});
