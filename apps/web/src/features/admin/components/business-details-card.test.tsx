/** Issue 31 item 8: the owner fills in the business details on the location form, checked in Dutch. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locationSettingsBodySchema } from '@gh/domain/admin';
import { NO_BUSINESS_DETAILS, type BusinessDetails } from '@gh/domain/business';
import { BusinessDetailsCard } from './business-details-card';
import { fromEditable, toEditable } from './location-settings';
import { issuesByPath } from './ui';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stored = {
  pickup: true,
  delivery: true,
  orderingPaused: false,
  pausedMessage: null,
  hours: [],
  exceptions: [],
  zones: [],
};

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const field = (label: string) => {
  const l = [...container.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
};

describe('the business details on the location form', () => {
  it('says which details are missing, and passes what the owner types on', async () => {
    let value: BusinessDetails = NO_BUSINESS_DETAILS;
    const draw = () =>
      act(async () =>
        root.render(<BusinessDetailsCard value={value} errors={{}} onChange={(next) => (value = next)} />),
      );
    await draw();
    expect(container.textContent).toContain('Nog niet ingevuld: juridische naam, adres, KvK-nummer, btw-id.');
    const kvk = field('KvK-nummer');
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(kvk, '12345678');
      kvk.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(value.kvkNumber).toBe('12345678');
    value = {
      legalName: 'Gouden Haan Amsterdam B.V.',
      address: 'Damstraat 1, 1012 JS Amsterdam',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B13',
    };
    await draw();
    expect(container.textContent).not.toContain('Nog niet ingevuld');
  });

  it('shows the Dutch message under the field it is about', async () => {
    const form = toEditable(stored as never);
    form.business = { legalName: '', address: '', kvkNumber: '', vatNumber: 'NL123456789B01' };
    const parsed = locationSettingsBodySchema.safeParse(fromEditable(form));
    expect(parsed.success).toBe(false);
    const errors = issuesByPath(parsed.error!.issues);
    await act(async () =>
      root.render(<BusinessDetailsCard value={form.business!} errors={errors} onChange={() => {}} />),
    );
    const input = field('Btw-id');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Dit btw-id bestaat niet: het controlecijfer klopt niet. Neem het over van de brief van de Belastingdienst.',
    );
  });

  it('saves empty fields as not filled in', () => {
    const form = toEditable(stored as never);
    form.business = { legalName: ' ', address: '', kvkNumber: '1234 5678', vatNumber: '' };
    const parsed = locationSettingsBodySchema.safeParse(fromEditable(form));
    expect(parsed.data?.business).toEqual({
      legalName: null,
      address: null,
      kvkNumber: '12345678',
      vatNumber: null,
    });
  });
});
