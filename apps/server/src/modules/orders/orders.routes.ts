import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_ORDER_MESSAGES,
  orderPublicIdParamsSchema,
  orderSummarySchema,
  retryResponseSchema,
  type OrderSummary,
} from '@gh/domain/checkout';
import { errorBodySchema } from '@gh/domain/cart';
import type { Database } from '../../db/client';
import { currentLang } from '@gh/i18n';
import { openEventStream } from '../../lib/event-stream';
import { inLanguage } from '../../lib/lang';
import { createStreamSlots } from '../../lib/stream-slots';
import { addGaugeSource } from '../metrics';
import { createOrderHub } from './order-hub';
import type { OrdersService } from './orders.service';
import { addressHash, addressKey } from '../../lib/client-address';

const HEARTBEAT_MS = 25_000;
/**
 * Open live order pages: a customer follows one order or two, so a few per client address (a family
 * behind one router, a few tabs) and a few per order, and a cap for the process like the board's
 * (decision 026). Filling the pool takes 125 addresses (an IPv6 /64 is one), each with orders of its
 * own (issue 26 item 7; it took 50 with 10 per address and one order).
 */
export const ORDER_STREAM_LIMITS = { perKey: 4, total: 500 };
export const ORDER_STREAMS_PER_ORDER = 4;
/**
 * After this the order changes no more and the stream ends: completed, or cancelled with nothing (more)
 * to give back. A refund still due is waited for: the page says "teruggestort" when it is.
 */
const isFinal = (order: OrderSummary) =>
  order.status === 'completed' || (order.status === 'cancelled' && (order.refund?.done ?? true));

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  database: Database;
  /** The site's own address for the new payment's redirect and webhook (never the Host header). */
  siteUrl: string;
}> = async (app, { orders, database, siteUrl }) => {
  const hub = createOrderHub(database, app.log);
  const slots = createStreamSlots(ORDER_STREAM_LIMITS, {
    perKey: LIVE_ORDER_MESSAGES.tooManyStreamsAddress,
    total: LIVE_ORDER_MESSAGES.tooManyStreams,
  });
  // Only the per-key cap counts here: the pool is the address slots' total.
  const orderSlots = createStreamSlots(
    { perKey: ORDER_STREAMS_PER_ORDER, total: Number.MAX_SAFE_INTEGER },
    { perKey: LIVE_ORDER_MESSAGES.tooManyStreamsOrder, total: LIVE_ORDER_MESSAGES.tooManyStreams },
  );
  const streams = new Set<ServerResponse>();
  const removeGauge = addGaugeSource(
    { name: 'gh_order_streams_open', help: 'Live order pages of customers connected to this process.' },
    () => streams.size,
  );
  app.addHook('preClose', async () => {
    removeGauge();
    for (const stream of streams) stream.end();
    await hub.close();
  });

  app.get(
    '/orders/:publicId',
    {
      schema: {
        params: orderPublicIdParamsSchema,
        response: { 200: orderSummarySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.summary(request.params.publicId);
    },
  );

  /**
   * The order's live view: Server-Sent Events of its summary, first as it stands, then after every
   * change that any instance NOTIFYs. The browser polls GET /orders/:publicId when this fails.
   */
  app.get(
    '/orders/:publicId/events',
    {
      schema: {
        summary: "Live updates of one order (Server-Sent Events, event 'order' carries its summary)",
        params: orderPublicIdParamsSchema,
        response: { 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const releaseAddress = slots.take(addressKey(request.ip));
      let releaseOrder: () => void;
      try {
        releaseOrder = orderSlots.take(request.params.publicId);
      } catch (err) {
        releaseAddress();
        throw err;
      }
      const release = () => {
        releaseAddress();
        releaseOrder();
      };
      // A change arrives on the hub's connection, outside this request: its summary is still made in
      // the language the page asked in (`?lang=en`), as the first one is.
      const lang = currentLang();
      let unsubscribe: (() => void) | undefined;
      // Summaries are written in the order the events came, one at a time.
      let queue = Promise.resolve();
      let ended = false;
      const send = () => {
        queue = queue
          .then(async () => {
            if (ended) return;
            const summary = await inLanguage(lang, () => orders.summary(request.params.publicId));
            if (ended) return;
            // reply.raw is the stream opened below; nothing is written before it is.
            reply.raw.write(`event: order\ndata: ${JSON.stringify(summary)}\n\n`);
            if (isFinal(summary)) reply.raw.end();
          })
          .catch((err: unknown) => {
            request.log.warn({ err }, 'live order summary failed');
          });
      };
      try {
        const orderId = await orders.orderIdOf(request.params.publicId);
        unsubscribe = await hub.subscribeOrder(orderId, send, send);
      } catch (err) {
        release();
        throw err;
      }
      const stream = openEventStream(reply);
      streams.add(stream);
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const stop = () => {
        ended = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        streams.delete(stream);
        release();
      };
      request.raw.on('close', stop);
      stream.on('close', stop);
      if (stream.destroyed || request.raw.destroyed) stop();
      // The state as it stands once the LISTEN does: nothing between the page's load and now is lost.
      else send();
    },
  );

  app.post(
    '/orders/:publicId/retry',
    { schema: { params: orderPublicIdParamsSchema, response: { 201: retryResponseSchema } } },
    async (request, reply) => {
      const result = await orders.retry(
        request.params.publicId,
        siteUrl,
        addressHash(addressKey(request.ip)),
      );
      return reply.code(201).send(result);
    },
  );
};
