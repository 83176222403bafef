/** The checkout module's front door: the checkout's options and quote, and placing an order. */
export { checkoutRoutes } from './checkout.routes';
export { createCheckoutService, type CheckoutService } from './checkout.service';
export type { SessionResolver } from './checkout-session';
