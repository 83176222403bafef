/**
 * Issue 27 items 4 and 5: a reason of the list in one tap ("Anders" asks its text), "Uitverkocht"
 * offering the order's product and option to take off the menu, and "Weer leverbaar" putting back.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoldOutItem } from '@gh/domain';
import { setApiTransport } from '../../../../lib/api-client';
import { order } from './board-test-kit';
import { ReasonDialog } from './reason-dialog';
import { SoldOutPanel } from './sold-out-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (
  kind: 'product' | 'option',
  id: string,
  name: string,
  productName: string | null,
  soldOut = false,
): SoldOutItem => ({
  kind,
  id,
  name,
  productName,
  soldOut,
  backAt: null,
});
let items: SoldOutItem[];
let calls: { url: string; body: unknown }[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  items = [
    item('product', 'p1', 'Halve kip van het spit', null),
    item('option', 'o1', 'Knoflooksaus', 'Halve kip van het spit'),
    item('option', 'o2', 'Chilisaus', 'Halve kip van het spit', true),
  ];
  calls = [];
  setApiTransport(async (url, init) => {
    const body = JSON.parse(String(init.body ?? 'null')) as { id: string; soldOut: boolean } | null;
    calls.push({ url, body });
    if (body && url.endsWith('/sold-out'))
      items = items.map((i) => (i.id === body.id ? { ...i, soldOut: body.soldOut } : i));
    return new Response(JSON.stringify({ items }), {
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

const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!;
const radio = (name: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent === name)!.querySelector('input')!;
const submit = async () =>
  act(async () =>
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );

describe('ReasonDialog', () => {
  const paid = order(7, {
    lines: [
      {
        name: 'Halve kip van het spit',
        quantity: 1,
        price: 9.95,
        selectedOptions: [{ choice: 'Knoflooksaus', price: 0.75 }],
      },
    ] as never,
  });

  /** Opens the dialog for the paid order; answers what it confirms. */
  async function openDialog() {
    const confirmed: unknown[] = [];
    await act(async () =>
      root.render(
        <ReasonDialog
          order={paid}
          location="amsterdam"
          onClose={() => {}}
          onConfirm={(c) => confirmed.push(c)}
        />,
      ),
    );
    return confirmed;
  }

  it('asks for a reason, and the text of "Anders"', async () => {
    const confirmed = await openDialog();
    await submit();
    expect(container.textContent).toContain('Geef een reden op voor het weigeren.');
    await act(async () => radio('Anders').click());
    await submit();
    expect(container.textContent).toContain('Schrijf bij "Anders" kort de reden.');
    const note = container.querySelector<HTMLInputElement>('#cancel-note')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        note,
        '  Oven   kapot ',
      );
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit();
    expect(confirmed).toEqual([{ reason: 'other', note: 'Oven kapot' }]);
  });

  it('"Uitverkocht" offers the order\'s product and option, and sends what was ticked', async () => {
    const confirmed = await openDialog();
    for (const name of ['Uitverkocht', 'Te druk', 'Gesloten', 'Buiten bezorggebied', 'Anders'])
      expect(radio(name)).toBeTruthy();
    await act(async () => radio('Uitverkocht').click());
    expect(container.textContent).toContain('Meteen als uitverkocht melden');
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.parentElement!.textContent)).toEqual([
      'Halve kip van het spit',
      'Knoflooksaus (bij Halve kip van het spit)',
    ]);
    await act(async () => boxes[1]!.click());
    await submit();
    expect(confirmed).toEqual([{ reason: 'sold_out', soldOut: { productIds: [], optionIds: ['o1'] } }]);
  });
});

describe('SoldOutPanel', () => {
  it('marks an option sold out and puts one back from "Weer leverbaar"', async () => {
    await act(async () =>
      root.render(<SoldOutPanel location="amsterdam" onClose={() => {}} onError={() => {}} />),
    );
    expect(button('Chilisaus (bij Halve kip van het spit) weer leverbaar')).toBeTruthy();
    // Options for sale are found by a search (the list would be many screens long).
    const search = container.querySelector<HTMLInputElement>('#sold-out-search')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'knoflook');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Knoflooksaus (bij Halve kip van het spit) is op').click());
    expect(calls.at(-1)).toEqual({
      url: '/api/admin/sold-out',
      body: { location: 'amsterdam', kind: 'option', id: 'o1', soldOut: true, untilNextOpening: false },
    });
    expect(button('Knoflooksaus (bij Halve kip van het spit) weer leverbaar')).toBeTruthy();
    await act(async () => button('Chilisaus (bij Halve kip van het spit) weer leverbaar').click());
    expect(calls.at(-1)!.body).toMatchObject({ id: 'o2', soldOut: false });
    expect(container.textContent).toContain('Chilisaus (bij Halve kip van het spit) is weer te bestellen.');
  });
});
