/** The admin-order-history module's front door: past orders, searched and read in full by staff. */
export { adminOrderHistoryRoutes } from './admin-order-history.routes';
