/** The admin-orders module's front door: the kitchen board and what a cook does with an order. */
export { adminOrderRoutes } from './admin-orders.routes';
export { createOrderService, type KitchenPrinter, type OrderService } from './admin-orders.service';
