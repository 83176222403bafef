/** The five cart calls of spec section 7; every answer is the whole cart. */
import {
  cartAddBodySchema,
  cartLineIdParamsSchema,
  cartSchema,
  cartUpdateBodySchema,
  errorBodySchema,
} from '@gh/domain/cart';
import { couponBodySchema } from '@gh/domain/offers-api';
import { LIVE_ORDER_MESSAGES, orderPublicIdParamsSchema, reorderResponseSchema } from '@gh/domain/checkout';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onMenuChanged } from '../../db/channels';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { findOrderByPublicId } from '../orders';
import { issueSession, sessionClock, sessionIdFromRequest } from '../session';
import { createCartAnswers } from './cart.answers';
import { createCatalogue } from './cart.catalogue';
import type { CartLimits } from './cart.limits';
import { createCartService, type SessionContext } from './cart.service';
import { createOfferCache } from '../offers';
import { noBodySchema } from '../../lib/no-body';

/** The DELETE calls carry no body; one that comes anyway is refused rather than silently ignored. */

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

function sessionOf(request: FastifyRequest, reply: FastifyReply): SessionContext {
  return {
    id: sessionIdFromRequest(request),
    clock: sessionClock(request),
    issue: () => issueSession(request, reply).id,
  };
}

export const cartRoutes: FastifyPluginAsync<{ database: Database; limits: CartLimits }> = async (
  fastify,
  { database, limits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogue(database.db);
  const answers = createCartAnswers();
  // Also after the listening connection was lost: a product deleted meanwhile went unheard.
  const offers = createOfferCache(database.db);
  const forget = () => {
    catalogue.invalidate();
    offers.invalidate();
    answers.clear();
  };
  const unlisten = await onMenuChanged(database, forget, forget);
  app.addHook('onClose', async () => unlisten());
  const cart = createCartService({ db: database.db, catalogue, answers, offers, limits });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  // The answer arrives as JSON text, checked against cartSchema when the service built it; a string
  // with a JSON content type is sent as it is, so this route has no typed 200 schema.
  fastify.get('/cart', { schema: { response: errors } }, async (request, reply) => {
    const json = await cart.getJson(sessionOf(request, reply));
    return reply.type('application/json').send(json);
  });

  app.post(
    '/cart/add',
    { schema: { body: cartAddBodySchema, response: { 200: cartSchema, ...errors } } },
    async (request, reply) => cart.add(sessionOf(request, reply), request.body),
  );

  app.delete(
    '/cart/remove/:id',
    { schema: { params: cartLineIdParamsSchema, body: noBodySchema, response: { 200: cartSchema, ...errors } } },
    async (request, reply) => cart.remove(sessionOf(request, reply), request.params.id),
  );

  app.put(
    '/cart/update',
    { schema: { body: cartUpdateBodySchema, response: { 200: cartSchema, ...errors } } },
    async (request, reply) => cart.update(sessionOf(request, reply), request.body.id, request.body.quantity),
  );

  // "Bestel opnieuw" (issue 18): an earlier order's lines into this visitor's cart, at today's prices.
  app.post(
    '/orders/:publicId/reorder',
    {
      schema: {
        summary: 'Put the lines of an earlier order into the cart again; what is no longer sold is named',
        params: orderPublicIdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await findOrderByPublicId(database.db, request.params.publicId);
      if (!order) throw new NotFoundError(LIVE_ORDER_MESSAGES.orderNotFound);
      return cart.reorder(sessionOf(request, reply), { location: order.locationSlug, lines: order.lines });
    },
  );

  // Coupon codes (issue 19.7, decision 030): the answer is the cart with its discount lines.
  app.post(
    '/cart/coupon',
    {
      schema: {
        summary: 'Apply a coupon code to the cart; a Dutch 4xx says why a code does not apply',
        body: couponBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => cart.applyCoupon(sessionOf(request, reply), request.body.code),
  );

  app.delete(
    '/cart/coupon',
    {
      schema: {
        summary: 'Remove the coupon code from the cart',
        body: noBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => cart.removeCoupon(sessionOf(request, reply)),
  );

  app.delete(
    '/cart/clear',
    { schema: { body: noBodySchema, response: { 200: cartSchema, ...errors } } },
    async (request, reply) => cart.clear(sessionOf(request, reply)),
  );
};
