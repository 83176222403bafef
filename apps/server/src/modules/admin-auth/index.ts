/** The admin-auth module's front door: staff and admin accounts, sign-in, sessions and password reset. */
export { adminAuthRoutes } from './admin-auth.routes';
export { createAuthService, type AuthService } from './admin-auth.service';
export { createAdmin, ensureFirstAdmin } from './first-admin';
