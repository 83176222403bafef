/**
 * A location's business details (issue 31 item 8, decision 044): the legal name, address, KvK number
 * and btw-id that receipts, credit notes and the site's footer show, their checks, and who the
 * seller is on a document while some are not filled in.
 */
import { z } from './zod';

export const BUSINESS_MESSAGES = {
  legalNameTooLong: 'De juridische naam mag hoogstens 120 tekens hebben.',
  badAddress:
    'Vul het adres in als straat en huisnummer, postcode en plaats, bijvoorbeeld Damstraat 1, 1012 JS Amsterdam.',
  badKvk: 'Een KvK-nummer is 8 cijfers, bijvoorbeeld 12345678.',
  badVatFormat: 'Een btw-id is NL, 9 cijfers, de letter B en 2 cijfers, bijvoorbeeld NL123456789B01.',
  badVatCheck:
    'Dit btw-id bestaat niet: het controlecijfer klopt niet. Neem het over van de brief van de Belastingdienst.',
} as const;

/** `12345678` from `1234 5678` or `12.34.56.78`: how people copy it from a letter or the register. */
export const compactKvk = (text: string) => text.replace(/[\s.]/g, '');

/** A KvK number: 8 digits (the Handelsregister has no public check digit). */
export const isKvkNumber = (text: string) => /^\d{8}$/.test(text);

/** `NL123456789B13` from `nl 1234.56.789 b13`. */
export const compactVatNumber = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();

/** The 9 digits pass the elfproef of the old btw-nummer (an RSIN or BSN, before 2020). */
function elevenProof(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
  return Number(digits) > 0 && (sum - Number(digits[8])) % 11 === 0;
}

/** `NL…B…` with letters as numbers (A = 10 … Z = 35) leaves 1 after division by 97 (since 2020). */
function mod97(vatNumber: string): boolean {
  let rest = 0;
  for (const c of vatNumber.replace(/[A-Z]/g, (l) => String(l.charCodeAt(0) - 55)))
    rest = (rest * 10 + Number(c)) % 97;
  return rest === 1;
}

/**
 * What is wrong with a Dutch btw-id (compacted), or null: the format is NL, 9 digits, B and 2 digits
 * (not B00); its check is the elfproef (numbers given before 2020) or modulo 97 (the
 * btw-identificatienummer given to sole traders since 2020), as VIES and python-stdnum check it.
 */
export function vatNumberProblem(vatNumber: string): 'format' | 'check' | null {
  const match = /^NL(\d{9})B(\d{2})$/.exec(vatNumber);
  if (!match || match[2] === '00') return 'format';
  return elevenProof(match[1]!) || mod97(vatNumber) ? null : 'check';
}

/** A Dutch postcode inside the address: the address has at least a street, a postcode and a city. */
const ADDRESS = /^.{3,}\b\d{4} ?[A-Za-z]{2}\b.{2,}$/;

/** A text field that may be left empty: empty is `null` (not filled in yet). */
const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .transform((v) => v ?? null);

/**
 * The owner's form and `PUT /api/admin/locations/:slug`'s `business`: each field may stay empty
 * (null), and is checked when filled in.
 */
export const businessDetailsBodySchema = z.object({
  legalName: optional(120, BUSINESS_MESSAGES.legalNameTooLong),
  address: optional(200, BUSINESS_MESSAGES.badAddress).refine(
    (v) => v === null || ADDRESS.test(v),
    BUSINESS_MESSAGES.badAddress,
  ),
  kvkNumber: z
    .string()
    .transform(compactKvk)
    .refine((v) => v === '' || isKvkNumber(v), BUSINESS_MESSAGES.badKvk)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .transform((v) => v ?? null),
  vatNumber: z
    .string()
    .transform(compactVatNumber)
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : vatNumberProblem(v);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'format' ? BUSINESS_MESSAGES.badVatFormat : BUSINESS_MESSAGES.badVatCheck,
        });
    })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .transform((v) => v ?? null),
});
export type BusinessDetailsBody = z.input<typeof businessDetailsBodySchema>;

/** The details as stored and answered: null where not filled in. */
export const businessDetailsSchema = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

export const NO_BUSINESS_DETAILS: BusinessDetails = {
  legalName: null,
  address: null,
  kvkNumber: null,
  vatNumber: null,
};

/** Which of the details a location still lacks, in the owner's words (empty: complete). */
export function missingBusinessDetails(details: BusinessDetails): string[] {
  return [
    details.legalName ? null : 'juridische naam',
    details.address ? null : 'adres',
    details.kvkNumber ? null : 'KvK-nummer',
    details.vatNumber ? null : 'btw-id',
  ].filter((x): x is string => x !== null);
}

/** The seller a document names: the legal entity where it is set, else the restaurant itself. */
export interface Seller {
  name: string;
  address: string;
  kvkNumber: string | null;
  vatNumber: string | null;
}

/**
 * While the owner has not filled in the details, a receipt names the restaurant by its trade name and
 * its own address (enough for a simplified invoice) and leaves out the KvK number and btw-id rather
 * than print a placeholder.
 */
export function sellerOf(location: {
  name: string;
  street: string;
  postcode: string;
  city: string;
  legalName?: string | null;
  legalAddress?: string | null;
  kvkNumber?: string | null;
  vatNumber?: string | null;
}): Seller {
  return {
    name: location.legalName || location.name,
    address: location.legalAddress || `${location.street}, ${location.postcode} ${location.city}`,
    kvkNumber: location.kvkNumber || null,
    vatNumber: location.vatNumber || null,
  };
}

/** What `GET /api/locations` answers of each location's legal entity, for the site's footer. */
export const publicBusinessSchema = z.object({
  legalName: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type PublicBusiness = z.output<typeof publicBusinessSchema>;
