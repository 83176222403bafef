/**
 * How long a client may take, and how many connections it may hold (issue 16 item 8). Fastify's
 * defaults wait for ever: 100 connections dripping a body one byte every 5 s stayed open for
 * minutes. Here:
 * - a request's body must arrive within REQUEST_TIMEOUT_SECONDS (30 s); an upload (multipart: CVs,
 *   product photos) gets twice that, which is also Node's hard limit for any request;
 * - headers within 15 s, an idle connection is closed after 60 s (a board stream pings every 25 s),
 *   an idle keep-alive connection after 5 s, and at most 1000 requests on one connection;
 * - at most MAX_CONNECTIONS connections at once; Node refuses more.
 *
 * Responses leave out `Connection: keep-alive` and `Keep-Alive: timeout=5, max=1000`: an HTTP/1.1
 * connection persists unless a side says otherwise, so the two lines only repeat the default, 57
 * bytes on each of the ~25 responses of a first visit (issue 28 item 10). Node keeps the connection
 * without them; on the last request it allows on a connection it still says `Connection: close`.
 */
import type { FastifyInstance } from 'fastify';

export const HEADERS_TIMEOUT_MS = 15_000;
export const IDLE_CONNECTION_MS = 60_000;
export const KEEP_ALIVE_MS = 5_000;
export const MAX_REQUESTS_PER_CONNECTION = 1000;

export interface ConnectionLimits {
  requestTimeoutSeconds: number;
}

export const uploadTimeoutMs = ({ requestTimeoutSeconds }: ConnectionLimits) =>
  2 * requestTimeoutSeconds * 1000;

/** Options for the Fastify constructor: Node's own limits. */
export function serverTimeouts(limits: ConnectionLimits) {
  const requestTimeout = uploadTimeoutMs(limits);
  return {
    requestTimeout,
    connectionTimeout: IDLE_CONNECTION_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    maxRequestsPerSocket: MAX_REQUESTS_PER_CONNECTION,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks the request and header deadlines this often (its default is 30 s, which would let
      // a 30-second limit run to a minute).
      connectionsCheckingInterval: 1000,
    },
  };
}

/**
 * The shorter deadline for ordinary bodies: JSON of at most 1 MB has no reason to take longer than
 * REQUEST_TIMEOUT_SECONDS. A request still receiving its body then loses its connection.
 */
export function registerConnectionLimits(
  app: FastifyInstance,
  limits: ConnectionLimits & { maxConnections: number },
): void {
  app.server.maxConnections = limits.maxConnections;
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw as typeof reply.raw & { maxRequestsOnConnectionReached?: boolean };
    if (!response.maxRequestsOnConnectionReached) response.removeHeader('connection');
    done();
  });
  const bodyMs = limits.requestTimeoutSeconds * 1000;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const { headers } = request;
    const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
    const multipart = String(headers['content-type'] ?? '').startsWith('multipart/');
    if (!hasBody || multipart || raw.complete) return done();
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket?.destroy();
    }, bodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
