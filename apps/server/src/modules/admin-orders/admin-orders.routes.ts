/** /api/admin/orders: the live kitchen board (JSON + Server-Sent Events) and status changes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminOrderBoardSchema,
  adminOrderSchema,
  acceptBodySchema,
  delayBodySchema,
  orderStatusBodySchema,
  rejectBodySchema,
} from '@gh/domain/admin';
import type { Database } from '../../db/client';
import { sha256 } from '../../lib/tokens';
import { ADMIN_COOKIE, assertLocation, currentAdmin, type Authenticate } from '../../lib/admin-access';
import { openEventStream } from '../../lib/event-stream';
import { createStreamSlots } from '../../lib/stream-slots';
import { locationOfOrderInPath, createOrderHub } from '../orders';
import type { OrderService } from './admin-orders.service';
import { addGaugeSource } from '../metrics';

const locationQuery = z.object({ location: z.string().min(1, 'Kies een locatie.').max(50) });
const idParams = z.object({ id: z.uuid('Deze bestelling bestaat niet.') });
/** Every ~15 s; the board reconnects after `BOARD_STALE_MS` (domain) without one. */
const HEARTBEAT_MS = 15_000;
/**
 * Open board streams: a kitchen has a screen or two, so a few per signed-in session, and a cap for
 * the process, so one stolen or buggy session cannot hold hundreds of connections and LISTENers.
 */
export const STREAM_LIMITS = { perKey: 5, total: 200 };

export const adminOrderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** Re-checks the session of an open board stream (the admin-auth module's `authenticate`). */
  authenticate: Authenticate;
  service: OrderService;
}> = async (app, { database, authenticate, service }) => {
  const db = database.db;
  const hub = createOrderHub(database, app.log);
  const streams = new Set<ServerResponse>();
  const slots = createStreamSlots(STREAM_LIMITS, {
    perKey: ADMIN_MESSAGES.tooManyStreamsSession,
    total: ADMIN_MESSAGES.tooManyStreams,
  });
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
      const release = slots.take(sha256(request.cookies[ADMIN_COOKIE] ?? ''));
      const raw = reply.raw;
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(
          request.query.location,
          (event) => raw.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`),
          () => raw.write('event: resync\ndata: {}\n\n'),
        );
      } catch (err) {
        release();
        throw err;
      }
      // Answer only once the LISTEN stands: the board reloads when the stream opens, so an order
      // paid between that reload and the subscription would otherwise never show.
      openEventStream(reply);
      streams.add(raw);
      // The heartbeat also re-checks the session: after sign-out, expiry or deactivation the stream
      // ends, and the browser's reconnect then gets the 401 that sends it to the login page. Staff moved
      // to another location by the owner (decision 047) lose this location's stream the same way.
      const location = request.query.location;
      const heartbeat = setInterval(() => {
        authenticate(request.cookies[ADMIN_COOKIE])
          .then((user) =>
            user && (user.role === 'admin' || user.locationSlug === location) ? user : undefined,
          )
          // A comment line keeps proxies from closing an idle stream; the `ping` event lets the board
          // notice a connection that died without closing (Wi-Fi lost, a laptop asleep) and reconnect.
          .then((user) => (user ? raw.write(': ping\nevent: ping\ndata: {}\n\n') : raw.end()))
          .catch(() => raw.end());
      }, HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(raw);
        release();
      };
      request.raw.on('close', stop);
      raw.on('close', stop);
      // A board that went away while the LISTEN was being set up closed before anyone listened.
      if (raw.destroyed || request.raw.destroyed) stop();
    },
  );

  // Staff of the order's own location only: the guard reads the location of the order in the path.
  const orderConfig = { adminAccess: 'staff' as const, adminLocation: locationOfOrderInPath(db) };

  app.post(
    '/orders/:id/status',
    {
      config: orderConfig,
      schema: { params: idParams, body: orderStatusBodySchema, response: { 200: adminOrderSchema } },
    },
    async (request) =>
      service.changeStatus(
        currentAdmin(request),
        request.params.id,
        request.body.status,
        request.body.reason ? { reason: request.body.reason, note: request.body.note } : undefined,
      ),
  );

  app.post(
    '/orders/:id/accept',
    {
      config: orderConfig,
      schema: {
        summary: 'Accept a paid order with a preparation time; the customer is told when it is ready.',
        params: idParams,
        body: acceptBodySchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => service.accept(currentAdmin(request), request.params.id, request.body.minutes),
  );

  app.post(
    '/orders/:id/reject',
    {
      config: orderConfig,
      schema: {
        summary:
          'Reject or cancel an order with a reason of the list (text only with "other"; with "sold_out" what goes off the menu); a paid one is refunded in full (idempotent).',
        params: idParams,
        body: rejectBodySchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => service.reject(currentAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/orders/:id/delay',
    {
      config: orderConfig,
      schema: {
        summary: 'Move the time told to the customer of an accepted order; they get an e-mail.',
        params: idParams,
        body: delayBodySchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => service.delay(currentAdmin(request), request.params.id, request.body.minutes),
  );
};
