import { describe, expect, it } from 'vitest';
import type { Menu, MenuOption } from '@gh/domain/menu';
import { lineAllergenNote, lineAllergens } from './line-allergens';

const option = (
  choice: string,
  allergens: MenuOption['allergens'] = [],
  mayContain: MenuOption['mayContain'] = [],
): MenuOption => ({
  choice,
  price: 0,
  allergens,
  mayContain,
  soldOut: false,
});

const menu: Menu = {
  location: 'amsterdam',
  categories: [
    {
      slug: 'menus',
      name: "Menu's",
      products: [
        {
          id: 'p',
          name: 'Halve kip menu',
          description: '',
          price: 13.95,
          category: 'menus',
          location: 'amsterdam',
          image: null,
          allergens: ['selderij'],
          mayContain: [],
          available: true,
          popular: false,
          notLooseSauce: false,
          optionGroups: [
            {
              id: 'g',
              name: 'Bijgerecht',
              min: 1,
              max: 1,
              maxMultiplier: 1,
              options: [
                option('Koolsla', ['eieren', 'mosterd']),
                option('Maiskolf', ['melk']),
                option('Zoete-aardappelfriet', [], ['gluten']),
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('lineAllergens', () => {
  it('gives the allergens of the product with the options actually chosen', () => {
    const item = {
      name: 'Halve kip menu',
      category: 'menus',
      selectedOptions: [{ choice: 'Koolsla', price: 0 }],
    };
    expect(lineAllergens(menu, item)).toEqual({
      allergens: ['eieren', 'selderij', 'mosterd'],
      mayContain: [],
    });
  });

  it('says nothing rather than something wrong when the product or an option is gone', () => {
    expect(lineAllergens(menu, { name: 'Weg', category: 'menus', selectedOptions: [] })).toBeNull();
    expect(
      lineAllergens(menu, {
        name: 'Halve kip menu',
        category: 'menus',
        selectedOptions: [{ choice: 'Friet', price: 0 }],
      }),
    ).toBeNull();
  });
});

describe('lineAllergenNote (issue 17, evening: the drawer left out the options)', () => {
  const line = (choice: string) => ({
    name: 'Halve kip menu',
    category: 'menus',
    selectedOptions: [{ choice, price: 0 }],
  });

  it("says what the chosen option may contain, in the menu's words", () => {
    expect(lineAllergenNote(menu, line('Zoete-aardappelfriet'))).toBe(
      'Bevat selderij. Kan sporen bevatten van gluten',
    );
  });

  it('names what the chosen option contains with the product', () => {
    expect(lineAllergenNote(menu, line('Koolsla'))).toBe('Bevat eieren, selderij, mosterd');
  });

  it('says nothing when the line is unknown', () => {
    expect(lineAllergenNote(menu, line('Weg'))).toBe('');
  });
});
