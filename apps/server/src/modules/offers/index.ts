/** The offers module's front door: offers and coupons, the discounts of a cart or an order (decision 030). */
export { adminOfferRoutes } from './offers.admin-routes';
export { discountsInEuros } from './offers.fns';
export {
  couponForCode,
  couponInEuros,
  createOfferCache,
  discountsFor,
  putCouponOnSession,
  takeCouponOffSession,
  type OfferCache,
} from './offers.service';
