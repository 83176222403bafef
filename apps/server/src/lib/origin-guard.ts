/** Refuses state-changing calls that do not come from the site's own origin (CSRF defence). */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MESSAGES } from '@gh/domain';
import { ForbiddenError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (publicUrl && origin === new URL(publicUrl).origin) return true;
    return origin === `${request.protocol}://${request.host}`;
  }
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
  options: { publicUrl: string | undefined; exempt: readonly string[] },
): void {
  const guard: onRequestHookHandler = (request, _reply, done) => {
    const refused = !SAFE_METHODS.has(request.method) && !isSameOrigin(request, options.publicUrl);
    done(refused ? new ForbiddenError(MESSAGES.foreignOrigin) : undefined);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => SAFE_METHODS.has(m)) || options.exempt.includes(route.url)) return;
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}
