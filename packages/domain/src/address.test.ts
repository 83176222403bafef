import { describe, expect, it } from 'vitest';
import { addressQuerySchema, compareAddress, foldAddition, foldName, type KnownAddress } from './address';

const found: KnownAddress = {
  street: 'Burgemeester Röellstraat',
  streetShort: 'Burg. Röellstr',
  number: '5',
  addition: null,
  postcode: '1064 BM',
  city: "'s-Gravenhage",
  municipality: 'Den Haag',
};

describe('compareAddress', () => {
  it('takes the same names spelled otherwise, and gives the register’s spelling', () => {
    expect(compareAddress(found, { street: 'burgemeester roellstraat', city: 'S GRAVENHAGE' })).toEqual({
      ok: true,
      street: 'Burgemeester Röellstraat',
      city: "'s-Gravenhage",
    });
    expect(compareAddress(found, { street: 'Burg. Roellstr', city: 'Den Haag' }).ok).toBe(true);
    expect(compareAddress(found, {}).ok).toBe(true);
  });

  it('refuses another city first, then another street, at its field', () => {
    expect(compareAddress(found, { street: 'Oudegracht', city: 'Utrecht' })).toMatchObject({
      ok: false,
      field: 'city',
      message:
        "Postcode 1064 BM met huisnummer 5 ligt in 's-Gravenhage, niet in Utrecht. Controleer je postcode of plaats.",
    });
    expect(compareAddress(found, { street: 'Oudegracht', city: 'Den Haag' })).toMatchObject({
      ok: false,
      field: 'street',
    });
  });
});

describe('the look-up’s question', () => {
  it('writes the postcode as checkout does and refuses what cannot be one', () => {
    expect(addressQuerySchema.parse({ postcode: '1072ab', number: '1', addition: ' ' })).toEqual({
      postcode: '1072 AB',
      number: '1',
      addition: undefined,
    });
    expect(addressQuerySchema.safeParse({ postcode: '1072 SS', number: '1' }).success).toBe(false);
    expect(addressQuerySchema.safeParse({ postcode: '1072 AB', number: '0' }).success).toBe(false);
  });

  it('folds names and additions for comparing', () => {
    expect(foldName(' Ferdinand  Bolstraat ')).toBe('ferdinandbolstraat');
    expect(foldAddition('b 2')).toBe(foldAddition('B-2'));
  });
});
