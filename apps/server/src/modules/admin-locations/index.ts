/** The admin-locations module's front door: the owner's settings of a location (hours, pause, busy time). */
export { adminLocationRoutes } from './admin-locations.routes';
