/**
 * The guard in front of every /api/admin route. A route declares its access in `config.adminAccess`;
 * without one it is for admins only, so a new route is closed by default.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { AdminUserRow } from './admin-auth.repository';
import type { AuthService } from './admin-auth.service';

export type AdminAccess = 'public' | 'signed-in' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** public: sign-in pages; signed-in: any account; staff: staff of the target location too; admin (default). */
    adminAccess?: AdminAccess;
    /** For staff routes: the location the request targets (null when the target does not exist). */
    adminLocation?: (request: FastifyRequest) => Promise<string | null>;
  }
  interface FastifyRequest {
    adminUser: AdminUserRow | null;
  }
}

export const ADMIN_COOKIE = 'token';

/** The signed-in account of a guarded route (the guard ran, so it is there). */
export function currentAdmin(request: FastifyRequest): AdminUserRow {
  if (!request.adminUser) throw new UnauthorizedError(ADMIN_MESSAGES.signInFirst);
  return request.adminUser;
}

/** Throws 403 unless the account may work on this location. */
export function assertLocation(user: AdminUserRow, location: string): void {
  if (user.role !== 'admin' && user.locationSlug !== location)
    throw new ForbiddenError(ADMIN_MESSAGES.noAccess);
}

export function registerAdminGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('adminUser', null);
  // preValidation: after routing and body parsing limits, before the body schema, so an anonymous
  // caller learns nothing about the body a route expects.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const access = config.adminAccess ?? 'admin';
    if (access === 'public') return;
    const user = await auth.authenticate(request.cookies[ADMIN_COOKIE]);
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
