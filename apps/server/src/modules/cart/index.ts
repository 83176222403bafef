/** The cart module's front door: a visitor's cart (and a staff member's, for a phone order). */
export { cartRoutes } from './cart.routes';
export { createCartService, type CartService, type SessionContext } from './cart.service';
export { createCatalogue } from './cart.catalogue';
export { notSold } from './cart.reorder';
export { createCartAnswers } from './cart.answers';
export { cartLimitProblem, type CartLimits } from './cart.limits';
