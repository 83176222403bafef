/** The admin-reports module's front door: sales and VAT reports, exports, and their rollup (decision 032). */
export { adminReportRoutes } from './admin-reports.routes';
export { compactRollup } from './admin-reports.repository';
