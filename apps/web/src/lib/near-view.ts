/**
 * Whether an element is on or near the screen yet (issue 28 item 10). An image below the first screen
 * gets its address only then: Chromium's own `loading="lazy"` fetches everything within 1250 px or
 * more, seven menu drawings on a phone's first visit where two are in view. Server and browser both
 * render such an image without its address, so hydration matches; an eager one has it at once.
 */
import { useCallback, useState } from 'react';

/** How far below (or beside) the screen an element counts as near: one short scroll ahead. */
export const NEAR_MARGIN = '300px';

export function useNearView<T extends Element>(eager: boolean): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(eager);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
