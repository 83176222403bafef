/** Environment variables, parsed once at start; a bad value stops the server naming the variable. */
import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? false : v === 'true' ? true : v)),
  // --- Rate limits (decision 019), counted in the database so every instance shares them.
  /** Contact messages, and job applications, from one client address per hour (each form its own). */
  FORM_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Contact messages, and job applications, from all addresses together per hour (each form its own). */
  FORM_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Checkouts (new orders) from one client address per 10 minutes. */
  CHECKOUT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
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
  if (missing.length > 0) {
    const unique = [...new Set(missing)];
    throw new ConfigError(
      `Ongeldige configuratie:\n${unique.map((name) => `  ${name}: ontbreekt${production ? ' (verplicht met NODE_ENV=production)' : ''}`).join('\n')}`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const webDist = path.resolve(e.WEB_DIST ?? defaultWebDist);
  return { ...e, production, paymentProvider, dataDir, webDist };
}
