/** Marks the body `data-page="long"` when the document is taller than 1400 px, else `short` (spec 4). */
import { useEffect } from 'react';

export const LONG_PAGE_THRESHOLD = 1400;

export function usePageLength(): void {
  useEffect(() => {
    const body = document.body;
    const update = () => {
      const long = document.documentElement.scrollHeight > LONG_PAGE_THRESHOLD;
      const value = long ? 'long' : 'short';
      if (body.dataset.page !== value) body.dataset.page = value;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    const root = document.getElementById('root');
    if (root) observer.observe(root);
    return () => observer.disconnect();
  }, []);
}
