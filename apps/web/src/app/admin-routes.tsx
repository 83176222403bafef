/**
 * The staff's pages (below /admin), apart from the customer's: their route table loads only in the
 * admin, so a customer's first load does not carry it (decision 034's budget). The admin frame's
 * module brings the error page (importing it here would split the router out of the first load).
 */
import type { RouteObject } from '../lib/router';
import '../styles/admin.css';

const HydrateFallback = () => null;

export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: () => import('./routes/admin/layout'),
  HydrateFallback,
  children: [
    { path: 'login', lazy: () => import('./routes/admin/login') },
    { path: 'reset-password', lazy: () => import('./routes/admin/reset-password') },
    { path: 'new-password', lazy: () => import('./routes/admin/new-password') },
    { path: 'invite', lazy: () => import('./routes/admin/invite') },
    {
      id: 'admin-protected',
      lazy: () => import('./routes/admin/protected'),
      children: [
        { index: true, lazy: () => import('./routes/admin/dashboard') },
        { path: 'add', lazy: () => import('./routes/admin/add') },
        { path: 'edit/:id', lazy: () => import('./routes/admin/edit') },
        { path: 'bestellingen', lazy: () => import('./routes/admin/orders') },
        { path: 'bestellingen/nieuw', lazy: () => import('./routes/admin/new-order') },
        { path: 'bestellingen/:id', lazy: () => import('./routes/admin/order') },
        { path: 'rapportages', lazy: () => import('./routes/admin/reports') },
        { path: 'acties', lazy: () => import('./routes/admin/offers') },
        { path: 'team', lazy: () => import('./routes/admin/team') },
        { path: 'inhoud', lazy: () => import('./routes/admin/content') },
      ],
    },
    { path: '*', lazy: () => import('./routes/admin/not-found') },
  ],
};
