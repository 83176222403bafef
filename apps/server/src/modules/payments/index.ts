/** The payments module's front door: the payment providers (Mollie, the demo) and their routes. */
export { createPaymentProvider } from './create-provider';
export { ProviderUnavailableError, type PaymentProvider, type ProviderPayment } from './payment-provider';
export { paymentRoutes, type ApplyProviderStatus } from './payments.routes';
