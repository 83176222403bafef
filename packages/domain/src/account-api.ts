/**
 * "Mijn Gouden Haan" (issue 29 item 1, decision 049): a customer signs in with a link by e-mail, no
 * password. The API's bodies and answers, shared by the server and the account page.
 */
import * as m from '@gh/i18n/messages';
import { ORDER_STATUSES } from './order-status';
import { normalizePhone } from './checkout';
import { normalizePostcode } from './postcode';
import { privacyRequestBodySchema } from './privacy-api';
import { singleLine } from './text';
import { says, z } from './zod';

/** The page the link opens (and `/en/…` in English). */
export { ACCOUNT_PATH } from './account-path';
/** The customer's session cookie: HttpOnly, SameSite=Lax, Secure in production, Path=/. */
export const ACCOUNT_COOKIE = 'gh_account';
/** A sign-in link works this long, and once. */
export const ACCOUNT_LINK_MINUTES = 30;
/** A session lasts this long from sign-in (then a new link). */
export const ACCOUNT_SESSION_DAYS = 90;
/** Sign-in links: per client address (then 429), and mails per e-mail address (past it: silently none). */
export const ACCOUNT_LINK_LIMITS = {
  perAddress: { max: 10, windowMs: 60 * 60_000 },
  perEmail: { max: 3, windowMs: 60 * 60_000 },
};
/** At most this many saved delivery addresses. */
export const ACCOUNT_MAX_ADDRESSES = 3;

/** `{ email }`: the same body and checks as a privacy request. */
export const accountLinkBodySchema = privacyRequestBodySchema;
export type AccountLinkBody = z.input<typeof accountLinkBodySchema>;

export const accountSessionBodySchema = z.object({
  token: z
    .string(says(m.account_link_invalid))
    .min(20, says(m.account_link_invalid))
    .max(100, says(m.account_link_invalid)),
});

export const accountOrderSchema = z.object({
  publicId: z.string(),
  number: z.number(),
  /** The location's slug. */
  location: z.string(),
  /** Euros, as every amount at the HTTP edge. */
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type AccountOrder = z.output<typeof accountOrderSchema>;
export const accountOrdersSchema = z.object({ orders: z.array(accountOrderSchema) });

const field = (max: number) => singleLine().max(max, says(m.account_details_too_long)).default('');

export const savedAddressSchema = z.object({
  postcode: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const postcode = normalizePostcode(v);
      if (postcode === null) {
        ctx.addIssue({ code: 'custom', message: m.server_checkout_postcode_invalid() });
        return z.NEVER;
      }
      return postcode;
    }),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/, says(m.server_checkout_house_number_invalid)),
  addition: field(10),
  street: field(100),
  city: field(60),
});

/** One of the addresses a customer saved with consent, as the API answers it. */
export type SavedAddress = z.output<typeof savedAddressSchema>;

export const savedDetailsSchema = z.object({
  name: field(100),
  phone: z
    .string()
    .trim()
    .max(30, says(m.server_checkout_phone_invalid_short))
    .default('')
    .transform((v, ctx) => {
      if (v === '') return '';
      const phone = normalizePhone(v);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: m.server_checkout_phone_invalid() });
        return z.NEVER;
      }
      return phone;
    }),
  addresses: z
    .array(savedAddressSchema)
    .max(ACCOUNT_MAX_ADDRESSES, says(m.account_details_too_many))
    .default([]),
});
export type SavedDetails = z.output<typeof savedDetailsSchema>;

/**
 * `PUT /api/account/details`: with `consent: true` the details are kept; `consent: false` removes
 * whatever was kept. Nothing is kept without the box ticked.
 */
export const accountDetailsBodySchema = z.discriminatedUnion(
  'consent',
  [
    z.object({ consent: z.literal(true), details: savedDetailsSchema }),
    z.object({ consent: z.literal(false) }),
  ],
  says(m.account_details_consent),
);
export type AccountDetailsBody = z.input<typeof accountDetailsBodySchema>;

/** The details as kept (already checked and normalised when they were saved). */
const keptDetailsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  addresses: z.array(
    z.object({
      postcode: z.string(),
      houseNumber: z.string(),
      addition: z.string(),
      street: z.string(),
      city: z.string(),
    }),
  ),
});

export const accountMeSchema = z.object({
  email: z.string(),
  /** Null when nothing is kept (no consent). */
  details: keptDetailsSchema.nullable(),
});
export type AccountMe = z.output<typeof accountMeSchema>;

/** A privacy link for the signed-in address (export and erasure on the account page). */
export const accountPrivacyLinkSchema = z.object({ token: z.string() });
