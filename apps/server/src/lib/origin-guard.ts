/** Refuses state-changing API calls that do not come from the site's own origin (CSRF defence). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export function registerOriginGuard(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; exempt: (url: string) => boolean },
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      !options.exempt(request.url) &&
      !isSameOrigin(request, options.publicUrl);
    done(refused ? new ForbiddenError(MESSAGES.foreignOrigin) : undefined);
  });
}
