/**
 * The site's own router (issue 28 item 10, decision 054): what the site used of React Router's data
 * router, with the same names, in a few KB instead of some 20.
 */
export { matchRoutes, createPath, parsePath } from './match';
export type { Location, LoaderFunctionArgs, Params, Path, RouteMatch, RouteObject, To } from './match';
export { data, ErrorResponse, isRouteErrorResponse, redirect } from './responses';
export { createBrowserRouter, createMemoryRouter } from './router';
export type { Blocker, NavigateOptions, Router, RouterState } from './router';
export {
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useBlocker,
  useDataRouter,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRouterState,
  useSearchParams,
} from './react';
