/** /api/admin/orders: the live kitchen board (JSON + Server-Sent Events) and status changes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminOrderBoardSchema,
  adminOrderSchema,
  orderStatusBodySchema,
} from '@gh/domain/admin';
import type { Database } from '../../db/client';
import type { Outbox } from '../../mail/outbox';
import type { AuthService } from '../admin-auth/admin-auth.service';
import { sha256 } from '../admin-auth/admin-auth.service';
import { ADMIN_COOKIE, assertLocation, currentAdmin } from '../admin-auth/admin-guard';
import { TooManyRequestsError } from '../../lib/errors';
import { orderRepository } from './admin-orders.repository';
import { createOrderService } from './admin-orders.service';
import { addGaugeSource } from '../metrics/metrics';
import { createOrderHub } from './order-hub';

const locationQuery = z.object({ location: z.string().min(1, 'Kies een locatie.').max(50) });
const idParams = z.object({ id: z.uuid('Deze bestelling bestaat niet.') });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEARTBEAT_MS = 25_000;
/**
 * Open board streams: a kitchen has a screen or two, so a few per signed-in session, and a cap for
 * the process, so one stolen or buggy session cannot hold hundreds of connections and LISTENers.
 */
export const STREAM_LIMITS = { perSession: 5, total: 200 };

export const adminOrderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  outbox: Outbox;
  now: () => Date;
  siteUrl: string;
  auth: AuthService;
}> = async (app, { database, outbox, now, auth }) => {
  const db = database.db;
  const service = createOrderService({ db, outbox, now });
  const hub = createOrderHub(database);
  const streams = new Set<ServerResponse>();
  const streamsPerSession = new Map<string, number>();
  let streamsCounted = 0;
  const removeGauge = addGaugeSource(
    { name: 'gh_board_streams_open', help: 'Kitchen boards connected to this process (live order streams).' },
    () => streams.size,
  );
  app.addHook('preClose', async () => {
    removeGauge();
    for (const stream of streams) stream.end();
    await hub.close();
  });
  const queryLocation = async (request: { query: unknown }) =>
    String((request.query as { location?: string }).location ?? '');

  app.get(
    '/orders',
    {
      config: { adminAccess: 'staff', adminLocation: queryLocation },
      schema: { querystring: locationQuery, response: { 200: adminOrderBoardSchema } },
    },
    async (request, reply) => {
      assertLocation(currentAdmin(request), request.query.location);
      reply.header('cache-control', 'no-store');
      return service.board(request.query.location);
    },
  );

  app.get(
    '/orders/stream',
    {
      config: { adminAccess: 'staff', adminLocation: queryLocation },
      schema: { querystring: locationQuery },
    },
    async (request, reply) => {
      assertLocation(currentAdmin(request), request.query.location);
      const session = sha256(request.cookies[ADMIN_COOKIE] ?? '');
      const ofSession = streamsPerSession.get(session) ?? 0;
      if (ofSession >= STREAM_LIMITS.perSession) {
        throw new TooManyRequestsError(ADMIN_MESSAGES.tooManyStreamsSession, 60);
      }
      if (streamsCounted >= STREAM_LIMITS.total) {
        throw new TooManyRequestsError(ADMIN_MESSAGES.tooManyStreams, 60);
      }
      // Counted before the first await, so streams opened at once cannot all slip under the cap.
      streamsPerSession.set(session, ofSession + 1);
      streamsCounted += 1;
      let counted = true;
      const uncount = () => {
        if (!counted) return;
        counted = false;
        streamsCounted -= 1;
        const left = (streamsPerSession.get(session) ?? 1) - 1;
        if (left > 0) streamsPerSession.set(session, left);
        else streamsPerSession.delete(session);
      };
      const raw = reply.raw;
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(
          request.query.location,
          (event) => raw.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`),
          () => raw.write('event: resync\ndata: {}\n\n'),
        );
      } catch (err) {
        uncount();
        throw err;
      }
      // Answer only once the LISTEN stands: the board reloads when the stream opens, so an order
      // paid between that reload and the subscription would otherwise never show.
      reply.hijack();
      // Hijacked, the reply no longer sends what the hooks set on it: the security headers go along here.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n: verbonden\n\n');
      streams.add(raw);
      // The heartbeat also re-checks the session: after sign-out or expiry the stream ends, and the
      // browser's reconnect then gets the 401 that sends it to the login page.
      const heartbeat = setInterval(() => {
        auth
          .authenticate(request.cookies[ADMIN_COOKIE])
          .then((user) => (user ? raw.write(': ping\n\n') : raw.end()))
          .catch(() => raw.end());
      }, HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(raw);
        uncount();
      };
      request.raw.on('close', stop);
      raw.on('close', stop);
      // A board that went away while the LISTEN was being set up closed before anyone listened.
      if (raw.destroyed || request.raw.destroyed) stop();
    },
  );

  app.post(
    '/orders/:id/status',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => {
          const id = (request.params as { id?: string }).id ?? '';
          return UUID.test(id) ? orderRepository.locationOf(db, id) : null;
        },
      },
      schema: { params: idParams, body: orderStatusBodySchema, response: { 200: adminOrderSchema } },
    },
    async (request) =>
      service.changeStatus(
        currentAdmin(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  );
};
