/**
 * A part of a server-rendered page whose code loads after the page (the first-load budget of issues
 * 8 and 20): the server renders it whole inside a Suspense boundary, and the browser's lazy component
 * suspends while hydrating, so React keeps the server's markup (links work as plain links) until the
 * code is in, then hydrates it. For static parts below or beside what a visitor acts on first: the
 * footer, the home page's drawing. On a server-rendered first page their code loads on the visitor's
 * first interaction (lib/first-interaction.ts, issue 28): until then the server's markup is the part,
 * and its links work as plain links. Rendered anew in the browser (a page the browser built), it loads
 * at once.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { firstInteraction } from './first-interaction';

/** Whether this page arrived rendered by the server (its router state in the `gh-data` island). */
const serverRendered = () => typeof document !== 'undefined' && document.getElementById('gh-data') !== null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key's own props
const onServer = new Map<string, ComponentType<any>>();

/** The server renders these parts at once (entry-server.tsx): it cannot wait for a lazy one. */
export function renderOnServer<P extends object>(key: string, component: ComponentType<P>): void {
  onServer.set(key, component);
}

export function hydrateLater<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (serverRendered()) await firstInteraction();
    return { default: await load() };
  });
  // Memoised: a parent's re-render before the code is in must not reach the boundary, or React would
  // give up the server's markup for the (empty) fallback and the page would shift.
  return memo(function Later(props: P) {
    const Component = (onServer.get(key) as ComponentType<P> | undefined) ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
