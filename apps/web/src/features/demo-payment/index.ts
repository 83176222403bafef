export { DemoPaymentPage } from './components/demo-payment-page';
