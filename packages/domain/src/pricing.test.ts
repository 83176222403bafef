import { describe, expect, it } from 'vitest';
import {
  isLooseSauce,
  itemTotalCents,
  lineOptionTexts,
  parseMultiplier,
  priceItem,
  priceLine,
  stripMultiplier,
} from './pricing';

const burger = { name: 'Crispy chicken burger', category: 'burgers', priceCents: 895 };
const sauce = { name: 'Losse saus', category: 'sauzen', priceCents: 0 };

describe('item totals (spec section 9)', () => {
  it('prices a normal item as (base + options) x quantity', () => {
    const item = {
      ...burger,
      quantity: 2,
      selectedOptions: [
        { choice: 'Extra kaas', priceCents: 100 },
        { choice: 'Jalapeños', priceCents: 75 },
      ],
    };
    expect(priceItem(item).unitCents).toBe(1070);
    expect(itemTotalCents(item)).toBe(2140);
  });

  it('prices a normal item without options at its base price', () => {
    expect(itemTotalCents({ ...burger, quantity: 3, selectedOptions: [] })).toBe(2685);
  });

  it('charges every piece of an option with a multiplier on a normal item (issue 16.1)', () => {
    const item = { ...burger, quantity: 1, selectedOptions: [{ choice: 'Extra kaas x2', priceCents: 100 }] };
    expect(itemTotalCents(item)).toBe(1095);
  });

  it("prices the issue's case at € 45,00 and says each option's count and amount", () => {
    const line = priceLine(
      { name: 'Burger deluxe', category: 'burgers', priceCents: 1000 },
      [
        { choice: 'Extra kaas', priceCents: 100, count: 5 },
        { choice: 'Bacon', priceCents: 150, count: 5 },
      ],
      2,
    );
    expect(line).toMatchObject({ rule: 'product', unitCents: 2250, lineCents: 4500 });
    expect(line.options.map((o) => o.text).join(', ')).toBe(
      'Extra kaas x5 €\u00a05,00, Bacon x5 €\u00a07,50',
    );
  });

  it('prices a product the owner marked "Geen losse saus" as a product (issue 16.2)', () => {
    const dish = { name: 'Kipsaté met pindasaus', category: 'kip', priceCents: 1250 };
    const zonderUi = [{ choice: 'Zonder ui', priceCents: 0, count: 1 }];
    expect(priceLine(dish, zonderUi, 1)).toMatchObject({ rule: 'loose-sauce', lineCents: 0 });
    expect(priceLine({ ...dish, notLooseSauce: true }, zonderUi, 1)).toMatchObject({
      rule: 'product',
      lineCents: 1250,
    });
    expect(priceLine({ ...dish, notLooseSauce: true }, zonderUi, 1).options[0]!.text).toBe('Zonder ui');
  });

  it('prices a loose sauce from its options only, without multipliers', () => {
    const item = {
      ...sauce,
      priceCents: 500,
      quantity: 1,
      selectedOptions: [
        { choice: 'Knoflooksaus', priceCents: 75 },
        { choice: 'Chilisaus', priceCents: 75 },
      ],
    };
    expect(isLooseSauce(item)).toBe(true);
    expect(itemTotalCents(item)).toBe(150);
  });

  it('multiplies each loose sauce option by the multiplier in its label', () => {
    const item = {
      ...sauce,
      quantity: 1,
      selectedOptions: [
        { choice: 'Knoflooksaus x2', priceCents: 75 },
        { choice: 'Chilisaus x3', priceCents: 80 },
        { choice: 'Barbecuesaus', priceCents: 75 },
      ],
    };
    expect(itemTotalCents(item)).toBe(150 + 240 + 75);
  });

  it('multiplies a loose sauce line by its quantity (decision 002)', () => {
    const item = { ...sauce, quantity: 2, selectedOptions: [{ choice: 'Knoflooksaus x2', priceCents: 75 }] };
    expect(itemTotalCents(item)).toBe(300);
  });

  it('treats a name containing "saus" as a loose sauce, but only with options', () => {
    const named = { name: 'Extra saus', category: 'bijgerechten', priceCents: 100, quantity: 1 };
    expect(itemTotalCents({ ...named, selectedOptions: [] })).toBe(100);
    expect(itemTotalCents({ ...named, selectedOptions: [{ choice: 'Chilisaus x2', priceCents: 60 }] })).toBe(
      120,
    );
  });

  it('reads the loose-sauce rule as spec section 9 words it, case and all (decision 038)', () => {
    const cups = [
      { choice: 'Knoflooksaus x2', priceCents: 75 },
      { choice: 'Chilisaus x2', priceCents: 100 },
    ];
    const at5 = (name: string, category = 'bijgerechten') =>
      itemTotalCents({ name, category, priceCents: 500, quantity: 1, selectedOptions: cups });
    // "Extra Saus" and "SAUS" neither equal "Saus" nor contain "saus": € 5 plus their options.
    expect(at5('Extra Saus')).toBe(850);
    expect(at5('SAUS')).toBe(850);
    expect(at5('Sauzen', 'Sauzen')).toBe(850);
    // The spec's own words: equal to "Saus", containing "saus", or in category sauzen.
    expect(at5('Saus')).toBe(350);
    expect(at5('Pindasaus')).toBe(350);
    expect(at5('Proeverij', 'sauzen')).toBe(350);
  });

  it('says how many cups of which sauce a loose-sauce line holds, for all its units (issue 17.16)', () => {
    const sauces = [
      { choice: 'Barbecuesaus x2', priceCents: 75 },
      { choice: 'Piri-pirisaus', priceCents: 80 },
    ];
    expect(lineOptionTexts('loose-sauce', sauces, 2)).toEqual([
      '4 bakjes Barbecuesaus €\u00a03,00',
      '2 bakjes Piri-pirisaus €\u00a01,60',
    ]);
    expect(lineOptionTexts('loose-sauce', [{ choice: 'Mayonaise', priceCents: 0 }], 1)).toEqual([
      '1 bakje Mayonaise',
    ]);
    expect(lineOptionTexts('product', [{ choice: 'Extra kaas x5', priceCents: 100 }], 2)).toEqual([
      'Extra kaas x5 €\u00a05,00',
    ]);
  });

  it('reads and strips the multiplier marker', () => {
    expect(parseMultiplier('Knoflooksaus x2')).toBe(2);
    expect(parseMultiplier('Knoflooksaus X10 ')).toBe(10);
    expect(parseMultiplier('Knoflooksaus')).toBe(1);
    expect(stripMultiplier('Knoflooksaus x2')).toBe('Knoflooksaus');
  });
});
