/**
 * One log line per request, written when the answer is sent: method, route pattern, status and time.
 * Fastify's own request logging writes two lines (in and out), halving the menu's throughput at
 * `info`, and logs the full URL, query string included: the password-reset page's `?token=…` then
 * ended up in the log. Here a request with a route is logged by its pattern (`/api/menu/:location`),
 * and one without (pages, 404s) by its path alone: no query string is ever written.
 */
import type { FastifyInstance } from 'fastify';
import { decodedPath } from '../lib/routed-path';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        ...(route === undefined ? { path: decodedPath(request) } : { route }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
