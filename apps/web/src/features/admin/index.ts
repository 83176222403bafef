/** The admin feature: loaded only by the lazy /admin routes. */
export { AuthCard, LoginForm, NewPasswordForm, ResetPasswordForm } from './components/auth-forms';
export { AdminShell } from './components/admin-shell';
export { Dashboard } from './components/dashboard';
export { ProductForm } from './components/product-form';
export { getProduct, getProducts } from './api/products';
export { redirectIfSignedIn, requireAdmin, safeNext } from './guard';
