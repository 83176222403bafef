/**
 * Loading a page: its routes' lazy modules, then their loaders, side by side. The browser's router
 * and the server's renderer both load through here, so a page's data and errors come out the same.
 */
import type { RouteMatch, RouteObject } from './match';
import { DataWithResponseInit, isRedirect, toRouteError } from './responses';

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Brings a route's lazy module into the route object itself, once (the route table is shared). */
export function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let done = loading.get(route);
  if (!done) {
    done = lazy().then((module) => {
      Object.assign(route, module, { lazy: undefined });
    });
    // A chunk that failed (offline) may load on the next try.
    done.catch(() => loading.delete(route));
    loading.set(route, done);
  }
  return done;
}

export interface Loaded {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** Where a loader sent the visitor instead. */
  redirect?: string;
}

/**
 * The nearest route at or above `index` with an ErrorBoundary shows an error; the top route when
 * none has one.
 */
function boundaryOf(matches: RouteMatch[], index: number): number {
  for (let i = index; i >= 0; i--) if (matches[i]!.route.ErrorBoundary) return i;
  return 0;
}

/**
 * Runs the loaders of the routes `shouldLoad` names (all, unless told), after their modules are in.
 * Loader data of routes below an error's boundary is dropped: they are not shown.
 */
export async function loadMatches(
  matches: RouteMatch[],
  request: Request,
  shouldLoad: (match: RouteMatch) => boolean = () => true,
): Promise<Loaded> {
  const results = await Promise.all(
    matches.map(async (match) => {
      try {
        await loadRoute(match.route);
        if (!match.route.loader || !shouldLoad(match)) return { kind: 'skip' as const };
        const value = await match.route.loader({ request, params: match.params });
        if (isRedirect(value)) return { kind: 'redirect' as const, to: value.headers.get('Location')! };
        if (value instanceof DataWithResponseInit) return { kind: 'data' as const, value: value.data };
        return { kind: 'data' as const, value: value === undefined ? null : value };
      } catch (thrown) {
        if (isRedirect(thrown)) return { kind: 'redirect' as const, to: thrown.headers.get('Location')! };
        return { kind: 'error' as const, error: toRouteError(thrown) };
      }
    }),
  );
  const loaderData: Record<string, unknown> = {};
  let errors: Record<string, unknown> | null = null;
  let shownUpTo = matches.length;
  for (const [i, result] of results.entries()) {
    if (result.kind === 'redirect') return { loaderData, errors: null, redirect: result.to };
    if (result.kind === 'error' && !errors) {
      const boundary = boundaryOf(matches, i);
      errors = { [matches[boundary]!.id]: result.error };
      shownUpTo = boundary;
    }
  }
  results.forEach((result, i) => {
    if (result.kind === 'data' && i < shownUpTo) loaderData[matches[i]!.id] = result.value;
  });
  return { loaderData, errors };
}
