import { describe, expect, it } from 'vitest';
import type { MenuOptionGroup, MenuProduct } from '@gh/domain/menu';
import { chosenCount, isGroupFull, missingGroups, optionLimit, selectedOptions, setCount } from './selection';

const group = (over: Partial<MenuOptionGroup>): MenuOptionGroup =>
  ({
    id: 'g',
    name: 'Saus keuze',
    min: 1,
    max: 4,
    maxMultiplier: 10,
    options: ['Knoflooksaus', 'Chilisaus', 'Barbecuesaus'].map((choice) => ({
      choice,
      price: 0.75,
      allergens: [],
      mayContain: [],
      soldOut: false,
    })),
    ...over,
  }) as MenuOptionGroup;

describe('a multiplied group', () => {
  const sauces = group({});
  it('counts tubs, not kinds, and keeps their sum at the maximum', () => {
    let selection = setCount({}, sauces, 'Knoflooksaus', 3);
    expect(chosenCount(selection, sauces)).toBe(3);
    expect(optionLimit(selection, sauces, 'Chilisaus')).toBe(1);
    selection = setCount(selection, sauces, 'Chilisaus', 5);
    expect(selection.g).toEqual({ Knoflooksaus: 3, Chilisaus: 1 });
    expect(isGroupFull(selection, sauces)).toBe(true);
    expect(setCount(selection, sauces, 'Barbecuesaus', 1)).toBe(selection);
    // Less of one leaves room for another.
    selection = setCount(selection, sauces, 'Knoflooksaus', 2);
    expect(optionLimit(selection, sauces, 'Barbecuesaus')).toBe(1);
    const product = { optionGroups: [sauces] } as unknown as MenuProduct;
    expect(selectedOptions(product, selection).map((o) => o.choice)).toEqual([
      'Knoflooksaus x2',
      'Chilisaus',
    ]);
    expect(missingGroups(product, selection)).toEqual([]);
  });

  it('is missing until one kind is chosen (the server counts kinds for its minimum)', () => {
    const product = { optionGroups: [sauces] } as unknown as MenuProduct;
    expect(missingGroups(product, {})).toEqual([sauces]);
  });
});

describe('a plain group', () => {
  it('counts and limits choices as before', () => {
    const extras = group({ min: 0, max: 2, maxMultiplier: 1 });
    let selection = setCount({}, extras, 'Knoflooksaus', 1);
    selection = setCount(selection, extras, 'Chilisaus', 1);
    expect(chosenCount(selection, extras)).toBe(2);
    expect(setCount(selection, extras, 'Barbecuesaus', 1)).toBe(selection);
    const single = group({ min: 1, max: 1, maxMultiplier: 1 });
    const picked = setCount(setCount({}, single, 'Knoflooksaus', 1), single, 'Chilisaus', 1);
    expect(picked.g).toEqual({ Knoflooksaus: 0, Chilisaus: 1 });
  });
});
