/** Every Dutch text of the spec, in one catalogue (spec section 8). */
import { MAX_UNPAID_ORDERS_PER_SESSION, UNPAID_HOLD_MINUTES } from './order-status';

export const CART_EVENTS = [
  'ITEM_ADDED',
  'ITEM_REMOVED',
  'ITEM_UPDATED',
  'CART_CLEARED',
  'PAYMENT_SUCCESS',
  'SESSION_EXPIRED',
] as const;
export type CartEvent = (typeof CART_EVENTS)[number];

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastText {
  title: string;
  description?: string;
  status: ToastStatus;
}

export const STATUS_TOASTS: Record<CartEvent, ToastText> = {
  ITEM_ADDED: { title: 'Product toegevoegd', status: 'success' },
  ITEM_REMOVED: { title: 'Product verwijderd', status: 'success' },
  ITEM_UPDATED: {
    title: 'Winkelwagen bijgewerkt',
    description: 'Aantal succesvol aangepast',
    status: 'success',
  },
  CART_CLEARED: { title: 'Winkelwagen geleegd', status: 'info' },
  PAYMENT_SUCCESS: {
    title: 'Betaling geslaagd',
    description: 'Je bestelling is betaald. Bedankt!',
    status: 'success',
  },
  SESSION_EXPIRED: {
    title: 'Sessie verlopen',
    description: 'Je winkelwagen is verlopen. Begin opnieuw.',
    status: 'warning',
  },
};

export const ERROR_TOAST_TITLE = 'Foutmelding';
export const CONFLICT_TOAST: ToastText = {
  title: 'Locatieconflict',
  description: 'Je winkelwagen bevat producten van een andere locatie.',
  status: 'warning',
};

/** The toast for an error message: a message containing "conflict" becomes the location warning. */
export function errorToast(message: string): ToastText {
  return message.toLowerCase().includes('conflict')
    ? CONFLICT_TOAST
    : { title: ERROR_TOAST_TITLE, description: message, status: 'error' };
}

export const CART_FALLBACK = {
  load: 'Kon winkelwagen niet ophalen',
  add: 'Toevoegen mislukt',
  remove: 'Verwijderen mislukt',
  update: 'Bijwerken mislukt',
  clear: 'Leegmaken mislukt',
} as const;

export function loadFailedMessage(detail: string | number): string {
  return `Fout bij ophalen winkelwagen (${detail})`;
}

function cityName(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
}

/** The spec's refusal for mixing locations; it contains "conflict" so the browser shows the warning. */
export function locationConflictMessage(cartLocation: string, itemLocation: string): string {
  return (
    `Locatieconflict: producten uit ${cityName(itemLocation)} kun je niet toevoegen aan een ` +
    `winkelwagen met producten uit ${cityName(cartLocation)}. Leeg eerst je winkelwagen.`
  );
}

export const MESSAGES = {
  notFound: 'Deze pagina bestaat niet.',
  routeNotFound: 'Dit adres kennen we niet.',
  badUrl: 'Dit webadres klopt niet.',
  urlTooLong: 'Dit webadres is te lang.',
  requestTimeout: 'Het verzoek kwam niet op tijd binnen. Probeer het opnieuw.',
  unexpected: 'Er ging iets mis aan onze kant. Probeer het later nog eens.',
  badRequest: 'Dit verzoek klopt niet.',
  invalidJson: 'De gegevens zijn geen geldige JSON.',
  unstorableText:
    'Je tekst bevat een teken dat we niet kunnen opslaan (zoals een nul-teken). Haal het weg en probeer het opnieuw.',
  bodyTooLarge: 'Het verzoek is te groot.',
  unsupportedMediaType: 'Stuur de gegevens als JSON.',
  foreignOrigin: 'Dit verzoek komt niet van onze website en is geweigerd.',
  unknownLocation: 'Deze locatie kennen we niet.',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
  /** A visitor with MAX_UNPAID_ORDERS_PER_SESSION orders waiting for payment (decision 018). */
  tooManyUnpaidOrders: `Je hebt al ${MAX_UNPAID_ORDERS_PER_SESSION} bestellingen die nog niet betaald zijn. Betaal eerst een daarvan, of probeer het over ${UNPAID_HOLD_MINUTES} minuten opnieuw.`,
  /** A new payment for an order whose slot filled up after its own payment ran out. */
  slotTakenMeanwhile:
    'Je tijdstip is inmiddels vol, omdat je betaling niet op tijd was afgerond. Plaats je bestelling opnieuw met een ander tijdstip.',
  /** A new payment for an order whose slot has already begun. */
  slotPassed:
    'Het tijdstip van deze bestelling is al voorbij. Plaats je bestelling opnieuw met een ander tijdstip.',
} as const;
