import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from './lib/router';
import { publicRoutes } from './app/router';
import { revive, reviveErrors, type DeferredKeys, type NotFoundErrors } from './app/settled';
import { firstInteraction, interactionHappened } from './lib/first-interaction';
import { setSiteOrigin } from './lib/site-origin';
import { pagePattern } from './lib/web-vitals/page-pattern';
import './styles/app.css';

interface Hydration {
  loaderData: Record<string, unknown>;
  deferred: DeferredKeys;
  errors: NotFoundErrors | null;
  /** The address the server rendered the head's absolute links with (lib/site-origin.ts). */
  origin?: string;
}

/** The router state of a server-rendered page (entry-server.tsx), if this page is one. */
function readHydration(): Hydration | undefined {
  const island = document.getElementById('gh-data');
  return island?.textContent ? (JSON.parse(island.textContent) as Hydration) : undefined;
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * A customer's page starts without the staff's route table; a link to /admin from it loads the
 * admin as a new page. The admin has both.
 */
async function routesForThisPage(): Promise<RouteObject[]> {
  if (isAdminPath(window.location.pathname)) {
    const { adminRoutes } = await import('./app/admin-routes');
    return [...publicRoutes, adminRoutes];
  }
  const toAdmin: RouteObject = {
    path: 'admin/*',
    loader: ({ request }) => {
      window.location.assign(request.url);
      return new Promise<never>(() => undefined);
    },
  };
  return [...publicRoutes, toAdmin];
}

/** Hydration must render what the server rendered, so the page's lazy route modules load first. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/** The loader screen stays until the first page (its code and data) is ready. */
function hideLoaderWhenReady(router: ReturnType<typeof createBrowserRouter>): void {
  const loader = document.getElementById('app-loader');
  if (!loader) return;
  const done = () => {
    loader.dataset.done = '';
    document.documentElement.dataset.ready = '';
    setTimeout(() => loader.remove(), 250);
  };
  if (router.state.initialized && router.state.navigation.state === 'idle') {
    requestAnimationFrame(done);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      unsubscribe();
      requestAnimationFrame(done);
    }
  });
}

/** Ends this task: the browser may paint and handle input before the next step (issue 28: no long task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Not a top-level await: route chunks import from this one, which must not wait for them. */
async function start(): Promise<void> {
  // A task of its own: the browser may paint and handle input between evaluating this bundle
  // and hydrating the page.
  await nextTask();
  const container = document.getElementById('root')!;
  const hydration = readHydration();
  if (hydration?.origin) setSiteOrigin(hydration.origin);
  const routes = await routesForThisPage();
  reportVitalsOnInteraction(routes);
  if (hydration) {
    await loadMatchedRoutes(routes);
    // The page's modules ran in this task; the router and the start of hydration get the next one.
    await nextTask();
  }
  const router = createBrowserRouter(
    routes,
    hydration
      ? {
          hydrationData: {
            loaderData: revive(hydration.loaderData, hydration.deferred),
            errors: reviveErrors(hydration.errors),
          },
        }
      : undefined,
  );
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydration) {
    // Hydrating in a transition lets React hand the main thread back between components instead of
    // blocking it in one long task. The router is complete by now (its routes loaded, their data
    // given), so its state cannot change before RouterProvider subscribes.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Rendered at once: RouterProvider subscribes to the router only when it commits, and a
    // time-sliced first render would miss the router finishing its start in between.
    createRoot(container).render(app);
  }
  hideLoaderWhenReady(router);
  // A move to another page (a redirect too) brings in what waits for the first interaction.
  const firstKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key !== firstKey || state.navigation.state !== 'idle') {
      unsubscribe();
      interactionHappened();
    }
  });
}

/**
 * How fast the page felt to this visitor (LCP, INP, CLS) goes to the server's metrics, named by the
 * landing page's route pattern. The reporter loads on the visitor's first interaction, or when the
 * page is hidden before any (issue 28: not part of what a first visit downloads untouched); web-vitals
 * reads the browser's buffered entries, so LCP and CLS are complete, and INP counts every interaction
 * the reporter sees plus the slow ones (104 ms and more) the browser kept before it came.
 */
function reportVitalsOnInteraction(routes: RouteObject[]): void {
  const page = pagePattern(matchRoutes(routes, window.location) ?? []);
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    removeEventListener('visibilitychange', onHidden);
    void import('./lib/web-vitals/report-vitals').then((m) => m.reportVitals(page));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') begin();
  };
  addEventListener('visibilitychange', onHidden);
  void firstInteraction().then(begin);
}

/** After the page's load event, in a task of its own: outside the first load. */
function afterLoad(task: () => void): void {
  const begin = () => setTimeout(task, 0);
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
}

void start();
// The service worker of the built site (decision 042), in an idle moment after load once the visitor
// acts (a tap, a key, a scroll): what it stores is not part of what a first visit downloads untouched
// (issue 28 item 10). The dev server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void firstInteraction().then(() =>
    afterLoad(() => {
      const register = () => void import('./lib/offline/register-worker').then((m) => m.registerWorker());
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
      else register();
    }),
  );
}
