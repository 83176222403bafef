/**
 * /metrics in the Prometheus text format, closed to the public: it answers only with the bearer
 * METRICS_TOKEN, or on a port of its own (METRICS_PORT, on METRICS_HOST, loopback by default). With
 * neither set it does not exist. Also times every request by its route pattern.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { MESSAGES } from '@gh/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isBuiltFileRoute } from '../../lib/static-files';
import { addGaugeSource, httpRequestDuration, registry } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

async function answer(authorization: string | undefined, token: string | undefined) {
  if (token !== undefined && !hasToken(authorization, token)) {
    return {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' },
      body: JSON.stringify({ message: 'Geef het metrics-token mee als Bearer-token.' }),
    };
  }
  return { status: 200, headers: { 'content-type': registry.contentType }, body: await registry.metrics() };
}

/** The pool's connections by state; the embedded database has one connection and no pool to report. */
function poolGauges(database: Database): Array<() => void> {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    return [
      addGaugeSource({ name: 'gh_db_pool_max', help: 'Connections the database pool may open.' }, () => 1),
    ];
  }
  const pool = client;
  return [
    addGaugeSource(
      { name: 'gh_db_pool_max', help: 'Connections the database pool may open.' },
      () => pool.options.max ?? 10,
    ),
    addGaugeSource(
      {
        name: 'gh_db_pool_connections',
        help: 'Open connections of the database pool, by state.',
        labelNames: ['state'],
      },
      () => [
        { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
    ),
    addGaugeSource(
      { name: 'gh_db_pool_waiting', help: 'Queries waiting for a free connection of the pool.' },
      () => pool.waitingCount,
    ),
  ];
}

/** A request's route pattern; pages rendered by the not-found handler, and the built files, as one each. */
function routeLabel(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  if (url === undefined) return /^\/api(\/|$)/.test(request.url) ? 'unmatched' : 'pages';
  return isBuiltFileRoute({ url, schema }) ? 'static files' : url;
}

export async function registerMetrics(
  app: FastifyInstance,
  options: { config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>; database: Database },
): Promise<void> {
  const { config } = options;
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        route: routeLabel(request),
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const removers = poolGauges(options.database);
  app.addHook('onClose', async () => {
    for (const remove of removers) remove();
  });

  app.get(
    '/metrics',
    { schema: { summary: 'Prometheus metrics (needs the bearer METRICS_TOKEN; see docs/metrics.md)' } },
    async (request, reply) => {
      // Without a token the metrics live on their own port, or nowhere: not here.
      if (config.METRICS_TOKEN === undefined)
        return reply.code(404).send({ message: MESSAGES.routeNotFound });
      const result = await answer(request.headers.authorization, config.METRICS_TOKEN);
      return reply
        .code(result.status)
        .headers({ ...result.headers, 'cache-control': 'no-store' })
        .send(result.body);
    },
  );

  if (config.METRICS_PORT === undefined) return;
  const port = config.METRICS_PORT;
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Alleen /metrics."}');
        return;
      }
      answer(req.headers.authorization, config.METRICS_TOKEN).then(
        (result) => res.writeHead(result.status, result.headers).end(result.body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics could not be collected');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, config.METRICS_HOST, () => resolve());
    });
    app.log.info(`Metrics op http://${config.METRICS_HOST}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
