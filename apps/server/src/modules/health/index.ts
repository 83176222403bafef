/** The health module's front door: the health check. */
export { healthRoutes } from './health.routes';
