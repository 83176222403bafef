import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'admin@example.nl' })).id);
  staff = await sessionCookie(
    db,
    (await makeAccount(db, { email: 'keuken@example.nl', role: 'staff', location: 'rotterdam' })).id,
  );
});
afterAll(() => t.close());

describe('location settings', () => {
  it('reads and replaces hours, exceptions and delivery zones', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/locations/amsterdam', headers: { cookie: admin } })
    ).json();
    expect(current.hours.length).toBeGreaterThan(5);
    expect(current.zones[0]).toHaveProperty('fee');
    const { slug: _s, name: _n, ...body } = current;
    const next = {
      ...body,
      hours: [{ weekday: 1, opens: '17:00', closes: '23:00' }],
      exceptions: [{ date: '2026-12-25', closed: true, opens: null, closes: null, note: 'Kerst' }],
      zones: [{ name: 'Centrum', postcodeFrom: 1011, postcodeTo: 1019, fee: 2.5, minOrder: 15 }],
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/locations/amsterdam',
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: next,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hours: next.hours, exceptions: next.exceptions, zones: next.zones });
  });

  it('keeps the business details the owner sets (decision 044), checks them in Dutch, and shows them in the footer', async () => {
    const get = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/locations/rotterdam',
          headers: { cookie: admin },
        })
      ).json();
    const put = (business: Record<string, string | null>) =>
      get().then(({ slug: _s, name: _n, ...body }) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/admin/locations/rotterdam',
          headers: { ...SAME_ORIGIN, cookie: admin },
          payload: { ...body, business },
        }),
      );
    const saved = await put({
      legalName: ' Kip & Co Rotterdam B.V. ',
      address: 'Witte de Withstraat 42, 3012 BR Rotterdam',
      kvkNumber: '8765 4321',
      vatNumber: 'nl 0073.03.907 b01',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().business).toEqual({
      legalName: 'Kip & Co Rotterdam B.V.',
      address: 'Witte de Withstraat 42, 3012 BR Rotterdam',
      kvkNumber: '87654321',
      vatNumber: 'NL007303907B01',
    });
    const footer = (await t.app.inject({ method: 'GET', url: '/api/locations' })).json();
    expect(footer.locations.find((l: { slug: string }) => l.slug === 'rotterdam').business).toEqual({
      legalName: 'Kip & Co Rotterdam B.V.',
      kvkNumber: '87654321',
      vatNumber: 'NL007303907B01',
    });
    const wrong: [Record<string, string | null>, string][] = [
      [{ kvkNumber: '1234567' }, 'Een KvK-nummer is 8 cijfers, bijvoorbeeld 12345678.'],
      [
        { vatNumber: 'NL123456789B01' },
        'Dit btw-id bestaat niet: het controlecijfer klopt niet. Neem het over van de brief van de Belastingdienst.',
      ],
      [
        { vatNumber: 'BE0123456789' },
        'Een btw-id is NL, 9 cijfers, de letter B en 2 cijfers, bijvoorbeeld NL123456789B01.',
      ],
      [
        { address: 'Rotterdam' },
        'Vul het adres in als straat en huisnummer, postcode en plaats, bijvoorbeeld Damstraat 1, 1012 JS Amsterdam.',
      ],
    ];
    for (const [field, message] of wrong) {
      const res = await put({ legalName: null, address: null, kvkNumber: null, vatNumber: null, ...field });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get()).business.kvkNumber).toBe('87654321');
    // Emptied fields are not filled in (null); the documents then leave them out.
    const cleared = await put({ legalName: '', address: '', kvkNumber: '', vatNumber: '' });
    expect(cleared.json().business).toEqual({
      legalName: null,
      address: null,
      kvkNumber: null,
      vatNumber: null,
    });
  });

  it('refuses a zone whose range runs backwards, in Dutch', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/locations/amsterdam', headers: { cookie: admin } })
    ).json();
    const { slug: _s, name: _n, ...body } = current;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/locations/amsterdam',
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: {
        ...body,
        zones: [{ name: 'Fout', postcodeFrom: 1100, postcodeTo: 1000, fee: 1, minOrder: 10 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De eerste postcode moet kleiner zijn dan de laatste.');
  });

  it('refuses delivery zones that cross, naming them, and keeps a zone inside a wider one', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/locations/amsterdam', headers: { cookie: admin } })
    ).json();
    const { slug: _s, name: _n, ...body } = current;
    const put = (zones: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/locations/amsterdam',
        headers: { ...SAME_ORIGIN, cookie: admin },
        payload: { ...body, zones },
      });
    const west = { name: 'West', postcodeFrom: 1052, postcodeTo: 1079, fee: 2.95, minOrder: 17.5 };
    const crossing = await put([
      west,
      { name: 'Zuid', postcodeFrom: 1075, postcodeTo: 1083, fee: 3, minOrder: 20 },
    ]);
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json().message).toBe(
      'De bezorggebieden "West" en "Zuid" overlappen (postcodes 1075–1079). Laat een gebied helemaal binnen een ander vallen of maak ze los van elkaar.',
    );
    const same = await put([west, { ...west, name: 'Ook West' }]);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/"West" en "Ook West" overlappen \(postcodes 1052–1079\)/);
    const nested = await put([
      west,
      { name: 'De Pijp', postcodeFrom: 1071, postcodeTo: 1074, fee: 1.5, minOrder: 12.5 },
    ]);
    expect(nested.statusCode).toBe(200);
  });

  it('lets staff pause online ordering of their own location only', async () => {
    const pause = (slug: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/locations/${slug}/pause`,
        headers: { ...SAME_ORIGIN, cookie: staff },
        payload: { orderingPaused: true, pausedMessage: 'Even te druk, probeer het over een half uur.' },
      });
    const own = await pause('rotterdam');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      orderingPaused: true,
      pausedMessage: 'Even te druk, probeer het over een half uur.',
    });
    expect((await pause('amsterdam')).statusCode).toBe(403);
  });
});
