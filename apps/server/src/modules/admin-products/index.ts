/** The admin-products module's front door: the owner's products, options and photos. */
export { adminProductRoutes } from './admin-products.routes';
export { soldOutRoutes } from './sold-out.routes';
export { releaseDueSoldOut, setSoldOut, type SoldOutMarks } from './sold-out';
