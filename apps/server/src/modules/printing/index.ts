/** The printing module's front door: kitchen printers through Star CloudPRNT (decision 031). */
export { adminPrintingRoutes } from './printing.admin-routes';
export { printingRoutes } from './printing.routes';
export { createPrintingService, type PrintingService } from './printing.service';
