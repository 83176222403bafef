/** The admin feature: loaded only by the lazy /admin routes. */
export { AuthCard, LoginForm, NewPasswordForm, ResetPasswordForm } from './components/auth-forms';
export { AdminShell } from './components/admin-shell';
export { Dashboard } from './components/dashboard';
export { ProductForm } from './components/product-form';
export { getProduct, getProducts } from './api/products';
export { redirectIfSignedIn, requireAdmin, safeNext } from './guard';
export { OrdersView } from './components/orders-view';
export { OrderHistory } from './components/order-history';
export { ReportsPage } from './components/reports-page';
export { OffersAdmin } from './components/offers/offers-admin';
export { getOrderHistory } from './api/reports';
export { getOrderRefunds } from './api/refunds';
export { StaffOrderPage, type StaffOrderPageProps } from './components/staff-order/staff-order-page';
export { TeamPage } from './components/team/team-page';
export { AcceptInvitation } from './components/team/accept-invitation';
export { ContentPage } from './components/content/content-page';
