/** The menu module's front door: a location's menu, cached and precompressed. */
export { menuRoutes } from './menu.routes';
