/** Refuses state-changing calls that do not come from the site's own origin (CSRF defence). */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MESSAGES } from '@gh/domain';
import { ForbiddenError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Vite's port in `npm run dev` (apps/web/vite.config.ts): its pages post to /api through its proxy. */
export const DEV_SERVER_PORT = 5173;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may change state (issue 26 item 6): the site's own (`PUBLIC_URL`, else
 * http://localhost:PORT) and, outside production, the dev server's and the other loopback spellings
 * of a local address (http://127.0.0.1:3000 for http://localhost:3000). Never the request's Host
 * header: a page on any name that resolves to this server (DNS rebinding) sends a Host and an Origin
 * that agree with each other.
 */
export function allowedOrigins(siteUrl: string, production: boolean): ReadonlySet<string> {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  if (production) return origins;
  const local = LOOPBACK_NAMES.includes(site.hostname);
  for (const name of LOOPBACK_NAMES) {
    origins.add(`http://${name}:${DEV_SERVER_PORT}`);
    if (local) origins.add(`${site.protocol}//${name}${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}

export function isSameOrigin(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origins.has(origin);
  // No Origin header: not a browser's cross-site request unless Fetch Metadata says so.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Attaches the check to every route that takes a state-changing method, as the route is registered:
 * it runs on the route the router matched, so no spelling of its URL (`/%61pi/…`, `//api/…`) can
 * get past it the way one got past a prefix test on the raw URL. `exempt` names route patterns that
 * outside services call (they carry no Origin of ours).
 */
export function registerOriginGuard(
  app: FastifyInstance,
  options: { siteUrl: string; production: boolean; exempt: readonly string[] },
): void {
  const origins = allowedOrigins(options.siteUrl, options.production);
  const guard: onRequestHookHandler = (request, _reply, done) => {
    const refused = !SAFE_METHODS.has(request.method) && !isSameOrigin(request, origins);
    done(refused ? new ForbiddenError(MESSAGES.foreignOrigin) : undefined);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => SAFE_METHODS.has(m)) || options.exempt.includes(route.url)) return;
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}
