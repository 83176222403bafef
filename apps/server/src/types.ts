/**
 * The app's shared types: what buildApp takes, what it decorates the Fastify instance with. In a file
 * of their own so that nothing needs to import app.ts, which composes and is imported by nobody.
 */
import type { Agent } from 'node:https';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { OutboxWorker } from './mail/outbox';
import type { SessionResolver } from './modules/checkout';
import type { OrdersService } from './modules/orders';
import type { OrderService } from './modules/admin-orders';
import type { PaymentProvider } from './modules/payments';
import type { PrivacyService } from './modules/privacy';

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
  /**
   * The signed-in customer's e-mail address (the stamp card's reward, decision 052); tests give a fake.
   * Unset: the customer signed in to Mijn Gouden Haan (the account module's `signedInCustomer`).
   */
  signedInEmail?: (request: FastifyRequest) => Promise<string | null>;
  /** The HTTPS agent for push services: a test's, trusting its fake push service's certificate. */
  pushAgent?: Agent;
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
