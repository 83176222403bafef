/**
 * The stamps module's front door (issue 29 item 2, decision 052): the owner's stamp card per location,
 * the customer's cards and the reward the price engine applies to a session's cart.
 */
export { adminStampRoutes } from './stamps.admin-routes';
export { stampRoutes } from './stamps.routes';
export { createStampsService, sessionStampReward, stampsOfOrder, type StampsService } from './stamps.service';
