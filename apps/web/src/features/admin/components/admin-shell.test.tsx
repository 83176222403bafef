/**
 * Walk of the evening (issue 19): on /admin/bestellingen/nieuw both "Bestellingen" and "Nieuwe
 * bestelling" were marked as the current page (two highlighted tabs, two aria-current). One only.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './admin-shell';

function current(path: string) {
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <AdminShell me={{ email: 'eigenaar@goudenhaan.nl', role: 'admin' } as never}>inhoud</AdminShell>
    </MemoryRouter>,
  );
  return [...document.querySelectorAll('nav [aria-current="page"]')].map((a) => a.textContent);
}

describe('admin navigation marks one current page', () => {
  it('is "Nieuwe bestelling" alone on the new order page', () => {
    expect(current('/admin/bestellingen/nieuw')).toEqual(['Nieuwe bestelling']);
  });

  it('is "Bestellingen" on the orders list and on an order', () => {
    expect(current('/admin/bestellingen')).toEqual(['Bestellingen']);
    expect(current('/admin/bestellingen/3f2c')).toEqual(['Bestellingen']);
  });
});
