/**
 * An add from another location than the basket's (issue 28 item 5, issue 31 item 10): the menu asks
 * "Winkelwagen legen en naar Amsterdam gaan?", naming the basket's lines; "Nee" or Escape keeps the
 * basket; "Ja" empties it and adds the product. When the server still refuses (another tab filled
 * the basket again), the spec's "Locatieconflict" warning shows.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@gh/domain/cart';
import type { Menu } from '@gh/domain/menu';
import { locationConflictMessage } from '@gh/domain';
import { dismissToast, getToasts } from '../../components/toast/toast-store';
import { CartProvider } from '../../features/cart';
import { setApiTransport } from '../../lib/api-client';
import { Component, loader } from './city-menu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MENU: Menu = {
  location: 'amsterdam',
  categories: [
    {
      slug: 'dranken',
      name: 'Dranken',
      products: [
        {
          id: 'cola',
          name: 'Coca-Cola',
          description: '',
          price: 2.75,
          category: 'dranken',
          location: 'amsterdam',
          image: null,
          allergens: [],
          mayContain: [],
          available: true,
          popular: false,
          notLooseSauce: false,
          optionGroups: [],
        },
      ],
    },
  ],
};
const line = (id: string, name: string, quantity: number, location: string) => ({
  id,
  productId: `p-${id}`,
  name,
  price: 5,
  quantity,
  category: 'burgers',
  location,
  selectedOptions: [],
  total: 5 * quantity,
});
const cartOf = (location: string | null, items: Cart['items']): Cart => ({
  items,
  location,
  subtotal: 0,
  count: items.length,
  discounts: [],
  coupon: null,
});
const ROTTERDAM = cartOf('rotterdam', [
  line('r1', 'Crispy chicken burger', 2, 'rotterdam'),
  line('r2', 'Fanta Sinas', 1, 'rotterdam'),
]);

let calls: string[];
let addAnswer: () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  calls = [];
  addAnswer = () => json(cartOf('amsterdam', [line('a1', 'Coca-Cola', 1, 'amsterdam')]));
  setApiTransport(async (url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.startsWith('/api/menu/')) return json(MENU);
    if (url.startsWith('/api/locations')) return json({ locations: [] });
    if (url === '/api/cart/clear') return json(cartOf(null, []));
    if (url === '/api/cart/add') return addAnswer();
    return json(ROTTERDAM);
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  for (const t of getToasts()) dismissToast(t.id);
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 20)));

async function openMenu() {
  const router = createMemoryRouter([{ path: '/menu/:city', Component, loader }], {
    initialEntries: ['/menu/amsterdam'],
  });
  await act(async () =>
    root.render(
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>,
    ),
  );
  await flush();
  await flush();
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
const addCola = () =>
  act(async () =>
    [...document.querySelectorAll('article button')][0]!.dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    ),
  );
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

describe('an add from another location', () => {
  it('asks first, naming the basket, and keeps it on "Nee"', async () => {
    await openMenu();
    await addCola();
    await flush();
    const asked = dialog()!;
    expect(asked.textContent).toContain('Winkelwagen legen en naar Amsterdam gaan?');
    expect(asked.querySelector('[data-testid="switch-lines"]')!.textContent).toBe(
      '2 × Crispy chicken burger1 × Fanta Sinas',
    );
    expect(document.activeElement?.textContent).toBe('Nee, winkelwagen houden');
    await act(async () => button('Nee, winkelwagen houden')!.click());
    await flush();
    expect(dialog()).toBeNull();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it('empties the basket and adds the product on "Ja"', async () => {
    await openMenu();
    await addCola();
    await flush();
    await act(async () => button('Ja, legen en naar Amsterdam')!.click());
    await flush();
    await flush();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'DELETE /api/cart/clear',
      'POST /api/cart/add',
    ]);
    expect(document.querySelector('[data-testid="switch-lines"]')).toBeNull();
  });

  it('shows the spec’s Locatieconflict warning when the server refuses after all', async () => {
    addAnswer = () => json({ message: locationConflictMessage('rotterdam', 'amsterdam') }, 409);
    await openMenu();
    await addCola();
    await flush();
    await act(async () => button('Ja, legen en naar Amsterdam')!.click());
    await flush();
    await flush();
    expect(getToasts().map((t) => [t.title, t.status])).toContainEqual(['Locatieconflict', 'warning']);
  });
});
