import { lazy, Suspense } from 'react';

// Loaded only where a cart is shown: the public first load stays within its budget (decision 052).
const StampLine = lazy(() => import('./stamp-line'));

/** The basket's stamp card line, loaded on demand; nothing when the location has no card. */
export function LazyStampLine({ location }: { location: string }) {
  return (
    <Suspense fallback={null}>
      <StampLine location={location} />
    </Suspense>
  );
}
