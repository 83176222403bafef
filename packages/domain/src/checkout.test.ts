import { describe, expect, it } from 'vitest';
import { checkoutBodySchema, checkoutFieldErrors, normalizePhone } from './checkout';

const base = {
  fulfilment: 'delivery',
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '06-12345678',
  postcode: ' 1072ln ',
  houseNumber: '12',
  street: 'Ferdinand Bolstraat',
  city: 'Amsterdam',
  time: 'asap',
  termsAccepted: true,
  idempotencyKey: '0123456789abcdef0123',
};

describe('normalizePhone', () => {
  it.each([
    ['06 12345678', '0612345678'],
    ['020-123 45 67', '0201234567'],
    ['+31 (0)6 1234 5678', '+31612345678'],
    ['0031 6 12345678', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
  ])('%s gives %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it.each(['12', '06123', '+0 123456789', 'bel me'])('refuses %s', (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );
});

describe('checkoutBodySchema', () => {
  it('tells an empty name from one that is too short', () => {
    const errors = (name: string) =>
      checkoutFieldErrors(checkoutBodySchema.safeParse({ ...base, name }).error!).name;
    expect(errors('  ')).toBe('Vul je naam in.');
    expect(errors('S')).toBe('Vul je naam in (minstens 2 tekens).');
    expect(checkoutBodySchema.safeParse({ ...base, name: 'Bo' }).success).toBe(true);
  });

  it('normalises postcode and phone for a delivery', () => {
    const parsed = checkoutBodySchema.parse(base);
    expect(parsed).toMatchObject({ postcode: '1072 LN', phone: '0612345678' });
  });

  it('drops the address for pickup', () => {
    const parsed = checkoutBodySchema.parse({ ...base, fulfilment: 'pickup', postcode: 'rommel' });
    expect(parsed.postcode).toBeUndefined();
  });

  it('reports every field at once, in Dutch, by field', () => {
    const result = checkoutBodySchema.safeParse({
      ...base,
      email: 'x',
      postcode: '',
      street: '',
      termsAccepted: false,
    });
    expect(result.success).toBe(false);
    expect(checkoutFieldErrors(result.error!)).toEqual({
      email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
      postcode: 'Vul je postcode in.',
      street: 'Vul je straat in.',
      termsAccepted: 'Ga akkoord met de privacyverklaring en de voorwaarden.',
    });
  });

  it('accepts an ISO slot and refuses other times', () => {
    expect(checkoutBodySchema.safeParse({ ...base, time: '2026-11-25T19:00:00+01:00' }).success).toBe(true);
    expect(checkoutBodySchema.safeParse({ ...base, time: 'morgen' }).success).toBe(false);
  });
});
