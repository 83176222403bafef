/**
 * Server rendering of the public pages (decision 015): the server runs the same routes and loaders
 * as the browser, answers their API calls in-process, and sends the finished HTML with the data the
 * browser needs to hydrate it. Only what is the same for every visitor is rendered here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { isRouteErrorResponse, matchRoutes } from './lib/router';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from './lib/router/static';
import { langOfPath, type Lang } from '@gh/i18n';
import { followLanguage } from '@gh/i18n/follow';
import { routes } from './app/all-routes';
import { Footer } from './features/site/components/footer';
import { HeroArt } from './features/site/components/hero-art';
import { renderOnServer } from './lib/hydrate-later';
import { setApiTransport } from './lib/api-client';
import { setSiteOrigin } from './lib/site-origin';
import { revive, settle, type NotFoundErrors } from './app/settled';

export interface RenderedPage {
  status: number;
  /**
   * The body's `data-page` (spec 4). Every content page is longer than 1400 px at any width we serve
   * (the shortest, /menu, 1416 px at 1280 px); the not-found page is short. An inline script in
   * index.html measures again before the first paint.
   */
  pageLength: 'long' | 'short';
  /** The page's title, meta and link tags, for the document head. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The router state the browser hydrates from, as JSON. */
  hydration: string;
}

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const handler = createStaticHandler(routes);
renderOnServer('footer', Footer);
renderOnServer('hero-art', HeroArt);

/**
 * Pages of both languages render at once, each across awaits (its loaders' API calls): the page's
 * language follows its own render, which every message and API call reads (decision 034).
 */
const pageLang = new AsyncLocalStorage<Lang>();
followLanguage(() => pageLang.getStore() ?? 'nl');

/** 404 when only a catch-all route matches the path (also below /admin), else 200. */
export function routeStatus(url: string): number {
  const { pathname } = new URL(url, 'http://gouden-haan.local');
  const matches = matchRoutes(routes, pathname);
  return !matches || matches.at(-1)?.route.path === '*' ? 404 : 200;
}

/** `</script>` and line separators cannot end or break the JSON island. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page its loader did not find (an unknown city) renders as not found; other errors are left to the browser. */
function notFoundErrors(errors: StaticHandlerContext['errors']): NotFoundErrors | null | undefined {
  if (!errors) return null;
  const found: NotFoundErrors = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
    found[routeId] = { status: 404, statusText: error.statusText };
  }
  return found;
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * Renders one page, or answers undefined when the page must be left to the browser (a redirect
 * or an error while loading its data).
 */
export function renderPage(request: Request, api: ApiTransport): Promise<RenderedPage | undefined> {
  setApiTransport(api);
  // The server's own address (PUBLIC_URL), the same for every page: the head's absolute links use it.
  setSiteOrigin(new URL(request.url).origin);
  return pageLang.run(langOfPath(new URL(request.url).pathname), () => renderInLanguage(request));
}

async function renderInLanguage(request: Request): Promise<RenderedPage | undefined> {
  const result = await handler.query(request);
  if (result instanceof Response) return undefined;
  const errors = notFoundErrors(result.errors);
  if (errors === undefined) return undefined;
  const { plain, deferred } = await settle(result.loaderData);
  const context: StaticHandlerContext = { ...result, loaderData: revive(plain, deferred) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const head = HOISTED.exec(html)?.[0] ?? '';
  const notFound = errors !== null || context.matches.at(-1)?.route.path === '*';
  return {
    status: notFound ? 404 : context.statusCode,
    pageLength: notFound ? 'short' : 'long',
    head,
    body: html.slice(head.length),
    hydration: scriptSafeJson({ loaderData: plain, deferred, errors, origin: new URL(request.url).origin }),
  };
}
