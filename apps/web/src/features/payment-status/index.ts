export { PaymentStatusPage } from './components/payment-status-page';
export { ReorderPanel, type ReorderActions } from './components/reorder-panel';
