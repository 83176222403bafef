/**
 * Every text of the spec, in one catalogue (spec section 8): Dutch as the spec writes it, English
 * when the page or request is English (decision 034). Texts are getters and functions, never
 * constants: the server makes both languages with this same module.
 */
import * as m from '@gh/i18n/messages';
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
  get ITEM_ADDED(): ToastText {
    return { title: m.server_toast_item_added(), status: 'success' };
  },
  get ITEM_REMOVED(): ToastText {
    return { title: m.server_toast_item_removed(), status: 'success' };
  },
  get ITEM_UPDATED(): ToastText {
    return {
      title: m.server_toast_item_updated(),
      description: m.server_toast_item_updated_text(),
      status: 'success',
    };
  },
  get CART_CLEARED(): ToastText {
    return { title: m.server_toast_cart_cleared(), status: 'info' };
  },
  get PAYMENT_SUCCESS(): ToastText {
    return {
      title: m.server_toast_payment_success(),
      description: m.server_toast_payment_success_text(),
      status: 'success',
    };
  },
  get SESSION_EXPIRED(): ToastText {
    return {
      title: m.server_toast_session_expired(),
      description: m.server_toast_session_expired_text(),
      status: 'warning',
    };
  },
};

/** The error toast's title, in the current language (a function: texts are made when shown). */
export function errorToastTitle(): string {
  return m.server_toast_error_title();
}

/** The location warning, in the current language. */
export function conflictToast(): ToastText {
  return {
    title: m.server_toast_conflict_title(),
    description: m.server_toast_conflict_text(),
    status: 'warning',
  };
}

/** The toast for an error message: a message containing "conflict" becomes the location warning. */
export function errorToast(message: string): ToastText {
  return message.toLowerCase().includes('conflict')
    ? conflictToast()
    : { title: errorToastTitle(), description: message, status: 'error' };
}

export const CART_FALLBACK = {
  get load() {
    return m.server_cart_load_failed();
  },
  get add() {
    return m.server_cart_add_failed();
  },
  get remove() {
    return m.server_cart_remove_failed();
  },
  get update() {
    return m.server_cart_update_failed();
  },
  get clear() {
    return m.server_cart_clear_failed();
  },
};

export function loadFailedMessage(detail: string | number): string {
  return m.server_cart_load_failed_detail({ detail: String(detail) });
}

function cityName(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
}

/**
 * The spec's refusal for mixing locations; it contains "conflict" in both languages so the browser
 * shows the warning.
 */
export function locationConflictMessage(cartLocation: string, itemLocation: string): string {
  return m.server_location_conflict({ item: cityName(itemLocation), cart: cityName(cartLocation) });
}

/**
 * The API's general answers. Each property is a getter, so the text is made in the language of the
 * request (or page) that reads it (decision 034).
 */
export const MESSAGES = {
  get notFound() {
    return m.server_not_found();
  },
  get routeNotFound() {
    return m.server_route_not_found();
  },
  get badUrl() {
    return m.server_bad_url();
  },
  get urlTooLong() {
    return m.server_url_too_long();
  },
  get requestTimeout() {
    return m.server_request_timeout();
  },
  get unexpected() {
    return m.server_unexpected();
  },
  get badRequest() {
    return m.server_bad_request();
  },
  get invalidJson() {
    return m.server_invalid_json();
  },
  get unstorableText() {
    return m.server_unstorable_text();
  },
  get bodyTooLarge() {
    return m.server_body_too_large();
  },
  get unsupportedMediaType() {
    return m.server_unsupported_media_type();
  },
  get foreignOrigin() {
    return m.server_foreign_origin();
  },
  get unknownLocation() {
    return m.server_unknown_location();
  },
  get tooManyRequests() {
    return m.server_too_many_requests();
  },
  /** A visitor with MAX_UNPAID_ORDERS_PER_SESSION orders waiting for payment (decision 018). */
  get tooManyUnpaidOrders() {
    return m.server_too_many_unpaid_orders({
      count: MAX_UNPAID_ORDERS_PER_SESSION,
      minutes: UNPAID_HOLD_MINUTES,
    });
  },
  /** A new payment for an order whose slot filled up after its own payment ran out. */
  get slotTakenMeanwhile() {
    return m.server_slot_taken_meanwhile();
  },
  /** A new payment for an order whose slot has already begun. */
  get slotPassed() {
    return m.server_slot_passed();
  },
};

/** `een minuut` or `5 minuten` (`a minute`, `5 minutes`), for "probeer het over … opnieuw". */
export function inMinutes(minutes: number): string {
  return minutes <= 1 ? m.server_in_a_minute() : m.server_in_minutes({ minutes });
}
