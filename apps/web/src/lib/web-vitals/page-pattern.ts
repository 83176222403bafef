/** The route pattern of a page (`/menu/:city`), which names it in the web-vitals beacon instead of its URL. */
import type { RouteObject } from '../router';

export function pagePattern(matches: ReadonlyArray<{ route: Pick<RouteObject, 'path'> }>): string {
  const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
  if (parts.at(-1) === '*') return '*';
  return `/${parts.join('/')}`;
}
