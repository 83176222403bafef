/**
 * The guard in front of every /api/admin route. A route declares its access in `config.adminAccess`
 * (lib/admin-access.ts); without one it is for admins only, so a new route is closed by default.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import { ADMIN_COOKIE, type Authenticate } from '../lib/admin-access';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

/** Guards every route of `scope` (the /api/admin tree) and the ones registered in it later. */
export function registerAdminGuard(scope: FastifyInstance, authenticate: Authenticate): void {
  scope.decorateRequest('adminUser', null);
  // preValidation: after routing and body parsing limits, before the body schema, so an anonymous
  // caller learns nothing about the body a route expects.
  scope.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const access = config.adminAccess ?? 'admin';
    if (access === 'public') return;
    const user = await authenticate(request.cookies[ADMIN_COOKIE]);
    if (!user) throw new UnauthorizedError(ADMIN_MESSAGES.signInFirst);
    request.adminUser = user;
    if (user.role === 'admin' || access === 'signed-in') return;
    if (access !== 'staff' || user.role !== 'staff' || !config.adminLocation) {
      throw new ForbiddenError(ADMIN_MESSAGES.noAccess);
    }
    const location = await config.adminLocation(request);
    if (location !== null && location !== user.locationSlug)
      throw new ForbiddenError(ADMIN_MESSAGES.noAccess);
  });
}
