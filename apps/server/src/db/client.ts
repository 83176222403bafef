/** Opens the database: embedded PGlite by default, PostgreSQL through `pg` when a URL is given. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepChmodPrivate } from '../lib/private-files';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { applyFunctions, pgliteRunner, pgRunner, type MigrateOptions } from './repeatable-functions';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx` so a caller can pass one down. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs the migrations of `folder` (ours unless given: a restore stops at the backup's), then the
   * function files that changed (decision 037): with our migrations those of src/db/functions, with
   * another folder none (they are written for the newest schema) unless `options.functions` names some.
   */
  migrate(folder?: string, options?: MigrateOptions): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; the returned function unsubscribes. `onReconnect` runs when the
   * listening connection was lost and made again, so the subscriber can drop what it may have missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Subscriber {
  onMessage: (payload: string) => void;
  onReconnect?: (() => void) | undefined;
}

export { migrationsFolder, type MigrateOptions };

/** Serialises migrations of several instances starting at once on one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  // Loaded only here: the embedded database's module costs some 40 MB that a PostgreSQL server never needs.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) {
    await mkdir(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
    // Its files hold names, e-mail addresses and password hashes: the server's user's alone (issue 26).
    keepChmodPrivate(options.dataDir);
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client;
  try {
    client = await PGlite.create(
      options.dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate(folder, options = {}) {
      await migratePglite(db as never, { migrationsFolder: folder ?? migrationsFolder });
      await applyFunctions(pgliteRunner(client), folder, options);
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  pool.on('connect', (client) => {
    // A client in use (say, inside a transaction) whose connection the database ends (a restart,
    // a terminated backend) emits 'error', which would kill the process with nobody listening.
    // Its query or transaction fails on its own, and the pool drops the client when it comes back.
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: Promise<pg.Client> | undefined;
  let closed = false;
  const channels = new Map<string, Set<Subscriber>>();

  // One connection carries every LISTEN of this instance. When it drops, it is re-made with the
  // same channels and every subscriber hears `onReconnect`: notifications may have been missed.
  function connectListener(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (msg) => {
        for (const s of channels.get(msg.channel) ?? []) s.onMessage(msg.payload ?? '');
      });
      client.on('error', () => {
        listener = undefined;
        client.end().catch(() => {});
        if (!closed) setTimeout(() => void relisten(), 1000).unref();
      });
      await client.connect();
      for (const channel of channels.keys()) await client.query(`listen ${channel}`);
      return client;
    })().catch((err: unknown) => {
      listener = undefined;
      throw err;
    });
    return listener;
  }

  async function relisten(): Promise<void> {
    try {
      await connectListener();
      for (const set of channels.values()) for (const s of set) s.onReconnect?.();
    } catch {
      if (!closed) setTimeout(() => void relisten(), 2000).unref();
    }
  }

  return {
    db,
    driver: 'postgres',
    async migrate(folder, options = {}) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder ?? migrationsFolder });
        await applyFunctions(pgRunner(client), folder, options);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onMessage, onReconnect) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      const subscriber: Subscriber = { onMessage, onReconnect };
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        const client = await connectListener();
        await client.query(`listen ${channel}`);
      }
      set.add(subscriber);
      return async () => {
        set.delete(subscriber);
      };
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}

export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  dataDir: string;
}): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE })
    : openPglite({ dataDir: path.join(config.dataDir, 'pgdata') });
}

export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
