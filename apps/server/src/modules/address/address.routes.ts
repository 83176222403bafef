import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressQuerySchema, addressSchema } from '@gh/domain/address';
import { errorBodySchema } from '@gh/domain/cart';
import { addressKey } from '../../lib/client-address';
import type { AddressService } from './address.service';

export const addressRoutes: FastifyPluginAsyncZod<{ address: AddressService }> = async (app, { address }) => {
  app.get(
    '/address',
    {
      schema: {
        summary: 'The street and city of a Dutch postcode and house number (PDOK Locatieserver)',
        querystring: addressQuerySchema,
        response: {
          200: addressSchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The browser may keep an answer a little; an address rarely changes.
      reply.header('cache-control', 'private, max-age=3600');
      return address.find(request.query, addressKey(request.ip));
    },
  );
};
