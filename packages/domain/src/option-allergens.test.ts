import { describe, expect, it } from 'vitest';
import { allergensOfChoice, choiceAllergenNote, isProductSafe, traceNote } from './option-allergens';

const side = (allergens: string[], extra: { mayContain?: string[]; soldOut?: boolean } = {}) => ({
  allergens,
  ...extra,
});

// The seeded "Halve kip menu": the chicken has celery, the side and drink are required, the sauce is not.
const halveKipMenu = {
  allergens: ['selderij'],
  mayContain: [],
  optionGroups: [
    {
      min: 1,
      options: [
        side([], { mayContain: ['gluten'] }), // Friet
        side(['eieren', 'mosterd']), // Koolsla
        side(['melk']), // Maiskolf
        side(['gluten', 'melk']), // Uienringen
      ],
    },
    { min: 1, options: [side([]), side([])] },
    { min: 0, options: [side(['eieren']), side(['eieren', 'mosterd'])] },
  ],
};

describe('isProductSafe', () => {
  it('keeps a product whose required groups each have a safe choice', () => {
    expect(isProductSafe(halveKipMenu, ['gluten', 'eieren'])).toBe(true);
  });

  it('hides a product when every choice of a required group holds the allergen', () => {
    expect(isProductSafe(halveKipMenu, ['gluten', 'eieren', 'melk'])).toBe(false);
  });

  it('ignores optional groups: leaving the sauce out is a safe choice', () => {
    expect(isProductSafe(halveKipMenu, ['eieren', 'mosterd'])).toBe(true);
  });

  it('hides a product that holds the allergen itself', () => {
    expect(isProductSafe(halveKipMenu, ['selderij'])).toBe(false);
  });

  it('does not count a sold-out option as a safe choice', () => {
    const menu = {
      ...halveKipMenu,
      optionGroups: [{ min: 1, options: [side(['gluten']), side([], { soldOut: true })] }],
    };
    expect(isProductSafe(menu, ['gluten'])).toBe(false);
    expect(isProductSafe(menu, [])).toBe(true);
  });

  it('needs as many safe options as a group requires, unless one may be taken more than once', () => {
    const group = { min: 2, options: [side([]), side(['eieren'])] };
    const product = { allergens: [], optionGroups: [group] };
    expect(isProductSafe(product, ['eieren'])).toBe(false);
    expect(isProductSafe({ ...product, optionGroups: [{ ...group, maxMultiplier: 2 }] }, ['eieren'])).toBe(
      true,
    );
  });
});

describe('allergensOfChoice', () => {
  it('adds what the chosen options contain, in EU order, without duplicates', () => {
    expect(
      allergensOfChoice({ allergens: ['selderij'], mayContain: [] }, [
        side(['mosterd', 'eieren']),
        side(['eieren']),
      ]),
    ).toEqual({ allergens: ['eieren', 'selderij', 'mosterd'], mayContain: [] });
  });

  it('keeps traces apart unless something chosen contains them', () => {
    expect(allergensOfChoice({ allergens: [] }, [side([], { mayContain: ['gluten'] })])).toEqual({
      allergens: [],
      mayContain: ['gluten'],
    });
    expect(
      allergensOfChoice({ allergens: [], mayContain: ['gluten'] }, [side(['gluten'])]).mayContain,
    ).toEqual([]);
  });
});

describe('choiceAllergenNote', () => {
  it('says contains and may contain as the menu does', () => {
    expect(choiceAllergenNote({ allergens: ['selderij'], mayContain: ['gluten'] })).toBe(
      'Bevat selderij. Kan sporen bevatten van gluten',
    );
    expect(choiceAllergenNote({ allergens: [], mayContain: ['gluten', 'noten'] })).toBe(
      'Kan sporen bevatten van gluten, noten',
    );
    expect(choiceAllergenNote({ allergens: ['melk'] })).toBe('Bevat melk');
    expect(choiceAllergenNote({ allergens: [], mayContain: [] })).toBe('');
    expect(traceNote([])).toBe('');
  });
});
