/** The refunds module's front door: refunds from the admin, and the credit note (decision 028). */
export { creditNoteMail } from './credit-note-mail';
export { adminRefundRoutes } from './refunds.admin-routes';
export { createRefundsService, type RefundsService } from './refunds.service';
