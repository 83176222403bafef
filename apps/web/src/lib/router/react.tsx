/**
 * The router in React: the provider that shows the router's page, and the hooks the pages read it
 * with (React Router's names and signatures, so pages only changed their import).
 */
import {
  Component as ReactComponent,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  resolvePath,
  type Location,
  type Params,
  type Path,
  type RouteMatch,
  type To,
} from './match';
import type { DataWithResponseInit } from './responses';
import {
  createMemoryRouter,
  IDLE_BLOCKER,
  type Blocker,
  type BlockerFunction,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  match?: RouteMatch;
  outlet: ReactNode;
  error?: unknown;
}
const RouteContext = createContext<RouteContextValue>({ outlet: null });

/** The router itself and its state, for the scroll restoration. */
export const useDataRouter = () => useContext(RouterContext);
export const useRouterState = () => useContext(StateContext);

function useState_(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook outside a router');
  return state;
}

/**
 * A render error below a route with an ErrorBoundary shows that boundary, as a loader's error does;
 * the next page starts afresh.
 */
class RenderBoundary extends ReactComponent<
  { location: Location; Fallback: ComponentType; value: RouteContextValue; children: ReactNode },
  { error: unknown; location: Location }
> {
  constructor(props: RenderBoundary['props']) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: RenderBoundary['props'], state: RenderBoundary['state']) {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    const { Fallback, value } = this.props;
    return (
      <RouteContext.Provider value={{ ...value, error: this.state.error }}>
        <Fallback />
      </RouteContext.Provider>
    );
  }
}

/** The page's routes, outermost first, each given the next as its Outlet; an error stops at its boundary. */
function renderMatches(state: RouterState): ReactNode {
  if (!state.initialized) return null;
  const { errors } = state;
  let matches = state.matches;
  const failed = errors ? matches.findIndex((m) => m.id in errors) : -1;
  if (failed >= 0) matches = matches.slice(0, failed + 1);
  return matches.reduceRight<ReactNode>((outlet, match) => {
    const error = errors?.[match.id];
    const { Component, ErrorBoundary, element } = match.route;
    const value: RouteContextValue = { match, outlet, error };
    let own: ReactNode;
    if (error !== undefined) own = ErrorBoundary ? <ErrorBoundary /> : null;
    else own = Component ? <Component /> : element !== undefined ? element : outlet;
    const content = <RouteContext.Provider value={value}>{own}</RouteContext.Provider>;
    if (!ErrorBoundary || error !== undefined) return content;
    return (
      <RenderBoundary location={state.location} Fallback={ErrorBoundary} value={value}>
        {content}
      </RenderBoundary>
    );
  }, null);
}

/**
 * Shows the router's page and follows its changes in transitions, so React keeps the old page while
 * the new one suspends. `children` replaces the page (MemoryRouter's use).
 */
export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const follow = (next: RouterState) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(follow);
    // A change between the first render and this subscription is not lost.
    follow(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children ?? renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** For tests: a router in memory around components that link and navigate. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries, initialIndex }));
  return <RouterProvider router={router}>{children ?? null}</RouterProvider>;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useInRouterContext(): boolean {
  return useContext(StateContext) !== null;
}

export function useLocation(): Location {
  return useState_().location;
}

/** What a loader's data is to its page: `useLoaderData<typeof loader>()` reads its resolved value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LoaderValue<T> = T extends (...args: any[]) => infer R
  ? Awaited<R> extends DataWithResponseInit<infer D>
    ? D
    : Awaited<R>
  : T;

export function useLoaderData<T = unknown>(): LoaderValue<T> {
  const { match } = useContext(RouteContext);
  const state = useState_();
  return (match ? state.loaderData[match.id] : undefined) as LoaderValue<T>;
}

export function useRouteLoaderData<T = unknown>(routeId: string): LoaderValue<T> | undefined {
  return useState_().loaderData[routeId] as LoaderValue<T> | undefined;
}

export function useParams(): Params {
  return useContext(RouteContext).match?.params ?? {};
}

export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

export function useNavigate(): NavigateFunction {
  const router = useContext(RouterContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) => router?.navigate(to, options) ?? Promise.resolve(),
    [router],
  ) as NavigateFunction;
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once, where it is rendered (as React Router's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => Promise<void>,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      return navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [search, navigate],
  );
  return [params, set];
}

export function useRevalidator(): { revalidate: () => Promise<void>; state: 'idle' | 'loading' } {
  const router = useContext(RouterContext);
  const { revalidation } = useState_();
  return useMemo(
    () => ({ revalidate: () => router?.revalidate() ?? Promise.resolve(), state: revalidation }),
    [router, revalidation],
  );
}

/** Holds a navigation away (Back too) while `when` says so, until proceed() or reset(). */
export function useBlocker(when: boolean | BlockerFunction): Blocker {
  const router = useContext(RouterContext);
  const key = useId();
  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  });
  useEffect(() => {
    if (!router) return;
    router.setBlocker(key, (args) =>
      typeof latest.current === 'function' ? latest.current(args) : latest.current,
    );
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return useState_().blockers.get(key) ?? IDLE_BLOCKER;
}

export function useResolvedPath(to: To): Path {
  const { pathname } = useLocation();
  return useMemo(() => resolvePath(to, pathname), [to, pathname]);
}

export function useHref(to: To): string {
  return createPath(useResolvedPath(to));
}

/** A plain left click moves within the app; a modified one, another target or a download is the browser's. */
export function useLinkClickHandler(
  to: To,
  options: NavigateOptions & { target?: string } = {},
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useResolvedPath(to);
  const { replace, state, preventScrollReset, target } = options;
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.button !== 0 || (target && target !== '_self') || modified) return;
      event.preventDefault();
      // A link to the page shown replaces its entry (its loaders still run again).
      const same = createPath(location) === createPath(path);
      void navigate(path, { replace: replace ?? same, state, preventScrollReset });
    },
    [location, navigate, path, replace, state, preventScrollReset, target],
  );
}
