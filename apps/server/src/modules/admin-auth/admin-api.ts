/** The /api/admin tree: the guard first, then every admin module behind it. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps, SharedServices } from '../../types';
import { adminLocationRoutes } from '../admin-locations/admin-locations.routes';
import { adminOrderHistoryRoutes } from '../admin-order-history/admin-order-history.routes';
import { adminOrderRoutes } from '../admin-orders/admin-orders.routes';
import { adminProductRoutes } from '../admin-products/admin-products.routes';
import { adminPrivacyRoutes } from '../privacy/privacy.admin-routes';
import { adminPrintingRoutes } from '../printing/printing.admin-routes';
import { adminReportRoutes } from '../admin-reports/admin-reports.routes';
import { adminRefundRoutes } from '../refunds/refunds.admin-routes';
import { createRefundsService } from '../refunds/refunds.service';
import { adminOfferRoutes } from '../offers/offers.admin-routes';
import { staffOrderRoutes } from '../staff-orders/staff-orders.admin-routes';
import { adminAuthRoutes } from './admin-auth.routes';
import { createAuthService } from './admin-auth.service';
import { registerAdminGuard } from './admin-guard';

export const adminApi: FastifyPluginAsync<AppDeps & SharedServices> = async (app, deps) => {
  const { config, database, outbox, limiter, privacy } = deps;
  const now = deps.now ?? (() => new Date());
  const siteUrl = config.siteUrl;
  const auth = createAuthService({ db: database.db, outbox, limiter, now, siteUrl });
  registerAdminGuard(app, auth);
  await app.register(adminAuthRoutes, { db: database.db, auth, secureCookie: config.production });
  await app.register(adminProductRoutes, { db: database.db, uploadDir: config.dataDir });
  await app.register(adminLocationRoutes, { db: database.db, now });
  await app.register(adminOrderRoutes, { database, auth, service: deps.kitchen });
  const refunds = createRefundsService({
    db: database.db,
    outbox,
    now,
    siteUrl,
    refundAtProvider: deps.orders.refund,
    log: app.log,
  });
  await app.register(adminRefundRoutes, { db: database.db, service: refunds });
  await app.register(adminPrivacyRoutes, { service: privacy });
  await app.register(adminReportRoutes, { db: database.db });
  await app.register(adminOrderHistoryRoutes, { db: database.db });
  await app.register(adminOfferRoutes, { db: database.db, now });
  await app.register(staffOrderRoutes, {
    database,
    checkout: deps.checkout,
    orders: deps.orders,
    outbox,
    now,
    siteUrl,
  });
  await app.register(adminPrintingRoutes, { db: database.db, printing: deps.printing });
};
