/** GET /api/push/key and POST /api/orders/:publicId/push (issue 29 item 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gh/domain/cart';
import { orderPublicIdParamsSchema } from '@gh/domain/checkout';
import { pushKeySchema, pushSubscribeBodySchema, pushSubscribedSchema } from '@gh/domain/push';
import { addressKey } from '../../lib/client-address';
import type { PushService } from './push.service';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get('/push/key', { schema: { response: { 200: pushKeySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: push.publicKey };
  });

  app.post(
    '/orders/:publicId/push',
    {
      schema: {
        params: orderPublicIdParamsSchema,
        body: pushSubscribeBodySchema,
        response: {
          201: pushSubscribedSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await push.subscribe(request.params.publicId, request.body.subscription, addressKey(request.ip));
      return reply.code(201).send({ subscribed: true as const });
    },
  );
};
