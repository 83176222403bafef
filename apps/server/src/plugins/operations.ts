/**
 * What the people who run the site use, rather than its visitors: the OpenAPI document and reference,
 * the Prometheus metrics and the web-vitals beacon. Registered before every other route, so the
 * document and the request timings cover all of them.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createRateLimiter } from '../lib/rate-limit';
import { registerMetrics, vitalsRoutes } from '../modules/metrics';
import { registerOpenApi } from '../modules/openapi';

export async function registerOperations(
  app: FastifyInstance,
  deps: { config: Config; database: Database; now: () => Date },
): Promise<void> {
  await registerOpenApi(app);
  await registerMetrics(app, deps);
  const limiter = createRateLimiter({ db: deps.database.db, now: deps.now });
  await app.register(vitalsRoutes, { prefix: '/api', limiter });
}
