/** /api/admin/sold-out: what a cook marks sold out from the board, and puts back (issue 27 item 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { soldOutBodySchema, soldOutListSchema } from '@gh/domain/admin';
import type { Db } from '../../db/client';
import { assertLocation, currentAdmin } from '../../lib/admin-access';
import { audit } from '../../lib/audit';
import { nextOpeningOf } from '../locations';
import { releaseDueSoldOut, setSoldOut, soldOutList } from './sold-out';

const locationQuery = z.object({ location: z.string().min(1, 'Kies een locatie.').max(50) });

export const soldOutRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/sold-out',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => String((request.query as { location?: string }).location ?? ''),
      },
      schema: {
        summary: 'A location\'s products and options, sold out first: the board\'s "Weer leverbaar" list.',
        querystring: locationQuery,
        response: { 200: soldOutListSchema },
      },
    },
    async (request, reply) => {
      assertLocation(currentAdmin(request), request.query.location);
      await releaseDueSoldOut(db, now());
      reply.header('cache-control', 'no-store');
      return { items: await soldOutList(db, request.query.location) };
    },
  );

  app.post(
    '/sold-out',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => String((request.body as { location?: string }).location ?? ''),
      },
      schema: {
        summary: 'Mark a product or option sold out (until put back, or the next opening), or put it back.',
        body: soldOutBodySchema,
        response: { 200: soldOutListSchema },
      },
    },
    async (request) => {
      const { location, kind, id, soldOut, untilNextOpening } = request.body;
      const actor = currentAdmin(request);
      assertLocation(actor, location);
      await db.transaction(async (tx) => {
        const backAt = untilNextOpening ? await nextOpeningOf(tx, location, now()) : null;
        const marks =
          kind === 'product' ? { productIds: [id], optionIds: [] } : { productIds: [], optionIds: [id] };
        await setSoldOut(tx, location, marks, soldOut, backAt);
        await audit(tx, actor, soldOut ? `${kind}_sold_out` : `${kind}_available`, kind, id, {
          location,
          ...(backAt ? { backAt: backAt.toISOString() } : {}),
        });
      });
      return { items: await soldOutList(db, location) };
    },
  );
};
