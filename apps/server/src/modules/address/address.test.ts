/**
 * `GET /api/address` (issue 28 item 4, decision 048) against a local stand-in for PDOK
 * Locatieserver that answers as its documentation does: the address, 404 and 503 with a sentence (in
 * the request's language), 503 within 3 s when the register is slow, answers kept, a limit per client
 * address, and `ADDRESS_LOOKUP_URL=off`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startPdokFake, type PdokFake } from '../../../test/pdok-fake';

let fake: PdokFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startPdokFake();
  t = await createTestApp({ env: { ADDRESS_LOOKUP_URL: fake.url } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

const lookup = (query: string, app = t, remoteAddress = '10.20.0.1') =>
  app.app.inject({ method: 'GET', url: `/api/address?${query}`, remoteAddress });

describe('GET /api/address', () => {
  it('answers street and city of a postcode and house number, the addition as the register writes it', async () => {
    const res = await lookup('postcode=1072ln&number=12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      street: 'Ferdinand Bolstraat',
      number: '12',
      addition: null,
      postcode: '1072 LN',
      city: 'Amsterdam',
    });
    expect((await lookup('postcode=1072 LN&number=12&addition=b 2')).json()).toMatchObject({
      street: 'Ferdinand Bolstraat',
      addition: 'B-2',
    });
    // One the register does not know stays as typed: typing by hand is always possible.
    expect((await lookup('postcode=1072LN&number=12&addition=bis')).json()).toMatchObject({
      addition: 'bis',
    });
    // The register was asked as documented (the fake refuses undocumented parameters).
    const asked = fake.requests.at(-1)!;
    expect(asked.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(asked.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:1072LN', 'huisnummer:12']);
  });

  it('keeps answers: the register is asked once per postcode and number', async () => {
    const before = fake.requests.length;
    for (let i = 0; i < 3; i++)
      expect((await lookup('postcode=3011AD&number=40')).json().city).toBe('Rotterdam');
    await lookup('postcode=3011 ad&number=40&addition=A');
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers 404 with a sentence when there is no such address, in Dutch and English', async () => {
    const res = await lookup('postcode=1072AB&number=999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'We vinden geen adres met postcode 1072 AB en huisnummer 999. Controleer ze, of vul je straat en plaats zelf in.',
    );
    const en = await lookup('postcode=1072AB&number=998&lang=en');
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toMatch(
      /^We can't find an address with postcode 1072 AB and house number 998\./,
    );
  });

  it('answers 503 with a sentence within 3 s when the register is slow, and when it is down', async () => {
    fake.mode = 'slow';
    const started = performance.now();
    const slow = await lookup('postcode=1072VK&number=3');
    const took = performance.now() - started;
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe('Je adres opzoeken lukt nu niet. Vul je straat en plaats zelf in.');
    expect(took).toBeLessThan(3000);

    fake.mode = 'down';
    const down = await lookup('postcode=1072VK&number=3');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Je adres opzoeken lukt nu niet. Vul je straat en plaats zelf in.');

    // A failure is not kept: once the register answers again, so does the route.
    fake.mode = 'ok';
    expect((await lookup('postcode=1072VK&number=3')).json().street).toBe('Gerard Doustraat');
  });

  it('refuses a postcode or house number that cannot be one, in a sentence', async () => {
    const postcode = await lookup('postcode=ABCD12&number=1');
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().message).toBe('Vul een geldige postcode in, zoals 1234 AB.');
    const number = await lookup('postcode=1072AB&number=1a');
    expect(number.statusCode).toBe(400);
    expect(number.json().message).toBe('Vul alleen het nummer in; een letter hoort bij de toevoeging.');
  });
});

describe('GET /api/address, limited and turned off', () => {
  it('answers 429 after the limit of one client address; another address goes on', async () => {
    const limited = await createTestApp({
      env: { ADDRESS_LOOKUP_URL: fake.url, ADDRESS_LIMIT_PER_ADDRESS: '3' },
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await lookup('postcode=1072LN&number=12', limited)).statusCode).toBe(200);
      const refused = await lookup('postcode=1072LN&number=12', limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Je hebt veel adressen na elkaar opgezocht/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookup('postcode=1072LN&number=12', limited, '10.20.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('with ADDRESS_LOOKUP_URL=off answers 503 saying to type the address, without asking anyone', async () => {
    const off = await createTestApp({ env: { ADDRESS_LOOKUP_URL: 'off' } });
    try {
      const before = fake.requests.length;
      const res = await lookup('postcode=1072LN&number=12', off);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Adressen opzoeken staat uit. Vul je straat en plaats zelf in.');
      expect(fake.requests.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});
