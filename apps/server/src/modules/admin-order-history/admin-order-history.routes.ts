/**
 * /api/admin/order-history: every order, searchable by staff (issue 19.3); staff see their own
 * location's, admins all. The live kitchen board stays at /api/admin/orders.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDetailSchema, orderListSchema, orderSearchQuerySchema } from '@gh/domain/reports';
import type { Db } from '../../db/client';
import { currentAdmin } from '../../lib/admin-access';
import { createOrderHistoryService } from './admin-order-history.service';
import { locationOfOrderInPath } from '../orders';

const idParams = z.object({ id: z.uuid('Deze bestelling bestaat niet.') });

export const adminOrderHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createOrderHistoryService({ db });

  app.get(
    '/order-history',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => (request.query as { location?: string }).location ?? null,
      },
      schema: {
        summary: 'Bestellingen zoeken (nummer, naam, e-mail, telefoon, postcode) en filteren, per pagina',
        querystring: orderSearchQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => {
      const user = currentAdmin(request);
      // Staff see their own location's orders only, also when they ask for none in particular.
      const location = user.role === 'admin' ? (request.query.location ?? null) : user.locationSlug;
      return service.list(request.query, location);
    },
  );

  app.get(
    '/order-history/:id',
    {
      config: { adminAccess: 'staff', adminLocation: locationOfOrderInPath(db) },
      schema: {
        summary: 'Eén bestelling met haar tijdlijn: status, betalingen, terugbetalingen en e-mails',
        params: idParams,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => service.detail(request.params.id),
  );
};
