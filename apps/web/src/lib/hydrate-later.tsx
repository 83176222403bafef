/**
 * A part of a server-rendered page whose code loads after the page (the first-load budget of issues
 * 8 and 20): the server renders it whole inside a Suspense boundary, and the browser's lazy component
 * suspends while hydrating, so React keeps the server's markup (links work as plain links) until the
 * code is in, then hydrates it. For static parts below or beside what a visitor acts on first: the
 * footer, the home page's drawing.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';

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
  const Lazy = lazy(async () => ({ default: await load() }));
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
