/** What the server says of this cart (the quote) and of its location's times (the options), kept current. */
import { useEffect, useState } from 'react';
import type { CheckoutOptions, CheckoutQuote, Fulfilment } from '@gh/domain/checkout';
import { ApiError } from '../../../lib/api-client';
import { getCheckoutOptions } from '../api/get-checkout-options';
import { getCheckoutQuote } from '../api/get-checkout-quote';

/**
 * The quote follows the way of fulfilment and the postcode; the options follow the quote's
 * location. `onOptions` (stable) lets the form fit itself to new options.
 */
export function useCheckoutQuote(
  fulfilment: Fulfilment,
  postcode: string | undefined,
  onOptions: (options: CheckoutOptions) => void,
) {
  const [quoteVersion, setQuoteVersion] = useState(0);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [options, setOptions] = useState<CheckoutOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCheckoutQuote(fulfilment, postcode, controller.signal)
      .then((q) => {
        setQuote(q);
        setLoadError(null);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError) setLoadError(err.message);
      });
    return () => controller.abort();
  }, [fulfilment, postcode, quoteVersion]);

  const location = quote?.location ?? null;
  useEffect(() => {
    if (!location) return;
    const controller = new AbortController();
    getCheckoutOptions(location, fulfilment, controller.signal)
      .then((next) => {
        setOptions(next);
        onOptions(next);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError) setLoadError(err.message);
      });
    return () => controller.abort();
  }, [location, fulfilment, onOptions]);

  return {
    quote,
    options,
    loadError,
    /** The quote a refused order answered (its total changed): shown as it is. */
    takeQuote: setQuote,
    /** After a cart line was fixed: ask for the quote again. */
    reloadQuote: () => setQuoteVersion((v) => v + 1),
    /** After a refused order: the times may have filled up. */
    refreshOptions: () => {
      if (location) getCheckoutOptions(location, fulfilment).then(setOptions, () => undefined);
    },
  };
}
