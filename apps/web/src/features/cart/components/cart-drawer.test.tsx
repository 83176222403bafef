/**
 * The cart button and drawer speak the page's language (issue 20 item 2): names, totals, buttons'
 * accessible names and the clear-cart question are English on English pages, with links that stay
 * under /en, and the same Dutch as before on Dutch pages.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@gh/domain/cart';
import type { Lang } from '@gh/i18n';
import { followLanguage } from '@gh/i18n/follow';
import { setApiTransport } from '../../../lib/api-client';
import { CartProvider } from '../cart-context';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (id: string, name: string, quantity: number) => ({
  id,
  productId: `p-${id}`,
  name,
  price: 5,
  quantity,
  category: 'kip',
  location: 'amsterdam',
  selectedOptions: [],
  total: 5 * quantity,
});
const CART: Cart = {
  items: [
    line('a', 'Halve kip', 1),
    // Its English name is not written yet: the Dutch one stands in, marked (decision 034).
    { ...line('b', 'Kippenpoot', 2), untranslated: ['name'] } as Cart['items'][number],
  ],
  location: 'amsterdam',
  subtotal: 15,
  count: 3,
  discounts: [],
  coupon: null,
};
const EMPTY: Cart = { items: [], location: null, subtotal: 0, count: 0, discounts: [], coupon: null };

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let lang: Lang = 'nl';
let cart: Cart = CART;
const urls: string[] = [];
followLanguage(() => lang);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  urls.length = 0;
  setApiTransport(async (url) => {
    urls.push(url);
    if (url.startsWith('/api/menu/')) return json({ message: 'nee' }, 404);
    return json(cart);
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  lang = 'nl';
  cart = CART;
});

/** Where in-app navigation led. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function openDrawer(language: Lang, path: string) {
  lang = language;
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <CartProvider>
          <CartButton />
          <CartDrawer />
          <Where />
        </CartProvider>
      </MemoryRouter>,
    ),
  );
  await flush();
  const button = container.querySelector<HTMLButtonElement>('[data-testid="cart-button"]')!;
  const label = button.getAttribute('aria-label');
  await act(async () => button.click());
  await flush();
  return { label, drawer: container.querySelector('dialog')! };
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
const ariaLabels = (root: ParentNode) =>
  [...root.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));

describe('the cart', () => {
  it('is English on English pages, with links under /en', async () => {
    const { label, drawer } = await openDrawer('en', '/en/menu/amsterdam');
    expect(urls[0]).toBe('/api/cart?lang=en');
    expect(label).toBe('Basket, 3 items');
    expect(drawer.querySelector('h2')!.textContent).toBe('Your basket');
    expect(drawer.textContent).toContain('Ordering from Gouden Haan Amsterdam');
    expect(drawer.textContent).toContain('Subtotal (3 items)');
    expect(ariaLabels(drawer)).toEqual(
      expect.arrayContaining([
        'Close basket',
        'Items in your basket',
        'Quantity of Halve kip',
        'One fewer Kippenpoot',
        'One more Kippenpoot',
        'Remove Halve kip',
      ]),
    );
    const names = [...drawer.querySelectorAll('[data-testid="cart-line"] .min-w-0 > p.font-semibold')];
    expect(names.map((p) => [p.textContent, p.getAttribute('lang')])).toEqual([
      ['Halve kip', null],
      ['Kippenpoot', 'nl'],
    ]);
    expect(drawer.querySelector('a')!.getAttribute('href')).toBe('/en/checkout');
    expect(drawer.querySelector('a')!.textContent).toBe('Go to checkout');

    await act(async () => buttonNamed(drawer, 'Empty basket')!.click());
    expect(drawer.textContent).toContain('Take everything out of your basket?');
    expect(buttonNamed(drawer, 'No, keep it')).toBeDefined();
    cart = EMPTY;
    await act(async () => buttonNamed(drawer, 'Yes, empty it')!.click());
    await flush();
    expect(drawer.textContent).toContain('Your basket is empty.');
    const menu = drawer.querySelector('a')!;
    expect([menu.textContent, menu.getAttribute('href')]).toEqual(['See the menu', '/en/menu']);
    expect(drawer.textContent).not.toMatch(/winkelwagen|Winkelwagen|product/);
  });

  it('keeps its Dutch on Dutch pages', async () => {
    const { label, drawer } = await openDrawer('nl', '/menu/amsterdam');
    expect(urls[0]).toBe('/api/cart');
    expect(label).toBe('Winkelwagen, 3 producten');
    expect(drawer.querySelector('h2')!.textContent).toBe('Winkelwagen');
    expect(drawer.textContent).toContain('Subtotaal (3 producten)');
    expect(ariaLabels(drawer)).toEqual(
      expect.arrayContaining(['Winkelwagen sluiten', 'Eén Kippenpoot minder', 'Halve kip verwijderen']),
    );
    expect(drawer.querySelector('a')!.getAttribute('href')).toBe('/checkout');
    await act(async () => buttonNamed(drawer, 'Winkelwagen leegmaken')!.click());
    expect(drawer.textContent).toContain('Alles uit je winkelwagen halen?');
    expect(buttonNamed(drawer, 'Ja, leegmaken')).toBeDefined();
  });

  it('shows "Alcohol (18+)" on a line sold only to adults (decision 048)', async () => {
    cart = { ...CART, items: [CART.items[0]!, { ...line('c', 'Bokbier', 1), ageRestricted: true }] };
    const { drawer } = await openDrawer('nl', '/menu/amsterdam');
    const marks = [...drawer.querySelectorAll('[data-testid="cart-line"]')].map(
      (li) => li.querySelector('[data-testid="cart-line-age"]')?.textContent ?? null,
    );
    expect(marks).toEqual([null, 'Alcohol (18+)']);
  });

  it('sends "Choose again" to the English menu on English pages', async () => {
    // The cart's answer names the line's problem itself (issue 31 item 4).
    cart = {
      ...CART,
      items: CART.items.map((i) =>
        i.id === 'a'
          ? { ...i, problem: { kind: 'option', message: 'This option is no longer available.' } }
          : i,
      ),
    };
    const { drawer } = await openDrawer('en', '/en/checkout');
    const again = buttonNamed(drawer, 'Choose again: Halve kip')!;
    expect(again.textContent).toBe('Choose again');
    await act(async () => again.click());
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe('/en/menu/amsterdam');
  });
});
