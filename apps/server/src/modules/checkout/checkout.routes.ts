import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOpenOrderBodySchema,
  checkoutBodySchema,
  checkoutOptionsQuerySchema,
  checkoutOptionsSchema,
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
  openOrderSchema,
} from '@gh/domain/checkout';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import * as m from '@gh/i18n/messages';
import { AppError } from '../../lib/errors';
import type { OrdersService } from '../orders';
import type { CheckoutService } from './checkout.service';
import type { SessionResolver } from './checkout-session';
import { addressKey } from '../../lib/client-address';

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  orders: OrdersService;
  resolveSession: SessionResolver;
  /** The customer signed in to "Mijn Gouden Haan" (lowercase), or null: their orders go to that address. */
  signedInEmail: (request: FastifyRequest) => Promise<string | null>;
  /** The site's own address for redirect and webhook URLs (config.siteUrl, never the Host header). */
  siteUrl: string;
}> = async (app, { checkout, orders, resolveSession, signedInEmail, siteUrl }) => {
  app.get(
    '/checkout/options',
    {
      schema: {
        querystring: checkoutOptionsQuerySchema,
        response: { 200: checkoutOptionsSchema, 404: errorBodySchema },
      },
    },
    async (request) => checkout.options(request.query.location, request.query.fulfilment),
  );

  app.get(
    '/checkout/quote',
    { schema: { querystring: checkoutQuoteQuerySchema, response: { 200: checkoutQuoteSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.quote(await resolveSession(request), request.query.fulfilment, request.query.postcode);
    },
  );

  app.post(
    '/checkout',
    {
      schema: {
        body: checkoutBodySchema,
        response: { 201: checkoutResponseSchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A signed-in customer orders with the account's address: its orders, stamps and reward are one.
      const account = await signedInEmail(request);
      if (account && request.body.email.trim().toLowerCase() !== account) {
        throw new AppError(422, m.server_checkout_email_signed_in({ email: account }));
      }
      const result = await checkout.checkout({
        sessionId: await resolveSession(request),
        body: request.body,
        baseUrl: siteUrl,
        address: addressKey(request.ip),
      });
      return reply.code(201).send(result);
    },
  );

  // One cart, one open order (issue 17 item 7): checkout offers to go on paying it, or to replace it.
  app.get(
    '/checkout/open-order',
    { schema: { response: { 200: openOrderSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sessionId = await resolveSession(request);
      return { order: sessionId ? await orders.openOrderOf(sessionId) : null };
    },
  );

  app.post(
    '/checkout/open-order/cancel',
    {
      schema: {
        body: cancelOpenOrderBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await orders.cancelUnpaid(await resolveSession(request), request.body.orderId);
      return { ok: true as const };
    },
  );
};
