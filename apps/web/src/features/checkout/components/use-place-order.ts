/** Placing the order: one key per attempt, the wait, and the server's refusal shown and focused. */
import { useRef, useState } from 'react';
import { checkoutQuoteSchema, type CheckoutQuote } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { rememberPaymentStarted } from '../../../lib/payment-started';
import { placeOrder } from '../api/place-order';
import { markOrderPlaced } from './saved-form';

const newKey = () => crypto.randomUUID();

export function usePlaceOrder() {
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per attempt: a double click or a retry after a lost answer gives the same order.
  const attemptKey = useRef(newKey());
  const errorBox = useRef<HTMLDivElement>(null);

  /**
   * `validate` gives the body for this attempt's key, or null when the form is not ready;
   * `onRefused` runs after the server said no; `onPriceChanged` with the server's new quote when the
   * total it was sent is no longer the total (issue 31 item 4): nothing was ordered.
   */
  async function place(
    validate: (idempotencyKey: string) => object | null,
    onRefused: () => void,
    onPriceChanged?: (quote: CheckoutQuote) => void,
  ) {
    if (submitting) return;
    setSubmitError(null);
    const body = validate(attemptKey.current);
    if (!body) return;
    setSubmitting(true);
    try {
      const { orderId, checkoutUrl } = await placeOrder(body);
      rememberPaymentStarted(orderId);
      // The next order in this tab offers these details again, saying where they come from.
      markOrderPlaced(body);
      window.location.assign(checkoutUrl);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : m.checkout_place_failed();
      // The server refused this attempt, so nothing was ordered: the next one is a new attempt.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) attemptKey.current = newKey();
      setSubmitError(message);
      setSubmitting(false);
      const changed =
        err instanceof ApiError && err.status === 409
          ? checkoutQuoteSchema.safeParse((err.body as { quote?: unknown } | undefined)?.quote)
          : null;
      if (changed?.success) onPriceChanged?.(changed.data);
      requestAnimationFrame(() => {
        errorBox.current?.focus();
        errorBox.current?.scrollIntoView({ block: 'center' });
      });
      onRefused();
    }
  }

  return {
    submitting,
    submitError,
    errorBox,
    place,
    /** Back from the payment page: the form may come back as it was left, mid-submit. */
    stopWaiting: () => setSubmitting(false),
    /** The open order was replaced: what follows is a new attempt. */
    newAttempt: () => {
      attemptKey.current = newKey();
    },
  };
}
