/** The locations module's front door: the restaurants, their hours and zones, and a location's row. */
export { locationsRoutes } from './locations.routes';
export { findLocation, type LocationRow } from './locations.repository';
export { nextOpeningOf } from './next-opening';
