import { describe, expect, it } from 'vitest';
import type { Menu, MenuOption } from '@gh/domain/menu';
import { lineAllergens } from './line-allergens';

const option = (choice: string, allergens: MenuOption['allergens'] = []): MenuOption => ({
  choice,
  price: 0,
  allergens,
  mayContain: [],
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
              options: [option('Koolsla', ['eieren', 'mosterd']), option('Maiskolf', ['melk'])],
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
