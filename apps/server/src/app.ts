/** Builds the Fastify application from its infrastructure; never listens (server.ts does). */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { frameworkErrorHandler, registerErrorHandler } from './lib/errors';
import { registerOriginGuard } from './lib/origin-guard';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import { createOutbox, privacyMailFooter, type OutboxWorker } from './mail/outbox';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService, type CheckoutService } from './modules/checkout/checkout.service';
import type { SessionResolver } from './modules/checkout/checkout-session';
import { cartRoutes } from './modules/cart/cart.routes';
import { contentRoutes } from './modules/content/content.routes';
import { sitemapRoutes } from './modules/content/sitemap.routes';
import { createContentService } from './modules/content/content.service';
import { adminApi } from './modules/admin-auth/admin-api';
import { healthRoutes } from './modules/health/health.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { addGaugeSource } from './modules/metrics/metrics';
import { orderRoutes } from './modules/orders/orders.routes';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { createOrderService, type OrderService } from './modules/admin-orders/admin-orders.service';
import { createPaymentProvider } from './modules/payments/create-provider';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { paymentRoutes } from './modules/payments/payments.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { printingRoutes } from './modules/printing/printing.routes';
import { createPrintingService, type PrintingService } from './modules/printing/printing.service';
import { createPrivacyService, type PrivacyService } from './modules/privacy/privacy.service';
import { readSession, registerSessions } from './modules/session/session';
import { registerOperations } from './plugins/operations';
import { apiSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers';
import { registerConnectionLimits, serverTimeouts } from './plugins/connection-limits';
import { registerRequestLog } from './plugins/request-log';
import { readSpaShell, registerSpa } from './plugins/spa';
import { registerRequestLanguage } from './lib/lang';
import './lib/zod-nl';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Mollie or the demo (from config) unless given; tests pass fakes. */
  paymentProvider?: PaymentProvider;
  /** The visitor's session id for a request; the session module's unless a test gives one. */
  resolveSession?: SessionResolver;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and payments, for the reconciliation job in server.ts and for tests. */
    orders: OrdersService;
    /** The e-mail outbox: server.ts starts its worker, tests drain it. */
    outbox: OutboxWorker;
    /** The kitchen's side of orders: server.ts runs its auto-accept sweep, tests call it. */
    kitchen: OrderService;
    /** Privacy requests and retention: server.ts runs its sweep, tests call it with a fixed clock. */
    privacy: PrivacyService;
  }
}

/** What the modules get besides the app's own deps. */
export interface SharedServices {
  outbox: OutboxWorker;
  limiter: RateLimiter;
  orders: OrdersService;
  kitchen: OrderService;
  privacy: PrivacyService;
  /** Staff orders place their carts through it too (decision 029). */
  checkout: CheckoutService;
  printing: PrintingService;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, so tests can sweep all of them (access, malformed input). */
    registeredRoutes: RegisteredRoute[];
  }
}

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
  });
  await app.register(fastifyCookie);
  registerOriginGuard(app, { siteUrl: config.siteUrl, production: config.production, exempt: ORIGIN_EXEMPT });

  registerSessions(app, { config, db: deps.database.db, now });
  // Before every route: the OpenAPI document and the request metrics cover each one added after.
  await registerOperations(app, deps);

  await app.register(healthRoutes, { prefix: '/api', database: deps.database });
  await app.register(locationsRoutes, { prefix: '/api', database: deps.database, now });
  await app.register(menuRoutes, { prefix: '/api', database: deps.database });
  await app.register(cartRoutes, { prefix: '/api', database: deps.database });

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
  app.addHook('onClose', async () => {
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
  });
  app.decorate('orders', orders);
  const printing = createPrintingService({ db, now, limiter, siteUrl: config.siteUrl });
  const kitchen = createOrderService({
    db,
    outbox,
    now,
    siteUrl: config.siteUrl,
    refund: orders.refund,
    log: app.log,
    printing,
  });
  app.decorate('kitchen', kitchen);
  const checkout = createCheckoutService({
    db,
    orders,
    now,
    limiter,
    limitPerAddress: { max: config.CHECKOUT_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 },
  });
  const resolveSession =
    deps.resolveSession ?? (async (request) => (await readSession(db, request))?.id ?? null);
  await app.register(checkoutRoutes, {
    prefix: '/api',
    checkout,
    orders,
    resolveSession,
    siteUrl: config.siteUrl,
  });
  await app.register(orderRoutes, {
    prefix: '/api',
    orders,
    database: deps.database,
    siteUrl: config.siteUrl,
  });
  await app.register(paymentRoutes, { prefix: '/api', orders, provider });
  await app.register(printingRoutes, { prefix: '/api', printing });
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
  const privacy = createPrivacyService({
    db,
    outbox,
    limiter,
    now,
    siteUrl: config.siteUrl,
    cvDir: path.join(config.dataDir, 'applications'),
  });
  app.decorate('privacy', privacy);
  await app.register(privacyRoutes, { prefix: '/api', service: privacy });
  await app.register(adminApi, {
    prefix: '/api/admin',
    ...deps,
    outbox,
    limiter,
    privacy,
    orders,
    kitchen,
    checkout,
    printing,
  });

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
