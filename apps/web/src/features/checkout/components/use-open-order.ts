/** The visitor's order that still waits for payment, asked again when Back shows checkout from the cache. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpenOrder } from '@gh/domain/checkout';
import { getOpenOrder } from '../api/get-open-order';

/**
 * The open order, asked when checkout opens and again when the browser shows the page from its
 * back/forward cache (Back from the payment page). `checked` is false until the first answer.
 */
export function useOpenOrder(onShownAgain: () => void) {
  const [order, setOrder] = useState<OpenOrder>(null);
  const [checked, setChecked] = useState(false);
  const shownAgain = useRef(onShownAgain);
  useEffect(() => {
    shownAgain.current = onShownAgain;
  });

  const load = useCallback((signal?: AbortSignal) => {
    getOpenOrder(signal)
      .then((next) => {
        setOrder(next);
        setChecked(true);
      })
      // Without an answer checkout works as before: the server still refuses a 4th open order.
      .catch(() => setChecked(true));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      shownAgain.current();
      load();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      controller.abort();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [load]);

  return { order, checked, clear: () => setOrder(null) };
}
