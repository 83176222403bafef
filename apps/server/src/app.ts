/** Builds the Fastify application from its infrastructure; never listens (server.ts does). */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerOriginGuard } from './lib/origin-guard';
import { createRateLimiter } from './lib/rate-limit';
import { createOutbox, privacyMailFooter } from './mail/outbox';
import { accountRoutes, createAccountService, registerAccounts, signedInCustomer } from './modules/account';
import { adminAuthRoutes, createAuthService, createTeamService, teamRoutes } from './modules/admin-auth';
import { adminContentRoutes } from './modules/admin-content';
import { adminLocationRoutes } from './modules/admin-locations';
import { adminOrderHistoryRoutes } from './modules/admin-order-history';
import { adminOrderRoutes, createOrderService } from './modules/admin-orders';
import { adminProductRoutes, releaseDueSoldOut, soldOutRoutes } from './modules/admin-products';
import { adminReportRoutes } from './modules/admin-reports';
import { cartRoutes } from './modules/cart';
import { addressRoutes, createAddressService, createPdokLookup } from './modules/address';
import { checkoutRoutes, createCheckoutService } from './modules/checkout';
import { contentRoutes, sitemapRoutes, createContentService } from './modules/content';
import { healthRoutes } from './modules/health';
import { locationsRoutes } from './modules/locations';
import { menuRoutes } from './modules/menu';
import { addGaugeSource } from './modules/metrics';
import { adminOfferRoutes } from './modules/offers';
import { orderRoutes, createOrdersService } from './modules/orders';
import { createPaymentProvider, paymentRoutes } from './modules/payments';
import { adminPrintingRoutes, printingRoutes, createPrintingService } from './modules/printing';
import { adminPrivacyRoutes, privacyRoutes, createPrivacyService } from './modules/privacy';
import { createPushService, loadVapidKeys, pushRoutes, vapidSubject } from './modules/push';
import { adminRefundRoutes, createRefundsService } from './modules/refunds';
import { readSession, registerSessions } from './modules/session';
import { staffOrderRoutes } from './modules/staff-orders';
import { adminStampRoutes, createStampsService, stampRoutes } from './modules/stamps';
import { registerAdminGuard } from './plugins/admin-guard';
import { registerOperations } from './plugins/operations';
import { apiSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers';
import { registerConnectionLimits, serverTimeouts } from './plugins/connection-limits';
import { registerRequestLog } from './plugins/request-log';
import { readSpaShell, registerSpa } from './plugins/spa';
import { registerRequestLanguage } from './lib/lang';
import type { App, AppDeps, RegisteredRoute } from './types';
import './lib/zod-nl';

/** Route patterns that outside services call (they carry no Origin of ours): the provider, the printer. */
const ORIGIN_EXEMPT = ['/api/payments/webhook', '/api/cloudprnt/:token'];

/** Fastify's types leave out the hop count it accepts: the same rule, as a function. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // One line per request, without query strings: plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts({ requestTimeoutSeconds: config.REQUEST_TIMEOUT_SECONDS }),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(apiSecurityHeaders({ production: config.production })),
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site form post (urlencoded, multipart, text/plain) gets a 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerRequestLanguage(app);
  registerRequestLog(app);
  registerConnectionLimits(app, {
    requestTimeoutSeconds: config.REQUEST_TIMEOUT_SECONDS,
    maxConnections: config.MAX_CONNECTIONS,
  });

  const shell = readSpaShell(config.webDist);
  registerSecurityHeaders(app, {
    production: config.production,
    scriptHashes: shell?.scriptHashes ?? [],
    styleHashes: shell?.styleHashes ?? [],
  });
  await app.register(fastifyCookie);
  registerOriginGuard(app, { siteUrl: config.siteUrl, production: config.production, exempt: ORIGIN_EXEMPT });

  registerSessions(app, { config, db: deps.database.db, now });
  // Before every route: the OpenAPI document and the request metrics cover each one added after.
  await registerOperations(app, { ...deps, now });

  await app.register(healthRoutes, { prefix: '/api', database: deps.database });
  await app.register(locationsRoutes, { prefix: '/api', database: deps.database, now });
  await app.register(menuRoutes, { prefix: '/api', database: deps.database });
  const cartLimits = { lines: config.CART_MAX_LINES, totalCents: config.CART_MAX_TOTAL_EUROS * 100 };
  await app.register(cartRoutes, { prefix: '/api', database: deps.database, limits: cartLimits });

  const db = deps.database.db;
  // Every e-mail goes through the outbox (decision 019); its worker runs where server.ts starts it.
  const outbox = createOutbox({
    db,
    mailer: deps.mailer,
    now,
    log: app.log,
    footer: (lang) => privacyMailFooter(config.siteUrl, lang),
  });
  app.decorate('outbox', outbox);
  const removeBacklogGauge = addGaugeSource(
    {
      name: 'gh_outbox_backlog',
      help: 'E-mails waiting in the outbox (the shared database: read with max).',
    },
    () => outbox.backlog(),
  );
  // What was sold out "tot de volgende opening" comes back on its own (issue 27 item 5); each
  // instance sweeps, the update is idempotent and `menu_changed` tells the others.
  const soldOutSweep = setInterval(() => {
    releaseDueSoldOut(db, now()).catch((err) => app.log.warn({ err }, 'sold-out sweep failed'));
  }, 60_000);
  soldOutSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(soldOutSweep);
    removeBacklogGauge();
    await outbox.stop();
  });
  const limiter = createRateLimiter({ db, now });
  const provider = deps.paymentProvider ?? (await createPaymentProvider(config, db));
  const orders = createOrdersService({
    db,
    provider,
    outbox,
    log: app.log,
    now,
    siteUrl: config.siteUrl,
    unpaidPerAddress: config.UNPAID_ORDERS_PER_ADDRESS,
  });
  app.decorate('orders', orders);
  const printing = createPrintingService({ db, now, limiter, siteUrl: config.siteUrl });
  const push = createPushService({
    db,
    outbox,
    limiter,
    now,
    keys: loadVapidKeys({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      dataDir: config.dataDir,
    }),
    subject: vapidSubject(config.VAPID_SUBJECT, config.MAIL_FROM),
    hosts: config.PUSH_SERVICE_HOSTS,
    perAddress: { max: config.PUSH_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 },
    ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
    log: app.log,
  });
  const kitchen = createOrderService({
    db,
    outbox,
    now,
    siteUrl: config.siteUrl,
    refund: orders.refund,
    log: app.log,
    printing,
    push,
  });
  app.decorate('kitchen', kitchen);
  const address = createAddressService({
    lookup:
      config.ADDRESS_LOOKUP_URL === 'off'
        ? null
        : createPdokLookup({ baseUrl: config.ADDRESS_LOOKUP_URL, timeoutMs: 2000 }),
    limiter,
    limitPerAddress: { max: config.ADDRESS_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 },
  });
  await app.register(addressRoutes, { prefix: '/api', address });
  const checkout = createCheckoutService({
    db,
    orders,
    now,
    limiter,
    limitPerAddress: { max: config.CHECKOUT_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 },
    cartLimits,
    checkAddress: address.check,
  });
  const resolveSession =
    deps.resolveSession ?? (async (request) => (await readSession(db, request))?.id ?? null);
  // Who is signed in to "Mijn Gouden Haan" (decision 049): the checkout's e-mail, the stamp card's reward.
  const signedInEmail =
    deps.signedInEmail ??
    (async (request: FastifyRequest) => (await signedInCustomer(request))?.email ?? null);
  await app.register(checkoutRoutes, {
    prefix: '/api',
    checkout,
    orders,
    resolveSession,
    signedInEmail,
    siteUrl: config.siteUrl,
  });
  await app.register(orderRoutes, {
    prefix: '/api',
    orders,
    database: deps.database,
    siteUrl: config.siteUrl,
  });
  await app.register(paymentRoutes, {
    prefix: '/api',
    applyProviderStatus: orders.applyProviderStatus,
    provider,
  });
  await app.register(printingRoutes, { prefix: '/api', printing });
  // The stamp card (decision 052): the reward only for a signed-in customer of "Mijn Gouden Haan".
  await app.register(stampRoutes, {
    prefix: '/api',
    service: createStampsService({ db }),
    signedInEmail,
    resolveSession,
  });
  await app.register(pushRoutes, { prefix: '/api', push });
  const content = createContentService({
    db: deps.database.db,
    outbox,
    limiter,
    limits: {
      perAddress: { max: config.FORM_LIMIT_PER_ADDRESS, windowMs: 3_600_000 },
      total: { max: config.FORM_LIMIT_PER_HOUR, windowMs: 3_600_000 },
    },
    // Job applications' CVs are private: never under the public uploads folder.
    uploadsDir: path.join(config.dataDir, 'applications'),
    now,
  });
  await app.register(contentRoutes, { prefix: '/api', service: content });
  await app.register(sitemapRoutes, { service: content, siteUrl: config.siteUrl });
  // "Mijn Gouden Haan" (decision 049): its page offers the privacy link, and an erasure takes the account.
  const account = createAccountService({
    db,
    outbox,
    limiter,
    now,
    siteUrl: config.siteUrl,
    privacyLink: (email) => privacy.linkFor(email),
    voidPrivacyLinks: (tx, email) => privacy.voidLinksOf(tx, email),
  });
  const privacy = createPrivacyService({
    db,
    outbox,
    limiter,
    now,
    siteUrl: config.siteUrl,
    cvDir: path.join(config.dataDir, 'applications'),
    alsoErase: account.erase,
  });
  app.decorate('privacy', privacy);
  await app.register(privacyRoutes, { prefix: '/api', service: privacy });
  registerAccounts(app, account, config.production);
  await app.register(accountRoutes, { prefix: '/api', service: account });
  // The /api/admin tree: the guard first, then every admin module behind it (closed by default).
  const auth = createAuthService({ db, outbox, limiter, now, siteUrl: config.siteUrl });
  const refunds = createRefundsService({
    db,
    outbox,
    now,
    siteUrl: config.siteUrl,
    refundAtProvider: orders.refund,
    log: app.log,
  });
  await app.register(
    async (admin) => {
      registerAdminGuard(admin, auth.authenticate);
      await admin.register(adminAuthRoutes, { db, auth, secureCookie: config.production });
      await admin.register(teamRoutes, {
        team: createTeamService({
          db,
          outbox,
          now,
          siteUrl: config.siteUrl,
          admitAddress: auth.admitAddress,
        }),
      });
      await admin.register(adminProductRoutes, { db, uploadDir: config.dataDir });
      await admin.register(soldOutRoutes, { db, now });
      await admin.register(adminLocationRoutes, { db, now });
      await admin.register(adminOrderRoutes, {
        database: deps.database,
        authenticate: auth.authenticate,
        service: kitchen,
      });
      await admin.register(adminRefundRoutes, { db, service: refunds });
      await admin.register(adminPrivacyRoutes, { service: privacy });
      await admin.register(adminReportRoutes, { db });
      await admin.register(adminStampRoutes, { db });
      await admin.register(adminOrderHistoryRoutes, { db });
      await admin.register(adminOfferRoutes, { db, now });
      await admin.register(adminContentRoutes, { db, now });
      await admin.register(staffOrderRoutes, {
        database: deps.database,
        checkout,
        orders,
        outbox,
        now,
        siteUrl: config.siteUrl,
      });
      await admin.register(adminPrintingRoutes, { db, printing });
    },
    { prefix: '/api/admin' },
  );

  // Uploaded product photos: unique names, so they can be cached for good.
  const productPhotos = path.join(config.dataDir, 'uploads', 'products');
  mkdirSync(productPhotos, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: productPhotos,
    prefix: '/uploads/products/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  await registerSpa(app, config.webDist, shell, deps.database, config.siteUrl);
  return app;
}
