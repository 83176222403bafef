/** Every route, the customer's and the staff's: for the server renderer, which answers both. */
import type { RouteObject } from '../lib/router';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './router';

export const routes: RouteObject[] = [...publicRoutes, adminRoutes];
