/**
 * The path a request was routed to, for decisions that differ between the API and the pages. The
 * router decodes the URL (`/%61pi/…` reaches `/api/…`), so a test on the raw `request.url` can be
 * dodged; the matched route's pattern cannot. Without a match (a 404) the decoded path stands in.
 */
import type { FastifyRequest } from 'fastify';

export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request);
}

/** The request's path as the router reads it: percent-decoded, without the query string. */
export function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Whether a path is a built script, stylesheet or font: a subresource, never a document of its own. */
/** A static picture of the site (`/images/…`, `/favicon.svg`, a built SVG under `/assets/`). */
export function isStaticImagePath(pathname: string): boolean {
  return (
    pathname === '/favicon.svg' ||
    (/^\/(?:images|assets)\//.test(pathname) && /\.(?:svg|png|jpe?g|webp|avif|gif|ico)$/.test(pathname))
  );
}

export function isSubresourceAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/') && /\.(?:js|mjs|css|woff2?)$/.test(pathname);
}
