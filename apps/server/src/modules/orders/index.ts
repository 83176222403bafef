/**
 * The orders module's front door. The module owns the orders table with its events, payments and
 * refunds: other modules read them and change them through these functions only, and an order's
 * status moves only through `moveOrder`, from the statuses the caller expects.
 */
export { orderRoutes } from './orders.routes';
export { createOrdersService, type OrdersService } from './orders.service';
export { createOrderHub, type OrderHub } from './order-hub';
export { publishOrderEvent, statusOf, type OrderEvent } from './order-events';
export { toAdminOrderOf, toAdminOrders } from './admin-order';
export { locationOfOrderInPath } from './order-in-path';
export { orderMoneyText, questionsHtml } from './confirmation-mail';
export {
  addOrderEvent,
  autoAcceptDue,
  boardOrders,
  findOrderById,
  findOrderByKey,
  findOrderByPublicId,
  firstHoldEndOfAddress,
  lockOrder,
  moveOrder,
  paidTotalsSince,
  setExpectedAt,
  setPaidAtCounter,
  type MoveFields,
  type OrderRow,
  type PayableOrderRow,
} from './orders.repository';
export {
  counterPaymentOf,
  insertCounterPayment,
  paidPayments,
  paymentsOfOrder,
  type PaymentRow,
} from './payments.repository';
export {
  insertRefund,
  refundByKey,
  refundRestOfPayment,
  refundsOfOrder,
  type NewRefund,
  type RefundRow,
} from './refunds.repository';
