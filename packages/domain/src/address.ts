/**
 * The address from postcode and house number (issue 28 item 4, decision 048): the shapes of
 * `GET /api/address`, and the one rule by which a typed street or city contradicts the address the
 * government's register (PDOK Locatieserver) knows, used by the checkout form and the server alike.
 */
import * as m from '@gh/i18n/messages';
import { normalizePostcode } from './postcode';
import { says, z } from './zod';

export const addressQuerySchema = z.object({
  postcode: z
    .string()
    .max(10, says(m.server_checkout_postcode_invalid))
    .transform((v, ctx) => {
      const postcode = normalizePostcode(v);
      if (postcode === null) {
        ctx.addIssue({ code: 'custom', message: m.server_checkout_postcode_invalid() });
        return z.NEVER;
      }
      return postcode;
    }),
  number: z.string().regex(/^[1-9]\d{0,5}$/, says(m.server_checkout_house_number_only)),
  addition: z
    .string()
    .trim()
    .max(10, says(m.server_checkout_addition_too_long))
    .optional()
    .transform((v) => v || undefined),
});
export type AddressQuery = z.output<typeof addressQuerySchema>;

/** A Dutch address as the register knows it; `postcode` as checkout writes it (`1072 AB`). */
export const addressSchema = z.object({
  street: z.string(),
  /** The house number, as the form's field holds it. */
  number: z.string(),
  /** The register's letter and addition (`A`, `2`, `A-2`) when the caller gave one, else null. */
  addition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
});
export type Address = z.output<typeof addressSchema>;

/** A found address with the other names the register accepts for its street and city. */
export interface KnownAddress extends Address {
  /** The register's short street name (`Burg. Röellstr`), when it has one. */
  streetShort?: string | null | undefined;
  /** The municipality (`Amsterdam` for a place inside it), when the register gives one. */
  municipality?: string | null | undefined;
}

/** A name folded for comparing: no case, accents, spaces or punctuation (`'s-Gravenhage` ~ `sgravenhage`). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** An addition folded for comparing: `a`, ` A `, `A-2`, `a 2` are `A`, `A`, `A2`, `A2`. */
export function foldAddition(addition: string): string {
  return addition.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

export type AddressField = 'street' | 'city';

/**
 * How a typed street and city stand to the address found for the same postcode and number: the same
 * names (or spelled otherwise: case, accents, spaces, the register's short name, the municipality for
 * the place) are `fixed` to the register's spelling; another name is a `conflict` to refuse, at its
 * field, with a sentence naming what belongs there.
 */
export function compareAddress(
  found: KnownAddress,
  typed: { street?: string | undefined; city?: string | undefined },
): { ok: true; street: string; city: string } | { ok: false; field: AddressField; message: string } {
  const at = { postcode: found.postcode, number: found.number };
  const city = foldName(typed.city ?? '');
  const cities = [found.city, found.municipality].filter((c): c is string => Boolean(c)).map(foldName);
  if (city && !cities.includes(city)) {
    return {
      ok: false,
      field: 'city',
      message: m.server_address_city_conflict({ ...at, city: found.city, typed: typed.city!.trim() }),
    };
  }
  const street = foldName(typed.street ?? '');
  const streets = [found.street, found.streetShort].filter((s): s is string => Boolean(s)).map(foldName);
  if (street && !streets.includes(street)) {
    return {
      ok: false,
      field: 'street',
      message: m.server_address_street_conflict({ ...at, street: found.street }),
    };
  }
  return { ok: true, street: found.street, city: found.city };
}

/** The route's answers when it has no address (404, 503, 429), in the request's language. */
export const ADDRESS_MESSAGES = {
  notFound: (postcode: string, number: string) => m.server_address_not_found({ postcode, number }),
  unavailable: () => m.server_address_unavailable(),
  off: () => m.server_address_off(),
  tooMany: () => m.server_address_too_many(),
};
