/**
 * The server renderer's side of the router (decision 015): load a request's page as the browser
 * would, then render it from that state. Its loader data, keyed by the same route ids, hydrates the
 * browser's router.
 */
import { loadMatches } from './load';
import { assignIds, matchRoutes, type Location, type RouteMatch, type RouteObject } from './match';
import { RouterProvider } from './react';
import { redirect, statusOf } from './responses';
import { type Router, type RouterState } from './router';

export interface StaticHandlerContext {
  location: Location;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  statusCode: number;
}

export interface StaticHandler {
  dataRoutes: RouteObject[];
  /** The page's data, or the redirect Response a loader answered. */
  query(request: Request): Promise<StaticHandlerContext | Response>;
}

export function createStaticHandler(routes: RouteObject[]): StaticHandler {
  assignIds(routes);
  return {
    dataRoutes: routes,
    async query(request) {
      const { pathname, search } = new URL(request.url);
      const location: Location = { pathname, search, hash: '', state: null, key: 'default' };
      const matches = matchRoutes(routes, location) ?? [];
      const loaded = await loadMatches(matches, request);
      if (loaded.redirect !== undefined) return redirect(loaded.redirect);
      return {
        location,
        matches,
        loaderData: loaded.loaderData,
        errors: loaded.errors,
        statusCode: statusOf(loaded.errors),
      };
    },
  };
}

/** A router that stays on the one page it renders. */
export function createStaticRouter(routes: RouteObject[], context: StaticHandlerContext): Router {
  const state: RouterState = {
    historyAction: 'POP',
    location: context.location,
    matches: context.matches,
    loaderData: context.loaderData,
    errors: context.errors,
    initialized: true,
    navigation: { state: 'idle' },
    revalidation: 'idle',
    restoreScrollPosition: null,
    preventScrollReset: false,
    blockers: new Map(),
  };
  const stay = () => Promise.resolve();
  return {
    state,
    routes,
    subscribe: () => () => undefined,
    navigate: stay,
    revalidate: stay,
    enableScrollRestoration: () => () => undefined,
    setBlocker: () => undefined,
    deleteBlocker: () => undefined,
  };
}

/** `context` and `hydrate` as React Router's: the state is the router's, the data travels apart. */
export function StaticRouterProvider({
  router,
}: {
  router: Router;
  context?: StaticHandlerContext;
  hydrate?: boolean;
}) {
  return <RouterProvider router={router} />;
}
