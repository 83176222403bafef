/**
 * Issue 20: staff taking a phone order choose the customer's language ("Taal van de klant"); the
 * order is placed with it, so its mails go out in English, and the page tells staff so. Dutch
 * unless chosen, and again Dutch for the next order.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import type { CheckoutOptions, CheckoutQuote } from '@gh/domain/checkout';
import type { Menu } from '@gh/domain/menu';
import { setApiTransport } from '../../../../lib/api-client';
import { StaffOrderPage } from './staff-order-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me = {
  role: 'staff',
  location: 'amsterdam',
  locations: [{ slug: 'amsterdam', name: 'Gouden Haan Amsterdam' }],
} as unknown as AdminMe;
const cola = {
  id: 'p-cola',
  name: 'Coca-Cola',
  category: 'Dranken',
  price: 2.95,
  available: true,
  optionGroups: [],
};
const menu = { categories: [{ products: [cola] }] } as unknown as Menu;
const options = {
  asap: { available: true, time: null, label: 'zo snel mogelijk' },
  slots: [],
} as unknown as CheckoutOptions;
const quote: CheckoutQuote = {
  location: 'amsterdam',
  lines: [
    {
      id: 'l1',
      productId: 'p-cola',
      problem: null,
      name: 'Coca-Cola',
      quantity: 1,
      selectedOptions: [],
      total: 2.95,
    },
  ],
  subtotal: 2.95,
  deliveryFee: 0,
  total: 2.95,
  vat: 0.24,
  vatByRate: [{ rate: 9, gross: 2.95, net: 2.71, vat: 0.24 }],
  zone: null,
  problem: null,
};

const placed: { url: string; body: Record<string, unknown> }[] = [];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  placed.length = 0;
  setApiTransport(async (url, init) => {
    const answer = url.endsWith('/place')
      ? { orderId: 'pub', id: 'o1', number: 42, payment: 'link', checkoutUrl: 'https://pay.example/1' }
      : url.includes('/quote')
        ? quote
        : url.endsWith('/staff-orders')
          ? { draft: 'd'.repeat(43), location: 'amsterdam' }
          : { items: [] };
    if (url.endsWith('/place')) placed.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), {
      status: url.endsWith('/place') || url.endsWith('/staff-orders') ? 201 : 200,
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
const input = (label: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))!
    .control as HTMLInputElement;

/** Types as a person would: React hears the native value setter and an input event. */
async function type(field: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function language() {
  const group = [...container.querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')?.textContent === 'Taal van de klant',
  )!;
  const radio = (name: string) =>
    [...group.querySelectorAll('label')].find((l) => l.textContent === name)!.querySelector('input')!;
  return { nl: radio('Nederlands'), en: radio('Engels') };
}

async function enterOrder() {
  const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  await type(search, 'cola');
  await act(async () => search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  await flush();
  await type(input('Naam'), 'Visitor');
  await type(input('Telefoon'), '0612345678');
  await type(input('E-mail'), 'visitor@example.com');
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('a phone order in the customer’s language', () => {
  it('is Dutch unless Engels is chosen; then the order is placed in English and the page says so', async () => {
    await act(async () =>
      root.render(
        <MemoryRouter>
          <StaffOrderPage
            me={me}
            loadMenu={async () => menu}
            loadOptions={async () => options}
            renderProductDialog={() => null}
          />
        </MemoryRouter>,
      ),
    );
    await flush();
    expect(language().nl.checked).toBe(true);
    expect(language().en.checked).toBe(false);

    await enterOrder();
    await act(async () => language().en.click());
    expect(language().en.checked).toBe(true);
    await act(async () => button('Betaallink mailen').click());
    await flush();
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({ payment: 'link', source: 'phone', lang: 'en' });
    expect(container.textContent).toContain(
      'De betaallink is gemaild naar visitor@example.com (in het Engels).',
    );

    // The next caller starts in Dutch again.
    await act(async () => button('Nieuwe bestelling').click());
    await flush();
    expect(language().nl.checked).toBe(true);
    await enterOrder();
    await act(async () => button('Betaallink mailen').click());
    await flush();
    expect(placed[1]!.body).toMatchObject({ lang: 'nl' });
    expect(container.textContent).toContain('De betaallink is gemaild naar visitor@example.com.');
  });
});
