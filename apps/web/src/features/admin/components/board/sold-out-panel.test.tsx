/** The board's "Iets is op" list stays short: products, and options only through the search. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SoldOutItem } from '@gh/domain';

const items: SoldOutItem[] = [
  { kind: 'product', id: 'p1', name: 'Kindermenu', productName: null, soldOut: false, backAt: null },
  { kind: 'option', id: 'o1', name: 'Chocomel', productName: 'Kindermenu', soldOut: false, backAt: null },
  { kind: 'option', id: 'o2', name: 'Appelsap', productName: 'Kindermenu', soldOut: true, backAt: null },
];

vi.mock('../../api/orders', () => ({
  getSoldOut: () => Promise.resolve({ items }),
  markSoldOut: () => Promise.resolve({ items }),
}));

const { SoldOutPanel } = await import('./sold-out-panel');

afterEach(() => {
  document.body.innerHTML = '';
});

const names = (list: string) =>
  [...document.querySelectorAll(`ul[aria-label="${list}"] button`)].map((b) => b.getAttribute('aria-label'));

describe('the sold-out panel', () => {
  it('lists products for sale, options only when searched, and every sold-out item under "Weer leverbaar"', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      createRoot(host).render(<SoldOutPanel location="rotterdam" onClose={() => {}} onError={() => {}} />);
    });
    expect(names('Te koop')).toEqual(['Kindermenu is op']);
    expect(names('Uitverkocht')).toEqual(['Appelsap (bij Kindermenu) weer leverbaar']);
    const search = document.querySelector<HTMLInputElement>('#sold-out-search')!;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(search, 'choco');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(names('Te koop')).toEqual(['Chocomel (bij Kindermenu) is op']);
  });
});
