/**
 * The footer, hydrated after the page (the first-load budget of issues 8 and 20): the server renders
 * it whole inside a Suspense boundary (entry-server.tsx hands it the footer), and the browser's lazy
 * footer suspends while hydrating, so React keeps the server's markup (its links work as plain links)
 * until the footer's code is in and then hydrates it.
 */
import { lazy, Suspense, type ComponentType } from 'react';

const LazyFooter = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
let ServerFooter: ComponentType | undefined;

/** The server renders the footer at once: it cannot wait for a lazy one. */
export function renderFooterWith(footer: ComponentType): void {
  ServerFooter = footer;
}

export function FooterSlot() {
  const Footer = ServerFooter ?? LazyFooter;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
