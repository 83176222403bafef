/**
 * The Dutch government's address register through PDOK Locatieserver's `free` endpoint (v3.1): the
 * addresses (`type:adres`) of one postcode and house number, each with its letter and addition. An
 * answer that does not come within the time given, or not as documented, is "down", never a 5xx.
 */
import { foldAddition, type KnownAddress } from '@gh/domain/address';
import { z } from 'zod';

/** PDOK's own base, the default of ADDRESS_LOOKUP_URL. */
export const PDOK_LOCATIESERVER = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

/** The fields asked for (`fl`): the register's names of the parts of an address. */
const FIELDS = [
  'id',
  'type',
  'weergavenaam',
  'straatnaam',
  'straatnaam_verkort',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
  'huis_nlt',
  'postcode',
  'woonplaatsnaam',
  'gemeentenaam',
];

const pdokDoc = z.object({
  type: z.string().optional(),
  straatnaam: z.string().min(1),
  straatnaam_verkort: z.string().optional(),
  huisnummer: z.coerce.number().int(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string().min(1),
  gemeentenaam: z.string().optional(),
});
type PdokDoc = z.output<typeof pdokDoc>;

/** Solr's envelope, as the Locatieserver answers every search. */
const pdokAnswer = z.object({
  response: z.object({ numFound: z.number(), docs: z.array(z.unknown()) }),
});

/** The register's addresses at one postcode and number: each with its own letter and addition. */
export interface NumberAddresses {
  street: string;
  streetShort: string | null;
  city: string;
  municipality: string | null;
  /** The additions the register knows at this number (`''` for the number alone, `A`, `A-2`, `2`). */
  additions: string[];
}

export type PdokAnswer = { kind: 'found'; at: NumberAddresses } | { kind: 'none' } | { kind: 'down' };

/** `A`, `2`, `A-2` from a document's letter and addition; `''` for the number alone. */
function additionOf(doc: PdokDoc): string {
  const letter = doc.huisletter ?? '';
  const more = doc.huisnummertoevoeging ?? '';
  return letter && more ? `${letter}-${more}` : letter || more;
}

export function createPdokLookup(options: {
  baseUrl: string;
  /** How long an answer may take: the route answers 503 within 3 s (decision 048). */
  timeoutMs: number;
  fetch?: typeof fetch;
}) {
  const get = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** `postcode` as `1072 AB`, `number` as digits. */
  return async function lookup(postcode: string, number: string): Promise<PdokAnswer> {
    const compact = postcode.replace(/\s+/g, '');
    const query = new URLSearchParams([
      ['q', `${compact} ${number}`],
      ['fq', 'type:adres'],
      ['fq', `postcode:${compact}`],
      ['fq', `huisnummer:${number}`],
      ['fl', FIELDS.join(' ')],
      ['rows', '50'],
    ]);
    let body: unknown;
    try {
      const response = await get(`${base}/free?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) return { kind: 'down' };
      body = await response.json();
    } catch {
      return { kind: 'down' };
    }
    const answer = pdokAnswer.safeParse(body);
    if (!answer.success) return { kind: 'down' };
    const docs = answer.data.response.docs.flatMap((raw) => {
      const doc = pdokDoc.safeParse(raw);
      return doc.success &&
        (doc.data.type ?? 'adres') === 'adres' &&
        doc.data.postcode.replace(/\s+/g, '').toUpperCase() === compact &&
        String(doc.data.huisnummer) === number
        ? [doc.data]
        : [];
    });
    const first = docs[0];
    if (!first) return { kind: 'none' };
    return {
      kind: 'found',
      at: {
        street: first.straatnaam,
        streetShort: first.straatnaam_verkort ?? null,
        city: first.woonplaatsnaam,
        municipality: first.gemeentenaam ?? null,
        additions: [...new Set(docs.map(additionOf))],
      },
    };
  };
}
export type PdokLookup = ReturnType<typeof createPdokLookup>;

/** The address at a number, with the addition as the register writes it when it knows the one typed. */
export function addressAt(
  at: NumberAddresses,
  postcode: string,
  number: string,
  addition: string | undefined,
): KnownAddress {
  const known = addition ? at.additions.find((a) => foldAddition(a) === foldAddition(addition)) : undefined;
  return {
    street: at.street,
    number,
    addition: addition ? (known ?? addition) : null,
    postcode,
    city: at.city,
    streetShort: at.streetShort,
    municipality: at.municipality,
  };
}
