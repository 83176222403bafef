/**
 * Sends the page's LCP, INP and CLS, as the visitor's browser measured them, to /api/vitals when the
 * page is hidden (the moment web-vitals settles them). Loaded after the page is in, so it costs the
 * first load nothing; web-vitals reads the browser's buffered entries, so nothing is missed.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { isVitalPage } from '@gh/domain/vital-pages';
// Only its type: zod itself stays out of the browser's bundle here.
import type { VitalsBeacon } from '@gh/domain/vitals';
import { api } from '../paths';

export function reportVitals(page: string): void {
  if (!isVitalPage(page)) return;
  const queue = new Map<Metric['name'], number>();
  const add = (metric: Metric) => queue.set(metric.name, metric.value);
  onLCP(add);
  onINP(add);
  onCLS(add);

  const flush = () => {
    if (queue.size === 0) return;
    const beacon: VitalsBeacon = {
      page,
      vitals: [...queue].map(([name, value]) => ({ name: name as 'LCP' | 'INP' | 'CLS', value })),
    };
    queue.clear();
    const body = JSON.stringify(beacon);
    // A beacon outlives the page; where a browser refuses it, a keepalive fetch does the same.
    const sent = navigator.sendBeacon?.(api.vitals, new Blob([body], { type: 'application/json' }));
    if (!sent) {
      void fetch(api.vitals, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => {});
    }
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
