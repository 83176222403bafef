/** The staff-orders module's front door: phone and walk-in orders entered by staff (decision 029). */
export { staffOrderRoutes } from './staff-orders.admin-routes';
