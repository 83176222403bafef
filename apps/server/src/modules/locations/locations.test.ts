import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsSchema } from '@gh/domain/menu';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { locations, openingExceptions } from '../../db/schema';

// Thursday 26 November 2026, 13:00 in Amsterdam (CET, UTC+1).
let clock = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(() => t.close());

async function getLocations() {
  const res = await t.app.inject({ method: 'GET', url: '/api/locations' });
  expect(res.statusCode).toBe(200);
  return locationsSchema.parse(res.json()).locations;
}

describe('GET /api/locations', () => {
  it('comes compressed to a client that accepts it, the same answer as without (issue 28)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/locations' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('lists both restaurants with address, hours and delivery zones in euros', async () => {
    const list = await getLocations();
    expect(list.map((l) => l.slug)).toEqual(['amsterdam', 'rotterdam']);
    const amsterdam = list[0]!;
    expect(amsterdam).toMatchObject({
      name: 'Gouden Haan Amsterdam',
      street: 'Ferdinand Bolstraat 118',
      postcode: '1072 LN',
      city: 'Amsterdam',
      pickup: true,
      delivery: true,
      orderingPaused: false,
    });
    expect(amsterdam.hours).toHaveLength(7);
    expect(amsterdam.hours[3]).toEqual({
      weekday: 4,
      periods: [
        { opens: '12:00', closes: '14:30' },
        { opens: '16:00', closes: '22:00' },
      ],
    });
    expect(amsterdam.deliveryZones).toContainEqual({
      name: 'De Pijp',
      postcodeFrom: 1071,
      postcodeTo: 1074,
      fee: 1.5,
      minOrder: 12.5,
    });
    expect(list[1]!.hours[0]).toEqual({ weekday: 1, periods: [] });
  });

  it('says who is open now, when it closes, and when a closed one opens', async () => {
    const [amsterdam, rotterdam] = await getLocations();
    expect(amsterdam).toMatchObject({
      openNow: true,
      closesAt: '2026-11-26T13:30:00.000Z',
      nextOpening: null,
    });
    expect(rotterdam).toMatchObject({
      openNow: false,
      closesAt: null,
      nextOpening: '2026-11-26T15:00:00.000Z',
    });
  });

  it('says in one line whether each takes orders now, for later, or is paused (issue 17 item 6)', async () => {
    const [amsterdam, rotterdam] = await getLocations();
    expect(amsterdam!.status).toEqual({ state: 'open', text: 'Nu open tot 14:30' });
    expect(rotterdam!.status).toMatchObject({ state: 'closed' });
    expect(rotterdam!.status.text).toMatch(
      /^Nu gesloten, bestel vooruit voor afhalen vanaf vandaag 16:\d\d of bezorgen vanaf vandaag 1\d:\d\d$/,
    );
    // 13:50: delivery no longer fits before 14:30, pickup does.
    clock = new Date('2026-11-26T12:50:00Z');
    const [late] = await getLocations();
    expect(late!.status).toEqual({
      state: 'pickup-only',
      text: 'Vandaag geen bezorging meer, afhalen kan tot 14:15',
    });
    // 14:15: not even pickup fits; the evening opening takes orders.
    clock = new Date('2026-11-26T13:15:00Z');
    const [lunchOver] = await getLocations();
    expect(lunchOver!.status).toEqual({
      state: 'later',
      text: 'Nu open tot 14:30, bestellen kan voor afhalen vanaf vandaag 16:30 of bezorgen vanaf vandaag 17:00',
    });
    await t.database.db
      .update(locations)
      .set({ orderingPaused: true, pausedMessage: 'De oven is stuk.' })
      .where(eq(locations.slug, 'amsterdam'));
    try {
      const [paused] = await getLocations();
      expect(paused!.status).toEqual({ state: 'paused', text: 'Even geen bestellingen: De oven is stuk.' });
    } finally {
      await t.database.db
        .update(locations)
        .set({ orderingPaused: false, pausedMessage: null })
        .where(eq(locations.slug, 'amsterdam'));
      clock = new Date('2026-11-26T12:00:00Z');
    }
  });

  it('follows a period past midnight and a closed day', async () => {
    await t.database.db.insert(openingExceptions).values({
      locationSlug: 'amsterdam',
      date: '2026-11-28',
      closed: true,
      note: 'Besloten feest',
    });
    // Saturday 28 November 00:30: Friday's period (12:00-01:00) is still running.
    clock = new Date('2026-11-27T23:30:00Z');
    const [amsterdam] = await getLocations();
    expect(amsterdam).toMatchObject({ openNow: true, closesAt: '2026-11-28T00:00:00.000Z' });
    expect(amsterdam!.exceptions).toContainEqual({
      date: '2026-11-28',
      closed: true,
      opens: null,
      closes: null,
      note: 'Besloten feest',
    });
    // Saturday 02:00: closed, and closed all Saturday, so the next opening is Sunday 13:00.
    clock = new Date('2026-11-28T01:00:00Z');
    const [later] = await getLocations();
    expect(later).toMatchObject({ openNow: false, nextOpening: '2026-11-29T12:00:00.000Z' });
  });
});
