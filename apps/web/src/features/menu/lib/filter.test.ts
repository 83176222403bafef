import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuOption, MenuProduct } from '@gh/domain/menu';
import { filterMenu } from './filter';
import { initialSelection, missingGroups, selectedOptions, setCount, totalCents } from './selection';

const option = (choice: string, price: number, extra: Partial<MenuOption> = {}): MenuOption => ({
  choice,
  price,
  allergens: [],
  mayContain: [],
  soldOut: false,
  ...extra,
});
const base: MenuProduct = {
  id: 'p',
  name: 'Friet',
  description: 'Verse friet',
  price: 3.25,
  category: 'bijgerechten',
  location: 'amsterdam',
  notLooseSauce: false,
  image: null,
  allergens: [],
  mayContain: [],
  available: true,
  popular: false,
  optionGroups: [],
};
const sauce: MenuProduct = {
  ...base,
  id: 's',
  name: 'Losse saus',
  category: 'sauzen',
  price: 0,
  allergens: [],
  optionGroups: [
    {
      id: 'g',
      name: 'Saus keuze',
      min: 1,
      max: 2,
      maxMultiplier: 10,
      options: [
        option('Knoflooksaus', 0.75, { allergens: ['eieren'] }),
        option('Chilisaus', 0.75),
        option('Piri-pirisaus', 0.9),
      ],
    },
  ],
};
const menu: MenuCategory[] = [
  {
    slug: 'bijgerechten',
    name: 'Bijgerechten',
    products: [base, { ...base, id: 'u', name: 'Uienringen', allergens: ['gluten'] }],
  },
  { slug: 'sauzen', name: 'Sauzen', products: [sauce] },
];

describe('menu filter', () => {
  it('finds products by words, ignoring case and accents', () => {
    expect(filterMenu(menu, 'UIEN', []).flatMap((c) => c.products.map((p) => p.name))).toEqual([
      'Uienringen',
    ]);
    expect(filterMenu(menu, 'sauzen', [])[0]!.slug).toBe('sauzen');
  });
  it('matches the start of words, not the inside ("cola" is no rucola or chocolade)', () => {
    const drinks: MenuCategory[] = [
      {
        slug: 'dranken',
        name: 'Dranken',
        products: [
          { ...base, id: 'c', name: 'Coca-Cola Zero', description: 'Blikje 33 cl' },
          { ...base, id: 'r', name: 'Kipwrap', description: 'Met rucola en tomaat' },
          { ...base, id: 'd', name: 'Brownie', description: 'Met chocolade' },
        ],
      },
    ];
    const names = (query: string) =>
      filterMenu(drinks, query, []).flatMap((c) => c.products.map((p) => p.name));
    expect(names('cola')).toEqual(['Coca-Cola Zero']);
    expect(names('choco')).toEqual(['Brownie']);
    expect(names('rucola tom')).toEqual(['Kipwrap']);
    expect(names('ola')).toEqual([]);
  });
  it('leaves out products with an excluded allergen or its traces', () => {
    const names = filterMenu(menu, '', ['gluten', 'eieren']).flatMap((c) => c.products.map((p) => p.name));
    // The loose sauce stays: Chilisaus and Piri-pirisaus hold no eggs.
    expect(names).toEqual(['Friet', 'Losse saus']);
    const traces = [{ ...menu[0]!, products: [{ ...base, mayContain: ['gluten' as const] }] }];
    expect(filterMenu(traces, '', ['gluten'])).toEqual([]);
  });
  it('leaves out a product whose required group has no safe choice left', () => {
    const eggy = {
      ...sauce,
      optionGroups: sauce.optionGroups.map((g) => ({
        ...g,
        options: g.options.map((o) => ({ ...o, allergens: ['eieren' as const] })),
      })),
    };
    expect(filterMenu([{ slug: 'sauzen', name: 'Sauzen', products: [eggy] }], '', ['eieren'])).toEqual([]);
  });
});

describe('product dialog selection', () => {
  it('prices a loose sauce from its options with multipliers', () => {
    let s = initialSelection(sauce);
    expect(missingGroups(sauce, s)).toHaveLength(1);
    const group = sauce.optionGroups[0]!;
    s = setCount(s, group, 'Knoflooksaus', 2);
    expect(selectedOptions(sauce, s)).toEqual([{ choice: 'Knoflooksaus x2', price: 0.75 }]);
    expect(totalCents(sauce, s, 1)).toBe(150);
    // The group allows two tubs (issue 28 item 7: a multiplied choice counts as many as it is).
    expect(setCount(s, group, 'Piri-pirisaus', 1)).toBe(s);
    s = setCount(s, group, 'Knoflooksaus', 1);
    s = setCount(s, group, 'Piri-pirisaus', 1);
    expect(selectedOptions(sauce, s)).toEqual([
      { choice: 'Knoflooksaus', price: 0.75 },
      { choice: 'Piri-pirisaus', price: 0.9 },
    ]);
    expect(totalCents(sauce, s, 1)).toBe(165);
    expect(setCount(s, group, 'Chilisaus', 1)).toBe(s);
    expect(missingGroups(sauce, s)).toHaveLength(0);
  });
});
