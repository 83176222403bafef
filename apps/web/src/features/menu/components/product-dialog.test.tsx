/**
 * The option dialog speaks the page's language (issue 20 item 2): its own words, the groups' hints,
 * the steppers' names and the refusal are English on English pages and the same Dutch as before on
 * Dutch ones.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import type { Lang } from '@gh/i18n';
import type { MenuProduct } from '@gh/domain/menu';
import { ProductDialog } from './product-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const option = (choice: string, price = 0) => ({
  choice,
  price,
  allergens: [],
  mayContain: [],
  soldOut: false,
});

const product: MenuProduct = {
  id: 'p1',
  name: 'Halve kip menu',
  description: 'Halve kip met friet en drank',
  price: 12.5,
  category: 'menu',
  location: 'amsterdam',
  image: null,
  allergens: [],
  mayContain: [],
  available: true,
  popular: false,
  notLooseSauce: false,
  optionGroups: [
    { id: 'g1', name: 'Drank', min: 1, max: 1, maxMultiplier: 1, options: [option('Cola'), option('Fanta')] },
    // Nothing is chosen here at the start: the add is refused until something is.
    {
      id: 'g4',
      name: 'Bijgerecht',
      min: 1,
      max: 2,
      maxMultiplier: 1,
      options: [option('Friet'), option('Salade')],
    },
    {
      id: 'g2',
      name: 'Extra',
      min: 0,
      max: 2,
      maxMultiplier: 1,
      options: [option('Kaas', 1), option('Bacon', 1.5)],
    },
    { id: 'g3', name: 'Sauzen', min: 0, max: 3, maxMultiplier: 3, options: [option('Knoflooksaus', 0.75)] },
  ],
} as MenuProduct;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let lang: Lang = 'nl';
followLanguage(() => lang);

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  lang = 'nl';
});

async function open(language: Lang) {
  lang = language;
  await act(async () =>
    root.render(
      <ProductDialog product={product} warning={null} onAdd={() => undefined} onClose={() => undefined} />,
    ),
  );
  return container.querySelector('dialog')!;
}

const names = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));

describe('the option dialog', () => {
  it('is English on English pages', async () => {
    const dialog = await open('en');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.textContent).toContain('Add to basket');
    expect(dialog.textContent).toContain('Choose 1');
    expect(dialog.textContent).toContain('Choose 1 to 2');
    expect(dialog.textContent).toContain('Optional, up to 2 · 0/2 chosen');
    expect(dialog.textContent).toContain('Quantity');
    expect(dialog.textContent).toContain('each');
    expect(names(dialog)).toEqual(
      expect.arrayContaining(['Close', 'Quantity', 'Quantity: one more', 'Knoflooksaus: one fewer']),
    );
    await act(async () => submit.click());
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe(
      'Please make a choice first: bijgerecht.',
    );
    expect(dialog.textContent).not.toMatch(/Kies|Aantal|winkelwagen|gekozen|per stuk/);
  });

  it('keeps its Dutch on Dutch pages', async () => {
    const dialog = await open('nl');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.textContent).toContain('In winkelwagen');
    expect(dialog.textContent).toContain('Kies er 1');
    expect(dialog.textContent).toContain('Kies 1 tot 2');
    expect(dialog.textContent).toContain('Optioneel, maximaal 2 · 0/2 gekozen');
    expect(names(dialog)).toEqual(
      expect.arrayContaining(['Sluiten', 'Aantal', 'Aantal: meer', 'Knoflooksaus: minder']),
    );
    await act(async () => submit.click());
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Maak eerst een keuze bij: bijgerecht.');
  });
});
