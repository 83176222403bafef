/**
 * The browser's router (and the tests' in-memory one): it moves between pages, each shown only once
 * its code and data are in, the old page staying until then. A newer navigation supersedes an older
 * one (its loaders' requests are aborted). React Router's data router did this for us; this is the
 * part of it the site uses (issue 28 item 10: some 20 KB less on every first visit).
 */
import { createBrowserHistory, createKey, createMemoryHistory, type Action, type History } from './history';
import { loadMatches } from './load';
import {
  assignIds,
  createPath,
  matchRoutes,
  resolvePath,
  type Location,
  type RouteMatch,
  type RouteObject,
  type To,
} from './match';

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  location?: Location;
  proceed(): void;
  reset(): void;
}

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: Action;
}) => boolean;

export interface RouterState {
  historyAction: Action;
  location: Location;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** Whether the first page's code and data are in (until then nothing is shown). */
  initialized: boolean;
  navigation: { state: 'idle' | 'loading'; location?: Location };
  revalidation: 'idle' | 'loading';
  /** After a navigation: the position to return to (Back), null for "the top or the #anchor", false for "stay". */
  restoreScrollPosition: number | false | null;
  preventScrollReset: boolean;
  blockers: Map<string, Blocker>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  revalidate(): Promise<void>;
  /** Keeps each entry's scroll position in `positions` when leaving it; `getY` reads the position. */
  enableScrollRestoration(positions: Record<string, number>, getY: () => number): () => void;
  setBlocker(key: string, blocker: BlockerFunction): void;
  deleteBlocker(key: string): void;
}

export interface RouterOptions {
  hydrationData?: { loaderData?: Record<string, unknown>; errors?: Record<string, unknown> | null };
}

export const IDLE_BLOCKER: Blocker = { state: 'unblocked', proceed() {}, reset() {} };

/** Same path and query, another (or a new) #anchor: the page stays, only the location moves. */
function isHashChangeOnly(a: Location, b: Location): boolean {
  if (a.pathname !== b.pathname || a.search !== b.search) return false;
  return a.hash === '' ? b.hash !== '' : a.hash === b.hash || b.hash !== '';
}

