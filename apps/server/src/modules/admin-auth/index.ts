/**
 * The admin-auth module's front door: staff and admin accounts, sign-in, sessions, password reset, and
 * the owner's team with its invitations (decision 047).
 */
export { adminAuthRoutes } from './admin-auth.routes';
export { createAuthService, type AuthService } from './admin-auth.service';
export { createAdmin, ensureFirstAdmin } from './first-admin';
export { teamRoutes } from './team.routes';
export { createTeamService, type TeamService } from './team.service';
