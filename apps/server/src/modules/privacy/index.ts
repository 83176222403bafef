/** The privacy module's front door: a customer's data requests and the retention periods (decision 025). */
export { adminPrivacyRoutes } from './privacy.admin-routes';
export { privacyRoutes } from './privacy.routes';
export { createPrivacyService, type PrivacyService } from './privacy.service';
