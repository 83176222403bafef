export { PaymentStatusPage } from './components/payment-status-page';
