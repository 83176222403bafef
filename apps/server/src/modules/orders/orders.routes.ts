import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPublicIdParamsSchema, orderSummarySchema, retryResponseSchema } from '@gh/domain/checkout';
import { errorBodySchema } from '@gh/domain/cart';
import { baseUrlOf } from '../checkout/checkout.routes';
import type { OrdersService } from './orders.service';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  publicUrl: string | undefined;
}> = async (app, { orders, publicUrl }) => {
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
      const result = await orders.retry(request.params.publicId, baseUrlOf(request, publicUrl));
      return reply.code(201).send(result);
    },
  );
};
