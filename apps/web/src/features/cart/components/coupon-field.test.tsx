/**
 * Walk of the evening (issue 19): pressing "Toepassen" disabled the button while the server
 * answered, and the browser dropped keyboard focus to the page; a wrong code left a keyboard or
 * screen-reader user nowhere. Focus goes back to the field after a refusal, to "Verwijderen" after
 * the code applied, and to the field again after removing it.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@gh/domain/cart';
import { setApiTransport } from '../../../lib/api-client';
import { CartProvider } from '../cart-context';
import CouponField from './coupon-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY: Cart = { items: [], location: null, subtotal: 0, count: 0, discounts: [], coupon: null };
const WITH_CODE: Cart = { ...EMPTY, coupon: { code: 'HONGER10', problem: null } };

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let answer: (url: string, method: string) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  answer = () => json(200, EMPTY);
  setApiTransport(async (url, init) => answer(String(url), init.method ?? 'GET'));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <CartProvider>
        <CouponField />
      </CartProvider>,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text)!;
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('coupon field keeps keyboard focus', () => {
  it('goes back to the field after a wrong code, to Verwijderen after the right one', async () => {
    const input = container.querySelector('input')!;
    await act(async () => type(input, 'HONGER'));
    answer = () => json(404, { message: 'Deze kortingscode kennen we niet.' });
    button('Toepassen').focus();
    await act(async () => button('Toepassen').click());
    await flush();
    expect(container.textContent).toContain('Deze kortingscode kennen we niet.');
    expect(document.activeElement).toBe(container.querySelector('input'));

    await act(async () => type(container.querySelector('input')!, 'honger10'));
    answer = () => json(200, WITH_CODE);
    button('Toepassen').focus();
    await act(async () => button('Toepassen').click());
    await flush();
    expect(container.textContent).toContain('Kortingscode HONGER10 is toegepast.');
    expect(document.activeElement).toBe(button('Verwijderen'));

    answer = () => json(200, EMPTY);
    await act(async () => button('Verwijderen').click());
    await flush();
    expect(container.textContent).toContain('Kortingscode verwijderd.');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });
});
