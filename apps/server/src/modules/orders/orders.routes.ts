import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPublicIdParamsSchema, orderSummarySchema, retryResponseSchema } from '@gh/domain/checkout';
import { errorBodySchema } from '@gh/domain/cart';
import type { OrdersService } from './orders.service';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  /** The site's own address for the new payment's redirect and webhook (never the Host header). */
  siteUrl: string;
}> = async (app, { orders, siteUrl }) => {
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

  app.post(
    '/orders/:publicId/retry',
    { schema: { params: orderPublicIdParamsSchema, response: { 201: retryResponseSchema } } },
    async (request, reply) => {
      const result = await orders.retry(request.params.publicId, siteUrl);
      return reply.code(201).send(result);
    },
  );
};
