/** The admin menu marks one current page: on /admin/bestellingen/nieuw only "Nieuwe bestelling". */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import { AdminShell } from './admin-shell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me: AdminMe = {
  email: 'eigenaar@goudenhaan.nl',
  name: 'Eigenaar',
  role: 'admin',
  location: null,
  locations: [],
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

async function currentAt(path: string): Promise<string[]> {
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <AdminShell me={me}>
          <p>inhoud</p>
        </AdminShell>
      </MemoryRouter>,
    ),
  );
  const nav = container.querySelector('nav[aria-label="Beheermenu"]')!;
  return [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent ?? '');
}

describe('admin menu', () => {
  it('marks only "Nieuwe bestelling" on the new-order page', async () => {
    expect(await currentAt('/admin/bestellingen/nieuw')).toEqual(['Nieuwe bestelling']);
  });
  it('marks "Bestellingen" on the orders list and on an order', async () => {
    expect(await currentAt('/admin/bestellingen')).toEqual(['Bestellingen']);
    expect(await currentAt('/admin/bestellingen/GH-1234')).toEqual(['Bestellingen']);
  });
  it('marks only "Dashboard" on the dashboard', async () => {
    expect(await currentAt('/admin')).toEqual(['Dashboard']);
  });
});
