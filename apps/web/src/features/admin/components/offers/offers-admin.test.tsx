/** /admin/acties edits a coupon and an offer in the filled form; errors per field, focus on the first. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import type { AdminCoupon, AdminOffer } from '@gh/domain/offers-api';
import { setApiTransport } from '../../../../lib/api-client';
import { OffersAdmin } from './offers-admin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me: AdminMe = {
  email: 'eigenaar@goudenhaan.nl',
  name: 'Eigenaar',
  role: 'admin',
  location: null,
  locations: [{ slug: 'amsterdam', name: 'Amsterdam' }],
};
let coupon: AdminCoupon;
let offer: AdminOffer;
let sent: { method: string; url: string; body: unknown }[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  sent = [];
  coupon = {
    id: 7,
    code: 'HAAN10',
    percentOff: 10,
    amountOff: null,
    location: 'amsterdam',
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    maxUses: 1,
    minimumOrder: 15,
    combinesWithOffers: false,
    active: true,
    uses: 1,
  };
  offer = {
    id: 3,
    title: 'Dinsdag burgerdag',
    description: 'De tweede burger voor de halve prijs.',
    badge: 'Dinsdag',
    location: null,
    productName: null,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    weekdays: [2],
    rule: { kind: 'second-half-price', match: { products: ['Crispy chicken burger'], categories: [] } },
    active: true,
  };
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    let answer: unknown;
    if (url.endsWith('/coupons')) answer = { coupons: [coupon] };
    else if (url.endsWith('/offers')) answer = { offers: [offer] };
    else if (url.includes('/coupons/')) answer = coupon = { ...coupon, ...body };
    else answer = offer = { ...offer, ...body };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
function byLabel(form: Element, text: string): HTMLInputElement {
  // A weekday's visible "di" is hidden from screen readers, which read "dinsdag".
  const label = [...form.querySelectorAll('label')].find(
    (l) => (l.querySelector('.sr-only')?.textContent ?? l.textContent?.trim()) === text,
  );
  const input = label?.htmlFor
    ? form.querySelector(`#${CSS.escape(label.htmlFor)}`)
    : label?.querySelector('input');
  if (!input) throw new Error(`no field ${text}`);
  return input as HTMLInputElement;
}
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const formOf = (heading: string) =>
  [...container.querySelectorAll('form')].find(
    (f) => document.getElementById(f.getAttribute('aria-labelledby')!)?.textContent === heading,
  )!;

describe('offers admin', () => {
  it('edits a coupon in the filled form: a wrong number is named and focused, then saved', async () => {
    await act(async () => root.render(<OffersAdmin me={me} />));
    await flush();
    await act(async () => button('Kortingscode HAAN10 wijzigen').click());
    const form = formOf('Kortingscode HAAN10 wijzigen');
    expect(byLabel(form, 'Code').value).toBe('HAAN10');
    expect(byLabel(form, 'Hoe vaak te gebruiken').value).toBe('1');
    expect(byLabel(form, 'Minimaal bestelbedrag (€)').value).toBe('15,00');

    await act(async () => type(byLabel(form, 'Hoe vaak te gebruiken'), 'twee'));
    await act(async () => button('Wijzigingen opslaan').click());
    const uses = byLabel(form, 'Hoe vaak te gebruiken');
    expect(uses.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(uses);
    expect(form.textContent).toContain('Vul het aantal keer in als heel getal, of laat het leeg.');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await act(async () => type(uses, '5'));
    // The owner lets this code combine with offers (decision 038; off until ticked).
    const combines = byLabel(form, 'Combineert met aanbiedingen');
    expect(combines.checked).toBe(false);
    await act(async () => combines.click());
    await act(async () => button('Wijzigingen opslaan').click());
    await flush();
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/coupons/7');
    expect(put?.body).toMatchObject({
      code: 'HAAN10',
      percentOff: 10,
      maxUses: 5,
      minimumOrder: 15,
      combinesWithOffers: true,
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Wijzigingen in kortingscode HAAN10 opgeslagen.',
    );
    // The list shows it, and the form is a new one again.
    expect(container.textContent).toContain('1 van 5');
    expect(formOf('Nieuwe kortingscode')).toBeTruthy();
  });

  it('edits an offer’s days with the weekday picker and keeps a rule the form cannot show', async () => {
    await act(async () => root.render(<OffersAdmin me={me} />));
    await flush();
    expect(container.textContent).toContain('alleen op dinsdag');
    await act(async () => button('Actie Dinsdag burgerdag wijzigen').click());
    const form = formOf('Actie Dinsdag burgerdag wijzigen');
    expect(document.activeElement?.textContent).toBe('Actie Dinsdag burgerdag wijzigen');
    expect(byLabel(form, 'Producten en categorieën').value).toBe('Crispy chicken burger');
    expect(form.textContent).toContain('laat de velden van de regel zoals ze zijn');
    expect(byLabel(form, 'dinsdag').checked).toBe(true);
    await act(async () => byLabel(form, 'donderdag').click());
    await act(async () => button('Wijzigingen opslaan').click());
    await flush();
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/offers/3');
    expect(put?.body).toMatchObject({ weekdays: [2, 4], rule: offer.rule, badge: 'Dinsdag' });
    expect(container.textContent).toContain('alleen op dinsdag, donderdag');

    // None ticked: every day.
    await act(async () => button('Actie Dinsdag burgerdag wijzigen').click());
    const again = formOf('Actie Dinsdag burgerdag wijzigen');
    await act(async () => byLabel(again, 'dinsdag').click());
    await act(async () => byLabel(again, 'donderdag').click());
    await act(async () => button('Wijzigingen opslaan').click());
    await flush();
    expect(sent.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ weekdays: null });
    expect(container.textContent).toContain('elke dag');
  });

  it('names an empty title in Dutch and focuses it', async () => {
    await act(async () => root.render(<OffersAdmin me={me} />));
    await flush();
    await act(async () => button('Actie aanmaken').click());
    const form = formOf('Nieuwe actie');
    const title = byLabel(form, 'Titel');
    expect(document.activeElement).toBe(title);
    expect(form.textContent).toContain('Geef de actie een titel.');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
