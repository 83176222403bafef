/**
 * /api/admin/staff-orders: phone and walk-in orders entered by staff of the location or an admin
 * (decision 029). A draft is a cart of the staff member's own, named by a token only their page holds.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartAddBodySchema, cartSchema, cartUpdateBodySchema, errorBodySchema } from '@gh/domain/cart';
import { checkoutQuoteQuerySchema, checkoutQuoteSchema } from '@gh/domain/checkout';
import {
  counterPaymentAnswerSchema,
  counterPaymentBodySchema,
  staffDraftBodySchema,
  staffDraftLineParamsSchema,
  staffDraftParamsSchema,
  staffDraftSchema,
  staffOrderAnswerSchema,
  staffOrderBodySchema,
} from '@gh/domain/staff-orders';
import { onMenuChanged } from '../../db/channels';
import type { Database } from '../../db/client';
import { currentAdmin } from '../../lib/admin-access';
import { locationOfOrderInPath } from '../orders';
import { createCartAnswers, createCatalogue, createCartService } from '../cart';
import type { CheckoutService } from '../checkout';
import type { OrdersService } from '../orders';
import type { Outbox } from '../../mail/outbox';
import { createStaffOrderService } from './staff-orders.service';
import { noBodySchema } from '../../lib/no-body';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const staffOrderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  checkout: CheckoutService;
  orders: OrdersService;
  outbox: Outbox;
  now: () => Date;
  siteUrl: string;
}> = async (app, { database, checkout, orders, outbox, now, siteUrl }) => {
  const db = database.db;
  // The cart service as the shop has it, with its own catalogue cache dropped on menu changes.
  const catalogue = createCatalogue(db);
  const answers = createCartAnswers();
  const forget = () => {
    catalogue.invalidate();
    answers.clear();
  };
  const unlisten = await onMenuChanged(database, forget, forget);
  app.addHook('onClose', async () => unlisten());
  const cart = createCartService({ db, catalogue, answers });
  const service = createStaffOrderService({ db, cart, checkout, orders, outbox, now, siteUrl });

  const draftConfig = {
    adminAccess: 'staff' as const,
    adminLocation: async (request: { params: unknown }) => {
      const draft = (request.params as { draft?: string }).draft ?? '';
      return /^[\w-]{32,64}$/.test(draft) ? service.locationOf(draft) : null;
    },
  };

  app.post(
    '/staff-orders',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => {
          const location = (request.body as { location?: unknown } | undefined)?.location;
          return typeof location === 'string' ? location.trim().toLowerCase() : null;
        },
      },
      schema: {
        summary: 'Start a phone or walk-in order for a location: an empty cart of the staff member',
        body: staffDraftBodySchema,
        response: { 201: staffDraftSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.startDraft(currentAdmin(request), request.body)),
  );

  app.get(
    '/staff-orders/:draft/cart',
    {
      config: draftConfig,
      schema: { params: staffDraftParamsSchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => service.cart(request.params.draft),
  );

  app.post(
    '/staff-orders/:draft/cart/add',
    {
      config: draftConfig,
      schema: {
        summary: "Add a product with its options to a staff order's cart (the shop's rules and prices)",
        params: staffDraftParamsSchema,
        body: cartAddBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => service.add(request.params.draft, request.body),
  );

  app.put(
    '/staff-orders/:draft/cart/update',
    {
      config: draftConfig,
      schema: {
        params: staffDraftParamsSchema,
        body: cartUpdateBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.draft, request.body.id, request.body.quantity),
  );

  app.delete(
    '/staff-orders/:draft/cart/remove/:lineId',
    {
      config: draftConfig,
      schema: { params: staffDraftLineParamsSchema, body: noBodySchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => service.remove(request.params.draft, request.params.lineId),
  );

  app.get(
    '/staff-orders/:draft/quote',
    {
      config: draftConfig,
      schema: {
        summary: "A staff order's lines, fee, VAT and total as checkout computes them",
        params: staffDraftParamsSchema,
        querystring: checkoutQuoteQuerySchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request) => service.quote(request.params.draft, request.query.fulfilment, request.query.postcode),
  );

  app.post(
    '/staff-orders/:draft/place',
    {
      config: draftConfig,
      schema: {
        summary: 'Place a staff order: e-mail a payment link, or send it to the board to be paid at pickup',
        params: staffDraftParamsSchema,
        body: staffOrderBodySchema,
        response: { 201: staffOrderAnswerSchema, ...errors, 422: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.place(currentAdmin(request), request.params.draft, request.body)),
  );

  app.post(
    '/orders/:id/counter-payment',
    {
      config: { adminAccess: 'staff', adminLocation: locationOfOrderInPath(db) },
      schema: {
        summary: 'Record that an order to be paid at pickup was paid at the counter (cash or pin)',
        params: z.object({ id: z.uuid('Deze bestelling bestaat niet.') }),
        body: counterPaymentBodySchema,
        response: { 200: counterPaymentAnswerSchema, ...errors },
      },
    },
    async (request) => service.payAtCounter(currentAdmin(request), request.params.id, request.body.method),
  );
};
