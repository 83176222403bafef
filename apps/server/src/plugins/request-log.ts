/**
 * One log line per request, written when the answer is sent: method, route pattern, status and time.
 * Fastify's own request logging writes two lines (in and out), halving the menu's throughput at
 * `info`, and logs the full URL, query string included: the password-reset page's `?token=…` then
 * ended up in the log. Here a request with a route is logged by its pattern (`/api/menu/:location`),
 * and one without (pages, 404s) by its first segment only (`/api/…`, issue 26 item 7): a printer's
 * token or a payment id in a mistyped path never reaches the log, nor does any query string.
 */
import type { FastifyInstance } from 'fastify';
import { decodedPath } from '../lib/routed-path';

/** `/api/printers/abc` → `/api/…`, `/menu` → `/menu`: what a path without a route is logged as. */
export function firstSegment(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  return rest.length > 0 ? `/${first}/…` : `/${first}`;
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        ...(route === undefined ? { path: firstSegment(decodedPath(request)) } : { route }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
