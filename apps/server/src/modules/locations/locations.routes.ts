/**
 * `GET /api/locations`: both restaurants with hours, open now and the next opening; and
 * `/api/locations/business`: each one's legal entity for the footer (decision 044), which the
 * server renders into every public page, so it holds nothing that changes with the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBusinessSchema } from '@gh/domain/business';
import { locationsSchema } from '@gh/domain/menu';
import type { Database } from '../../db/client';
import { listBusinessDetails } from './locations.repository';
import { getLocations } from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod<{ database: Database; now: () => Date }> = async (
  app,
  { database, now },
) => {
  app.get('/locations', { schema: { response: { 200: locationsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getLocations(database.db, now());
  });

  app.get(
    '/locations/business',
    { schema: { response: { 200: publicBusinessSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { locations: await listBusinessDetails(database.db) };
    },
  );
};
