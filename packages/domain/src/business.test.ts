import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  businessDetailsBodySchema,
  missingBusinessDetails,
  sellerOf,
  vatNumberProblem,
} from './business';

const parse = (body: Record<string, string | null>) =>
  businessDetailsBodySchema.safeParse({
    legalName: null,
    address: null,
    kvkNumber: null,
    vatNumber: null,
    ...body,
  });
const messageOf = (body: Record<string, string | null>) => parse(body).error?.issues[0]?.message;

describe('btw-id', () => {
  it('accepts numbers that pass the elfproef (before 2020) or modulo 97 (since 2020)', () => {
    // Examples the tax office and VAT validators publish.
    expect(vatNumberProblem('NL007303907B01')).toBeNull();
    expect(vatNumberProblem('NL000099998B57')).toBeNull();
    // The seed's demo numbers.
    expect(vatNumberProblem('NL123456789B13')).toBeNull();
    expect(vatNumberProblem('NL987654321B94')).toBeNull();
  });

  it('tells a wrong format from a wrong check digit', () => {
    expect(vatNumberProblem('NL123456789B01')).toBe('check');
    expect(vatNumberProblem('NL12345678B01')).toBe('format');
    expect(vatNumberProblem('BE0123456789')).toBe('format');
    expect(vatNumberProblem('NL007303907B00')).toBe('format');
  });
});

describe('business details', () => {
  it('reads what people copy from a letter: spaces, dots, small letters', () => {
    const parsed = parse({
      legalName: '  Gouden Haan Amsterdam B.V. ',
      address: 'Ferdinand Bolstraat 118, 1072 LN Amsterdam',
      kvkNumber: '1234 5678',
      vatNumber: 'nl 1234.56.789 b13',
    });
    expect(parsed.data).toEqual({
      legalName: 'Gouden Haan Amsterdam B.V.',
      address: 'Ferdinand Bolstraat 118, 1072 LN Amsterdam',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B13',
    });
  });

  it('stores empty fields as not filled in', () => {
    expect(parse({ legalName: '', address: ' ', kvkNumber: '', vatNumber: '' }).data).toEqual({
      legalName: null,
      address: null,
      kvkNumber: null,
      vatNumber: null,
    });
  });

  it('says in Dutch what is wrong', () => {
    expect(messageOf({ kvkNumber: '1234567' })).toBe(BUSINESS_MESSAGES.badKvk);
    expect(messageOf({ vatNumber: 'NL123456789' })).toBe(BUSINESS_MESSAGES.badVatFormat);
    expect(messageOf({ vatNumber: 'NL123456789B01' })).toBe(BUSINESS_MESSAGES.badVatCheck);
    expect(messageOf({ address: 'Amsterdam' })).toBe(BUSINESS_MESSAGES.badAddress);
    expect(messageOf({ legalName: 'x'.repeat(121) })).toBe(BUSINESS_MESSAGES.legalNameTooLong);
  });

  it('names the seller by its legal details, or by the restaurant while they are empty', () => {
    const restaurant = {
      name: 'Gouden Haan Amsterdam',
      street: 'Ferdinand Bolstraat 118',
      postcode: '1072 LN',
      city: 'Amsterdam',
    };
    expect(sellerOf(restaurant)).toEqual({
      name: 'Gouden Haan Amsterdam',
      address: 'Ferdinand Bolstraat 118, 1072 LN Amsterdam',
      kvkNumber: null,
      vatNumber: null,
    });
    expect(
      sellerOf({
        ...restaurant,
        legalName: 'Gouden Haan Amsterdam B.V.',
        legalAddress: 'Damstraat 1, 1012 JS Amsterdam',
        kvkNumber: '12345678',
        vatNumber: 'NL123456789B13',
      }),
    ).toEqual({
      name: 'Gouden Haan Amsterdam B.V.',
      address: 'Damstraat 1, 1012 JS Amsterdam',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B13',
    });
    expect(
      missingBusinessDetails({ legalName: 'X B.V.', address: null, kvkNumber: '12345678', vatNumber: null }),
    ).toEqual(['adres', 'btw-id']);
  });
});
