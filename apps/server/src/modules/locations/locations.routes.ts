/** `GET /api/locations`: both restaurants with hours, open now and the next opening. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationsSchema } from '@gh/domain/menu';
import type { Database } from '../../db/client';
import { compressJson } from '../../lib/compression';
import { getLocations } from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod<{ database: Database; now: () => Date }> = async (
  app,
  { database, now },
) => {
  // Every first visit asks it (the open/closed status): sent compressed (issue 28).
  const options = { schema: { response: { 200: locationsSchema } }, onSend: compressJson };
  app.get('/locations', options, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getLocations(database.db, now());
  });
};
