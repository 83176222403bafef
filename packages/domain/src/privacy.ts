/**
 * Privacy (issue 21): the self-service data request, the retention periods, and every cookie and
 * storage key the site uses. The privacy page, the cookie banner, the server's retention sweep and
 * its tests all read these, so the page cannot drift from what the code does. No zod here: the
 * footer and the cookie banner load with every page (the API's schemas are in privacy-api.ts).
 */
import * as m from '@gh/i18n/messages';
import { inMinutes } from './messages';

export const PRIVACY_RETENTION = {
  /** Orders' personal data, unless the owner sets another period (admin, "Locatie" tab). */
  defaultOrderMonths: 24,
  /** The owner may choose between these (the tax-relevant part of an order is kept 7 years anyway). */
  minOrderMonths: 1,
  maxOrderMonths: 84,
  contactMonths: 12,
  applicationWeeks: 4,
  /** When the applicant ticked the box on the job form. */
  applicationConsentMonths: 12,
  /** What the tax authority needs of an order (lines, amounts, VAT, dates, payment ids). */
  taxYears: 7,
} as const;

/** A request's link: valid this long, and once. */
export const PRIVACY_LINK_HOURS = 24;

/** Privacy requests: per client address (then 429), and per e-mail address (silently: no mail). */
export const PRIVACY_REQUEST_LIMITS = {
  perAddress: { max: 5, windowMs: 60 * 60_000 },
  perEmail: { max: 3, windowMs: 60 * 60_000 },
};

export { PRIVACY_REQUEST_PATH } from './privacy-path';

/** The one placeholder that replaces a name, e-mail address or phone number on anonymising. */
export const ANONYMISED = 'Verwijderd';

/** The customer's privacy answers in the request's language (decision 034); the owner's stays Dutch. */
export const PRIVACY_MESSAGES = {
  get requested() {
    return m.server_privacy_requested({ hours: PRIVACY_LINK_HOURS });
  },
  tooManyFromAddress: (minutes: number) => m.server_privacy_too_many({ when: inMinutes(minutes) }),
  get linkInvalid() {
    return m.server_privacy_link_invalid();
  },
  get confirmRequired() {
    return m.server_privacy_confirm_required();
  },
  get openOrder() {
    return m.server_privacy_open_order();
  },
  get deleted() {
    return m.server_privacy_deleted();
  },
  invalidPeriod: `Kies een bewaartermijn tussen ${PRIVACY_RETENTION.minOrderMonths} en ${PRIVACY_RETENTION.maxOrderMonths} maanden.`,
};

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StorageItem {
  /** The cookie's or key's name; a prefix ends in `*`. */
  name: string;
  kind: StorageKind;
  /** Who gets it. */
  audience: 'bezoekers' | 'medewerkers';
  purpose: string;
  lifetime: string;
}

/**
 * Every cookie and browser storage key the site sets. None tracks or profiles a visitor, so none
 * needs consent (Telecommunicatiewet 11.7a: functional); a test holds this list to the code.
 */
export const STORAGE_ITEMS: readonly StorageItem[] = [
  item(
    'gh_session',
    'cookie',
    'bezoekers',
    m.server_storage_session_purpose,
    m.server_storage_session_lifetime,
  ),
  item('color-mode', 'cookie', 'bezoekers', m.server_storage_color_cookie_purpose, m.server_storage_one_year),
  item(
    'color-mode',
    'localStorage',
    'bezoekers',
    m.server_storage_color_local_purpose,
    m.server_storage_until_cleared,
  ),
  item(
    'cookie-consent',
    'localStorage',
    'bezoekers',
    m.server_storage_consent_purpose,
    m.server_storage_until_cleared,
  ),
  item(
    'gh-last-location',
    'localStorage',
    'bezoekers',
    m.server_storage_location_purpose,
    m.server_storage_until_cleared,
  ),
  item(
    'gh-checkout-form',
    'sessionStorage',
    'bezoekers',
    m.server_storage_checkout_purpose,
    m.server_storage_until_tab_closed,
  ),
  item(
    'payment-started:*',
    'sessionStorage',
    'bezoekers',
    m.server_storage_payment_purpose,
    m.server_storage_payment_lifetime,
  ),
  item(
    'gh-order-planned:*',
    'localStorage',
    'bezoekers',
    m.server_storage_planned_purpose,
    m.server_storage_until_cleared,
  ),
  item('token', 'cookie', 'medewerkers', m.server_storage_token_purpose, m.server_storage_twelve_hours),
  item(
    'admin_device',
    'cookie',
    'medewerkers',
    m.server_storage_device_purpose,
    m.server_storage_thirty_days,
  ),
  item(
    'kitchen-sound',
    'localStorage',
    'medewerkers',
    m.server_storage_sound_purpose,
    m.server_storage_until_cleared,
  ),
];

/** One storage item; its texts are getters, made in the language of the page that reads them. */
function item(
  name: string,
  kind: StorageKind,
  audience: StorageItem['audience'],
  purpose: () => string,
  lifetime: () => string,
): StorageItem {
  return {
    name,
    kind,
    audience,
    get purpose() {
      return purpose();
    },
    get lifetime() {
      return lifetime();
    },
  };
}

function processor(name: () => string, role: () => string, data: () => string) {
  return {
    get name() {
      return name();
    },
    get role() {
      return role();
    },
    get data() {
      return data();
    },
  };
}

/** Who processes personal data for us (AVG art. 28), as the privacy page names them. */
export const PROCESSORS = [
  processor(() => 'Mollie B.V. (Amsterdam)', m.server_processor_mollie_role, m.server_processor_mollie_data),
  processor(m.server_processor_mail_name, m.server_processor_mail_role, m.server_processor_mail_data),
  processor(
    m.server_processor_hosting_name,
    m.server_processor_hosting_role,
    m.server_processor_hosting_data,
  ),
] as const;
