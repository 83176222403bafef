/** Environment variables, parsed once at start; a bad value stops the server naming the variable. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { rangeCoverage } from './lib/client-address';
import { defaultWebDist } from './paths';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

/** A variable that may be left out or empty, else must match `pattern`. */
function optionalText(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().regex(pattern, message).optional());
}

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/48`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): off, `true` (any; refused in
 * production, where every client could then pick its own address), a hop count, or addresses and
 * ranges, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): boolean | number | string => {
    if (v === undefined || v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'een aantal proxies moet tussen 1 en 10 liggen' });
      return z.NEVER;
    }
    const list = v.split(',').map((part) => part.trim());
    const wrong = list.filter((part) => !isAddressOrRange(part));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `moet true, een aantal proxies of een lijst van IP-adressen of -reeksen (CIDR) zijn; onbekend: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    // A /0 is "every address": Fastify's proxy-addr throws on it at start. `true` says the same.
    const everything = list.filter((part) => /\/0+$/.test(part));
    if (everything.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${everything.join(', ')} vertrouwt elk adres als proxy; zeg dat met true (buiten productie), of geef de adressen van de proxies`,
      });
      return z.NEVER;
    }
    return list.join(',');
  });

/** The most addresses TRUST_PROXY may name in production: a /8 of IPv4, a /32 of IPv6 (issue 26 item 5). */
const MAX_TRUSTED = { v4: 2n ** 24n, v6: 2n ** 96n };

/** Whether proxy ranges cover so much that any client could claim to be a proxy. */
export function tooBroadProxies(value: Config['TRUST_PROXY']): boolean {
  if (typeof value !== 'string') return false;
  const covered = rangeCoverage(value.split(','));
  return covered.v4 > MAX_TRUSTED.v4 || covered.v6 > MAX_TRUSTED.v6;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./var'),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'moet met postgres:// of postgresql:// beginnen',
  }),
  /** Connections each server process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'moet minstens 12 tekens lang zijn').optional(),
  PAYMENT_PROVIDER: z.enum(['mollie', 'demo']).optional(),
  /** The demo checkout lets anyone mark an order paid: in production only with this set to true. */
  ALLOW_DEMO_PAYMENTS: z
    .enum(['true', 'false'], 'moet true of false zijn')
    .optional()
    .transform((v) => v === 'true'),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w+$/, 'moet met live_ of test_ beginnen')
    .optional(),
  /** Another address for the Mollie API: only for a local stand-in of Mollie in tests. */
  MOLLIE_API_ENDPOINT: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Gouden Haan <bestellingen@goudenhaan.nl>'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  /** How often unpaid payments are re-checked with the provider, in case a webhook got lost. */
  RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Seconds a request's body may take to arrive; uploads get twice as long (plugins/connection-limits.ts). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Connections one server process holds at most. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  // --- Rate limits (decision 019), counted in the database so every instance shares them.
  /** Contact messages, and job applications, from one client address per hour (each form its own). */
  FORM_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Contact messages, and job applications, from all addresses together per hour (each form its own). */
  FORM_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Checkouts (new orders) from one client address per 10 minutes. */
  CHECKOUT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Lines of a customer's cart at most (issue 26 item 7). */
  CART_MAX_LINES: z.coerce.number().int().min(1).max(1000).default(50),
  /** Euros a customer's cart may come to at most, before discounts (issue 26 item 7). */
  CART_MAX_TOTAL_EUROS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Orders one client address may have waiting for payment at once, across sessions (issue 26 item 4). */
  UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(3),
  /**
   * Where street and city are looked up from postcode and house number (decision 048): PDOK
   * Locatieserver's base (default PDOK's own), or `off`.
   */
  ADDRESS_LOOKUP_URL: z
    .string()
    .trim()
    .default('https://api.pdok.nl/bzk/locatieserver/search/v3_1')
    .refine((v) => v === 'off' || /^https?:\/\/[^\s]+$/.test(v), 'moet een http(s)-adres zijn, of off'),
  /** Address look-ups one client address may make per 10 minutes; then 429. */
  ADDRESS_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  // --- Web Push (issue 29 item 4, decision 050).
  /** Push subscriptions one client address may make per 10 minutes (decision 045's budgets). */
  PUSH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints): both or neither; when
   * neither, one is generated on the first start and kept in DATA_DIR/vapid-keys.json (0600). */
  VAPID_PUBLIC_KEY: optionalText(
    /^[A-Za-z0-9_-]{87}$/,
    'moet een P-256-sleutel in base64url zijn (87 tekens)',
  ),
  VAPID_PRIVATE_KEY: optionalText(
    /^[A-Za-z0-9_-]{43}$/,
    'moet een P-256-sleutel in base64url zijn (43 tekens)',
  ),
  /** Who push services may write to about our messages: mailto: or https:; else the MAIL_FROM address. */
  VAPID_SUBJECT: optionalText(
    /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
    'moet met mailto: of https:// beginnen',
  ),
  /**
   * The push services the server writes to (host names, a subscription's host must be one or end in
   * `.<one>`), so a subscription cannot make the server post to any address it likes. Chrome's is
   * fcm.googleapis.com; Chromium built without Google's API keys (Linux distributions', Playwright's)
   * subscribes at jmt17.google.com, Google's too.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,jmt17.google.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
    )
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  // --- Metrics (docs/metrics.md): /metrics needs this bearer token, or lives on a port of its own.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'moet minstens 16 tekens lang zijn').optional()),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Env = z.output<typeof envSchema>;

export interface Config extends Env {
  production: boolean;
  paymentProvider: 'mollie' | 'demo';
  dataDir: string;
  webDist: string;
  /**
   * The site's own address for links in e-mails, payment redirects, webhooks and the sitemap, without
   * a trailing slash: PUBLIC_URL, else http://localhost:PORT. Never the request's Host header, which
   * anyone can forge to send customers elsewhere after paying.
   */
  siteUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.MOLLIE_API_KEY ? 'mollie' : 'demo');
  const missing: string[] = [];
  if (paymentProvider === 'mollie' && !e.MOLLIE_API_KEY) missing.push('MOLLIE_API_KEY');
  if (production) {
    if (!e.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (!e.SMTP_URL) missing.push('SMTP_URL');
    if (!e.MOLLIE_API_KEY && e.PAYMENT_PROVIDER !== 'demo') missing.push('MOLLIE_API_KEY');
  }
  const refused: string[] = [];
  if (production && paymentProvider === 'demo' && !e.ALLOW_DEMO_PAYMENTS) {
    refused.push(
      'PAYMENT_PROVIDER: demo is in productie geweigerd, want met de demo-betaling kan iedereen een bestelling als betaald markeren. Stel MOLLIE_API_KEY in, of zet ook ALLOW_DEMO_PAYMENTS=true voor een testomgeving',
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    refused.push(
      'VAPID_PUBLIC_KEY en VAPID_PRIVATE_KEY: geef ze allebei, of geen van beide (dan maakt de server ze zelf)',
    );
  }
  if (production && e.TRUST_PROXY === true) {
    refused.push(
      'TRUST_PROXY: true is in productie geweigerd, want dan kiest elke bezoeker zijn eigen adres (X-Forwarded-For) en ontloopt hij de inloglimieten. Geef de adressen van de proxies (bijvoorbeeld 10.0.0.0/8) of hun aantal (1)',
    );
  }
  if (production && tooBroadProxies(e.TRUST_PROXY)) {
    refused.push(
      `TRUST_PROXY: ${String(e.TRUST_PROXY)} is in productie geweigerd: de reeksen zijn samen te groot (meer dan een /8 van IPv4 of een /32 van IPv6), dus vrijwel elke bezoeker mag zich als proxy voordoen en zijn eigen adres kiezen (X-Forwarded-For). Geef de adressen of de kleine reeks van de proxies (bijvoorbeeld 10.0.0.0/24)`,
    );
  }
  if (refused.length > 0) {
    throw new ConfigError(`Ongeldige configuratie:\n${refused.map((line) => `  ${line}`).join('\n')}`);
  }
  if (missing.length > 0) {
    const unique = [...new Set(missing)];
    throw new ConfigError(
      `Ongeldige configuratie:\n${unique.map((name) => `  ${name}: ontbreekt${production ? ' (verplicht met NODE_ENV=production)' : ''}`).join('\n')}`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const webDist = path.resolve(e.WEB_DIST ?? defaultWebDist);
  const siteUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { ...e, production, paymentProvider, dataDir, webDist, siteUrl };
}

/** What the log must say at every start because of how the site is configured. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (tooBroadProxies(config.TRUST_PROXY)) {
    warnings.push(
      `LET OP: TRUST_PROXY=${String(config.TRUST_PROXY)} is samen groter dan een /8 (IPv4) of een /32 (IPv6): bijna elke bezoeker kan zijn eigen adres kiezen. In productie wordt dit geweigerd.`,
    );
  }
  if (config.production && config.paymentProvider === 'demo') {
    warnings.push(
      'LET OP: demo-betalingen staan aan in productie (ALLOW_DEMO_PAYMENTS=true): iedereen kan een bestelling als betaald markeren zonder te betalen.',
    );
  }
  return warnings;
}
