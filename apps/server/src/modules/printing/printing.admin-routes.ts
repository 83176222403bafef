/**
 * The admin's side of kitchen printing (decision 031): the owner makes a location's printer URL,
 * staff see the printer and print a ticket again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printerStatusSchema, printerTokenAnswerSchema, reprintAnswerSchema } from '@gh/domain/printer';
import type { Db } from '../../db/client';
import { currentAdmin } from '../../lib/admin-access';
import { locationOfOrderInPath } from '../orders';
import type { PrintingService } from './printing.service';

const slugParams = z.object({ slug: z.string().min(1).max(50) });
const idParams = z.object({ id: z.uuid('Deze bestelling bestaat niet.') });

export const adminPrintingRoutes: FastifyPluginAsyncZod<{ db: Db; printing: PrintingService }> = async (
  app,
  { db, printing },
) => {
  app.post(
    '/locations/:slug/printer',
    {
      schema: {
        summary:
          "Makes the location's printer URL (Star CloudPRNT server URL), replacing the old one; shown once.",
        params: slugParams,
        response: { 200: printerTokenAnswerSchema },
      },
    },
    async (request) => printing.newToken(currentAdmin(request), request.params.slug),
  );

  app.get(
    '/locations/:slug/printer',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => (request.params as { slug?: string }).slug ?? null,
      },
      schema: { params: slugParams, response: { 200: printerStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return printing.status(request.params.slug);
    },
  );

  app.post(
    '/orders/:id/print',
    {
      config: { adminAccess: 'staff', adminLocation: locationOfOrderInPath(db) },
      schema: {
        summary: "Prints an accepted order's ticket again on the location's printer (the next print number).",
        params: idParams,
        response: { 200: reprintAnswerSchema },
      },
    },
    async (request) => printing.reprint(currentAdmin(request), request.params.id),
  );
};
