/**
 * A delivery address that contradicts the register never reaches the kitchen (issue 28 item 4,
 * decision 048): with the register (a local PDOK stand-in) knowing the postcode and house number, a
 * city or street of elsewhere is refused with 422 naming what belongs there; the same names spelled
 * otherwise are stored in the register's spelling; an address the register does not know, or cannot
 * be asked about, goes as typed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutBody, SAME_ORIGIN, seedCart } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startPdokFake, type PdokFake } from '../../../test/pdok-fake';
import { orders } from '../../db/schema';

let fake: PdokFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startPdokFake();
  t = await createTestApp({
    env: { ADDRESS_LOOKUP_URL: fake.url },
    deps: { now: () => new Date('2026-11-25T17:00:00Z') },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

async function deliver(address: Record<string, string>, lang = '') {
  const { cookie } = await seedCart(t.database.db, 'amsterdam', [
    { name: 'Halve kip van het spit', quantity: 2 },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/checkout${lang}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: checkoutBody({ addition: '', ...address }),
  });
}

async function stored(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
  return { street: row!.street, houseNumber: row!.houseNumber, postcode: row!.postcode, city: row!.city };
}

describe('the delivery address at checkout', () => {
  it('refuses a city that contradicts the postcode and number ("1072 AB Utrecht"), in Dutch and English', async () => {
    const res = await deliver({
      postcode: '1072 AB',
      houseNumber: '1',
      street: 'Oudegracht',
      city: 'Utrecht',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Postcode 1072 AB met huisnummer 1 ligt in Amsterdam, niet in Utrecht. Controleer je postcode of plaats.',
    );
    const en = await deliver(
      { postcode: '1072 AB', houseNumber: '1', street: 'Oudegracht', city: 'Utrecht' },
      '?lang=en',
    );
    expect(en.json().message).toBe(
      'Postcode 1072 AB with house number 1 is in Amsterdam, not in Utrecht. Please check your postcode or town.',
    );
  });

  it('refuses a street of elsewhere, naming the one that belongs there', async () => {
    const res = await deliver({
      postcode: '1072 AB',
      houseNumber: '1',
      street: 'Oudegracht',
      city: 'Amsterdam',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Bij postcode 1072 AB met huisnummer 1 hoort de straat Ceintuurbaan. Controleer je postcode of straat.',
    );
  });

  it('stores the register’s spelling of the same street and city', async () => {
    const res = await deliver({
      postcode: '1072ln',
      houseNumber: '12',
      street: 'ferdinand  bolstraat',
      city: 'AMSTERDAM',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().orderId)).toEqual({
      street: 'Ferdinand Bolstraat',
      houseNumber: '12',
      postcode: '1072 LN',
      city: 'Amsterdam',
    });
    // The register's short name for the street is the same street.
    const short = await deliver({
      postcode: '1072 LN',
      houseNumber: '12',
      street: 'F. Bolstr',
      city: 'Amsterdam',
    });
    expect(await stored(short.json().orderId)).toMatchObject({ street: 'Ferdinand Bolstraat' });
  });

  it('takes an address the register does not know, or cannot be asked about, as typed', async () => {
    const unknown = await deliver({
      postcode: '1072 AB',
      houseNumber: '77',
      street: 'Nieuwbouwlaan',
      city: 'Amsterdam',
    });
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(await stored(unknown.json().orderId)).toMatchObject({
      street: 'Nieuwbouwlaan',
      city: 'Amsterdam',
    });

    fake.mode = 'down';
    const down = await deliver({
      postcode: '1072 VK',
      houseNumber: '3',
      street: 'Gerard Doustraat',
      city: 'amsterdam',
    });
    expect(down.statusCode, down.body).toBe(201);
    expect(await stored(down.json().orderId)).toMatchObject({
      street: 'Gerard Doustraat',
      city: 'amsterdam',
    });
  });
});
