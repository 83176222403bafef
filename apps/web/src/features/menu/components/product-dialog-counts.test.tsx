/**
 * The option dialog counts right (issue 28 item 7): four tubs of sauce are "4/4 gekozen" and the
 * fifth cannot be added; before a choice the allergen line says what depends on it; "Bevat" and
 * "Kan sporen bevatten van" are written one way.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuProduct } from '@gh/domain/menu';
import { ProductDialog } from './product-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sauce = (choice: string, allergens: string[] = [], mayContain: string[] = []) => ({
  choice,
  price: 0.75,
  allergens,
  mayContain,
  soldOut: false,
});

const looseSauce = {
  id: 'saus',
  name: 'Losse saus',
  description: 'Huisgemaakte sauzen',
  price: 0,
  category: 'sauzen',
  location: 'amsterdam',
  image: null,
  allergens: [],
  mayContain: [],
  available: true,
  popular: false,
  notLooseSauce: false,
  optionGroups: [
    {
      id: 'g',
      name: 'Saus keuze',
      min: 1,
      max: 4,
      maxMultiplier: 10,
      options: [
        sauce('Knoflooksaus', ['eieren']),
        sauce('Chilisaus'),
        sauce('Barbecuesaus', ['soja', 'mosterd'], ['selderij']),
      ],
    },
  ],
} as MenuProduct;

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

async function open() {
  await act(async () =>
    root.render(
      <ProductDialog product={looseSauce} warning={null} onAdd={() => undefined} onClose={() => undefined} />,
    ),
  );
  return container.querySelector('dialog')!;
}

const more = (dialog: HTMLElement, choice: string) =>
  dialog.querySelector<HTMLButtonElement>(`button[aria-label="${choice}: meer"]`)!;

describe('the option dialog of a loose sauce', () => {
  it('counts each tub: two garlic and two chili are 4/4, and a fifth tub cannot be added', async () => {
    const dialog = await open();
    expect(dialog.textContent).toContain('0/4 gekozen');
    for (const choice of ['Knoflooksaus', 'Knoflooksaus', 'Chilisaus', 'Chilisaus'])
      await act(async () => more(dialog, choice).click());
    expect(dialog.textContent).toContain('4/4 gekozen');
    expect(more(dialog, 'Knoflooksaus').disabled).toBe(true);
    expect(more(dialog, 'Barbecuesaus').disabled).toBe(true);
    expect(dialog.querySelector('[data-testid="dialog-total"]')!.textContent).toBe('€\u00a03,00');
  });

  it('says before a choice which allergens depend on it, never "Geen allergenen"', async () => {
    const dialog = await open();
    expect(dialog.textContent).not.toContain('Geen allergenen');
    expect(dialog.textContent).toContain('Afhankelijk van je keuze: eieren, soja, selderij, mosterd');
  });

  it('writes an option’s allergens as two sentences with their capitals', async () => {
    const dialog = await open();
    expect(dialog.textContent).toContain('Bevat soja, mosterd. Kan sporen bevatten van selderij');
    expect(dialog.textContent).not.toMatch(/; kan sporen/);
  });
});
