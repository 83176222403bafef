/**
 * The routes of the app, for the sweeps over every route. Apart from the harness, which the browser
 * tests import too: this one loads the server's own code, which only the server's tests compile.
 */
import { buildApp } from '../../src/app';
import type { RegisteredRoute } from '../../src/types';
import { loadConfig } from '../../src/config';
import { openPglite, openPostgres } from '../../src/db/client';
import type { TestDatabase } from './harness';

/**
 * Every route the server registers (all methods but HEAD), read from the same code it runs: the app is
 * built but never listens.
 */
export async function registeredRoutes(database: TestDatabase): Promise<RegisteredRoute[]> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.env.DATA_DIR });
  // The app only keeps the database for later: PostgreSQL's pool connects on first use; the embedded
  // one, which the server holds, is replaced by an empty one in memory.
  const unused = database.url ? await openPostgres(database.url, { max: 1 }) : await openPglite();
  const app = await buildApp({
    config,
    database: unused,
    mailer: { send: async () => {}, close: () => {} },
  });
  const routes = [...app.registeredRoutes];
  await app.close();
  await unused.close();
  return routes;
}