export function createRouter(routes: RouteObject[], history: History, options: RouterOptions = {}): Router {
  assignIds(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  let positions: Record<string, number> | undefined;
  let readY = () => 0;
  let controller: AbortController | undefined;
  let pending: Promise<void> = Promise.resolve();
  /** A blocker's undoing of a Back or Forward, until the browser reports it done. */
  let undoing: (() => void) | undefined;
  /** A held Back or Forward the visitor let go: the next pop passes the blockers. */
  let passNextPop = false;

  const location = history.location;
  const matches = matchRoutes(routes, location) ?? [];
  const loaderData = options.hydrationData?.loaderData ?? {};
  const errors = options.hydrationData?.errors ?? null;
  const initialized =
    !matches.some((m) => m.route.lazy) &&
    (errors !== null || matches.every((m) => !m.route.loader || m.id in loaderData));

  let state: RouterState = {
    historyAction: 'POP',
    location,
    matches,
    loaderData,
    errors,
    initialized,
    navigation: { state: 'idle' },
    revalidation: 'idle',
    restoreScrollPosition: null,
    preventScrollReset: false,
    blockers: new Map(),
  };

  function update(next: Partial<RouterState>): void {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  }

  function setBlockerState(key: string, blocker: Blocker): void {
    const blockers = new Map(state.blockers);
    blockers.set(key, blocker);
    update({ blockers });
  }

  /** The blocker that holds this navigation, if one does (only one may hold the page). */
  function blockedBy(next: Location, action: Action, go: () => void): boolean {
    for (const [key, blocks] of blockerFunctions) {
      if (!blocks({ currentLocation: state.location, nextLocation: next, historyAction: action })) continue;
      setBlockerState(key, {
        state: 'blocked',
        location: next,
        proceed() {
          setBlockerState(key, { ...IDLE_BLOCKER, state: 'proceeding', location: next });
          go();
        },
        reset() {
          setBlockerState(key, IDLE_BLOCKER);
        },
      });
      return true;
    }
    return false;
  }

  interface Start {
    action: Action;
    preventScrollReset?: boolean;
    /** Run every loader of the page again (same URL again, another query, useRevalidator). */
    revalidate?: boolean;
    /** The first page's loaders that its server-rendered data does not cover. */
    initial?: boolean;
  }

  function start(next: Location, how: Start): Promise<void> {
    controller?.abort();
    const ctl = new AbortController();
    controller = ctl;
    const revalidation = how.revalidate && next === state.location;
    if (positions && state.initialized && !revalidation) positions[state.location.key] = readY();
    const nextMatches = matchRoutes(routes, next) ?? [];
    const commit = (loaded: Pick<RouterState, 'loaderData' | 'errors'>) => {
      if (how.action === 'PUSH') history.push(next);
      else if (how.action === 'REPLACE') history.replace(next);
      update({
        ...loaded,
        historyAction: how.action,
        location: next,
        matches: nextMatches,
        initialized: true,
        navigation: { state: 'idle' },
        revalidation: 'idle',
        restoreScrollPosition: revalidation ? false : positions ? (positions[next.key] ?? null) : null,
        preventScrollReset: how.preventScrollReset === true,
        blockers: clearBlockers(),
      });
    };
    if (state.initialized && !how.revalidate && isHashChangeOnly(state.location, next)) {
      commit({ loaderData: state.loaderData, errors: state.errors });
      return Promise.resolve();
    }
    if (revalidation) update({ revalidation: 'loading' });
    else update({ navigation: { state: 'loading', location: next } });

    const before = new Map(state.matches.map((m) => [m.id, m]));
    const all =
      how.revalidate ||
      next.search !== state.location.search ||
      createPath(next) === createPath(state.location);
    const shouldLoad = (m: RouteMatch) => {
      if (how.initial) return !(m.id in state.loaderData);
      const was = before.get(m.id);
      return all || !was || was.pathname !== m.pathname || !(m.id in state.loaderData);
    };
    const request = new Request(history.url(next), { signal: ctl.signal });
    const done = loadMatches(nextMatches, request, shouldLoad).then(
      (loaded) => {
        if (ctl.signal.aborted) return;
        controller = undefined;
        if (loaded.redirect !== undefined) {
          const to = createLocation(loaded.redirect, null);
          // The navigation never arrived: a push still pushes once (the redirect's page), a load replaces.
          return start(to, { action: how.action === 'PUSH' ? 'PUSH' : 'REPLACE' });
        }
        const kept: Record<string, unknown> = {};
        for (const m of nextMatches)
          if (m.id in state.loaderData && !shouldLoad(m)) kept[m.id] = state.loaderData[m.id];
        commit({ loaderData: { ...kept, ...loaded.loaderData }, errors: loaded.errors });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) throw error;
      },
    );
    pending = done;
    return done;
  }

  function clearBlockers(): Map<string, Blocker> {
    return state.blockers.size === 0 ? state.blockers : new Map();
  }

  function createLocation(to: To, locationState: unknown): Location {
    return { ...resolvePath(to, state.location.pathname), state: locationState ?? null, key: createKey() };
  }

  history.listen((next, delta) => {
    if (undoing) {
      undoing();
      undoing = undefined;
      return;
    }
    const go = () => void start(next, { action: 'POP' });
    const pass = passNextPop;
    passNextPop = false;
    // Back or Forward has already moved the browser: a blocker that holds it moves it back first, and
    // proceeding makes the move again, past the blockers, once the browser reports the undoing done
    // (it takes one history move at a time).
    const undone = new Promise<void>((resolve) => {
      undoing = resolve;
    });
    const held =
      !pass &&
      state.initialized &&
      blockedBy(next, 'POP', () => {
        void undone.then(() => {
          passNextPop = true;
          history.go(delta);
        });
      });
    if (!held) {
      undoing = undefined;
      go();
      return;
    }
    history.go(-delta);
  });

  const router: Router = {
    get state() {
      return state;
    },
    routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return pending;
      }
      const next = createLocation(to, opts.state);
      const action: Action = opts.replace ? 'REPLACE' : 'PUSH';
      const go = () => start(next, { action, preventScrollReset: opts.preventScrollReset });
      if (blockedBy(next, action, () => void go())) return Promise.resolve();
      return go();
    },
    revalidate: () => start(state.location, { action: 'POP', revalidate: true }),
    enableScrollRestoration(kept, getY) {
      positions = kept;
      readY = getY;
      return () => {
        positions = undefined;
      };
    },
    setBlocker(key, blocker) {
      blockerFunctions.set(key, blocker);
    },
    deleteBlocker(key) {
      blockerFunctions.delete(key);
      if (state.blockers.has(key)) {
        const blockers = new Map(state.blockers);
        blockers.delete(key);
        update({ blockers });
      }
    },
  };
  if (!state.initialized) void start(location, { action: 'POP', initial: true });
  return router;
}

export function createBrowserRouter(routes: RouteObject[], options?: RouterOptions): Router {
  return createRouter(routes, createBrowserHistory(), options);
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: RouterOptions & { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex), options);
}
