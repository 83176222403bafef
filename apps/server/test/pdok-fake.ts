/**
 * A local stand-in for PDOK Locatieserver v3.1's `free` endpoint, answering as its documentation
 * does: Solr's envelope `{ response: { numFound, start, maxScore, numFoundExact, docs } }`, each
 * address a document of `type` `adres` with the register's fields (`straatnaam`, `huisnummer` as a
 * number, `huisletter`, `huisnummertoevoeging`, `huis_nlt`, `postcode` as `1072LN`, `woonplaatsnaam`,
 * `gemeentenaam`, …) of which only those named in `fl` come back; `fq` filters by `field:value`; a
 * parameter the API does not document is refused with 400 (v3.1 release notes).
 */
import { createServer, type Server } from 'node:http';

export interface FakeAddress {
  straatnaam: string;
  straatnaam_verkort?: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
}

/** A few addresses, as the register writes them. */
export const FAKE_ADDRESSES: FakeAddress[] = [
  {
    straatnaam: 'Ferdinand Bolstraat',
    straatnaam_verkort: 'F. Bolstr',
    huisnummer: 12,
    postcode: '1072LN',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    straatnaam: 'Ferdinand Bolstraat',
    straatnaam_verkort: 'F. Bolstr',
    huisnummer: 12,
    huisletter: 'B',
    postcode: '1072LN',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    straatnaam: 'Ferdinand Bolstraat',
    straatnaam_verkort: 'F. Bolstr',
    huisnummer: 12,
    huisletter: 'B',
    huisnummertoevoeging: '2',
    postcode: '1072LN',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    straatnaam: 'Ceintuurbaan',
    huisnummer: 1,
    postcode: '1072AB',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    straatnaam: 'Gerard Doustraat',
    huisnummer: 3,
    postcode: '1072VK',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
  },
  {
    straatnaam: 'Coolsingel',
    huisnummer: 40,
    postcode: '3011AD',
    woonplaatsnaam: 'Rotterdam',
    gemeentenaam: 'Rotterdam',
  },
];

const DOCUMENTED = new Set(['q', 'fq', 'fl', 'rows', 'start', 'sort', 'df', 'bq', 'wt', 'lat', 'lon']);

/** Every field of an address document, as the `free` endpoint gives it without `fl`. */
function documentOf(a: FakeAddress, i: number): Record<string, unknown> {
  const letter = a.huisletter ?? '';
  const more = a.huisnummertoevoeging ? `-${a.huisnummertoevoeging}` : '';
  const nlt = `${a.huisnummer}${letter}${more}`;
  return {
    bron: 'BAG',
    woonplaatscode: a.woonplaatsnaam === 'Rotterdam' ? '3086' : '3594',
    type: 'adres',
    woonplaatsnaam: a.woonplaatsnaam,
    huis_nlt: nlt,
    openbareruimtetype: 'Weg',
    gemeentecode: a.gemeentenaam === 'Rotterdam' ? '0599' : '0363',
    weergavenaam: `${a.straatnaam} ${nlt}, ${a.postcode} ${a.woonplaatsnaam}`,
    ...(a.straatnaam_verkort ? { straatnaam_verkort: a.straatnaam_verkort } : {}),
    id: `adr-${String(i).padStart(32, '0')}`,
    gemeentenaam: a.gemeentenaam,
    identificatie: `0363010000${String(i).padStart(6, '0')}-0363200000${String(i).padStart(6, '0')}`,
    provinciecode: a.gemeentenaam === 'Rotterdam' ? 'PV28' : 'PV27',
    postcode: a.postcode,
    provincienaam: a.gemeentenaam === 'Rotterdam' ? 'Zuid-Holland' : 'Noord-Holland',
    centroide_ll: 'POINT(4.89 52.35)',
    nummeraanduiding_id: `0363200000${String(i).padStart(6, '0')}`,
    adresseerbaarobject_id: `0363010000${String(i).padStart(6, '0')}`,
    huisnummer: a.huisnummer,
    ...(a.huisletter ? { huisletter: a.huisletter } : {}),
    ...(a.huisnummertoevoeging ? { huisnummertoevoeging: a.huisnummertoevoeging } : {}),
    provincieafkorting: a.gemeentenaam === 'Rotterdam' ? 'ZH' : 'NH',
    centroide_rd: 'POINT(121000 485000)',
    straatnaam: a.straatnaam,
    score: 12.5,
  };
}

export interface PdokFake {
  url: string;
  /** Requests that reached the fake. */
  requests: URL[];
  /** `ok`; `slow`: answers after 10 s; `down`: 503 from the gateway. */
  mode: 'ok' | 'slow' | 'down';
  close(): Promise<void>;
}

export async function startPdokFake(addresses: FakeAddress[] = FAKE_ADDRESSES): Promise<PdokFake> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: PdokFake = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'down') return send(503, { message: 'Service Unavailable' });
    if (!url.pathname.endsWith('/free')) return send(404, { message: 'Not Found' });
    const unknown = [...url.searchParams.keys()].filter((k) => !DOCUMENTED.has(k));
    if (unknown.length > 0)
      return send(400, { message: `unknown query parameter(s): ${unknown.join(', ')}` });
    const filters = url.searchParams.getAll('fq').map((fq) => fq.split(':') as [string, string]);
    const fields = (url.searchParams.get('fl') ?? '').split(/[\s,]+/).filter(Boolean);
    const rows = Number(url.searchParams.get('rows') ?? 10);
    const docs = addresses
      .map(documentOf)
      .filter((doc) => filters.every(([field, value]) => String(doc[field]) === value));
    const answer = {
      response: {
        numFound: docs.length,
        start: 0,
        maxScore: docs.length > 0 ? 12.5 : 0,
        numFoundExact: true,
        docs: docs
          .slice(0, rows)
          .map((doc) =>
            fields.length ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc,
          ),
      },
    };
    if (fake.mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(200, answer);
      }, 10_000);
      timers.add(timer);
      return;
    }
    send(200, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  fake.url = `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`;
  fake.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
