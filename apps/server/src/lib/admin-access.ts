/**
 * Who may use an /api/admin route, as the routes declare it and read it. The guard that checks it
 * is plugins/admin-guard.ts; the accounts and their sign-in are the admin-auth module's.
 */
import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import type { adminUsers } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from './errors';

/** A staff or admin account as the guard found it. */
export type AdminUserRow = typeof adminUsers.$inferSelect;

/** The account a session token belongs to (the admin-auth module's `authenticate`). */
export type Authenticate = (token: string | undefined) => Promise<AdminUserRow | undefined>;

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
