import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  checkoutOptionsQuerySchema,
  checkoutOptionsSchema,
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
} from '@gh/domain/checkout';
import { errorBodySchema } from '@gh/domain/cart';
import type { CheckoutService } from './checkout.service';
import type { SessionResolver } from './checkout-session';

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  resolveSession: SessionResolver;
  /** The site's own address for redirect and webhook URLs (config.siteUrl, never the Host header). */
  siteUrl: string;
}> = async (app, { checkout, resolveSession, siteUrl }) => {
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
        response: { 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await checkout.checkout({
        sessionId: await resolveSession(request),
        body: request.body,
        baseUrl: siteUrl,
      });
      return reply.code(201).send(result);
    },
  );
};
