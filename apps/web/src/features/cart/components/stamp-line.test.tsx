/**
 * The basket's stamp card (decision 052): signed out a line says how to collect stamps; signed in the
 * progress; with a full card one button puts the reward on this order, and the cart (with its
 * "Stempelkaart vol" discount line) is asked again. A location without a card shows nothing.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@gh/domain/cart';
import type { BasketStamps } from '@gh/domain/stamps';
import { setApiTransport } from '../../../lib/api-client';
import { MemoryRouter } from '../../../lib/router';
import { CartProvider } from '../cart-context';
import StampLine from './stamp-line';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CART: Cart = { items: [], location: 'amsterdam', subtotal: 0, count: 0, discounts: [], coupon: null };
const card = { location: 'amsterdam', stamps: 2, needed: 2, reward: '€ 5,00 korting' };

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let stamps: BasketStamps | { card: null; signedIn: boolean; claimed: boolean; minimumOrder: number };
let calls: string[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${String(url)}`);
    if (String(url).includes('/reward')) {
      stamps = { ...stamps, claimed: method === 'PUT' } as BasketStamps;
      return json(200, stamps);
    }
    if (String(url).includes('/api/stamps/')) return json(200, stamps);
    return json(200, CART);
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
async function show() {
  await act(async () =>
    root.render(
      <MemoryRouter>
        <CartProvider>
          <StampLine location="amsterdam" />
        </CartProvider>
      </MemoryRouter>,
    ),
  );
  await flush();
}

describe('the basket’s stamp card', () => {
  it('shows nothing for a location without a card', async () => {
    stamps = { card: null, signedIn: false, claimed: false, minimumOrder: 0 };
    await show();
    expect(container.querySelector('[data-testid="basket-stamps"]')).toBeNull();
  });

  it('tells a signed-out visitor that orders earn without sign-in and the reward needs it, and offers none', async () => {
    stamps = { card: { ...card, stamps: 0 }, signedIn: false, claimed: false, minimumOrder: 15 };
    await show();
    const text = container.textContent!;
    expect(text).toContain('Elke betaalde bestelling vanaf €\u00a015,00 geeft een stempel.');
    // Earning needs no sign-in (decision 052): the line must not say it does.
    expect(text).toContain('Je spaart met het e-mailadres van je bestelling, ook zonder in te loggen.');
    expect(text).toContain('Log in bij Mijn Gouden Haan om je beloning te gebruiken.');
    expect(text).not.toMatch(/om stempels te sparen/);
    expect(container.querySelector('button')).toBeNull();
    // The way to sign in is there, not only its name.
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/mijn-gouden-haan');
  });

  it('shows a signed-in customer’s progress', async () => {
    stamps = { card: { ...card, stamps: 1 }, signedIn: true, claimed: false, minimumOrder: 15 };
    await show();
    expect(container.textContent).toContain(
      'Stempelkaart: 1 van 2 stempels. Een volle kaart geeft € 5,00 korting.',
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('puts a full card’s reward on the order and asks the cart again; the reward can be kept', async () => {
    stamps = { card, signedIn: true, claimed: false, minimumOrder: 15 };
    await show();
    expect(container.textContent).toContain('Je stempelkaart is vol: je krijgt € 5,00 korting.');
    const button = () => container.querySelector('button')!;
    expect(button().textContent).toBe('Gebruik mijn beloning');
    await act(async () => button().click());
    await flush();
    expect(calls).toContain('PUT /api/stamps/amsterdam/reward');
    expect(calls.at(-1)).toBe('GET /api/cart');
    expect(container.textContent).toContain('Je beloning gaat van deze bestelling af.');
    expect(button().textContent).toBe('Bewaar mijn beloning');
    await act(async () => button().click());
    await flush();
    expect(calls).toContain('DELETE /api/stamps/amsterdam/reward');
  });
});
