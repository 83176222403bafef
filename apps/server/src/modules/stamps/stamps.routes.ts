/**
 * The customer's side of the stamp card (decision 052): `GET /api/account/stamps` for "Mijn Gouden
 * Haan", the basket's card (`GET /api/stamps/:location`), claiming or keeping a full card's reward for
 * the cart (`PUT`/`DELETE /api/stamps/:location/reward`, signed in only) and the order page's line.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import { accountStampsSchema, basketStampsSchema, stampProgressSchema } from '@gh/domain/stamps';
import * as m from '@gh/i18n/messages';
import { UnauthorizedError } from '../../lib/errors';
import type { StampsService } from './stamps.service';

const locationParams = z.object({ location: z.string().min(1).max(50) });

export const stampRoutes: FastifyPluginAsyncZod<{
  service: StampsService;
  signedInEmail: (request: FastifyRequest) => Promise<string | null>;
  resolveSession: (request: FastifyRequest) => Promise<string | null>;
}> = async (app, { service, signedInEmail, resolveSession }) => {
  const emailOf = async (request: FastifyRequest) => (await signedInEmail(request))?.toLowerCase() ?? null;

  app.get(
    '/account/stamps',
    { schema: { response: { 200: accountStampsSchema, 401: errorBodySchema } } },
    async (request) => {
      const email = await emailOf(request);
      if (!email) throw new UnauthorizedError(m.stamps_needs_sign_in());
      return { cards: await service.cardsOf(email) };
    },
  );

  app.get(
    '/stamps/:location',
    { schema: { params: locationParams, response: { 200: basketStampsSchema } } },
    async (request) =>
      service.basket(request.params.location, await emailOf(request), await resolveSession(request)),
  );

  app.put(
    '/stamps/:location/reward',
    {
      schema: {
        params: locationParams,
        response: {
          200: basketStampsSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.claim(request.params.location, await emailOf(request), await resolveSession(request)),
  );

  app.delete(
    '/stamps/:location/reward',
    { schema: { params: locationParams, response: { 200: basketStampsSchema } } },
    async (request) =>
      service.unclaim(request.params.location, await emailOf(request), await resolveSession(request)),
  );

  app.get(
    '/orders/:publicId/stamps',
    {
      schema: {
        params: z.object({ publicId: z.string().min(1).max(64) }),
        response: { 200: z.object({ earned: z.boolean(), card: stampProgressSchema.nullable() }) },
      },
    },
    async (request) => service.ofOrder(request.params.publicId),
  );
};
