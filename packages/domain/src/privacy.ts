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
  {
    name: 'gh_session',
    kind: 'cookie',
    audience: 'bezoekers',
    purpose: 'Houdt je winkelwagen bij tussen de pagina’s.',
    lifetime: '30 dagen; de winkelwagen zelf vervalt na 2 uur zonder gebruik',
  },
  {
    name: 'gh_account',
    kind: 'cookie',
    audience: 'bezoekers',
    purpose:
      'Houdt je aangemeld bij Mijn Gouden Haan nadat je de link uit je e-mail opende. Alleen als je je aanmeldt; met Overal afmelden beëindig je hem op elk apparaat.',
    lifetime: '90 dagen, of tot je je afmeldt',
  },
  {
    name: 'color-mode',
    kind: 'cookie',
    audience: 'bezoekers',
    purpose: 'Onthoudt of je de site licht of donker wilt zien.',
    lifetime: '1 jaar',
  },
  {
    name: 'color-mode',
    kind: 'localStorage',
    audience: 'bezoekers',
    purpose: 'Dezelfde kleurkeuze, zodat de pagina meteen in de goede kleuren verschijnt.',
    lifetime: 'tot je de sitegegevens wist',
  },
  {
    name: 'cookie-consent',
    kind: 'localStorage',
    audience: 'bezoekers',
    purpose: 'Onthoudt dat je de cookiemelding hebt gelezen.',
    lifetime: 'tot je de sitegegevens wist',
  },
  {
    name: 'language-suggestion',
    kind: 'localStorage',
    audience: 'bezoekers',
    purpose:
      'Onthoudt dat je de melding dat de site ook in het Engels is hebt gesloten of gevolgd, zodat we hem niet opnieuw tonen.',
    lifetime: 'tot je de sitegegevens wist',
  },
  {
    name: 'gh-last-location',
    kind: 'localStorage',
    audience: 'bezoekers',
    purpose: 'Onthoudt de vestiging die je het laatst koos, zodat we die als eerste tonen.',
    lifetime: 'tot je de sitegegevens wist',
  },
  {
    name: 'gh-checkout-form',
    kind: 'sessionStorage',
    audience: 'bezoekers',
    purpose:
      'Bewaart je naam, e-mailadres, telefoonnummer en adres zolang dit tabblad open is: na herladen, en bij je volgende bestelling (dan zie je dat en wis je ze met één knop). Opmerkingen bewaren we niet.',
    lifetime: 'tot je het tabblad sluit',
  },
  {
    name: 'gh-scroll-positions',
    kind: 'sessionStorage',
    audience: 'bezoekers',
    purpose:
      'Onthoudt hoe ver je op elke pagina naar beneden was, zodat Terug je weer op dezelfde plek brengt.',
    lifetime: 'tot je het tabblad sluit',
  },
  {
    name: 'payment-started:*',
    kind: 'sessionStorage',
    audience: 'bezoekers',
    purpose: 'Onthoudt dat je net een betaling begon, zodat we na terugkomst de juiste melding tonen.',
    lifetime: 'tot je terugkomt van de betaalpagina of het tabblad sluit',
  },
  {
    name: 'gh-order-planned:*',
    kind: 'localStorage',
    audience: 'bezoekers',
    purpose:
      'Onthoudt de tijd die de keuken eerst noemde voor je bestelling, zodat de bestelpagina kan zeggen dat het later wordt.',
    lifetime: 'tot je de sitegegevens wist',
  },
  {
    name: 'token',
    kind: 'cookie',
    audience: 'medewerkers',
    purpose: 'Houdt een medewerker ingelogd in het beheer.',
    lifetime: '12 uur',
  },
  {
    name: 'admin_device',
    kind: 'cookie',
    audience: 'medewerkers',
    purpose: 'Herkent een apparaat waarop een medewerker eerder inlogde, tegen inlogpogingen van anderen.',
    lifetime: '30 dagen',
  },
];

/** Who processes personal data for us (AVG art. 28), as the privacy page names them. */
export const PROCESSORS = [
  {
    name: 'Mollie B.V. (Amsterdam)',
    role: 'betaaldienstverlener',
    data: 'het bedrag, het bestelnummer en je betaling; je bankgegevens zien wij niet',
  },
  {
    name: 'onze e-mailprovider (SMTP)',
    role: 'verstuurt onze e-mails',
    data: 'je e-mailadres en de inhoud van de e-mail (bevestiging, status, je gegevensaanvraag)',
  },
  {
    name: 'onze hostingpartij',
    role: 'beheert de server en de database',
    data: 'de gegevens die op deze pagina staan, op servers binnen de EU',
  },
] as const;
