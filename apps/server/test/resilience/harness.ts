/**
 * The reliability suite's tools: real server processes on loopback (on a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set, else on a fresh embedded one), HTTP sessions with cookies, and the
 * figures each test reports for docs/reliability.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dropDatabase } from '../databases';
import type { Caller } from '../price-agreement';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export { FIGURES_FILE, FULL, scale, recordFigure, type Figure } from './figures';

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestDatabase {
  /** Environment for a server process: DATABASE_URL, or a DATA_DIR for PGlite. */
  env: Record<string, string>;
  url?: string;
  drop(): Promise<void>;
}

const pgBase = () => process.env.TEST_DATABASE_URL;

export async function createDatabase(): Promise<TestDatabase> {
  const base = pgBase();
  if (!base) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-resilience-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `gh_r_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-resilience-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    url: url.toString(),
    async drop() {
      await dropDatabase(base, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs one query straight on a test database, to check what no API shows (duplicate rows).
 * An embedded (PGlite) database can only be opened while no server process holds it.
 */
export async function queryDatabase<T>(database: TestDatabase, text: string): Promise<T[]> {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(database.env.DATA_DIR!, 'pgdata'));
  try {
    return (await db.query<T>(text)).rows;
  } finally {
    await db.close();
  }
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** Stops the process with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { host?: string; port?: number } = {},
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every simulated customer comes from loopback: the limits per address are tested on their own.
      CHECKOUT_LIMIT_PER_ADDRESS: '100000',
      UNPAID_ORDERS_PER_ADDRESS: '100000',
      FORM_LIMIT_PER_ADDRESS: '10000',
      FORM_LIMIT_PER_HOUR: '100000',
      HOST: host,
      PORT: String(port),
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://${host}:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Keeps the cookies of Set-Cookie headers in a jar, and drops the ones they clear. */
export function storeCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const setCookie of setCookies) {
    const [pair] = setCookie.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** A visitor: keeps cookies between calls like a browser would, and sends our own Origin. */
export class Visitor {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method === 'GET' ? {} : { origin: this.origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    storeCookies(this.cookies, res.headers.getSetCookie());
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: res.status,
      json: json as Record<string, unknown> & { message?: string },
      headers: res.headers,
    };
  }
}

/** A visitor as the price and money-chain checks call the API: method, path and body. */
export const callerOf =
  (visitor: Visitor): Caller =>
  (method, path, body) =>
    visitor.call(method, path, body);

export interface MenuProduct {
  id: string;
  name: string;
  price: number;
  category: string;
  location: string;
  available: boolean;
  optionGroups: {
    id: string;
    name: string;
    min: number;
    max: number;
    options: { choice: string; price: number }[];
  }[];
}

export async function menuProducts(baseUrl: string, city: string): Promise<MenuProduct[]> {
  const res = await fetch(`${baseUrl}/api/menu/${city}`);
  const body = (await res.json()) as { categories: { products: MenuProduct[] }[] };
  return body.categories.flatMap((c) => c.products);
}

/** An available product that needs no option: the simplest thing to put in a cart. */
export function plainProduct(products: MenuProduct[]): MenuProduct {
  const product = products.find(
    (p) => p.available && p.optionGroups.every((g) => g.min === 0) && p.price > 0,
  );
  if (!product) throw new Error('no plain product on the menu');
  return product;
}

export function addPayload(product: MenuProduct, extra: Record<string, unknown> = {}) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: 1,
    category: product.category,
    location: product.location,
    selectedOptions: [],
    ...extra,
  };
}

/** The body of a pickup checkout at the soonest time the location takes one: now, or its first free slot. */
export async function pickupCheckoutBody(
  baseUrl: string,
  location: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/checkout/options?location=${location}&fulfilment=pickup`);
  const options = (await res.json()) as {
    asap: { available: boolean };
    slots: { time: string; available: boolean }[];
  };
  const time = options.asap.available ? 'asap' : options.slots.find((s) => s.available)?.time;
  if (!time) throw new Error(`${location} takes no pickup orders at all`);
  return {
    fulfilment: 'pickup',
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    phone: '06 12345678',
    time,
    termsAccepted: true,
    idempotencyKey: randomBytes(16).toString('hex'),
    ...extra,
  };
}
