/** The metrics module's front door: the Prometheus metrics, what others count, and the web-vitals beacon. */
export {
  addGaugeSource,
  countOrderPlaced,
  countPageRender,
  countPaymentChange,
  countProviderUnavailable,
} from './metrics';
export { registerMetrics } from './metrics.routes';
export { vitalsRoutes } from './vitals.routes';
